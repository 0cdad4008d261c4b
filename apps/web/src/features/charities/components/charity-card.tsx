import type { TCharityCard } from '@commonshelf/shared/charities/charities.schemas';
import { useId } from 'react';
import { CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMinorAmount, pluralize } from '../../../lib/format';
import { charityPath } from '../../../lib/giving-paths';
import { RaisedProgress } from '../../../components/ui/raised-progress';

export function CharityCard({ charity }: { charity: TCharityCard }) {
  const id = useId();
  return (
    <CoverCardLink
      to={charityPath(charity.slug)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-amounts ${id}-summary`}
      data-testid="charity-card"
      data-charity-slug={charity.slug}
      cover={charity.image}
      fallback={<HeartIcon size={48} />}
    >
      <h3 id={`${id}-title`} className="line-clamp-1 text-lg leading-6 font-bold text-ink group-hover:underline">
        {charity.name}
      </h3>
      <p id={`${id}-summary`} className="mt-2 line-clamp-2 min-h-12 text-sm leading-6 text-ink-muted">
        {charity.summary}
      </p>
      <div className="mt-auto pt-5">
        <p id={`${id}-amounts`} className="sr-only" data-testid="charity-raised">
          {formatMinorAmount(charity.raised_minor, charity.currency, 'en')} raised of {formatMinorAmount(charity.goal_minor, charity.currency, 'en')}
        </p>
        <RaisedProgress raised={charity.raised_minor} goal={charity.goal_minor} currency={charity.currency} size="sm" />
        <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-xs font-medium text-ink-muted">
          <span>{pluralize(charity.projects_count, 'project')}</span>
          <span>{charity.donors_count === 0 ? 'No donors yet' : pluralize(charity.donors_count, 'donor')}</span>
        </p>
      </div>
    </CoverCardLink>
  );
}

export function CharityCardSkeleton() {
  return (
    <CoverCardSkeleton>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-2 h-12" />
      <div className="mt-auto pt-5">
        <Skeleton className="h-5" />
        <Skeleton className="mt-1.5 h-2 rounded-full" />
        <Skeleton className="mt-2 h-4 w-32" />
      </div>
    </CoverCardSkeleton>
  );
}
