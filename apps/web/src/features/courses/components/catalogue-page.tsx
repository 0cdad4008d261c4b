import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CapIcon, CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { ModeNotice, PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { FilterSummary, SearchGoalFilters } from '../../../components/ui/search-goal-filters';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isFiltered } from '../../../lib/filter-query';
import { pluralize } from '../../../lib/format';
import { useFilterQuery } from '../../../lib/use-filter-query';
import { useGetCoursesQuery } from '../api/courses.api';
import { CATALOGUE_PAGE_SIZE, catalogueApiArgs, catalogueSearch, pageCount } from '../catalogue-query';
import { CATALOGUE_COPY } from '../course-kinds';
import type { CourseKind } from '../course-paths';
import { CourseCard, CourseCardSkeleton } from './course-card';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

type Props = {
  kind: CourseKind;
  /** The Switchboard mode in use (null: every mode), and how to stop using it. */
  mode: { id: number; name: string | null } | null;
  onClearMode: () => void;
};

/**
 * A catalogue of one kind (`/courses`, `/hubs`, `/teacher-training`, `/challenges`): search, a
 * goal filter and pages, all kept in the URL so a link shares the view and Back undoes a change.
 */
export function CataloguePage({ kind, mode, onClearMode }: Props) {
  const copy = CATALOGUE_COPY[kind];
  const [query, go] = useFilterQuery();
  const { data, isLoading, isFetching, isError, refetch } = useGetCoursesQuery(catalogueApiArgs(kind, query, mode?.id ?? null));

  const filtered = isFiltered(query);
  const clearFilters = () => go({ search: '', sdg: null, page: 1 });
  const pages = data ? pageCount(data.count) : 1;

  return (
    <div data-testid="catalogue" data-kind={kind}>
      <PageHero id="catalogue-title" icon={<CapIcon size={16} />} tagline={copy.tagline} title={copy.title} description={copy.description} decoration={<Shapes />}>
        <SearchGoalFilters
          key={kind}
          search={query.search}
          sdg={query.sdg}
          label={copy.searchLabel}
          placeholder={copy.placeholder}
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
              <span className="text-ink-muted">Loading {copy.many}…</span>
            ) : (
              <FilterSummary count={pluralize(data.count, copy.one, copy.many)} search={query.search} sdg={query.sdg} />
            )}
          </h2>
          {filtered ? (
            <button type="button" onClick={clearFilters} className={buttonClass('ghost', 'sm')} data-testid="clear-filters">
              <CloseIcon size={16} />
              Clear filters
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
          <ErrorState what={copy.many} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          data.count > 0 ? (
            <StateMessage
              testId="catalogue-empty"
              icon={<CapIcon size={24} />}
              title={`There is nothing on page ${query.page}.`}
              action={
                <Link to={{ search: catalogueSearch({ ...query, page: 1 }) }} className={buttonClass('secondary', 'sm')}>
                  Go to the first page
                </Link>
              }
            />
          ) : (
            <StateMessage
              testId="catalogue-empty"
              icon={<SearchIcon size={24} />}
              title={filtered ? `No ${copy.many} match your search` : `No ${copy.many} here yet`}
              action={
                filtered ? (
                  <button type="button" onClick={clearFilters} className={buttonClass('secondary', 'sm')}>
                    Clear filters
                  </button>
                ) : mode ? (
                  <button type="button" onClick={onClearMode} className={buttonClass('secondary', 'sm')}>
                    Show all modes
                  </button>
                ) : undefined
              }
            >
              {filtered
                ? 'Try a different word or another goal.'
                : mode
                  ? `There are no ${copy.many} in this mode yet.`
                  : `New ${copy.many} are on their way. Check back soon!`}
            </StateMessage>
          )
        ) : (
          <div className={`transition-opacity ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching || undefined}>
            <ul role="list" className={grid} data-testid="course-list">
              {data.results.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
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
