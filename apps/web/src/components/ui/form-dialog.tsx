import * as Dialog from '@radix-ui/react-dialog';
import { useFocusReturn } from './focus-return';
import type { ReactNode } from 'react';

/**
 * A centred modal with one form: a title, a line saying what it does, the fields and the actions
 * (`children`, with a `FormDialogCancel` among them). Escape, the backdrop and Cancel close it;
 * focus stays inside while it is open. Submitting runs `onSubmit` (the browser's own validation
 * is off: the form shows the schema's messages).
 */
export function FormDialog({
  open,
  onClose,
  onSubmit,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: () => void;
  title: ReactNode;
  description: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-surface p-6 shadow-lift focus:outline-none"
        >
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
            className="flex flex-col gap-4"
          >
            <div>
              <Dialog.Title className="text-lg font-bold wrap-anywhere text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm leading-relaxed text-ink-soft">{description}</Dialog.Description>
            </div>
            {children}
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The form dialog's Cancel: closes it without submitting. */
export const FormDialogCancel = Dialog.Close;
