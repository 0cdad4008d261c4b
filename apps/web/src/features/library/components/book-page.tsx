import type { TBookDetail, TReactionKind } from '@commonshelf/shared/library/library.schemas';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ArrowLeftIcon, BookIcon } from '../../../components/ui/icons';
import { OfflineBookButton } from '../../../components/ui/offline-book-button';
import { SdgBadgeList } from '../../../components/ui/sdg-goals';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useOfflineBooks } from '../../../lib/offline-books';
import { useGetBookQuery, useToggleBookReactionMutation } from '../api/books.api';
import { apiErrorMessage, languageName } from '../library-query';
import { BookCard, COVER_HEIGHT, COVER_WIDTH } from './book-card';
import { ReactionBar } from './reaction-bar';
import { StoryPage } from './story-page';

const STORY_PREFIX = 'story-';
const LEVELS = [1, 2, 3, 4] as const;
type Level = (typeof LEVELS)[number];

/** What the app puts beside a book's Read button: the editions it sells, when it sells any. */
export type BookOffers = (book: { id: number; title: string }) => ReactNode;

/** `library/:id`: a book by id or slug, or (`library/story-<slug>`) a story written on this site. */
export function LibraryItemPage({ offers }: { offers?: BookOffers }) {
  const { id = '' } = useParams();
  if (id.startsWith(STORY_PREFIX)) return <StoryPage slug={id.slice(STORY_PREFIX.length)} />;
  return <BookPage id={id} offers={offers} />;
}

function BookPage({ id, offers }: { id: string; offers: BookOffers | undefined }) {
  const { t } = useTranslation('books');
  const { data: book, error, isLoading, isFetching, refetch } = useGetBookQuery(id, { refetchOnMountOrArgChange: true });
  if (isLoading) return <BookPageSkeleton />;
  if (error && 'status' in error && error.status === 404) return <LibraryItemNotFound kind="book" />;
  if (!book) {
    return (
      <div className="container-page py-12">
        <KeptBookNotice id={id} />
        <ErrorState what={t('thisBook')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <BookDetail key={book.id} id={id} book={book} offers={offers} />;
}

/** A book page that cannot load (offline) still leads to the reader when the book is kept on this device. */
function KeptBookNotice({ id }: { id: string }) {
  const { t } = useTranslation('books');
  const kept = useOfflineBooks().find((b) => String(b.id) === id || b.slug === id);
  if (!kept) return null;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary bg-primary-light px-4 py-3" data-testid="kept-book-notice">
      <p className="font-semibold text-ink">
        <Trans t={t} i18nKey="keptNotice" values={{ title: kept.title }} components={{ title: <span lang={kept.language} /> }} />
      </p>
      <Link to={`/library/${kept.id}/read`} className={buttonClass('primary', 'md')}>
        <BookIcon size={18} />
        {t('read')}
      </Link>
    </div>
  );
}

function BookDetail({ id, book, offers }: { id: string; book: TBookDetail; offers: BookOffers | undefined }) {
  const { t } = useTranslation(['books', 'library']);
  const [toggle, { isLoading: busy }] = useToggleBookReactionMutation();
  const [reactionError, setReactionError] = useState<string | null>(null);
  const react = async (kind: TReactionKind) => {
    setReactionError(null);
    const res = await toggle({ id, kind });
    if ('error' in res && res.error) setReactionError(apiErrorMessage(res.error, t('reactionFailed')));
  };
  const ages =
    book.age_min !== null && book.age_max !== null
      ? t('ageRange', { min: book.age_min, max: book.age_max })
      : book.age_min !== null
        ? t('agePlus', { min: book.age_min })
        : null;
  const levelName = (LEVELS as readonly number[]).includes(book.reading_level) ? t(`library:levels.${book.reading_level as Level}`) : '';
  const format = t(`library:formats.${book.format}`);
  const facts: [string, string][] = [
    [t('facts.language'), languageName(book.language)],
    [t('facts.level'), t('library:levelName', { level: book.reading_level, name: levelName })],
    ...(ages ? ([[t('facts.age'), ages]] as [string, string][]) : []),
    ...(book.category ? ([[t('facts.category'), book.category.name]] as [string, string][]) : []),
    [t('facts.format'), book.format === 'pages' && book.pages_count ? t('formatWithPages', { format, count: book.pages_count }) : format],
    [t('facts.license'), book.license],
  ];
  return (
    <article aria-labelledby="book-title" data-testid="book-page" data-book-id={book.id}>
      <div className="bg-primary-light">
        <div className="container-page grid gap-8 py-8 sm:py-12 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:items-start lg:gap-12">
          <div className="mx-auto w-full max-w-[15rem] md:max-w-none">
            <div className="aspect-[3/4] overflow-hidden rounded-2xl bg-surface shadow-lift">
              {book.cover ? (
                // The page's largest picture: fetched ahead of the page's other images.
                <img
                  src={book.cover}
                  alt={t('library:card.cover', { title: book.title })}
                  width={COVER_WIDTH}
                  height={COVER_HEIGHT}
                  fetchPriority="high"
                  className="h-full w-full object-cover"
                />
              ) : (
                <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-primary-dark">
                  <BookIcon size={48} />
                  <span lang={book.language} className="font-bold">{book.title}</span>
                </div>
              )}
            </div>
          </div>
          <div className="min-w-0">
            <Link to="/library" className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-dark hover:underline">
              <ArrowLeftIcon size={16} />
              {t('library')}
            </Link>
            <div className="mt-3 flex flex-wrap gap-1.5">
              {book.featured ? <Badge tone="primary">{t('featured')}</Badge> : null}
              <Badge>{languageName(book.language)}</Badge>
              <Badge>{t('library:levelShort', { level: book.reading_level })}</Badge>
              {ages ? <Badge>{ages}</Badge> : null}
            </div>
            <h1 id="book-title" lang={book.language} className="mt-3 text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl wrap-anywhere">
              {book.title}
            </h1>
            <p className="mt-2 text-lg text-ink-soft">
              {book.authors.length ? (
                <Trans t={t} i18nKey="byAuthors" values={{ authors: book.authors.join(', ') }} components={{ strong: <strong className="font-semibold text-ink" /> }} />
              ) : (
                t('library:card.unknownAuthor')
              )}
              {book.illustrator ? (
                <Trans t={t} i18nKey="illustratedBy" values={{ name: book.illustrator }} components={{ strong: <strong className="font-semibold text-ink" /> }} />
              ) : null}
            </p>
            {book.description ? <p lang={book.language} className="mt-5 max-w-2xl text-base leading-relaxed text-ink whitespace-pre-line">{book.description}</p> : null}
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={`/library/${book.id}/read`} className={buttonClass('primary', 'lg')} data-testid="book-read">
                <BookIcon size={20} />
                {t('read')}
              </Link>
              <OfflineBookButton bookId={book.id} title={book.title} />
            </div>
            {offers ? offers({ id: book.id, title: book.title }) : null}
          </div>
        </div>
      </div>
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-8">
          <ReactionBar reactions={book.reactions} what={t('thisBook')} onToggle={(k) => void react(k)} busy={busy} error={reactionError} />
          {book.sdgs.length ? (
            <div>
              <h2 className="mb-3 text-base font-bold text-ink">{t('sdgs')}</h2>
              <SdgBadgeList sdgs={book.sdgs} testId="book-sdgs" />
            </div>
          ) : null}
        </div>
        <section aria-labelledby="book-details">
          <h2 id="book-details" className="text-base font-bold text-ink">
            {t('aboutThisBook')}
          </h2>
          <dl className="mt-3 divide-y divide-line-soft rounded-2xl border border-line-soft bg-surface" data-testid="book-facts">
            {facts.map(([term, value]) => (
              <div key={term} className="flex gap-4 px-4 py-3 text-sm">
                <dt className="w-28 shrink-0 font-semibold text-ink-soft">{term}</dt>
                <dd className="min-w-0 text-ink wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {book.related.length ? (
        <section aria-labelledby="related-books" className="bg-surface-alt">
          <div className="container-page py-10">
            <h2 id="related-books" className="text-2xl font-black text-ink">
              {t('related')}
            </h2>
            <ul role="list" className="mt-6 grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-6" data-testid="related-books">
              {book.related.map((b) => (
                <li key={b.id}>
                  <BookCard book={b} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  );
}

export function LibraryItemNotFound({ kind }: { kind: 'book' | 'story' }) {
  const { t } = useTranslation('books');
  return (
    <div className="container-page py-16" data-testid="library-item-not-found">
      <StateMessage
        icon={<BookIcon size={24} />}
        title={t(`notFound.${kind}`)}
        action={
          <Link to="/library" className={buttonClass('primary', 'md')}>
            <ArrowLeftIcon size={18} />
            {t('notFound.back')}
          </Link>
        }
      >
        {t('notFound.detail')}
      </StateMessage>
    </div>
  );
}

/** Fills the screen, so the footer waits below it instead of jumping down when the book comes. */
function BookPageSkeleton() {
  const { t } = useTranslation('books');
  return (
    <div aria-busy="true" className="min-h-dvh">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div className="bg-primary-light">
        <div className="container-page grid gap-8 py-12 md:grid-cols-[18rem_1fr]">
          <Skeleton className="mx-auto aspect-[3/4] w-full max-w-[15rem] rounded-2xl md:max-w-none" />
          <div className="space-y-4">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
