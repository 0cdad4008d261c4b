import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { BookIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import { formatBytes } from '../../../lib/format';
import { removeOfflineBook, useOfflineBooks } from '../../../lib/offline-books';

/** The books kept on this device for offline reading, first on the library home when there are any. */
export function OnThisDevice() {
  const { t } = useTranslation('common');
  const books = useOfflineBooks();
  if (!books.length) return null;
  return (
    <Section
      id="on-this-device"
      testId="on-this-device"
      title={t('offline.shelfTitle')}
      description={t('offline.shelfDescription')}
    >
      <ul role="list" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {books.map((book) => (
          <li key={book.id} className="flex items-center gap-3 rounded-2xl border border-line-soft bg-surface p-3" data-testid="offline-book-item">
            <div className="flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-light text-primary-dark">
              {book.cover ? <img src={book.cover} alt="" width={48} height={64} className="h-full w-full object-cover" /> : <BookIcon size={24} />}
            </div>
            <div className="min-w-0 flex-1">
              <p lang={book.language} className="truncate font-bold text-ink">
                {book.title}
              </p>
              <p className="text-sm text-ink-muted">{formatBytes(book.bytes)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Link to={`/library/${book.id}/read`} className={buttonClass('primary', 'sm')} aria-label={t('offline.readLabel', { title: book.title })}>
                {t('offline.read')}
              </Link>
              <button
                type="button"
                className="text-sm font-semibold text-ink-soft underline-offset-2 hover:underline"
                aria-label={t('offline.removeLabel', { title: book.title })}
                onClick={() => void removeOfflineBook(book.id)}
              >
                {t('offline.removeShort')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
