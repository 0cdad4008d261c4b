import { useEffect } from 'react';

/**
 * When the control that had the keyboard's focus leaves the page (a "Clear filters" that clears
 * itself away, a deleted row's button, a list replaced by its empty state), browsers drop the focus
 * to the document, and the next Tab starts again at the top of the page. This puts it on the page's
 * main content instead, so the next Tab carries on from there. Dialogs and pages that move the focus
 * themselves are left alone: it acts only when nothing has the focus and the focused control is gone.
 */
export function FocusKeeper() {
  useEffect(() => {
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected || document.activeElement !== document.body) return;
      last = null;
      document.getElementById('main-content')?.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
  return null;
}
