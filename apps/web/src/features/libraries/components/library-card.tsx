import type { TLibraryCard } from '@commonshelf/shared/library/libraries.schemas';
import i18next from 'i18next';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { cardFooterClass, CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { BookIcon, HeartIcon, LibraryIcon, SchoolIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { countryName } from '../../../lib/countries';
import { formatNumber } from '../../../lib/format';
import { libraryPath } from '../libraries-query';
import { MapPinIcon } from './library-icons';

export const placeLine = (place: string, country: string) => {
  const name = countryName(country);
  return name ? `${place}, ${name}` : place;
};

/** "1,234 books", in the UI language. */
export const booksText = (n: number) => i18next.t('libraries:card.books', { count: n, n: formatNumber(n) });

/** A library in the list: its first photo, name, place and country, books, and who funded it. */
export function LibraryCard({ library: l }: { library: TLibraryCard }) {
  const id = useId();
  const { t } = useTranslation('libraries');
  return (
    <CoverCardLink
      to={libraryPath(l.slug)}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-place ${id}-facts`}
      data-testid="library-card"
      data-library-slug={l.slug}
      cover={l.photo}
      fallback={<LibraryIcon size={48} />}
    >
      <p id={`${id}-place`} className="flex items-start gap-1.5 text-sm font-semibold text-primary-dark">
        <MapPinIcon size={16} className="mt-0.5 shrink-0" />
        <span className="line-clamp-2" data-testid="library-card-place">
          {placeLine(l.place, l.country)}
        </span>
      </p>
      <h3 id={`${id}-name`} className="mt-2 line-clamp-2 text-lg leading-6 font-bold text-ink group-hover:underline">
        {l.name}
      </h3>
      <div id={`${id}-facts`} className={`${cardFooterClass} mt-auto flex flex-col gap-2`}>
        <p className="flex items-center gap-2" data-testid="library-card-books">
          <BookIcon size={18} className="shrink-0 text-primary" />
          {booksText(l.books_count)}
        </p>
        {l.project ? (
          <p className="flex items-start gap-2" data-testid="library-card-funder">
            <HeartIcon size={18} className="mt-0.5 shrink-0 text-primary" />
            <span className="line-clamp-2">
              <Trans t={t} i18nKey="card.fundedBy" values={{ project: l.project.title }} components={{ strong: <span className="font-semibold text-ink" /> }} />
            </span>
          </p>
        ) : l.school ? (
          <p className="flex items-start gap-2" data-testid="library-card-school">
            <SchoolIcon size={18} className="mt-0.5 shrink-0 text-primary" />
            <span className="line-clamp-2">{t('card.schoolLibrary', { school: l.school })}</span>
          </p>
        ) : (
          <p className="flex items-start gap-2">
            <LibraryIcon size={18} className="mt-0.5 shrink-0 text-primary" />
            <span>{t('card.community')}</span>
          </p>
        )}
      </div>
    </CoverCardLink>
  );
}

export function LibraryCardSkeleton() {
  return (
    <CoverCardSkeleton>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="mt-2 h-6 w-4/5" />
      <div className="mt-auto pt-6">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-3 h-4 w-3/4" />
      </div>
    </CoverCardSkeleton>
  );
}
