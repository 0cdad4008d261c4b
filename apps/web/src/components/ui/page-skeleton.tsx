import type { ReactNode } from 'react';

/**
 * The stand-in for a detail page while it loads: busy for assistive technology, with one status
 * line to announce, the tinted hero's placeholders and then the body's. It fills the screen, so the
 * footer waits below it rather than showing under the placeholders and jumping down when the page
 * comes (a layout shift); a page that may be shorter than the screen says `fillScreen={false}`.
 */
export function PageSkeleton({
  label,
  testId,
  hero,
  children,
  fillScreen = true,
}: {
  label: string;
  testId?: string;
  hero: ReactNode;
  children?: ReactNode;
  fillScreen?: boolean;
}) {
  return (
    <div aria-busy="true" data-testid={testId} className={fillScreen ? 'min-h-dvh' : undefined}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="bg-primary-light">{hero}</div>
      {children}
    </div>
  );
}
