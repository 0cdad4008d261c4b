import { SEARCH_TYPES } from '@commonshelf/shared/library/search-types';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { BookIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatNumber } from '../../../lib/format';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useCombinedSearchQuery } from '../api/search.api';
import { parseSearchPageQuery, SEARCH_PAGE_SIZE, searchPagePath } from '../search-paths';
import { searchChanged } from '../search.slice';

/** `/search?q=&type=&page=`: every match of a search, ranked, filterable by type. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['libraries', 'layout']);
  const { q, type, page } = parseSearchPageQuery(params);
  const inputId = useId();
  const [text, setText] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setText(q);
  }
  // The header box shows the search this page answers.
  useEffect(() => {
    if (q) dispatch(searchChanged(q));
  }, [dispatch, q]);

  const { data, isLoading, isFetching, isError, refetch } = useCombinedSearchQuery(
    { search: q, type, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE },
    { skip: !q },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(searchPagePath(text, type));
  };
  const total = data ? SEARCH_TYPES.reduce((n, t) => n + data.counts[t], 0) : 0;
  const pages = data ? Math.max(1, Math.ceil(data.count / SEARCH_PAGE_SIZE)) : 1;

  return (
    <div className="container-page py-8 sm:py-12" data-testid="search-page">
      <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{q ? <Trans t={t} i18nKey="search.resultsFor" values={{ q }} components={{ q: <span className="wrap-anywhere" /> }} /> : t('search.title')}</h1>
      <form role="search" aria-label={t('search.again')} onSubmit={submit} className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('layout:search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
          placeholder={t('layout:search.label')}
          data-testid="search-page-input"
          className="block h-12 w-full min-w-0 rounded-xl border border-line bg-surface px-4 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none"
        />
        <button type="submit" className={buttonClass('primary', 'lg')}>
          <SearchIcon size={18} />
          <span className="max-sm:sr-only">{t('search.submit')}</span>
        </button>
      </form>

      {!q ? (
        <div className="mt-10">
          <StateMessage icon={<SearchIcon size={24} />} title={t('search.emptyTitle')}>
            {t('search.emptyBody')}
          </StateMessage>
        </div>
      ) : (
        <>
          <nav aria-label={t('search.types')} className="mt-6 -mx-1 overflow-x-auto">
            <ul role="list" className="flex gap-2 px-1 pb-1">
              {[null, ...SEARCH_TYPES].map((s) => {
                const current = s === type;
                const n = data ? (s ? data.counts[s] : total) : null;
                return (
                  <li key={s ?? 'all'}>
                    <Link
                      to={searchPagePath(q, s)}
                      aria-current={current ? 'page' : undefined}
                      data-testid={`search-type-${s ?? 'all'}`}
                      className={`inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${current ? 'border-primary bg-primary text-white' : 'border-line bg-surface text-ink hover:border-primary'}`}
                    >
                      {s ? t(`search.typeTabs.${s}`) : t('search.all')}
                      {n !== null ? <span className="tabular-nums opacity-80">{n}</span> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <p className="mt-4 text-sm text-ink-soft" aria-live="polite" data-testid="search-count">
            {data ? t('search.results', { count: data.count, n: formatNumber(data.count) }) : isLoading ? t('search.searching') : ''}
          </p>
          {isLoading ? (
            <ul className="mt-4 space-y-3" aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-24 w-full rounded-2xl" />
                </li>
              ))}
            </ul>
          ) : isError || !data ? (
            <div className="mt-6">
              <ErrorState what={t('search.what')} onRetry={() => void refetch()} retrying={isFetching} />
            </div>
          ) : data.results.length === 0 ? (
            <div className="mt-6">
              <StateMessage testId="search-empty" icon={<SearchIcon size={24} />} title={data.count > 0 ? t('search.nothingOnPage', { page }) : t('search.noMatch')}>
                <Trans t={t} i18nKey="search.tryAnother" components={{ library: <Link to="/library" className="font-semibold text-primary-dark underline" /> }} />
              </StateMessage>
            </div>
          ) : (
            <ol className={`mt-4 space-y-3 transition-opacity ${isFetching ? 'opacity-60' : ''}`} data-testid="search-results">
              {data.results.map((r) => (
                <li key={`${r.type}-${r.id}`}>
                  <Link
                    to={r.url}
                    data-testid="search-result"
                    className="flex gap-4 rounded-2xl border border-line-soft bg-surface p-3 shadow-card transition-colors hover:border-primary focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none sm:p-4"
                  >
                    {r.image ? (
                      <img src={r.image} alt="" width={60} height={80} loading="lazy" className="h-20 w-15 shrink-0 rounded-lg object-cover" />
                    ) : (
                      <span aria-hidden="true" className="flex h-20 w-15 shrink-0 items-center justify-center rounded-lg bg-primary-light text-primary-dark">
                        <BookIcon size={24} />
                      </span>
                    )}
                    <span className="min-w-0 flex-1">
                      <Badge tone="primary">{t(`layout:search.types.${r.type}`)}</Badge>
                      <span className="mt-1 block font-bold text-ink wrap-anywhere">{r.title}</span>
                      {r.snippet ? <span className="mt-1 line-clamp-2 block text-sm text-ink-soft">{r.snippet}</span> : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
          {data && pages > 1 ? <Pager current={page} total={pages} to={(p) => searchPagePath(q, type, p)} pageSize={SEARCH_PAGE_SIZE} /> : null}
        </>
      )}
    </div>
  );
}
