import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format';
import { canKeepOffline, keepBookOffline, OfflineBookError, removeOfflineBook, useOfflineBook } from '../../lib/offline-books';
import { busyButtonProps, buttonClass } from './button';
import { CheckIcon, DownloadIcon } from './icons';
import { Spinner } from './spinner';

/**
 * "Keep for offline reading" beside a book's Read button: downloads the book onto this device so
 * the reader opens it without a network; once kept, it says so and offers to remove it.
 */
export function OfflineBookButton({ bookId, title, size = 'lg' }: { bookId: number; title: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('common');
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
      setError(!navigator.onLine ? t('offline.youAreOffline') : e instanceof OfflineBookError && e.reason === 'gone' ? t('offline.gone') : failure);
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
            {t('offline.kept', { size: formatBytes(kept.bytes) })}
          </p>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            {...busyButtonProps(busy)}
            aria-label={t('offline.removeLabel', { title })}
            onClick={() => void run(() => removeOfflineBook(bookId), t('offline.failedRemove'))}
            data-testid="offline-book-remove"
          >
            {t('offline.remove')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary', size)}
          {...busyButtonProps(busy)}
          aria-describedby={error ? `offline-book-error-${bookId}` : undefined}
          onClick={() => void run(() => keepBookOffline(bookId), t('offline.failedDownload'))}
          data-testid="offline-book-keep"
        >
          {busy ? <Spinner className="size-5" /> : <DownloadIcon size={20} />}
          {busy ? t('offline.downloading') : t('offline.keep')}
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
