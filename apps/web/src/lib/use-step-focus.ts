import { useEffect, useRef } from 'react';

/**
 * For multi-step forms: when `step` changes, focus moves to the new step's `[data-step-focus]`
 * element (its heading, or the field to fill in), so keyboard and screen-reader users land on the
 * new step instead of on a button that disappeared. The first render leaves focus alone.
 */
export function useStepFocus<T extends HTMLElement>(step: unknown) {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    container.current?.querySelector<HTMLElement>('[data-step-focus]')?.focus();
  }, [step]);
  return container;
}
