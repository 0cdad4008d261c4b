import type { ReactNode } from 'react';
import { buttonClass } from './button';
import { Spinner } from './spinner';

/**
 * A form's full-width primary submit button: disabled and spinning while busy, its text saying what
 * is happening (`busyLabel`).
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
  testId,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button type="submit" disabled={busy || disabled} className={buttonClass('primary', 'lg', 'w-full')} data-testid={testId}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
