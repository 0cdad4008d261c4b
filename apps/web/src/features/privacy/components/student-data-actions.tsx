import { useTranslation } from 'react-i18next';
import type { TClassStudent } from '@commonshelf/shared/auth/class-admin.schemas';
import { ERASURE_GRACE_DAYS, ZParentConsentInput } from '@commonshelf/shared/privacy/data-rights.schemas';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog, FormDialogCancel } from '../../../components/ui/form-dialog';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useFileDownload } from '../../../lib/csv-download';
import { serverFieldErrors } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { studentExport, useRequestParentConsentMutation, useScheduleErasureMutation } from '../api/privacy.api';
import { ItemName } from '../../../components/ui/item-name';
import { fullName } from '../../../lib/roles';

/**
 * A student's data rights on their class list, for the school's admins: download everything about
 * them (a ZIP), ask a parent's consent for use at home (by email), or erase them (the account
 * closes now; the purge follows after the grace period, and can be cancelled until then on the
 * Privacy and data page).
 */
export function StudentDataActions({ student }: { student: TClassStudent }) {
  // The school's admins only: a teacher admin manages classes, not data rights.
  const { t } = useTranslation(['policies', 'common']);
  const role = useSelector(selectUser)?.role;
  const exporter = useFileDownload();
  const [askConsent, consentState] = useRequestParentConsentMutation();
  const [erase, eraseState] = useScheduleErasureMutation();
  const [consentOpen, setConsentOpen] = useState(false);
  const [eraseOpen, setEraseOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const sendConsent = async () => {
    const checked = ZParentConsentInput.safeParse({ student_id: student.id, parent_email: email.trim() });
    if (!checked.success) return setEmailError(checked.error.issues[0]?.message);
    setEmailError(undefined);
    try {
      showToast((await askConsent(checked.data).unwrap()).message, 'success');
      setConsentOpen(false);
      setEmail('');
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields.parent_email) return setEmailError(fields.parent_email[0]);
      showToast(errorMessage(err, t('student.sendFailed')), 'error');
    }
  };

  const scheduleErasure = async () => {
    try {
      showToast((await erase(student.id).unwrap()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, t('student.eraseFailed')), 'error');
    } finally {
      setEraseOpen(false);
    }
  };

  if (role !== 'school_admin' && role !== 'organization_admin') return null;
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        {...busyButtonProps(exporter.busy)}
        onClick={() => void exporter.download(studentExport(student.id, student.username))}
        data-testid="student-export"
      >
        {exporter.busy ? t('student.preparing') : t('student.download')}<ItemName>{fullName(student)}</ItemName>
      </button>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConsentOpen(true)} data-testid="student-consent">
        {t('student.askConsent')}<ItemName>{fullName(student)}</ItemName>
      </button>
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setEraseOpen(true)} data-testid="student-erase">
        {t('student.erase')}<ItemName>{fullName(student)}</ItemName>
      </button>
      <FormDialog
        open={consentOpen}
        onClose={() => setConsentOpen(false)}
        onSubmit={() => void sendConsent()}
        title={t('student.consentTitle', { name: student.first_name })}
        description={t('student.consentDescription')}
        testId="consent-dialog"
      >
        <FormField label={t('student.parentEmail')} error={emailError}>
          {(c) => (
            <input {...c} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass(!!emailError)} data-testid="consent-email" />
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <SubmitButton busy={consentState.isLoading} busyLabel={t('student.sending')} testId="consent-send">
            {t('student.send')}
          </SubmitButton>
          <FormDialogCancel className={buttonClass('ghost', 'md')}>{t('common:actions.cancel')}</FormDialogCancel>
        </div>
      </FormDialog>
      <ConfirmDialog
        open={eraseOpen}
        title={t('student.eraseTitle', { name: fullName(student) })}
        confirmLabel={t('student.eraseConfirm')}
        danger
        busy={eraseState.isLoading}
        onConfirm={() => void scheduleErasure()}
        onCancel={() => setEraseOpen(false)}
        testId="erase-dialog"
      >
        {t('student.eraseBody', { days: ERASURE_GRACE_DAYS })}
      </ConfirmDialog>
    </>
  );
}
