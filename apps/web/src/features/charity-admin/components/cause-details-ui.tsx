import type { TAdminCauseDonation, TCauseStatus } from '@commonshelf/shared/charities/charity-admin.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { RaisedProgress } from '../../../components/ui/raised-progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard, StatPanel } from '../../../components/ui/stats';
import { formatMinorAmount } from '../../../lib/format';
import { CauseStatusBadge, CauseThumb, formatDay } from './cause-ui';

/** Stand-ins for a details page while it loads. */
export function DetailsSkeleton({ what }: { what: string }) {
  const { t } = useTranslation('adminGiving');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" role="status" data-testid="cause-loading">
      <span className="sr-only">{t('causes.details.loading', { what })}</span>
      <Skeleton className="h-5 w-32" />
      <div className="flex gap-4">
        <Skeleton className="h-24 w-36 rounded-xl" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-40 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

/** The top of a details page: the way back, the cover, the name, where it belongs and its status, and the actions. */
export function DetailsHeader({
  back,
  image,
  title,
  status,
  meta,
  actions,
  testId,
}: {
  back: { to: string; label: string };
  image: string | null;
  title: string;
  status: TCauseStatus;
  meta: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Link to={back.to} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ChevronLeftIcon size={16} />
        {back.label}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CauseThumb src={image} className="aspect-[8/5] w-full max-w-56 sm:w-44" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 id={`${testId}-title`} className="text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">
            {title}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <CauseStatusBadge status={status} testId={`${testId}-status`} />
            {meta}
          </div>
          <div className="mt-1 flex flex-wrap gap-2">{actions}</div>
        </div>
      </div>
    </div>
  );
}

/** What a cause raised against its goal, its donors and its paid gifts. */
export function MoneyPanel({ money, testId }: { money: { raised_minor: number; goal_minor: number; currency: string; donors_count: number; paid_donations_count: number }; testId: string }) {
  const { t } = useTranslation('adminGiving');
  return (
    <StatPanel title={t('causes.details.moneyRaised')} testId={testId}>
      <div className="flex flex-col gap-4">
        <RaisedProgress raised={money.raised_minor} goal={money.goal_minor} currency={money.currency} testId={`${testId}-progress`} />
        <div className="grid grid-cols-2 gap-3">
          <StatCard label={t('causes.details.donors')} value={money.donors_count} hint={t('causes.details.donorsHint')} testId={`${testId}-donors`} />
          <StatCard label={t('causes.details.donations')} value={money.paid_donations_count} hint={t('causes.details.donationsHint')} testId={`${testId}-gifts`} />
        </div>
      </div>
    </StatPanel>
  );
}

/**
 * The latest paid gifts, newest first: the donor as others see them ("Anonymous"), the amount, the
 * day, the project, and the site it was given on (the platform admin sees every site's).
 */
export function RecentGifts({ gifts, showSite, more }: { gifts: TAdminCauseDonation[]; showSite: boolean; more?: { to: string; label: string } | null }) {
  const { t } = useTranslation('adminGiving');
  return (
    <StatPanel title={t('causes.details.recentDonations')} testId="recent-gifts">
      {gifts.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('causes.details.noPaidDonations')}</p>
      ) : (
        <ul role="list" className="flex flex-col divide-y divide-line-soft">
          {gifts.map((g) => (
            <li key={g.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 first:pt-0" data-testid="recent-gift">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-ink">{g.anonymous ? t('causes.details.anonymousDonor') : g.display_name}</p>
                <p className="text-xs text-ink-muted">
                  {[formatDay(g.paid_at), g.project?.title, showSite ? (g.site?.name ?? t('causes.mainSite')) : null].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span className="font-bold text-ink tabular-nums">{formatMinorAmount(g.amount_minor, g.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <Link to={more.to} className="mt-3 inline-flex text-sm font-semibold text-primary-dark hover:underline">
          {more.label}
        </Link>
      ) : null}
    </StatPanel>
  );
}
