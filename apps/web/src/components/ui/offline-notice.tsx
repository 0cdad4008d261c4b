import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOfflineBooks, useOnline } from '../../lib/offline-books';
import { InfoIcon } from './icons';

/** A bar under the header while the browser has no network: what still works, and where. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const kept = useOfflineBooks().length;
  if (online) return null;
  return (
    <div role="status" className="border-b border-line bg-announcement" data-testid="offline-notice">
      <p className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm font-medium text-ink">
        <span className="flex items-start gap-2">
          <InfoIcon size={18} className="mt-0.5 shrink-0" />
          {t('offline.notice')}
        </span>
        {kept ? (
          <Link to="/library#on-this-device" className="font-semibold text-primary-dark underline underline-offset-2">
            {t('offline.noticeLink')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
