import type { TImpactFilm } from '@commonshelf/shared/sdgs/films.schemas';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ClockIcon, CloseIcon, FilmIcon, SearchIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pluralize } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { catalogueSearch, pageCount, parseCatalogueQuery, SEARCH_MAX_LENGTH, type CatalogueQuery } from '../../courses/catalogue-query';
import { sdgByNumber, SDGS, textOnColor } from '../../courses/sdgs';
import { useGetImpactFilmsQuery } from '../api/films.api';
import { formatFilmLength, spokenFilmLength } from '../film-format';
import { FilmPlayer } from './film-player';

const PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 400;
const grid = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';

/** `/impact-films`: short films about changemakers, with a goal filter and search kept in the URL. */
export function FilmsPage() {
  const [params, setParams] = useSearchParams();
  const query = parseCatalogueQuery(params);
  const { data, isLoading, isFetching, isError, refetch } = useGetImpactFilmsQuery({
    ...(query.search ? { search: query.search } : {}),
    ...(query.sdg !== null ? { sdg: query.sdg } : {}),
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  const go = (next: CatalogueQuery, replace = false) =>
    setParams(new URLSearchParams(catalogueSearch(next)), { replace, preventScrollReset: replace });
  const filtered = query.search !== '' || query.sdg !== null;
  const clear = () => go({ search: '', sdg: null, page: 1 });
  const pages = data ? pageCount(data.count, PAGE_SIZE) : 1;
  const goal = query.sdg !== null ? SDGS[query.sdg - 1] : undefined;

  return (
    <div data-testid="films-page">
      <section aria-labelledby="films-title" className="bg-primary-light">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <FilmIcon size={16} />
            Watch and be inspired
          </p>
          <h1 id="films-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            Impact films
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">
            Short films about changemakers around the world and the goals they work for. Films from YouTube and Vimeo
            load only when you press play.
          </p>
          <Filters query={query} onSearch={(search, replace) => go({ ...query, search, page: 1 }, replace)} onGoal={(sdg) => go({ ...query, sdg, page: 1 })} />
        </div>
      </section>

      <section aria-labelledby="films-results" className="container-page py-8 sm:py-12">
        <div className="mb-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
          <h2 id="films-results" className="text-lg font-bold text-ink" aria-live="polite" data-testid="films-count">
            {isLoading || !data ? (
              <span className="text-ink-muted">Loading films…</span>
            ) : (
              <>
                {pluralize(data.count, 'film')}
                {query.search ? <span className="font-normal text-ink-muted"> matching “{query.search}”</span> : null}
                {goal ? <span className="font-normal text-ink-muted"> for Goal {goal.number}: {goal.name}</span> : null}
              </>
            )}
          </h2>
          {filtered ? (
            <button type="button" onClick={clear} className={buttonClass('ghost', 'sm')}>
              <CloseIcon size={16} />
              Clear filters
            </button>
          ) : null}
        </div>

        {isLoading ? (
          <ul role="list" className={grid} aria-busy="true" aria-label="Loading films">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-video w-full rounded-[var(--radius-card)]" />
              </li>
            ))}
          </ul>
        ) : isError || !data ? (
          <ErrorState what="the films" onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="films-empty"
            icon={<FilmIcon size={24} />}
            title={filtered ? 'No films match your search' : 'No films here yet'}
            action={
              filtered ? (
                <button type="button" onClick={clear} className={buttonClass('secondary', 'sm')}>
                  Clear filters
                </button>
              ) : undefined
            }
          >
            {filtered ? 'Try a different word or another goal.' : 'New films are on their way. Check back soon!'}
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
          <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
            {query.page > 1 ? (
              <Link to={{ search: catalogueSearch({ ...query, page: query.page - 1 }) }} rel="prev" className={buttonClass('secondary', 'sm')}>
                Previous page
              </Link>
            ) : null}
            <span className="text-sm text-ink-muted">
              Page {query.page} of {pages}
            </span>
            {query.page < pages ? (
              <Link to={{ search: catalogueSearch({ ...query, page: query.page + 1 }) }} rel="next" className={buttonClass('secondary', 'sm')}>
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function FilmCard({ film }: { film: TImpactFilm }) {
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
          <GoalChips sdgs={film.sdgs} />
          <span className="flex items-center gap-3 text-sm text-ink-soft">
            {film.captions.length ? (
              <span className="rounded-md border border-line px-1.5 text-xs font-bold" title="Captions">
                CC<span className="sr-only"> Captions: {film.captions.map((c) => c.label).join(', ')}</span>
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

type FiltersProps = { query: CatalogueQuery; onSearch: (search: string, replace: boolean) => void; onGoal: (sdg: number | null) => void };

function Filters({ query, onSearch, onGoal }: FiltersProps) {
  const searchId = useId();
  const goalId = useId();
  const [text, setText] = useState(query.search);
  const [typed, setTyped] = useState(false);
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (query.search !== urlSearch) {
    setUrlSearch(query.search);
    if (text.trim() !== query.search) setText(query.search);
    setTyped(false);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed && settled === text && settled.trim() !== query.search) onSearch(settled.trim(), true);
  }, [typed, settled, text, query.search, onSearch]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTyped(false);
    if (text.trim() !== query.search) onSearch(text.trim(), false);
  };
  const field =
    'block h-12 w-full min-w-0 rounded-xl border border-line bg-surface text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none';
  return (
    <form
      role="search"
      aria-label="Search films"
      onSubmit={submit}
      data-testid="films-filters"
      className="mt-7 grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)_auto] md:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          Search films
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setTyped(true);
            }}
            placeholder="Try “water” or “windmill”"
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className={`${field} pr-4 pl-12 placeholder:text-ink-muted`}
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
          onChange={(e) => onGoal(e.target.value ? Number(e.target.value) : null)}
          data-testid="films-sdg"
          className={`${field} px-3`}
        >
          <option value="">All goals</option>
          {SDGS.map((g) => (
            <option key={g.number} value={g.number}>
              {g.number}. {g.name}
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

/** A film's goals as numbers in their colours, with the names for screen readers and on hover. */
function GoalChips({ sdgs }: { sdgs: readonly number[] }) {
  const goals = sdgs.map(sdgByNumber).filter((g) => g !== undefined);
  if (!goals.length) return <span />;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="sr-only">Goals: {goals.map((g) => `${g.number} ${g.name}`).join(', ')}.</span>
      {goals.map((g) => (
        <span
          key={g.number}
          aria-hidden="true"
          title={`Goal ${g.number}: ${g.name}`}
          className="inline-flex size-6 items-center justify-center rounded-md text-[11px] font-black tabular-nums"
          style={{ backgroundColor: g.color, color: textOnColor(g.color) }}
        >
          {g.number}
        </span>
      ))}
    </span>
  );
}
