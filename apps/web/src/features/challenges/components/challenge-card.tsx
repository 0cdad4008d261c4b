import type { TChallengeCard } from '@commonshelf/shared/challenges/challenges.schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CardCover } from '../../../components/ui/card-cover';
import { BookIcon, ClockIcon, TrophyIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { GoalChips } from './sdg-goals';
import { stateText } from '../challenge-dates';
import { challengePath, KIND_NAMES } from '../challenge-paths';

/** A challenge in a list: cover, kind, goals, title, summary and whether it is open. */
export function ChallengeCard({ challenge: c }: { challenge: TChallengeCard }) {
  const id = useId();
  const to = challengePath(c.kind, c.slug);
  const body = (
    <>
      <CardCover src={c.cover ?? c.book?.cover ?? null} fallback={<TrophyIcon size={48} />} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex min-h-6 items-center justify-between gap-2">
          <span id={`${id}-kind`}>
            <Badge tone="warm">{KIND_NAMES[c.kind]}</Badge>
          </span>
          <span id={`${id}-goals`}>
            <GoalChips sdgs={c.sdgs.slice(0, 4)} />
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
          className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-line-soft pt-4 text-sm font-medium text-ink-soft"
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
      </div>
    </>
  );
  const box = 'group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card';
  if (!to) {
    return (
      <div className={box} data-testid="challenge-card" data-challenge-slug={c.slug}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={to}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-kind ${id}-state ${id}-summary ${id}-goals`}
      data-testid="challenge-card"
      data-challenge-slug={c.slug}
      className={`${box} transition-shadow hover:shadow-lift`}
    >
      {body}
    </Link>
  );
}

export function ChallengeCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="mt-3 h-12" />
        <Skeleton className="mt-2 h-16" />
      </div>
    </div>
  );
}
