import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/server-errors';
import { buttonClass } from './button';
import { FormDialog, FormDialogCancel } from './form-dialog';
import { FieldError, inputClass } from './form-field';
import { Spinner } from './spinner';

/**
 * A decision that needs a written reason (sending a story or a book back, rejecting a registration,
 * refunding, revoking): the reason is required here and again on the server, whose field message is
 * shown under it.
 */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  confirmLabel,
  requiredMessage,
  failMessage,
  maxLength,
  busy,
  onConfirm,
  onCancel,
  testId = 'reject-dialog',
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  label: string;
  confirmLabel: string;
  requiredMessage: string;
  failMessage: string;
  maxLength: number;
  busy: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  const submit = async () => {
    setError(null);
    if (!reason.trim()) {
      setError(requiredMessage);
      return;
    }
    try {
      await onConfirm(reason.trim());
      setReason('');
    } catch (err) {
      setError(serverFieldErrors(err).reason?.[0] ?? errorMessage(err, failMessage));
    }
  };
  return (
    <FormDialog open={open} onClose={close} onSubmit={() => void submit()} title={title} description={description} testId={testId}>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        <textarea
          id={id}
          rows={4}
          autoFocus
          value={reason}
          maxLength={maxLength}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(!!error, 'mt-1.5 h-auto py-3')}
          data-testid="reject-reason"
        />
        <div className="mt-1.5">
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
      <div className="mt-1 flex flex-wrap justify-end gap-3">
        <FormDialogCancel className={buttonClass('secondary', 'md')}>{t('actions.cancel')}</FormDialogCancel>
        <button type="submit" disabled={busy} className={buttonClass('danger', 'md')} data-testid="confirm-reject">
          {busy ? <Spinner /> : null}
          {confirmLabel}
        </button>
      </div>
    </FormDialog>
  );
}
