import * as Dialog from '@radix-ui/react-dialog';
import { useFocusReturn } from './focus-return';
import type { ReactNode } from 'react';
import { iconButtonClass } from './button';
import { CloseIcon } from './icons';
import { Skeleton } from './skeleton';

/**
 * A panel over the right side of the page (the whole width of a phone) for one item of a list: a
 * title with a close button, a body that scrolls, and an optional footer of actions. Escape, the
 * backdrop and the close button all close it; focus stays inside while it is open.
 */
export function SideDrawer({
  open,
  onClose,
  title,
  closeLabel,
  testId,
  closeTestId,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  testId: string;
  closeTestId: string;
  footer?: ReactNode;
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
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-2xl flex-col bg-surface shadow-menu animate-fade-in focus:outline-none"
        >
          <div className="flex items-start gap-3 border-b border-line-soft px-4 py-4 sm:px-6">
            <Dialog.Title className="min-w-0 flex-1 text-xl font-extrabold wrap-anywhere text-ink">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className={iconButtonClass} data-testid={closeTestId}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">{children}</div>
          {footer ? <div className="flex justify-end gap-2 border-t border-line-soft px-4 py-3 sm:px-6">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A drawer's body while its item loads. */
export function DrawerSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
