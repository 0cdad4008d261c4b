import type { TLiveSessionCard } from '@commonshelf/shared/live/live.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cardFooterClass, CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { CalendarIcon, ClockIcon, UserIcon, VideoIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { sessionPath } from '../api/live.api';
import { formatShortDate, formatTimeRange, phaseNow, zoneName } from '../live-time';
import { PhaseBadge } from './live-badges';

/** A session in a list: its date and time in the viewer's zone (with the zone's name), and where it stands. */
export function LiveCard({ session: s, now }: { session: TLiveSessionCard; now: number }) {
  const { t } = useTranslation('learning');
  const id = useId();
  const phase = phaseNow(s.starts_at, s.ends_at, now);
  return (
    <CoverCardLink
      to={sessionPath(s.slug)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-badges ${id}-when ${id}-host`}
      data-testid="live-card"
      data-slug={s.slug}
      cover={s.cover}
      fallback={<VideoIcon size={48} />}
    >
      <div id={`${id}-badges`} className="flex min-h-6 flex-wrap items-center gap-2">
        <Badge tone="primary">{t(`live.kinds.${s.kind}`)}</Badge>
        <PhaseBadge phase={phase} />
        {phase === 'ended' && s.has_recording ? <Badge>{t('live.recording')}</Badge> : null}
        {phase !== 'ended' && s.places_left === 0 ? <Badge>{t('live.full')}</Badge> : null}
      </div>
      <h3 id={`${id}-title`} className="mt-3 line-clamp-2 min-h-12 text-lg leading-6 font-bold text-ink group-hover:underline">
        {s.title}
      </h3>
      <p className="mt-2 line-clamp-2 text-sm leading-6 text-ink-muted">{s.summary}</p>
      <div id={`${id}-when`} className={`flex flex-col gap-1.5 ${cardFooterClass}`} data-testid="live-card-when">
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon size={16} className="shrink-0 text-primary" />
          {formatShortDate(s.starts_at)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon size={16} className="shrink-0 text-primary" />
          <span>
            {formatTimeRange(s.starts_at, s.ends_at)} <span className="text-ink-muted">{zoneName(s.starts_at)}</span>
          </span>
        </span>
      </div>
      {s.host_name ? (
        <p id={`${id}-host`} className="mt-1.5 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <UserIcon size={16} className="shrink-0" />
          <span className="truncate">{t('live.with', { name: s.host_name })}</span>
        </p>
      ) : (
        <span id={`${id}-host`} hidden />
      )}
    </CoverCardLink>
  );
}

export function LiveCardSkeleton() {
  return (
    <CoverCardSkeleton>
      <Skeleton className="h-6 w-24 rounded-full" />
      <Skeleton className="mt-3 h-12" />
      <Skeleton className="mt-2 h-12" />
      <Skeleton className="mt-4 h-14" />
    </CoverCardSkeleton>
  );
}
