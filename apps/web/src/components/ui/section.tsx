import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
};

/** A titled page section: the h2 names the region for screen readers. */
export function Section({ id, title, description, action, children, className = '', testId }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} data-testid={testId} className={`container-page py-10 sm:py-14 ${className}`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {title}
          </h2>
          {description ? <p className="mt-1.5 max-w-2xl text-base text-ink-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
