import type { TLibraryCountry } from '@commonshelf/shared/library/libraries.schemas';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CloseIcon, LibraryIcon, MailIcon, SearchIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { countryName } from '../../../lib/countries';
import { pageCountOf, SEARCH_MAX_LENGTH } from '../../../lib/filter-query';
import { formatNumber } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGetLibrariesQuery, useGetLibraryCountriesQuery } from '../api/libraries.api';
import { EMPTY_LIBRARIES_QUERY, isLibrariesFiltered, LIBRARIES_PAGE_SIZE, librariesSearch, type LibrariesQuery } from '../libraries-query';
import { useLibrariesQuery } from '../use-libraries-query';
import { LibraryCard, LibraryCardSkeleton } from './library-card';
import { filterFieldClass, selectClass } from '../../../components/ui/form-field';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const nameOf = (code: string) => countryName(code) ?? code;

/** `/libraries`: partner and community libraries, searchable and by country, each with its photo, books and funder. */
export function LibrariesPage() {
  const [query, go] = useLibrariesQuery();
  const { t } = useTranslation('libraries');
  const filtered = isLibrariesFiltered(query);
  const { data, isLoading, isFetching, isError, refetch } = useGetLibrariesQuery({
    search: query.search || undefined,
    country: query.country,
    limit: LIBRARIES_PAGE_SIZE,
    offset: (query.page - 1) * LIBRARIES_PAGE_SIZE,
  });
  const { data: countries } = useGetLibraryCountriesQuery();
  const pages = data ? pageCountOf(data.count, LIBRARIES_PAGE_SIZE) : 1;
  const clear = () => go(EMPTY_LIBRARIES_QUERY);

  return (
    <div data-testid="libraries-page">
      <PageHero
        id="libraries-title"
        icon={<LibraryIcon size={16} />}
        tagline={t('list.tagline')}
        title={t('list.title')}
        description={t('list.description')}
      >
        <LibraryFilters query={query} onChange={go} countries={countries?.results ?? []} />
      </PageHero>
      <section aria-labelledby="library-list-title" className="container-page py-10 sm:py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="library-list-title" className="text-2xl font-extrabold tracking-tight text-ink" aria-live="polite" data-testid="library-count">
            {data ? t('list.count', { count: data.count, n: formatNumber(data.count) }) : t('list.title')}
            {query.search ? <span className="font-normal text-ink-muted">{t('list.matching', { search: query.search })}</span> : null}
            {query.country ? <span className="font-normal text-ink-muted">{t('list.inCountry', { country: nameOf(query.country) })}</span> : null}
          </h2>
          {filtered ? (
            <button type="button" onClick={clear} className={buttonClass('ghost', 'sm')} data-testid="clear-filters">
              <CloseIcon size={16} />
              {t('list.clearFilters')}
            </button>
          ) : null}
        </div>
        {isLoading ? (
          <div aria-busy="true" data-testid="libraries-loading">
            <p role="status" className="sr-only">
              {t('list.loading')}
            </p>
            <ul role="list" className={grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <LibraryCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : isError || !data ? (
          <ErrorState what={t('list.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="libraries-empty"
            icon={filtered ? <SearchIcon size={24} /> : <LibraryIcon size={24} />}
            title={data.count > 0 ? t('list.nothingOnPage', { page: query.page }) : filtered ? t('list.noMatch') : t('list.noneYet')}
            action={
              data.count > 0 ? (
                <Link to={{ search: librariesSearch({ ...query, page: 1 }) }} className={buttonClass('secondary', 'sm')}>
                  {t('list.firstPage')}
                </Link>
              ) : filtered ? (
                <button type="button" onClick={clear} className={buttonClass('secondary', 'sm')}>
                  {t('list.clearFilters')}
                </button>
              ) : undefined
            }
          >
            {data.count > 0 ? null : filtered ? t('list.tryAnother') : t('list.willAppear')}
          </StateMessage>
        ) : (
          <ul role="list" className={`${grid} transition-opacity ${isFetching ? 'opacity-60' : ''}`} data-testid="library-list">
            {data.results.map((library) => (
              <li key={library.id}>
                <LibraryCard library={library} />
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 ? <Pager current={query.page} total={pages} to={(page) => ({ search: librariesSearch({ ...query, page }) })} pageSize={LIBRARIES_PAGE_SIZE} /> : null}
        <aside aria-labelledby="dear-world-teaser" className="mt-14 flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface-alt p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary">
            <MailIcon size={24} />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="dear-world-teaser" className="text-lg font-bold text-ink">
              {t('list.dearWorldTitle')}
            </h2>
            <p className="mt-1 text-ink-soft">{t('list.dearWorldBody')}</p>
          </div>
          <Link to="/dear-world-book" className={buttonClass('secondary', 'md')}>
            {t('list.openBook')}
          </Link>
        </aside>
      </section>
    </div>
  );
}

/** Search (while typing, after a pause) and the country to narrow the list to. */
function LibraryFilters({ query, onChange, countries }: { query: LibrariesQuery; onChange: (next: LibrariesQuery, replace?: boolean) => void; countries: TLibraryCountry[] }) {
  const { t } = useTranslation('libraries');
  const searchId = useId();
  const countryId = useId();
  const [text, setText] = useState(query.search);
  const [urlSearch, setUrlSearch] = useState(query.search);
  // The URL changed by itself (Back, Clear filters): show its search, unless the box says the same.
  if (query.search !== urlSearch) {
    setUrlSearch(query.search);
    if (text.trim() !== query.search) setText(query.search);
  }
  const settled = useDebouncedValue(text, 400);
  useEffect(() => {
    if (settled === text && settled.trim() !== query.search) onChange({ ...query, search: settled.trim(), page: 1 }, true);
  }, [settled, text, query, onChange]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...query, search: text.trim(), page: 1 });
  };
  const options = [...countries].sort((a, b) => nameOf(a.code).localeCompare(nameOf(b.code)));
  return (
    <form
      role="search"
      aria-label={t('list.searchLabel')}
      onSubmit={submit}
      data-testid="library-filters"
      className="mt-7 grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)_auto] md:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          {t('list.searchLabel')}
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="library-search"
            className={`${filterFieldClass} pr-4 pl-12 placeholder:text-ink-muted`}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={countryId} className="text-sm font-semibold text-ink">
          {t('list.country')}
        </label>
        <select
          id={countryId}
          value={query.country ?? ''}
          onChange={(event) => onChange({ search: text.trim(), country: event.target.value || null, page: 1 })}
          data-testid="library-country"
          className={selectClass()}
        >
          <option value="">{t('list.allCountries')}</option>
          {options.map((c) => (
            <option key={c.code} value={c.code}>
              {t('list.countryCount', { country: nameOf(c.code), count: c.libraries_count })}
            </option>
          ))}
          {query.country && !countries.some((c) => c.code === query.country) ? <option value={query.country}>{nameOf(query.country)}</option> : null}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
        <SearchIcon size={18} />
        {t('list.search')}
      </button>
    </form>
  );
}
