import type { TDonationReport } from '@commonshelf/shared/charities/donation-admin.schemas';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { amountsOver, ColumnChart, formatCount, monthMoneyPoints, StatPanel } from '../../../components/ui/stats';
import { formatAmounts } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetDonationReportQuery } from '../api/donation-admin.api';
import { CurrencyTotals, ReportList, reportRows } from './donation-report';

const base = '/admin-panel';
const TOP = 5;

/** `admin-panel/charities-dashboard`: what every site raised, per currency, month, cause, page and site. */
export function CharitiesDashboardPage() {
  useDocumentTitle('Charities dashboard');
  const { data, error, isLoading, isFetching, refetch } = useGetDonationReportQuery({}, { refetchOnMountOrArgChange: 30 });

  return (
    <section aria-labelledby="charities-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="charities-dashboard">
      <AdminPageHeader
        title="Charities dashboard"
        titleId="charities-dashboard-title"
        description="What every site raised for its causes: paid gifts only, each currency on its own (refunded gifts are shown apart and never counted)."
        action={
          <Link to={`${base}/donations`} className={buttonClass('secondary', 'md')} data-testid="dashboard-all-donations">
            All donations
          </Link>
        }
      />
      {isLoading ? (
        <div role="status" className="flex flex-col gap-4" data-testid="charities-dashboard-loading">
          <span className="sr-only">Loading the charities dashboard…</span>
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
        <ErrorState what="the charities dashboard" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DashboardBody r={data} />
      )}
    </section>
  );
}

function DashboardBody({ r }: { r: TDonationReport }) {
  if (!r.totals.length) {
    return (
      <StateMessage icon={<HeartIcon size={24} />} title="No donations yet." testId="charities-dashboard-empty">
        Gifts show here once they are paid. Causes are managed under <Link to={`${base}/all-charities`} className="font-semibold text-primary underline">All Charities</Link>.
      </StateMessage>
    );
  }
  const rows = reportRows(r, { donations: `${base}/donations`, charity: (id) => `${base}/charity-details-view/${id}` });
  const gifts = r.by_month.reduce((s, m) => s + m.count, 0);
  return (
    <>
      <CurrencyTotals totals={r.totals} />
      <StatPanel title="Donations, last 12 months" testId="donations-by-month">
        <ColumnChart points={monthMoneyPoints(r.by_month)} caption="Paid donations per month" unit="Donations" testId="donations-month-chart" />
        <p className="mt-3 text-sm text-ink-soft" data-testid="donations-year-total">
          {gifts
            ? `${formatCount(gifts)} ${gifts === 1 ? 'gift' : 'gifts'} · ${formatAmounts(amountsOver(r.by_month))}`
            : 'No paid gifts in these months.'}
        </p>
      </StatPanel>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportList title="Top charities" rows={rows.charities} limit={TOP} empty="No charity has received a gift yet." testId="top-charities" />
        <ReportList title="Top projects" rows={rows.projects} limit={TOP} empty="No project has received a gift yet." testId="top-projects" />
        <ReportList title="Top fundraising pages" rows={rows.fundraisers} limit={TOP} empty="No gifts have come through a fundraising page yet." testId="top-fundraisers" />
        <ReportList title="Sites" rows={rows.sites} empty="No site has received a gift yet." testId="per-site" />
      </div>
    </>
  );
}
