import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon, GlobeIcon, VideoIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
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
  const pages = data ? Math.max(1, Math.ceil(data.count / LIVE_PAGE_SIZE)) : 1;
  const go = (next: LiveQuery) => setParams(new URLSearchParams(liveSearch(next)));
  const noun = query.kind === 'live_lesson' ? ['live lesson', 'live lessons'] : query.kind === 'webinar' ? ['webinar', 'webinars'] : ['session', 'sessions'];

  return (
    <div data-testid="live-page">
      <section aria-labelledby="live-title" className="relative overflow-hidden bg-primary-light">
        <div className="container-page relative py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <VideoIcon size={16} />
            Learn together, live
          </p>
          <h1 id="live-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            Live lessons and webinars
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">
            Join a class from around the world, meet authors and experts, and watch recordings of sessions you missed.
          </p>
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-soft" data-testid="live-zone">
            <GlobeIcon size={16} className="shrink-0 text-primary" />
            Times are shown in your time zone: <strong className="font-semibold text-ink">{viewerZone()}</strong>
          </p>
        </div>
      </section>

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
          <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-3" data-testid="live-pager">
            {query.page > 1 ? (
              <Link to={{ search: liveSearch({ ...query, page: query.page - 1 }) }} rel="prev" className={buttonClass('secondary', 'sm')}>
                <ChevronLeftIcon size={16} />
                Previous<span className="sr-only"> page</span>
              </Link>
            ) : null}
            <span className="text-sm text-ink-muted">
              Page {query.page} of {pages}
            </span>
            {query.page < pages ? (
              <Link to={{ search: liveSearch({ ...query, page: query.page + 1 }) }} rel="next" className={buttonClass('secondary', 'sm')}>
                Next<span className="sr-only"> page</span>
                <ChevronRightIcon size={16} />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
