import { ZSchoolInvite } from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormDialog, FormDialogCancel } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useInviteSchoolMutation } from '../api/organization-admin.api';

/**
 * Emails a school's contact a one-time link to register as a school of the organization. The
 * address is checked here with the API's own rule, and again by the server, whose field message
 * shows under it.
 */
export function InviteSchoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invite, state] = useInviteSchoolMutation();
  const blocker = useUnsavedChanges(open && email.trim() !== '' && !state.isLoading);
  const close = () => {
    setEmail('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    setError(null);
    const parsed = ZSchoolInvite.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      const result = await invite(parsed.data).unwrap();
      showToast(result.message, 'success');
      close();
    } catch (err) {
      const field = serverFieldErrors(err).email?.[0];
      if (field) setError(field);
      else showToast(errorMessage(err, 'The invitation could not be sent. Please try again.'), 'error');
    }
  };
  return (
    <>
      <FormDialog
        open={open}
        onClose={close}
        onSubmit={() => void submit()}
        title="Invite a school"
        description="We email a link to register the school on its own site, as one of your schools. The link works once, for 7 days; our team approves the school before its site goes online."
        testId="invite-dialog"
      >
        <FormField label="School contact’s email" error={error} hint="The head teacher or the school office.">
          {(c) => (
            <input
              {...c}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={255}
              className={inputClass(!!error)}
              data-testid="invite-email"
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <SubmitButton busy={state.isLoading} busyLabel="Sending..." testId="invite-send">
            Send the invitation
          </SubmitButton>
          <FormDialogCancel className={buttonClass('ghost', 'md')} data-testid="invite-cancel">
            Cancel
          </FormDialogCancel>
        </div>
      </FormDialog>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
