import { useEffect, type RefObject } from 'react';

/**
 * For a view that covers the whole page without being a dialog (the reader): everything else on
 * the page is made `inert` while it is shown, so Tab cannot reach the hidden header and footer and
 * a screen reader does not read them. Live regions (the toasts) stay reachable, since the view's
 * own messages are shown there. What was inert before stays inert afterwards.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const made: HTMLElement[] = [];
    for (let el = ref.current; el && el.parentElement && el !== document.body; el = el.parentElement) {
      for (const sibling of el.parentElement.children) {
        if (sibling === el || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert') || sibling instanceof HTMLScriptElement || sibling.matches('[aria-live]')) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const el of made) el.removeAttribute('inert');
    };
  }, [ref]);
}
