import * as Dialog from '@radix-ui/react-dialog';
import type { TClassStudent } from '@commonshelf/shared/auth/class-admin.schemas';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { useFocusReturn } from '../../../components/ui/focus-return';

/** The new password, shown once, in a dialog that has the focus until it is closed: it cannot go unseen. */
export function NewPasswordDialog({ shown, onClose }: { shown: { student: Pick<TClassStudent, 'first_name' | 'username'>; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation('classroom');
  const returnFocus = useFocusReturn(shown !== null);
  return (
    <Dialog.Root open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="new-password"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] border-2 border-primary bg-surface p-6 shadow-lift focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{t('classStudents.newPassword', { name: shown?.student.first_name ?? '' })}</Dialog.Title>
          <p className="mt-3 rounded-xl bg-primary-light px-4 py-3 font-mono text-2xl font-black tracking-wider break-all text-ink" data-testid="new-password-value">
            {shown?.password}
          </p>
          <Dialog.Description className="mt-3 text-sm text-ink-soft">
            <Trans t={t} i18nKey="classStudents.passwordNote" values={{ username: shown?.student.username ?? '' }} components={{ strong: <strong /> }} />
          </Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('primary', 'md')} data-testid="new-password-done">
              {t('classStudents.done')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
