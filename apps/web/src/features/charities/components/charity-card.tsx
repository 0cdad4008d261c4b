import type { TCharityCard } from '@commonshelf/shared/charities/charities.schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMinorAmount, pluralize } from '../../../lib/format';
import { CardCover } from '../../../components/ui/card-cover';

function percentRaised(raised: number, goal: number): number {
  if (goal <= 0) return raised > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((raised / goal) * 100)));
}

export function CharityCard({ charity }: { charity: TCharityCard }) {
  const percent = percentRaised(charity.raised_minor, charity.goal_minor);
  const raised = formatMinorAmount(charity.raised_minor, charity.currency, 'en');
  const goal = formatMinorAmount(charity.goal_minor, charity.currency, 'en');
  const id = useId();
  return (
    <Link
      to={`/charities/${charity.slug}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-amounts ${id}-summary`}
      data-testid="charity-card"
      data-charity-slug={charity.slug}
      className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card transition-shadow hover:shadow-lift"
    >
      <CardCover src={charity.image} fallback={<HeartIcon size={48} />} fallbackClassName="text-book-button" />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={`${id}-title`} className="line-clamp-1 text-lg leading-6 font-bold text-ink group-hover:underline">{charity.name}</h3>
        <p id={`${id}-summary`} className="mt-2 line-clamp-2 min-h-12 text-sm leading-6 text-ink-muted">{charity.summary}</p>
        <div className="mt-auto pt-5">
          <div
            role="progressbar"
            aria-label={`${charity.name}: ${percent}% of the goal raised`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2.5 overflow-hidden rounded-full bg-line-soft"
          >
            <div className="h-full rounded-full bg-book-button" style={{ width: `${percent}%` }} />
          </div>
          <p id={`${id}-amounts`} className="mt-2.5 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="text-ink">
              <strong className="font-bold" data-testid="charity-raised">{raised}</strong>{' '}
              <span className="text-ink-muted">raised of {goal}</span>
            </span>
            <span className="font-semibold text-ink-soft">{percent}%</span>
          </p>
          <p className="mt-1 text-xs text-ink-muted">{pluralize(charity.projects_count, 'project')}</p>
        </div>
      </div>
    </Link>
  );
}

export function CharityCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="mt-2 h-12" />
        <div className="mt-auto pt-5">
          <Skeleton className="h-2.5 rounded-full" />
          <Skeleton className="mt-2.5 h-5" />
          <Skeleton className="mt-1 h-4 w-20" />
        </div>
      </div>
    </div>
  );
}
