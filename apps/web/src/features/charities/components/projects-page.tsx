import { useTranslation } from 'react-i18next';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CloseIcon, HeartIcon, SearchIcon, SparklesIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pageCountOf, SEARCH_MAX_LENGTH } from '../../../lib/filter-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetCharitiesQuery, useGetProjectsQuery } from '../api/charities.api';
import { parseProjectQuery, projectSearch, type ProjectQuery } from '../project-query';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { filterFieldClass, selectClass } from '../../../components/ui/form-field';

export const PROJECTS_PAGE_SIZE = 12;
const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
/** `/projects`: every project this site's charities run, searchable and by charity, with each one's progress. */
export function ProjectsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = parseProjectQuery(params);
  const go = (next: ProjectQuery, replace = false) => void navigate({ search: projectSearch(next) }, { replace, preventScrollReset: replace });
  const filtered = query.search !== '' || query.charity !== '';
  const { data, isLoading, isFetching, isError, refetch } = useGetProjectsQuery({
    search: query.search || undefined,
    charity: query.charity || null,
    limit: PROJECTS_PAGE_SIZE,
    offset: (query.page - 1) * PROJECTS_PAGE_SIZE,
  });
  const pages = data ? pageCountOf(data.count, PROJECTS_PAGE_SIZE) : 1;
  const clear = () => go({ search: '', charity: '', page: 1 });
  const { t } = useTranslation('giving');

  return (
    <div data-testid="projects-page">
      <PageHero
        id="projects-title"
        icon={<SparklesIcon size={16} />}
        tagline={t('give')}
        title={t('projects.title')}
        description={t('projects.description')}
      >
        <ProjectFilters query={query} onChange={go} />
      </PageHero>
      <section aria-labelledby="project-list-title" className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="project-list-title" className="text-2xl font-extrabold tracking-tight text-ink" aria-live="polite">
            {data ? t('projects.count', { count: data.count }) : t('projects.title')}
            {query.search ? <span className="font-normal text-ink-muted">{t('projects.matching', { search: query.search })}</span> : null}
          </h2>
          {filtered ? (
            <button type="button" onClick={clear} className={buttonClass('ghost', 'sm')} data-testid="clear-filters">
              <CloseIcon size={16} />
              {t('projects.clearFilters')}
            </button>
          ) : null}
        </div>
        {isLoading ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('projects.loading')}
            </p>
            <ul role="list" className={grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <ProjectCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : isError || !data ? (
          <ErrorState what={t('projects.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="projects-empty"
            icon={filtered ? <SearchIcon size={24} /> : <HeartIcon size={24} />}
            title={data.count > 0 ? t('projects.nothingOnPage', { page: query.page }) : filtered ? t('projects.noMatch') : t('projects.emptyTitle')}
            action={
              data.count > 0 ? (
                <Link to={{ search: projectSearch({ ...query, page: 1 }) }} className={buttonClass('secondary', 'sm')}>
                  {t('projects.firstPage')}
                </Link>
              ) : filtered ? (
                <button type="button" onClick={clear} className={buttonClass('secondary', 'sm')}>
                  {t('projects.clearFilters')}
                </button>
              ) : undefined
            }
          >
            {data.count > 0 ? null : filtered ? t('projects.tryAnother') : t('projects.emptyBody')}
          </StateMessage>
        ) : (
          <ul role="list" className={`${grid} transition-opacity ${isFetching ? 'opacity-60' : ''}`} data-testid="project-list">
            {data.results.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 ? <Pager current={query.page} total={pages} to={(page) => ({ search: projectSearch({ ...query, page }) })} pageSize={PROJECTS_PAGE_SIZE} /> : null}
      </section>
    </div>
  );
}

/** Search (while typing, after a pause) and the charity to narrow the list to. */
function ProjectFilters({ query, onChange }: { query: ProjectQuery; onChange: (next: ProjectQuery, replace?: boolean) => void }) {
  const { t } = useTranslation('giving');
  const searchId = useId();
  const charityId = useId();
  const [text, setText] = useState(query.search);
  const [urlSearch, setUrlSearch] = useState(query.search);
  // The URL changed by itself (Back, Clear filters): show its search, unless the box says the same.
  if (query.search !== urlSearch) {
    setUrlSearch(query.search);
    if (text.trim() !== query.search) setText(query.search);
  }
  const settled = useDebouncedValue(text, 400);
  const { data: charities } = useGetCharitiesQuery({ limit: 50 });
  useEffect(() => {
    if (settled === text && settled.trim() !== query.search) onChange({ ...query, search: settled.trim(), page: 1 }, true);
  }, [settled, text, query, onChange]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...query, search: text.trim(), page: 1 });
  };
  return (
    <form
      role="search"
      aria-label={t('projects.searchLabel')}
      onSubmit={submit}
      data-testid="project-filters"
      className="mt-7 grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)_auto] md:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          {t('projects.searchLabel')}
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('projects.searchPlaceholder')}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="project-search"
            className={`${filterFieldClass} pr-4 pl-12 placeholder:text-ink-muted`}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={charityId} className="text-sm font-semibold text-ink">
          {t('projects.charity')}
        </label>
        <select
          id={charityId}
          value={query.charity}
          onChange={(event) => onChange({ search: text.trim(), charity: event.target.value, page: 1 })}
          data-testid="project-charity"
          className={selectClass()}
        >
          <option value="">{t('projects.allCharities')}</option>
          {(charities?.results ?? []).map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
          {query.charity && charities && !charities.results.some((c) => c.slug === query.charity || String(c.id) === query.charity) ? (
            <option value={query.charity}>{query.charity}</option>
          ) : null}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
        <SearchIcon size={18} />
        {t('projects.search')}
      </button>
    </form>
  );
}
