import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { useFocusReturn } from './focus-return';
import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { Spinner } from './spinner';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the warning colour. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/** Asks before something that cannot be undone (deleting) or that loses work (leaving unsaved changes). */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel, testId = 'confirm-dialog' }: Props) {
  const { t } = useTranslation('common');
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-surface p-6 shadow-lift focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm leading-relaxed text-ink-soft">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass('secondary', 'md')} data-testid="confirm-cancel">
              {cancelLabel ?? t('actions.cancel')}
            </Dialog.Close>
            <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass(danger ? 'danger' : 'primary', 'md')} data-testid="confirm-ok">
              {busy ? <Spinner /> : null}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
