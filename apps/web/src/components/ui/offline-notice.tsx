import { Link } from 'react-router';
import { useOfflineBooks, useOnline } from '../../lib/offline-books';
import { InfoIcon } from './icons';

/** A bar under the header while the browser has no network: what still works, and where. */
export function OfflineNotice() {
  const online = useOnline();
  const kept = useOfflineBooks().length;
  if (online) return null;
  return (
    <div role="status" className="border-b border-line bg-announcement" data-testid="offline-notice">
      <p className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm font-medium text-ink">
        <span className="flex items-start gap-2">
          <InfoIcon size={18} className="mt-0.5 shrink-0" />
          You are offline. Pages that need the internet will load when you are back online.
        </span>
        {kept ? (
          <Link to="/library#on-this-device" className="font-semibold text-primary-dark underline underline-offset-2">
            Read the books on this device
          </Link>
        ) : null}
      </p>
    </div>
  );
}
