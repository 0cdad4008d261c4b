import { useTranslation } from 'react-i18next';
import type { TBookCard } from '@commonshelf/shared/library/library.schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { BookIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { languageName } from '../library-query';

export const COVER_WIDTH = 240;
export const COVER_HEIGHT = 320;

export function BookCard({ book }: { book: TBookCard }) {
  const { t } = useTranslation('library');
  const authors = book.authors.join(', ');
  const id = useId();
  // The title names the link; authors, language and level describe it, so lists read title-first.
  return (
    <Link
      to={`/library/${book.id}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-by ${id}-meta`}
      data-testid="book-card"
      data-book-id={book.id}
      className="group flex h-full flex-col rounded-[var(--radius-card)] p-2 transition-colors hover:bg-surface-alt"
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-primary-light shadow-card transition-shadow group-hover:shadow-lift">
        {book.cover ? (
          <img
            src={book.cover}
            alt={t('card.cover', { title: book.title })}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-3 p-4 text-center text-primary-dark">
            <BookIcon size={40} />
            <span lang={book.language} className="line-clamp-3 text-sm font-bold">{book.title}</span>
          </div>
        )}
      </div>
      <div id={`${id}-meta`} className="mt-3 flex gap-1 overflow-hidden px-1">
        <Badge tone="primary">
          <span className="sr-only">{t('card.languageLabel')}</span>
          {languageName(book.language)}
        </Badge>
        <span className="sr-only">, </span>
        <Badge>{t('levelShort', { level: book.reading_level })}</Badge>
      </div>
      <h3 id={`${id}-title`} lang={book.language} className="mt-2 line-clamp-2 min-h-10 px-1 text-[15px] leading-5 font-bold text-ink group-hover:underline">
        {book.title}
      </h3>
      <p id={`${id}-by`} className="mt-1 truncate px-1 text-sm leading-5 text-ink-muted">
        {authors ? <><span className="sr-only">{t('card.by')}</span>{authors}</> : t('card.unknownAuthor')}
      </p>
    </Link>
  );
}

export function BookCardSkeleton() {
  return (
    <div className="flex h-full flex-col p-2">
      <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
      <div className="mt-3 flex gap-1.5 px-1">
        <Skeleton className="h-6 w-16 rounded-full" />
        <Skeleton className="h-6 w-14 rounded-full" />
      </div>
      <Skeleton className="mx-1 mt-2 h-10" />
      <Skeleton className="mx-1 mt-1 h-5 w-2/3" />
    </div>
  );
}
