import { useTranslation } from 'react-i18next';
import type { TCharityCard } from '@commonshelf/shared/charities/charities.schemas';
import { useId } from 'react';
import { CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMinorAmount } from '../../../lib/format';
import { charityPath } from '../../../lib/giving-paths';
import { RaisedProgress } from '../../../components/ui/raised-progress';

export function CharityCard({ charity }: { charity: TCharityCard }) {
  const { t } = useTranslation(['site', 'common']);
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
          {t('common:progress.raisedOfGoal', {
            raised: formatMinorAmount(charity.raised_minor, charity.currency),
            goal: formatMinorAmount(charity.goal_minor, charity.currency),
          })}
        </p>
        <RaisedProgress raised={charity.raised_minor} goal={charity.goal_minor} currency={charity.currency} size="sm" />
        <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-xs font-medium text-ink-muted">
          <span>{t('charities.projects', { count: charity.projects_count })}</span>
          <span>{charity.donors_count === 0 ? t('charities.noDonors') : t('common:progress.donors', { count: charity.donors_count })}</span>
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
