import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, VideoIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { selectUser } from '../../../lib/session.slice';
import { sessionPath, useGetMyLiveRegistrationsQuery } from '../api/live.api';
import { useNow } from '../hooks/use-now';
import { formatShortDate, formatTimeRange, phaseNow, zoneName } from '../live-time';
import { PhaseBadge } from './live-badges';

/** The dashboard's "My live sessions": the sessions the person registered for that have not ended, soonest first. */
export function MyLiveSessions() {
  const { t } = useTranslation('learning');
  const user = useSelector(selectUser);
  const now = useNow(30_000);
  const { data, isLoading, isFetching, isError, refetch } = useGetMyLiveRegistrationsQuery({ viewer: user?.id ?? null }, { skip: !user });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('live.myLoading')}
        </p>
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('live.myWhat')} onRetry={() => void refetch()} retrying={isFetching} />;
  const upcoming = data.results.filter((r) => phaseNow(r.session.starts_at, r.session.ends_at, now) !== 'ended');
  if (upcoming.length === 0) {
    return (
      <StateMessage
        testId="my-live-empty"
        icon={<VideoIcon size={24} />}
        title={t('live.myEmptyTitle')}
        action={
          <Link to="/live" className={buttonClass('primary', 'sm')}>
            {t('live.seeLive')}
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        {t('live.myEmptyText')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className="grid gap-4 md:grid-cols-2" data-testid="my-live-sessions">
      {upcoming.map(({ id, session: s }) => (
        <li key={id}>
          <Link
            to={sessionPath(s.slug)}
            className="group flex h-full items-start gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card transition-shadow hover:shadow-lift"
            data-testid="my-live-session"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-light text-primary">
              <VideoIcon size={22} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-lg leading-snug font-bold text-ink group-hover:underline">{s.title}</span>
              <span className="mt-1 block text-sm text-ink-muted">
                {formatShortDate(s.starts_at)} · {formatTimeRange(s.starts_at, s.ends_at)} {zoneName(s.starts_at)}
              </span>
              <span className="mt-2 flex flex-wrap gap-2">
                <PhaseBadge phase={phaseNow(s.starts_at, s.ends_at, now)} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
