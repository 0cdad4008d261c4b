import type { TDonationReport } from '@commonshelf/shared/charities/donation-admin.schemas';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { amountsOver, ColumnChart, monthMoneyPoints, StatPanel } from '../../../components/ui/stats';
import { formatAmounts } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetDonationReportQuery } from '../api/donation-admin.api';
import { CurrencyTotals, ReportList, reportRows } from './donation-report';

const base = '/admin-panel';
const TOP = 5;

/** `admin-panel/charities-dashboard`: what every site raised, per currency, month, cause, page and site. */
export function CharitiesDashboardPage() {
  const { t } = useTranslation('adminGiving');
  useDocumentTitle(t('dashboard.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetDonationReportQuery({}, { refetchOnMountOrArgChange: 30 });

  return (
    <section aria-labelledby="charities-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="charities-dashboard">
      <AdminPageHeader
        title={t('dashboard.title')}
        titleId="charities-dashboard-title"
        description={t('dashboard.description')}
        action={
          <Link to={`${base}/donations`} className={buttonClass('secondary', 'md')} data-testid="dashboard-all-donations">
            {t('dashboard.allDonations')}
          </Link>
        }
      />
      {isLoading ? (
        <div role="status" className="flex flex-col gap-4" data-testid="charities-dashboard-loading">
          <span className="sr-only">{t('dashboard.loading')}</span>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28 rounded-[var(--radius-card)]" />
            ))}
          </div>
          <Skeleton className="h-56 rounded-[var(--radius-card)]" />
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-64 rounded-[var(--radius-card)]" />
            <Skeleton className="h-64 rounded-[var(--radius-card)]" />
          </div>
        </div>
      ) : error || !data ? (
        <ErrorState what={t('dashboard.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DashboardBody r={data} />
      )}
    </section>
  );
}

function DashboardBody({ r }: { r: TDonationReport }) {
  const { t } = useTranslation('adminGiving');
  if (!r.totals.length) {
    return (
      <StateMessage icon={<HeartIcon size={24} />} title={t('dashboard.empty')} testId="charities-dashboard-empty">
        <Trans t={t} i18nKey="dashboard.emptyBody" components={{ link: <Link to={`${base}/all-charities`} className="font-semibold text-primary underline" /> }} />
      </StateMessage>
    );
  }
  const rows = reportRows(r, { donations: `${base}/donations`, charity: (id) => `${base}/charity-details-view/${id}` });
  const gifts = r.by_month.reduce((s, m) => s + m.count, 0);
  return (
    <>
      <CurrencyTotals totals={r.totals} />
      <StatPanel title={t('dashboard.byMonth')} testId="donations-by-month">
        <ColumnChart points={monthMoneyPoints(r.by_month)} caption={t('dashboard.byMonthCaption')} unit={t('dashboard.byMonthUnit')} testId="donations-month-chart" />
        <p className="mt-3 text-sm text-ink-soft" data-testid="donations-year-total">
          {gifts
            ? t('dashboard.yearTotal', { gifts: t('report.gifts', { count: gifts }), amounts: formatAmounts(amountsOver(r.by_month)) })
            : t('dashboard.noGiftsInMonths')}
        </p>
      </StatPanel>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportList title={t('dashboard.topCharities')} rows={rows.charities} limit={TOP} empty={t('report.noCharityGift')} testId="top-charities" />
        <ReportList title={t('dashboard.topProjects')} rows={rows.projects} limit={TOP} empty={t('report.noProjectGift')} testId="top-projects" />
        <ReportList title={t('dashboard.topFundraisers')} rows={rows.fundraisers} limit={TOP} empty={t('dashboard.noFundraiserGift')} testId="top-fundraisers" />
        <ReportList title={t('dashboard.sites')} rows={rows.sites} empty={t('dashboard.noSiteGift')} testId="per-site" />
      </div>
    </>
  );
}
