import { useLayoutEffect, useRef } from 'react';

/**
 * For a dialog opened from state rather than from its own trigger: Radix gives focus back to its
 * trigger on close, and without one focus falls to the page's body. This keeps what had the focus
 * when the dialog opened and gives it back on close (pass the handler as `onCloseAutoFocus`); when
 * that control has gone (the row it belonged to was archived), Radix's own behaviour stands.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog's own effect moves the focus inside it.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return (event) => {
    const el = opener.current;
    opener.current = null;
    if (!el?.isConnected) return;
    event.preventDefault();
    el.focus();
  };
}
