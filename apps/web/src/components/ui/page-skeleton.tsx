import type { ReactNode } from 'react';

/**
 * The stand-in for a detail page while it loads: busy for assistive technology, with one status
 * line to announce, the tinted hero's placeholders and then the body's.
 */
export function PageSkeleton({ label, testId, hero, children }: { label: string; testId?: string; hero: ReactNode; children?: ReactNode }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="bg-primary-light">{hero}</div>
      {children}
    </div>
  );
}
