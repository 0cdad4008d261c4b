import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { BookIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useGetBooksQuery } from '../api/books.api';
import { BookCard, BookCardSkeleton } from './book-card';

export const FEATURED_BOOKS_LIMIT = 8;

const grid = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 sm:gap-x-5';

/** The featured books grid; `modeId` narrows it to the Switchboard mode in use. */
export function FeaturedBooks({ modeId, emptyAction }: { modeId: number | null; emptyAction?: ReactNode }) {
  const { t } = useTranslation('library');
  const { data, isLoading, isFetching, isError, refetch } = useGetBooksQuery({
    featured: true,
    mode: modeId,
    limit: FEATURED_BOOKS_LIMIT,
  });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('loadingFeatured')}
        </p>
        <div className={grid}>
          {Array.from({ length: FEATURED_BOOKS_LIMIT }, (_, i) => (
            <BookCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('whatFeatured')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return (
      <StateMessage testId="books-empty" icon={<BookIcon size={24} />} title={t('noFeaturedTitle')} action={emptyAction}>
        {modeId ? t('noFeaturedMode') : t('addedAllTheTime')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className={grid} data-testid="featured-books">
      {data.results.map((book) => (
        <li key={book.id}>
          <BookCard book={book} />
        </li>
      ))}
    </ul>
  );
}
