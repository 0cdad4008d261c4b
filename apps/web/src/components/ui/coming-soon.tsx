import { Link } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta';
import { buttonClass } from './button';
import { ArrowLeftIcon, LibraryIcon, SparklesIcon } from './icons';

/**
 * The placeholder for every page a later issue builds, inside the real layout. Its title and
 * sentence come from the route's metadata, so each route needs no component of its own.
 */
export function ComingSoon() {
  const meta = useRouteMeta();
  const title = meta?.title ?? 'Coming soon';
  const back = meta?.back ?? { to: '/', label: 'Back to home' };
  return (
    <section
      data-testid="coming-soon"
      aria-labelledby="coming-soon-title"
      className="relative mx-auto my-8 w-full max-w-3xl overflow-hidden rounded-[calc(var(--radius-card)*1.4)] border border-line-soft bg-surface px-6 py-12 text-center shadow-card sm:my-14 sm:px-12 sm:py-16"
    >
      <Decoration />
      <div className="relative flex flex-col items-center">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-announcement px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
          <SparklesIcon size={14} />
          Coming soon
        </span>
        <h1 id="coming-soon-title" className="mt-5 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-base leading-relaxed text-ink-soft sm:text-lg">
          {meta?.description ?? 'This page is being built and will be ready soon.'}
        </p>
        <p className="mt-2 text-sm text-ink-muted">We’re building this page right now. Thanks for your patience!</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Link to={back.to} className={buttonClass('primary', 'md')}>
            <ArrowLeftIcon size={18} />
            {back.label}
          </Link>
          <Link to="/library" className={buttonClass('secondary', 'md')}>
            <LibraryIcon size={18} />
            Explore the library
          </Link>
        </div>
      </div>
    </section>
  );
}

function Decoration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-0 h-full w-full"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 400 300"
    >
      <circle cx="30" cy="30" r="60" className="fill-primary-light" />
      <circle cx="380" cy="280" r="70" className="fill-primary-light" />
      <circle cx="360" cy="40" r="10" className="fill-announcement" />
      <circle cx="40" cy="260" r="14" className="fill-announcement" />
    </svg>
  );
}
