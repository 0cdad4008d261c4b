import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { serverFieldErrors } from '../../lib/server-errors';
import { buttonClass } from './button';
import { FieldError, inputClass } from './form-field';
import { Spinner } from './spinner';

/**
 * A decision that needs a written reason (sending a story back, rejecting a registration): the
 * reason is required here and again on the server, whose field message is shown under it.
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
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-surface p-6 shadow-lift focus:outline-none"
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Dialog.Title className="text-lg font-bold break-words text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm leading-relaxed text-ink-soft">{description}</Dialog.Description>
            <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink">
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
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={buttonClass('secondary', 'md')}>
                Cancel
              </button>
              <button type="submit" disabled={busy} className={buttonClass('book', 'md')} data-testid="confirm-reject">
                {busy ? <Spinner /> : null}
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
