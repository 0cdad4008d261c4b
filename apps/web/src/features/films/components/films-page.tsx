import type { TImpactFilm } from '@commonshelf/shared/sdgs/films.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ClockIcon, CloseIcon, FilmIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { SdgChips } from '../../../components/ui/sdg-goals';
import { FilterSummary, SearchGoalFilters } from '../../../components/ui/search-goal-filters';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { filterSearch, isFiltered, pageCountOf } from '../../../lib/filter-query';
import { useFilterQuery } from '../../../lib/use-filter-query';
import { useGetImpactFilmsQuery } from '../api/films.api';
import { formatFilmLength, spokenFilmLength } from '../film-format';
import { FilmPlayer } from './film-player';

const PAGE_SIZE = 12;
const grid = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';

/** `/impact-films`: short films about changemakers, with a goal filter and search kept in the URL. */
export function FilmsPage() {
  const { t } = useTranslation('activities');
  const [query, go] = useFilterQuery();
  const { data, isLoading, isFetching, isError, refetch } = useGetImpactFilmsQuery({
    ...(query.search ? { search: query.search } : {}),
    ...(query.sdg !== null ? { sdg: query.sdg } : {}),
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const filtered = isFiltered(query);
  const clear = () => go({ search: '', sdg: null, page: 1 });
  const pages = data ? pageCountOf(data.count, PAGE_SIZE) : 1;

  return (
    <div data-testid="films-page">
      <PageHero
        id="films-title"
        icon={<FilmIcon size={16} />}
        tagline={t('films.tagline')}
        title={t('films.title')}
        description={t('films.description')}
      >
        <SearchGoalFilters
          search={query.search}
          sdg={query.sdg}
          label={t('films.search')}
          placeholder={t('films.searchPlaceholder')}
          testIds={{ form: 'films-filters', search: 'films-search', sdg: 'films-sdg' }}
          onSearch={(search, replace) => go({ ...query, search, page: 1 }, replace)}
          onGoal={(sdg) => go({ ...query, sdg, page: 1 })}
        />
      </PageHero>

      <section aria-labelledby="films-results" className="container-page py-8 sm:py-12">
        <div className="mb-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id="films-results" className="text-lg font-bold text-ink" aria-live="polite" data-testid="films-count">
            {isLoading || !data ? (
              <span className="text-ink-muted">{t('films.loading')}</span>
            ) : (
              <FilterSummary count={t('films.count', { count: data.count })} search={query.search} sdg={query.sdg} />
            )}
          </h2>
          {filtered ? (
            <button type="button" onClick={clear} className={buttonClass('ghost', 'sm')}>
              <CloseIcon size={16} />
              {t('films.clearFilters')}
            </button>
          ) : null}
        </div>

        {isLoading ? (
          <ul role="list" className={grid} aria-busy="true" aria-label={t('films.loadingList')}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-video w-full rounded-[var(--radius-card)]" />
              </li>
            ))}
          </ul>
        ) : isError || !data ? (
          <ErrorState what={t('films.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="films-empty"
            icon={<FilmIcon size={24} />}
            title={filtered ? t('films.noMatch') : t('films.none')}
            action={
              filtered ? (
                <button type="button" onClick={clear} className={buttonClass('secondary', 'sm')}>
                  {t('films.clearFilters')}
                </button>
              ) : undefined
            }
          >
            {filtered ? t('films.tryAnother') : t('films.onTheWay')}
          </StateMessage>
        ) : (
          <ul role="list" className={`${grid} transition-opacity ${isFetching ? 'opacity-60' : ''}`} data-testid="film-list">
            {data.results.map((film) => (
              <li key={film.id}>
                <FilmCard film={film} />
              </li>
            ))}
          </ul>
        )}

        {data && pages > 1 ? (
          <Pager current={query.page} total={pages} to={(page) => ({ search: filterSearch({ ...query, page }) })} pageSize={PAGE_SIZE} testId="films-pager" />
        ) : null}
      </section>
    </div>
  );
}

function FilmCard({ film }: { film: TImpactFilm }) {
  const { t } = useTranslation('activities');
  const id = useId();
  const length = formatFilmLength(film.duration_seconds);
  return (
    <article
      aria-labelledby={`${id}-title`}
      data-testid="film-card"
      data-film-slug={film.slug}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card"
    >
      <FilmPlayer film={film} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={`${id}-title`} className="text-lg leading-6 font-bold text-ink">
          {film.title}
        </h3>
        <p className="text-sm leading-6 text-ink-muted">{film.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <span>
            <SdgChips sdgs={film.sdgs} />
          </span>
          <span className="flex items-center gap-3 text-sm text-ink-soft">
            {film.captions.length ? (
              <span className="rounded-md border border-line px-1.5 text-xs font-bold" title={t('films.captions')}>
                {t('films.cc')}
                <span className="sr-only">{t('films.captionsList', { list: film.captions.map((c) => c.label).join(', ') })}</span>
              </span>
            ) : null}
            {length ? (
              <span className="inline-flex items-center gap-1">
                <ClockIcon size={16} />
                <span aria-hidden="true">{length}</span>
                <span className="sr-only">{spokenFilmLength(film.duration_seconds)}</span>
              </span>
            ) : null}
          </span>
        </div>
      </div>
    </article>
  );
}
