import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useOnline } from '../../lib/offline-books';
import { buttonClass } from './button';
import { AlertIcon, RefreshIcon } from './icons';

/** Shown when a page throws or its code fails to load (often a deploy replaced the old chunks). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const online = useOnline();
  if (!online) return <OfflineRouteError />;
  return (
    <section
      role="alert"
      data-testid="route-error"
      className="mx-auto my-12 flex w-full max-w-xl flex-col items-center px-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-announcement text-ink">
        <AlertIcon size={28} />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink">Something went wrong</h1>
      <p className="mt-3 text-base text-ink-soft">
        {status ? `The page answered with an error (${status}). ` : ''}
        Reloading usually fixes it. If it keeps happening, please tell us.
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md')}>
          <RefreshIcon size={18} />
          Reload the page
        </button>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** Offline, a page whose code was never saved on this device cannot open: say so, and what still works. */
function OfflineRouteError() {
  return (
    <section role="alert" data-testid="route-offline" className="mx-auto my-12 flex w-full max-w-xl flex-col items-center px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-announcement text-ink">
        <AlertIcon size={28} />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink">This page needs the internet</h1>
      <p className="mt-3 text-base text-ink-soft">You are offline, and this page is not saved on this device. It will open when you are back online.</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Link to="/library#on-this-device" className={buttonClass('primary', 'md')}>
          Books on this device
        </Link>
      </div>
    </section>
  );
}
