import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** Wider cards for long forms; the default suits login and short forms. */
  width?: 'narrow' | 'wide';
  testId?: string;
  className?: string;
};

/** The page frame of sign-in and registration screens: a soft backdrop and one centred card. */
export function FormCard({ children, width = 'narrow', testId, className = '' }: Props) {
  const max = width === 'wide' ? 'max-w-5xl' : 'max-w-xl';
  return (
    <div className="relative isolate overflow-hidden bg-surface-alt">
      <Backdrop />
      <div className={`container-page relative py-8 sm:py-14 ${className}`}>
        <section
          data-testid={testId}
          className={`mx-auto w-full ${max} rounded-[calc(var(--radius-card)*1.3)] border border-line-soft bg-surface px-5 py-7 shadow-card sm:px-10 sm:py-10`}
        >
          {children}
        </section>
      </div>
    </div>
  );
}

/** Title block of a card: an optional icon badge, the h1 and a sentence under it. */
export function FormCardHeader({
  icon,
  title,
  children,
  titleId,
  focusTarget = false,
  focusOnMount = false,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  titleId?: string;
  /** Receives focus when a step changes (see useStepFocus). */
  focusTarget?: boolean;
  /** Takes focus when shown: for result screens that replace the form the user was in. */
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const focusable = focusTarget || focusOnMount;
  return (
    <header className="mb-7 flex flex-col items-center text-center">
      {icon ? (
        <span aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-light text-primary">
          {icon}
        </span>
      ) : null}
      <h1
        ref={heading}
        id={titleId}
        tabIndex={focusable ? -1 : undefined}
        data-step-focus={focusTarget ? '' : undefined}
        className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {children ? <div className="mt-2 max-w-md text-base text-ink-soft">{children}</div> : null}
    </header>
  );
}

function Backdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-0 -z-10 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 1200 700"
    >
      <circle cx="90" cy="110" r="150" className="fill-primary-light" />
      <circle cx="1130" cy="620" r="190" className="fill-primary-light" />
      <circle cx="1050" cy="90" r="16" className="fill-announcement" />
      <circle cx="160" cy="600" r="22" className="fill-announcement" />
    </svg>
  );
}
