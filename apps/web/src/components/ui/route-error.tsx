import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useOnline } from '../../lib/offline-books';
import { buttonClass } from './button';
import { AlertIcon, RefreshIcon } from './icons';

/** Shown when a page throws or its code fails to load (often a deploy replaced the old chunks). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const { t } = useTranslation('common');
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
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink">{t('routeError.title')}</h1>
      <p className="mt-3 text-base text-ink-soft">
        {status ? `${t('routeError.status', { status })} ` : ''}
        {t('routeError.body')}
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md')}>
          <RefreshIcon size={18} />
          {t('routeError.reload')}
        </button>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          {t('actions.goHome')}
        </Link>
      </div>
    </section>
  );
}

/** Offline, a page whose code was never saved on this device cannot open: say so, and what still works. */
function OfflineRouteError() {
  const { t } = useTranslation('common');
  return (
    <section role="alert" data-testid="route-offline" className="mx-auto my-12 flex w-full max-w-xl flex-col items-center px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-announcement text-ink">
        <AlertIcon size={28} />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink">{t('offline.pageTitle')}</h1>
      <p className="mt-3 text-base text-ink-soft">{t('offline.pageBody')}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Link to="/library#on-this-device" className={buttonClass('primary', 'md')}>
          {t('offline.pageLink')}
        </Link>
      </div>
    </section>
  );
}
