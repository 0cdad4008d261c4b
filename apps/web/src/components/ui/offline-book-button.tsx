import { useState } from 'react';
import { formatBytes } from '../../lib/format';
import { canKeepOffline, keepBookOffline, removeOfflineBook, useOfflineBook } from '../../lib/offline-books';
import { buttonClass } from './button';
import { CheckIcon, DownloadIcon } from './icons';
import { Spinner } from './spinner';

/**
 * "Keep for offline reading" beside a book's Read button: downloads the book onto this device so
 * the reader opens it without a network; once kept, it says so and offers to remove it.
 */
export function OfflineBookButton({ bookId, title, size = 'lg' }: { bookId: number; title: string; size?: 'md' | 'lg' }) {
  const kept = useOfflineBook(bookId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!canKeepOffline()) return null;

  const run = async (work: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(navigator.onLine ? (e instanceof Error && e.message ? e.message : failure) : 'You are offline. Connect to the internet and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="offline-book">
      {kept ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-dark" role="status" data-testid="offline-book-kept">
            <CheckIcon size={18} />
            On this device ({formatBytes(kept.bytes)}): opens without internet
          </p>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={busy}
            aria-label={`Remove ${title} from this device`}
            onClick={() => void run(() => removeOfflineBook(bookId), 'The book could not be removed. Please try again.')}
            data-testid="offline-book-remove"
          >
            Remove from this device
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary', size)}
          disabled={busy}
          aria-describedby={error ? `offline-book-error-${bookId}` : undefined}
          onClick={() => void run(() => keepBookOffline(bookId), 'The book could not be downloaded. Please try again.')}
          data-testid="offline-book-keep"
        >
          {busy ? <Spinner className="size-5" /> : <DownloadIcon size={20} />}
          {busy ? 'Downloading…' : 'Keep for offline reading'}
        </button>
      )}
      {error ? (
        <p id={`offline-book-error-${bookId}`} role="alert" className="text-sm font-semibold text-book-button" data-testid="offline-book-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
