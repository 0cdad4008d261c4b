import { ZSchoolInvite } from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('tenants');
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
      else showToast(errorMessage(err, t('org.inviteFailed')), 'error');
    }
  };
  return (
    <>
      <FormDialog
        open={open}
        onClose={close}
        onSubmit={() => void submit()}
        title={t('org.inviteSchool')}
        description={t('org.inviteDescription')}
        testId="invite-dialog"
      >
        <FormField label={t('org.contactEmail')} error={error} hint={t('org.contactHint')}>
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
          <SubmitButton busy={state.isLoading} busyLabel={t('org.sending')} testId="invite-send">
            {t('org.send')}
          </SubmitButton>
          <FormDialogCancel className={buttonClass('ghost', 'md')} data-testid="invite-cancel">
            {t('org.cancel')}
          </FormDialogCancel>
        </div>
      </FormDialog>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
