import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GlobeIcon, VideoIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pageCountOf } from '../../../lib/filter-query';
import { useGetLiveSessionsQuery } from '../api/live.api';
import { useNow } from '../hooks/use-now';
import { LIVE_PAGE_SIZE, liveSearch, parseLiveQuery, type LiveQuery } from '../live-query';
import { viewerZone } from '../live-time';
import { LiveCard, LiveCardSkeleton } from './live-card';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const WHENS = ['upcoming', 'past'] as const;

/** `/live`: upcoming sessions (soonest first) and past ones with their recordings; the view lives in the URL. */
export function LivePage() {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const query = parseLiveQuery(params);
  const now = useNow(30_000);
  const { data, isLoading, isFetching, isError, refetch } = useGetLiveSessionsQuery({
    when: query.when,
    kind: query.kind,
    limit: LIVE_PAGE_SIZE,
    offset: (query.page - 1) * LIVE_PAGE_SIZE,
  });
  const kindId = useId();
  const pages = data ? pageCountOf(data.count, LIVE_PAGE_SIZE) : 1;
  const go = (next: LiveQuery) => setParams(new URLSearchParams(liveSearch(next)));
  const kind = query.kind ?? 'all';

  return (
    <div data-testid="live-page">
      <PageHero
        id="live-title"
        icon={<VideoIcon size={16} />}
        tagline={t('live.tagline')}
        title={t('live.title')}
        description={t('live.description')}
      >
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-soft" data-testid="live-zone">
          <GlobeIcon size={16} className="shrink-0 text-primary" />
          <Trans t={t} i18nKey="live.zone" values={{ zone: viewerZone() }} components={{ strong: <strong className="font-semibold text-ink" /> }} />
        </p>
      </PageHero>

      <section aria-labelledby="live-results" className="container-page py-8 sm:py-12">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <nav aria-label={t('live.tabs')} className="inline-flex rounded-full bg-surface-alt p-1" data-testid="live-tabs">
            {WHENS.map((when) => (
              <Link
                key={when}
                to={{ search: liveSearch({ ...query, when, page: 1 }) }}
                aria-current={query.when === when ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold transition-colors ${
                  query.when === when ? 'bg-button text-white shadow-card' : 'text-ink hover:bg-primary-light'
                }`}
              >
                {when === 'upcoming' ? t('live.upcoming') : t('live.past')}
              </Link>
            ))}
          </nav>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={kindId} className="text-sm font-semibold text-ink">
              {t('live.show')}
            </label>
            <select
              id={kindId}
              value={query.kind ?? ''}
              onChange={(e) => go({ ...query, kind: e.target.value === 'live_lesson' || e.target.value === 'webinar' ? e.target.value : null, page: 1 })}
              data-testid="live-kind"
              className="block h-11 w-56 max-w-full rounded-xl border border-line bg-surface px-3 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none"
            >
              <option value="">{t('live.allSessions')}</option>
              <option value="live_lesson">{t('live.liveLessons')}</option>
              <option value="webinar">{t('live.webinars')}</option>
            </select>
          </div>
        </div>

        <h2 id="live-results" className="mb-5 text-lg font-bold text-ink" aria-live="polite" data-testid="live-count">
          {isLoading || !data ? (
            <span className="text-ink-muted">{t('live.loading')}</span>
          ) : (
            t(`live.count.${query.when}.${kind}`, { count: data.count })
          )}
        </h2>

        {isLoading ? (
          <div aria-busy="true">
            <ul role="list" className={grid} aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <LiveCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : isError || !data ? (
          <ErrorState what={t('live.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="live-empty"
            icon={<VideoIcon size={24} />}
            title={t(`live.empty.${query.when}.${kind}`)}
            action={
              query.when === 'upcoming' ? (
                <Link to={{ search: liveSearch({ ...query, when: 'past', page: 1 }) }} className={buttonClass('secondary', 'sm')}>
                  {t('live.watchPast')}
                </Link>
              ) : undefined
            }
          >
            {query.when === 'upcoming' ? t('live.announced') : t('live.recordingsSoon')}
          </StateMessage>
        ) : (
          <div className={`transition-opacity ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching || undefined}>
            <ul role="list" className={grid} data-testid="live-list">
              {data.results.map((s) => (
                <li key={s.id}>
                  <LiveCard session={s} now={now} />
                </li>
              ))}
            </ul>
          </div>
        )}

        {data && pages > 1 ? (
          <Pager current={query.page} total={pages} to={(page) => ({ search: liveSearch({ ...query, page }) })} pageSize={LIVE_PAGE_SIZE} testId="live-pager" />
        ) : null}
      </section>
    </div>
  );
}
