import type { TChallengeCard } from '@commonshelf/shared/challenges/challenges.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cardFooterClass, CoverCardBox, CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { BookIcon, ClockIcon, TrophyIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { SdgChips } from '../../../components/ui/sdg-goals';
import { stateText } from '../challenge-dates';
import { challengePath } from '../challenge-paths';

/** A challenge in a list: cover, kind, goals, title, summary and whether it is open. */
export function ChallengeCard({ challenge: c }: { challenge: TChallengeCard }) {
  const { t } = useTranslation('activities');
  const id = useId();
  const to = challengePath(c.kind, c.slug);
  const cover = c.cover ?? c.book?.cover ?? null;
  const fallback = <TrophyIcon size={48} />;
  const body = (
    <>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <span id={`${id}-kind`}>
          <Badge tone="warm">{t(`challenges.kinds.${c.kind}`)}</Badge>
        </span>
        <span id={`${id}-goals`}>
          <SdgChips sdgs={c.sdgs.slice(0, 4)} />
        </span>
      </div>
      <h3 id={`${id}-title`} className="mt-3 line-clamp-2 text-lg leading-6 font-bold text-ink group-hover:underline">
        {c.title}
      </h3>
      <p id={`${id}-summary`} className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-ink-muted">
        {c.summary}
      </p>
      <p
        id={`${id}-state`}
        className={`flex flex-wrap gap-x-4 gap-y-1 ${cardFooterClass}`}
      >
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon size={16} />
          {stateText(c)}
        </span>
        {c.book ? (
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <BookIcon size={16} className="shrink-0" />
            <span className="truncate">{c.book.title}</span>
          </span>
        ) : null}
      </p>
    </>
  );
  if (!to) {
    return (
      <CoverCardBox cover={cover} fallback={fallback} data-testid="challenge-card" data-challenge-slug={c.slug}>
        {body}
      </CoverCardBox>
    );
  }
  return (
    <CoverCardLink
      to={to}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-kind ${id}-state ${id}-summary ${id}-goals`}
      data-testid="challenge-card"
      data-challenge-slug={c.slug}
      cover={cover}
      fallback={fallback}
    >
      {body}
    </CoverCardLink>
  );
}

export function ChallengeCardSkeleton() {
  return (
    <CoverCardSkeleton>
      <Skeleton className="h-6 w-28 rounded-full" />
      <Skeleton className="mt-3 h-12" />
      <Skeleton className="mt-2 h-16" />
    </CoverCardSkeleton>
  );
}
