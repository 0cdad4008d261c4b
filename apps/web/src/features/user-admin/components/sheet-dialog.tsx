import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { useFocusReturn } from '../../../components/ui/focus-return';

/**
 * A large dialog for work over a list (the user form, the students' import): the whole screen on a
 * phone, a centred sheet from 640 px. Closing (Escape, the close button) goes through `onClose`,
 * which may ask first; a click outside does nothing, so work is not lost by a stray tap.
 */
export function SheetDialog({ open, title, onClose, wide = false, testId, children }: { open: boolean; title: string; onClose: () => void; wide?: boolean; testId: string; children: ReactNode }) {
  const { t } = useTranslation('adminUsers');
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog.Root open={open} onOpenChange={(value) => (value ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid={testId}
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          className={`fixed inset-0 z-50 flex flex-col gap-5 overflow-y-auto bg-surface p-4 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)] sm:p-6 sm:shadow-lift ${
            wide ? 'sm:w-[min(56rem,calc(100vw-2rem))]' : 'sm:w-[min(44rem,calc(100vw-2rem))]'
          }`}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-extrabold wrap-anywhere text-ink">{title}</Dialog.Title>
            <button type="button" aria-label={t('dialog.close')} className={iconButtonClass} onClick={onClose}>
              <CloseIcon size={22} />
            </button>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
