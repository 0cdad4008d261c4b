import { useTranslation } from 'react-i18next';
import type { TBookFacets } from '@commonshelf/shared/library/library.schemas';
import { SDGS } from '@commonshelf/shared/sdgs/sdgs';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, BookIcon, CloseIcon, GlobeIcon, LayersIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { sdgName } from '../../../components/ui/sdg-goals';
import { Section } from '../../../components/ui/section';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useGetBookFacetsQuery, useGetBooksQuery } from '../api/books.api';
import {
  AGES,
  bookCountLabel,
  EMPTY_LIBRARY_QUERY,
  isLibraryFiltered,
  LIBRARY_FORMATS,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SEARCH_MAX,
  languageName,
  libraryApiArgs,
  librarySearch,
  parseLibraryQuery,
  type LibraryQuery,
} from '../library-query';
import { BookCard, BookCardSkeleton } from './book-card';
import { FeaturedBooks } from './featured-books';
import { OnThisDevice } from './on-this-device';
import { filterFieldClass, selectClass } from '../../../components/ui/form-field';

const LEVELS = [1, 2, 3, 4] as const;
const grid = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 sm:gap-x-5';
export const NEW_BOOKS_LIMIT = 8;
const FROM_FILTERS = 'library-filters';

type Props = { modeId: number | null; emptyAction?: ReactNode };

/**
 * The library home (`/` and `/library`): filters and search over the books, kept in the URL; with no
 * filter, rows of featured and new books and ways in by category, language and reading level.
 * The Switchboard mode in use narrows everything.
 */
export function LibraryHome({ modeId, emptyAction }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('library');
  const query = parseLibraryQuery(params);
  const facets = useGetBookFacetsQuery({ mode: modeId });
  // The filters' own changes keep the page where it is (and the focus where the reader left it).
  const go = (next: LibraryQuery) => navigate({ search: librarySearch(next), hash: 'library' }, { preventScrollReset: true, state: FROM_FILTERS });
  const filtered = isLibraryFiltered(query);
  const { hash, state } = useLocation();
  const key = params.toString();
  const searchRef = useRef<HTMLInputElement>(null);
  // Clearing removes the button that did it: the reader carries on from the search box.
  const clear = () => {
    go(EMPTY_LIBRARY_QUERY);
    searchRef.current?.focus();
  };
  // A filter chosen from a tile far down the page: bring the filters and results into view.
  useEffect(() => {
    if (hash === '#library' && state !== FROM_FILTERS) document.getElementById('library')?.scrollIntoView({ block: 'start' });
  }, [hash, key, state]);

  return (
    <div id="library" className="scroll-mt-24">
      <OnThisDevice />
      <Section
        id="library-browse"
        testId="library-browse"
        title={t('browseTitle')}
        description={t('browseDescription')}
      >
        <LibraryFilters query={query} facets={facets.data} onChange={go} searchRef={searchRef} />
      </Section>
      {filtered ? (
        <LibraryResults query={query} modeId={modeId} onClear={clear} emptyAction={emptyAction} />
      ) : (
        <LibraryRows modeId={modeId} facets={facets.data} emptyAction={emptyAction} />
      )}
    </div>
  );
}

function LibraryFilters({
  query,
  facets,
  onChange,
  searchRef,
}: {
  query: LibraryQuery;
  facets: TBookFacets | undefined;
  onChange: (q: LibraryQuery) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('library');
  const id = useId();
  const [text, setText] = useState(query.search);
  // The search box follows the address when it changes from elsewhere (a link, Back, Clear filters);
  // the form itself stays mounted so a select being changed with the arrow keys keeps its focus.
  const [shown, setShown] = useState(query.search);
  if (shown !== query.search) {
    setShown(query.search);
    setText(query.search);
  }
  const set = (patch: Partial<LibraryQuery>) => onChange({ ...query, search: text.trim(), ...patch, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({});
  };
  const select = (key: 'category' | 'level' | 'age' | 'sdg', label: string, options: { value: number; label: string }[], all: string) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={query[key] ?? ''}
        onChange={(e) => set({ [key]: e.target.value ? Number(e.target.value) : null })}
        data-testid={`library-${key}`}
        className={selectClass()}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const languages = facets?.languages ?? [];
  return (
    <form role="search" aria-label={t('filtersLabel')} onSubmit={submit} data-testid="library-filters" className="grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold text-ink">
          {t('searchLabel')}
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
            <input
              ref={searchRef}
              id={`${id}-search`}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('searchPlaceholder')}
              maxLength={LIBRARY_SEARCH_MAX}
              autoComplete="off"
              enterKeyHint="search"
              data-testid="library-search"
              className={`${filterFieldClass} pr-3 pl-12`}
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'lg')}>
            <SearchIcon size={18} />
            <span className="max-sm:sr-only">{t('search')}</span>
          </button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {select('category', t('category'), (facets?.categories ?? []).map((c) => ({ value: c.id, label: c.name })), t('allCategories'))}
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${id}-language`} className="text-sm font-semibold text-ink">
            {t('language')}
          </label>
          <select
            id={`${id}-language`}
            value={query.language ?? ''}
            onChange={(e) => set({ language: e.target.value || null })}
            data-testid="library-language"
            className={selectClass()}
          >
            <option value="">{t('allLanguages')}</option>
            {(query.language && !languages.some((l) => l.code === query.language) ? [...languages, { code: query.language, count: 0 }] : languages).map((l) => (
              <option key={l.code} value={l.code}>
                {languageName(l.code)}
              </option>
            ))}
          </select>
        </div>
        {select('level', t('level'), LEVELS.map((n) => ({ value: n, label: t('levelName', { level: n, name: t(`levels.${n}`) }) })), t('allLevels'))}
        {select('age', t('age'), AGES.map((n) => ({ value: n, label: t('years', { count: n }) })), t('anyAge'))}
        {select('sdg', t('goal'), SDGS.map((g) => ({ value: g.number, label: `${g.number}. ${sdgName(g.number)}` })), t('allGoals'))}
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={`${id}-format`} className="text-sm font-semibold text-ink">
            {t('format')}
          </label>
          <select
            id={`${id}-format`}
            value={query.format ?? ''}
            onChange={(e) => set({ format: (e.target.value || null) as LibraryQuery['format'] })}
            data-testid="library-format"
            className={selectClass()}
          >
            <option value="">{t('allFormats')}</option>
            {(Object.keys(LIBRARY_FORMATS) as (keyof typeof LIBRARY_FORMATS)[]).map((value) => (
              <option key={value} value={value}>
                {t(`formats.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}

function LibraryResults({ query, modeId, onClear, emptyAction }: { query: LibraryQuery; modeId: number | null; onClear: () => void; emptyAction?: ReactNode }) {
  const { t } = useTranslation('library');
  const { data, isLoading, isFetching, isError, refetch } = useGetBooksQuery(libraryApiArgs(query, modeId));
  const pages = data ? Math.max(1, Math.ceil(data.count / LIBRARY_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="library-results" className="container-page pb-12" data-testid="library-results">
      <div className="mb-5 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h2 id="library-results" className="text-lg font-bold text-ink" aria-live="polite" data-testid="library-count">
          {isLoading || !data ? <span className="text-ink-muted">{t('loadingBooks')}</span> : <>{bookCountLabel(data)}{query.search ? <span className="font-normal text-ink-muted">{t('matching', { search: query.search })}</span> : null}</>}
        </h2>
        <button type="button" onClick={onClear} className={buttonClass('ghost', 'sm')} data-testid="library-clear">
          <CloseIcon size={16} />
          {t('clearFilters')}
        </button>
      </div>
      {isLoading ? (
        <div aria-busy="true" className={grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <BookCardSkeleton key={i} />
          ))}
        </div>
      ) : isError || !data ? (
        <ErrorState what={t('whatBooks')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          testId="library-empty"
          icon={<SearchIcon size={24} />}
          title={data.count > 0 ? t('nothingOnPage', { page: query.page }) : t('noMatch')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" onClick={onClear} className={buttonClass('secondary', 'sm')}>
                {t('clearFilters')}
              </button>
              {emptyAction}
            </div>
          }
        >
          {t('tryAnother')}
        </StateMessage>
      ) : (
        <ul role="list" className={`${grid} transition-opacity ${isFetching ? 'opacity-60' : ''}`} data-testid="library-list">
          {data.results.map((book) => (
            <li key={book.id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 ? (
        <Pager current={query.page} total={pages} to={(page) => ({ search: librarySearch({ ...query, page }), hash: 'library' })} pageSize={LIBRARY_PAGE_SIZE} />
      ) : null}
    </section>
  );
}

function LibraryRows({ modeId, facets, emptyAction }: { modeId: number | null; facets: TBookFacets | undefined; emptyAction?: ReactNode }) {
  const { t } = useTranslation('library');
  const link = (patch: Partial<LibraryQuery>) => ({ search: librarySearch({ ...EMPTY_LIBRARY_QUERY, ...patch }), hash: 'library' });
  return (
    <>
      <Section
        id="featured-books"
        testId="section-featured-books"
        title={t('featuredTitle')}
        description={t('featuredDescription')}
        action={
          <Link to="/libraries" className={buttonClass('ghost', 'sm')}>
            {t('allLibraries')}
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        <FeaturedBooks modeId={modeId} emptyAction={emptyAction} />
      </Section>
      <div className="bg-surface-alt">
        <Section id="new-books" testId="section-new-books" title={t('newTitle')} description={t('newDescription')}>
          <NewBooks modeId={modeId} />
        </Section>
      </div>
      {facets && facets.total > 0 ? (
        <>
          <Section id="books-by-category" testId="section-by-category" title={t('byCategory')} description={t('byCategoryDescription')}>
            <TileList label={t('categories')}>
              {facets.categories.map((c) => (
                <Tile key={c.id} to={link({ category: c.id })} icon={<LayersIcon size={20} />} title={c.name} count={c.count} />
              ))}
            </TileList>
          </Section>
          <div className="bg-surface-alt">
            <Section id="books-by-language" testId="section-by-language" title={t('byLanguage')} description={t('byLanguageDescription')}>
              <TileList label={t('languages')}>
                {facets.languages.map((l) => (
                  <Tile key={l.code} to={link({ language: l.code })} icon={<GlobeIcon size={20} />} title={languageName(l.code)} count={l.count} />
                ))}
              </TileList>
            </Section>
          </div>
          <Section id="books-by-level" testId="section-by-level" title={t('byLevel')} description={t('byLevelDescription')}>
            <TileList label={t('readingLevels')}>
              {LEVELS.map((n) => (
                <Tile
                  key={n}
                  to={link({ level: n })}
                  icon={<span className="text-lg font-black">{n}</span>}
                  title={t('levelName', { level: n, name: t(`levels.${n}`) })}
                  count={facets.levels.find((l) => l.level === n)?.count ?? 0}
                />
              ))}
            </TileList>
          </Section>
        </>
      ) : null}
    </>
  );
}

function NewBooks({ modeId }: { modeId: number | null }) {
  const { t } = useTranslation('library');
  const { data, isLoading, isFetching, isError, refetch } = useGetBooksQuery({ sort: 'new', mode: modeId, limit: NEW_BOOKS_LIMIT });
  if (isLoading) {
    return (
      <div aria-busy="true" className={grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <BookCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('whatNewBooks')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return (
      <StateMessage testId="new-books-empty" icon={<BookIcon size={24} />} title={t('noBooksTitle')}>
        {modeId ? t('noBooksMode') : t('addedAllTheTime')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className={grid} data-testid="new-books">
      {data.results.map((book) => (
        <li key={book.id}>
          <BookCard book={book} />
        </li>
      ))}
    </ul>
  );
}

function TileList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul role="list" aria-label={label} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}

function Tile({ to, icon, title, count }: { to: { search: string; hash: string }; icon: ReactNode; title: string; count: number }) {
  const { t } = useTranslation('library');
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        className="flex h-full items-center gap-3 rounded-2xl border border-line-soft bg-surface p-4 shadow-card transition-colors hover:border-primary hover:bg-primary-light focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none"
      >
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary-dark">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-ink">{title}</span>
          <span className="block text-sm text-ink-muted">{t('books', { count })}</span>
        </span>
        <ArrowRightIcon size={18} className="shrink-0 text-ink-muted" />
      </Link>
    </li>
  );
}
