import { useTranslation } from 'react-i18next';
import { DATA_RIGHTS_MSG, ERASURE_GRACE_DAYS } from '@commonshelf/shared/privacy/data-rights.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormDialog, FormDialogCancel } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { AlertIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useScheduleSchoolErasureMutation } from '../api/privacy.api';

/**
 * The end of the Privacy and data page: erase everything of the school. Typing the school's name
 * confirms it; the site then closes at once (so the page says so and offers to sign out), and the
 * erasure follows after the grace period unless the platform's team is asked to cancel it.
 */
export function SchoolErasure({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation(['policies', 'common']);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [erase, state] = useScheduleSchoolErasureMutation();

  const submit = async () => {
    if (typed.trim() !== schoolName.trim()) return setError(DATA_RIGHTS_MSG.confirmSchoolName);
    setError(undefined);
    try {
      setDone((await erase({ confirm_name: typed.trim() }).unwrap()).message);
      setOpen(false);
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields.confirm_name) return setError(fields.confirm_name[0]);
      showToast(errorMessage(err, t('schoolErasure.failed')), 'error');
    }
  };

  if (done)
    return (
      <section role="alert" className="rounded-[var(--radius-card)] border-2 border-line bg-surface p-5" data-testid="school-erasure-done">
        <h2 className="text-lg font-bold text-ink">{t('schoolErasure.closedTitle')}</h2>
        <p className="mt-2 text-ink-soft" data-testid="school-erasure-message">
          {done}
        </p>
        <Link to="/logout" className={`${buttonClass('primary')} mt-4`}>
          {t('schoolErasure.signOut')}
        </Link>
      </section>
    );

  return (
    <section aria-labelledby="school-erasure-title" className="rounded-[var(--radius-card)] border-2 border-line bg-surface p-5">
      <h2 id="school-erasure-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <AlertIcon size={20} />
        {t('schoolErasure.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        {t('schoolErasure.body', { days: ERASURE_GRACE_DAYS })}
      </p>
      <button type="button" className={`${buttonClass('secondary')} mt-4`} onClick={() => setOpen(true)} data-testid="school-erase">
        {t('schoolErasure.open')}
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={() => void submit()}
        title={t('schoolErasure.dialogTitle')}
        description={t('schoolErasure.dialogDescription', { school: schoolName })}
        testId="school-erase-dialog"
      >
        <FormField label={t('schoolErasure.name')} error={error}>
          {(c) => <input {...c} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" className={inputClass(!!error)} data-testid="school-erase-name" />}
        </FormField>
        <div className="flex flex-col gap-2">
          <SubmitButton busy={state.isLoading} busyLabel={t('schoolErasure.closing')} testId="school-erase-confirm">
            {t('schoolErasure.confirm')}
          </SubmitButton>
          <FormDialogCancel className={buttonClass('ghost', 'md')}>{t('common:actions.cancel')}</FormDialogCancel>
        </div>
      </FormDialog>
    </section>
  );
}
