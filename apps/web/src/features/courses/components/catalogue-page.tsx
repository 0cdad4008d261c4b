import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CapIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, LayersIcon, SearchIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pluralize } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetCoursesQuery } from '../api/courses.api';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueApiArgs,
  catalogueSearch,
  pageCount,
  pageWindow,
  parseCatalogueQuery,
  SEARCH_MAX_LENGTH,
  type CatalogueQuery,
} from '../catalogue-query';
import { CATALOGUE_COPY } from '../course-kinds';
import type { CourseKind } from '../course-paths';
import { SDGS } from '../sdgs';
import { CourseCard, CourseCardSkeleton } from './course-card';

const SEARCH_DEBOUNCE_MS = 400;
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
  const [params, setParams] = useSearchParams();
  const query = parseCatalogueQuery(params);
  const { data, isLoading, isFetching, isError, refetch } = useGetCoursesQuery(catalogueApiArgs(kind, query, mode?.id ?? null));

  const go = (next: CatalogueQuery, replace = false) =>
    setParams(new URLSearchParams(catalogueSearch(next)), { replace, preventScrollReset: replace });

  const filtered = query.search !== '' || query.sdg !== null;
  const clearFilters = () => go({ search: '', sdg: null, page: 1 });
  const pages = data ? pageCount(data.count) : 1;

  return (
    <div data-testid="catalogue" data-kind={kind}>
      <section aria-labelledby="catalogue-title" className="relative overflow-hidden bg-primary-light">
        <Shapes />
        <div className="container-page relative py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <CapIcon size={16} />
            {copy.tagline}
          </p>
          <h1 id="catalogue-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">{copy.description}</p>
          <Filters
            key={kind}
            query={query}
            label={copy.searchLabel}
            placeholder={copy.placeholder}
            onSearch={(search, replace) => go({ ...query, search, page: 1 }, replace)}
            onGoal={(sdg) => go({ ...query, sdg, page: 1 })}
          />
          {mode ? (
            <p className="mt-4 inline-flex max-w-full items-center gap-2 rounded-full bg-surface py-1 pr-1 pl-3.5 text-sm text-ink-soft shadow-card">
              <LayersIcon size={16} className="shrink-0 text-primary" />
              <span className="truncate">
                Mode: <strong className="font-semibold text-ink">{mode.name ?? 'your mode'}</strong>
              </span>
              <button
                type="button"
                onClick={onClearMode}
                className="inline-flex h-8 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-primary hover:bg-primary-light"
              >
                Show all modes
              </button>
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="catalogue-results" className="container-page py-8 sm:py-12">
        <div className="mb-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id="catalogue-results" className="text-lg font-bold text-ink" aria-live="polite" data-testid="catalogue-count">
            {isLoading || !data ? (
              <span className="text-ink-muted">Loading {copy.many}…</span>
            ) : (
              <ResultsSummary count={data.count} one={copy.one} many={copy.many} query={query} />
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

        {data && pages > 1 ? <Pager current={query.page} total={pages} query={query} /> : null}
      </section>
    </div>
  );
}

function ResultsSummary({ count, one, many, query }: { count: number; one: string; many: string; query: CatalogueQuery }) {
  const goal = query.sdg !== null ? SDGS[query.sdg - 1] : undefined;
  return (
    <>
      {pluralize(count, one, many)}
      {query.search ? <span className="font-normal text-ink-muted"> matching “{query.search}”</span> : null}
      {goal ? <span className="font-normal text-ink-muted"> for Goal {goal.number}: {goal.name}</span> : null}
    </>
  );
}

type FiltersProps = {
  query: CatalogueQuery;
  label: string;
  placeholder: string;
  onSearch: (search: string, replace: boolean) => void;
  onGoal: (sdg: number | null) => void;
};

function Filters({ query, label, placeholder, onSearch, onGoal }: FiltersProps) {
  const searchId = useId();
  const goalId = useId();
  const [text, setText] = useState(query.search);
  const [typed, setTyped] = useState(false);
  const [urlSearch, setUrlSearch] = useState(query.search);

  // The URL changed by itself (Back, a link, Clear filters): show its search, unless the box
  // already says the same (a trailing space being typed must not vanish).
  if (query.search !== urlSearch) {
    setUrlSearch(query.search);
    if (text.trim() !== query.search) setText(query.search);
    setTyped(false);
  }

  // Typing searches after a pause, replacing the history entry so Back is not a letter-by-letter undo.
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed && settled === text && settled.trim() !== query.search) onSearch(settled.trim(), true);
  }, [typed, settled, text, query.search, onSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTyped(false);
    if (text.trim() !== query.search) onSearch(text.trim(), false);
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      data-testid="catalogue-filters"
      className="mt-7 grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)_auto] md:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
            }}
            placeholder={placeholder}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="catalogue-search"
            className="block h-12 w-full min-w-0 rounded-xl border border-line bg-surface pr-4 pl-12 text-base text-ink placeholder:text-ink-muted hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={goalId} className="text-sm font-semibold text-ink">
          Sustainable Development Goal
        </label>
        <select
          id={goalId}
          value={query.sdg ?? ''}
          onChange={(event) => onGoal(event.target.value ? Number(event.target.value) : null)}
          data-testid="catalogue-sdg"
          className="block h-12 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
        >
          <option value="">All goals</option>
          {SDGS.map((goal) => (
            <option key={goal.number} value={goal.number}>
              {goal.number}. {goal.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
        <SearchIcon size={18} />
        Search
      </button>
    </form>
  );
}

function Pager({ current, total, query }: { current: number; total: number; query: CatalogueQuery }) {
  const to = (page: number) => ({ search: catalogueSearch({ ...query, page }) });
  const edge = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold';
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-1.5" data-testid="pager">
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev" className={`${edge} text-ink hover:bg-primary-light`}>
          <ChevronLeftIcon size={18} />
          <span>
            Previous<span className="sr-only"> page</span>
          </span>
        </Link>
      ) : null}
      <ol role="list" className="flex items-center gap-1">
        {pageWindow(current, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`${edge} ${item === current ? 'bg-button text-white' : 'text-ink hover:bg-primary-light'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < total ? (
        <Link to={to(current + 1)} rel="next" className={`${edge} text-ink hover:bg-primary-light`}>
          <span>
            Next<span className="sr-only"> page</span>
          </span>
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
      <p className="sr-only">
        Page {current} of {total}, {CATALOGUE_PAGE_SIZE} per page.
      </p>
    </nav>
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
