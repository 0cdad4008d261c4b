import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CapIcon, CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { ModeNotice, PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { FilterSummary, SearchGoalFilters } from '../../../components/ui/search-goal-filters';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isFiltered } from '../../../lib/filter-query';
import { useFilterQuery } from '../../../lib/use-filter-query';
import { useGetCoursesQuery } from '../api/courses.api';
import { CATALOGUE_PAGE_SIZE, catalogueApiArgs, catalogueSearch, pageCount } from '../catalogue-query';
import type { CourseKind } from '../course-paths';
import { CourseCard, CourseCardSkeleton } from './course-card';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

type Props = {
  kind: CourseKind;
  /** The Switchboard mode in use (null: every mode), and how to stop using it. */
  mode: { id: number; name: string | null } | null;
  onClearMode: () => void;
  /** The price of a course sold in the shop (from the cart's products, composed in by the area), else null. */
  priceOf?: (courseId: number) => string | null;
};

/**
 * A catalogue of one kind (`/courses`, `/hubs`, `/teacher-training`, `/challenges`): search, a
 * goal filter and pages, all kept in the URL so a link shares the view and Back undoes a change.
 */
export function CataloguePage({ kind, mode, onClearMode, priceOf }: Props) {
  const { t } = useTranslation('learning');
  const [query, go] = useFilterQuery();
  const { data, isLoading, isFetching, isError, refetch } = useGetCoursesQuery(catalogueApiArgs(kind, query, mode?.id ?? null));

  const filtered = isFiltered(query);
  const clearFilters = () => go({ search: '', sdg: null, page: 1 });
  const pages = data ? pageCount(data.count) : 1;

  return (
    <div data-testid="catalogue" data-kind={kind}>
      <PageHero id="catalogue-title" icon={<CapIcon size={16} />} tagline={t(`catalogue.${kind}.tagline`)} title={t(`catalogue.${kind}.title`)} description={t(`catalogue.${kind}.description`)} decoration={<Shapes />}>
        <SearchGoalFilters
          key={kind}
          search={query.search}
          sdg={query.sdg}
          label={t(`catalogue.${kind}.searchLabel`)}
          placeholder={t(`catalogue.${kind}.placeholder`)}
          testIds={{ form: 'catalogue-filters', search: 'catalogue-search', sdg: 'catalogue-sdg' }}
          onSearch={(search, replace) => go({ ...query, search, page: 1 }, replace)}
          onGoal={(sdg) => go({ ...query, sdg, page: 1 })}
        />
        {mode ? <ModeNotice name={mode.name} onClear={onClearMode} /> : null}
      </PageHero>

      <section aria-labelledby="catalogue-results" className="container-page py-8 sm:py-12">
        <div className="mb-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id="catalogue-results" className="text-lg font-bold text-ink" aria-live="polite" data-testid="catalogue-count">
            {isLoading || !data ? (
              <span className="text-ink-muted">{t(`catalogue.${kind}.loading`)}</span>
            ) : (
              <FilterSummary count={t(`catalogue.${kind}.count`, { count: data.count })} search={query.search} sdg={query.sdg} />
            )}
          </h2>
          {filtered ? (
            <button type="button" onClick={clearFilters} className={buttonClass('ghost', 'sm')} data-testid="clear-filters">
              <CloseIcon size={16} />
              {t('catalogue.clearFilters')}
            </button>
          ) : null}
        </div>

        {isLoading ? (
          <div aria-busy="true">
            <ul role="list" className={grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : isError || !data ? (
          <ErrorState what={t(`catalogue.${kind}.what`)} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          data.count > 0 ? (
            <StateMessage
              testId="catalogue-empty"
              icon={<CapIcon size={24} />}
              title={t('catalogue.nothingOnPage', { page: query.page })}
              action={
                <Link to={{ search: catalogueSearch({ ...query, page: 1 }) }} className={buttonClass('secondary', 'sm')}>
                  {t('catalogue.firstPage')}
                </Link>
              }
            />
          ) : (
            <StateMessage
              testId="catalogue-empty"
              icon={<SearchIcon size={24} />}
              title={filtered ? t(`catalogue.${kind}.noMatch`) : t(`catalogue.${kind}.emptyTitle`)}
              action={
                filtered ? (
                  <button type="button" onClick={clearFilters} className={buttonClass('secondary', 'sm')}>
                    {t('catalogue.clearFilters')}
                  </button>
                ) : mode ? (
                  <button type="button" onClick={onClearMode} className={buttonClass('secondary', 'sm')}>
                    {t('catalogue.showAllModes')}
                  </button>
                ) : undefined
              }
            >
              {filtered
                ? t('catalogue.tryDifferent')
                : mode
                  ? t(`catalogue.${kind}.emptyMode`)
                  : t(`catalogue.${kind}.emptySoon`)}
            </StateMessage>
          )
        ) : (
          <div className={`transition-opacity ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching || undefined}>
            <ul role="list" className={grid} data-testid="course-list">
              {data.results.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} price={priceOf?.(course.id) ?? null} />
                </li>
              ))}
            </ul>
          </div>
        )}

        {data && pages > 1 ? (
          <Pager current={query.page} total={pages} to={(page) => ({ search: catalogueSearch({ ...query, page }) })} pageSize={CATALOGUE_PAGE_SIZE} />
        ) : null}
      </section>
    </div>
  );
}

function Shapes() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 400">
      <circle cx="1120" cy="60" r="160" className="fill-surface opacity-50" />
      <circle cx="900" cy="70" r="14" className="fill-announcement" />
      <circle cx="60" cy="380" r="90" className="fill-surface opacity-40" />
    </svg>
  );
}
