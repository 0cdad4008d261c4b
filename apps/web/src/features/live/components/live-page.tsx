import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GlobeIcon, VideoIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pageCountOf } from '../../../lib/filter-query';
import { pluralize } from '../../../lib/format';
import { useGetLiveSessionsQuery } from '../api/live.api';
import { useNow } from '../hooks/use-now';
import { LIVE_PAGE_SIZE, liveSearch, parseLiveQuery, type LiveQuery } from '../live-query';
import { viewerZone } from '../live-time';
import { LiveCard, LiveCardSkeleton } from './live-card';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** `/live`: upcoming sessions (soonest first) and past ones with their recordings; the view lives in the URL. */
export function LivePage() {
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
  const noun = query.kind === 'live_lesson' ? ['live lesson', 'live lessons'] : query.kind === 'webinar' ? ['webinar', 'webinars'] : ['session', 'sessions'];

  return (
    <div data-testid="live-page">
      <PageHero
        id="live-title"
        icon={<VideoIcon size={16} />}
        tagline="Learn together, live"
        title="Live lessons and webinars"
        description="Join a class from around the world, meet authors and experts, and watch recordings of sessions you missed."
      >
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-soft" data-testid="live-zone">
          <GlobeIcon size={16} className="shrink-0 text-primary" />
          Times are shown in your time zone: <strong className="font-semibold text-ink">{viewerZone()}</strong>
        </p>
      </PageHero>

      <section aria-labelledby="live-results" className="container-page py-8 sm:py-12">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <nav aria-label="Upcoming or past sessions" className="inline-flex rounded-full bg-surface-alt p-1" data-testid="live-tabs">
            {(['upcoming', 'past'] as const).map((when) => (
              <Link
                key={when}
                to={{ search: liveSearch({ ...query, when, page: 1 }) }}
                aria-current={query.when === when ? 'page' : undefined}
                className={`inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold transition-colors ${
                  query.when === when ? 'bg-button text-white shadow-card' : 'text-ink hover:bg-primary-light'
                }`}
              >
                {when === 'upcoming' ? 'Upcoming' : 'Past'}
              </Link>
            ))}
          </nav>
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={kindId} className="text-sm font-semibold text-ink">
              Show
            </label>
            <select
              id={kindId}
              value={query.kind ?? ''}
              onChange={(e) => go({ ...query, kind: e.target.value === 'live_lesson' || e.target.value === 'webinar' ? e.target.value : null, page: 1 })}
              data-testid="live-kind"
              className="block h-11 w-56 max-w-full rounded-xl border border-line bg-surface px-3 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
            >
              <option value="">All sessions</option>
              <option value="live_lesson">Live lessons</option>
              <option value="webinar">Webinars</option>
            </select>
          </div>
        </div>

        <h2 id="live-results" className="mb-5 text-lg font-bold text-ink" aria-live="polite" data-testid="live-count">
          {isLoading || !data ? (
            <span className="text-ink-muted">Loading sessions…</span>
          ) : (
            `${pluralize(data.count, query.when === 'upcoming' ? `upcoming ${noun[0]}` : `past ${noun[0]}`, query.when === 'upcoming' ? `upcoming ${noun[1]}` : `past ${noun[1]}`)}`
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
          <ErrorState what="the sessions" onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="live-empty"
            icon={<VideoIcon size={24} />}
            title={query.when === 'upcoming' ? `No upcoming ${noun[1]} yet` : `No past ${noun[1]} yet`}
            action={
              query.when === 'upcoming' ? (
                <Link to={{ search: liveSearch({ ...query, when: 'past', page: 1 }) }} className={buttonClass('secondary', 'sm')}>
                  Watch past sessions
                </Link>
              ) : undefined
            }
          >
            {query.when === 'upcoming' ? 'New sessions are announced here. Check back soon!' : 'Recordings of past sessions will appear here.'}
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
