import type { TPlatformDashboard } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { BookIcon, BuildingIcon, MailIcon } from '../../../components/ui/icons';
import { ErrorState } from '../../../components/ui/state-message';
import { amountsOver, AttentionLink, Bars, ColumnChart, formatCount, monthLabel, monthMoneyPoints, StatCard, StatCardsSkeleton, StatPanel } from '../../../components/ui/stats';
import { formatAmounts } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPlatformDashboardQuery } from '../api/platform-dashboard.api';

const base = '/admin-panel';

const ROLE_LABELS: Record<string, string> = {
  student: 'Students',
  teacher: 'Teachers',
  teacher_admin: 'Teacher admins',
  school_admin: 'School admins',
  organization_admin: 'Organization admins',
  upschool_admin: 'Platform admins',
};

/** `admin-panel/dashboard`: the platform at a glance, and what waits for the platform admin. */
export function PlatformDashboardPage() {
  useDocumentTitle('Dashboard');
  const { data, error, isLoading, isFetching, refetch } = useGetPlatformDashboardQuery();

  return (
    <section aria-labelledby="dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="platform-dashboard">
      <AdminPageHeader title="Dashboard" titleId="dashboard-title" description="Every site on the platform at a glance: people, schools, books and money, over the last twelve months." />
      {isLoading ? (
        <StatCardsSkeleton cards={8} label="Loading the dashboard…" />
      ) : error || !data ? (
        <ErrorState what="the dashboard" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DashboardBody d={data} />
      )}
    </section>
  );
}

function DashboardBody({ d }: { d: TPlatformDashboard }) {
  const waiting = d.attention.tenants_waiting + d.attention.books_waiting + d.attention.failed_emails;
  const donationTotals = amountsOver(d.donations_by_month);
  const orderTotals = amountsOver(d.orders_by_month);
  return (
    <>
      <StatPanel title={waiting ? 'Waiting for you' : 'Nothing is waiting for you'} testId="dashboard-attention">
        <ul className="grid gap-3 sm:grid-cols-3">
          <AttentionLink icon={<BuildingIcon size={20} />} count={d.attention.tenants_waiting} one="registration to review" many="registrations to review" to={`${base}/all-tenants?status=pending`} testId="attention-tenants" />
          <AttentionLink icon={<BookIcon size={20} />} count={d.attention.books_waiting} one="book waiting for review" many="books waiting for review" to={`${base}/book-monitoring`} testId="attention-books" />
          <AttentionLink icon={<MailIcon size={20} />} count={d.attention.failed_emails} one="email that failed" many="emails that failed" to={`${base}/email-monitoring?status=failed`} testId="attention-emails" />
        </ul>
      </StatPanel>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Users" value={d.users.total} hint={`${formatCount(d.users.new_by_month.at(-1)?.count ?? 0)} new this month`} to={`${base}/all-users`} testId="stat-users" />
        <StatCard label="Schools" value={d.tenants.schools} hint={`${formatCount(d.tenants.organizations)} organizations`} to={`${base}/all-tenants?status=active`} testId="stat-schools" />
        <StatCard label="Books" value={d.library.published_books} hint={`Published · ${formatCount(d.library.books)} in all`} to={`${base}/all-books`} testId="stat-books" />
        <StatCard label="Stories" value={d.library.published_stories} hint={`Published · ${formatCount(d.library.stories)} in all`} testId="stat-stories" />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title="Donations, last 12 months" testId="dashboard-donations">
          <ColumnChart points={monthMoneyPoints(d.donations_by_month)} caption="Paid donations per month" unit="Donations" testId="donations-chart" />
          <p className="mt-3 text-sm text-ink-soft" data-testid="donations-total">
            {donationTotals.length ? `${formatCount(d.donations_by_month.reduce((s, m) => s + m.count, 0))} gifts · ${formatAmounts(donationTotals)}` : 'No paid gifts in these months.'}
          </p>
          <Link to={`${base}/charities-dashboard`} className="mt-2 inline-block text-sm font-semibold text-primary underline-offset-2 hover:underline" data-testid="dashboard-charities-link">
            Charities dashboard: every cause, page and site
          </Link>
        </StatPanel>
        <StatPanel title="Orders, last 12 months" testId="dashboard-orders">
          <ColumnChart points={monthMoneyPoints(d.orders_by_month)} caption="Paid orders per month" unit="Orders" testId="orders-chart" />
          <p className="mt-3 text-sm text-ink-soft" data-testid="orders-total">
            {orderTotals.length ? `${formatCount(d.orders_by_month.reduce((s, m) => s + m.count, 0))} orders · ${formatAmounts(orderTotals)}` : 'No paid orders in these months.'}
          </p>
        </StatPanel>
        <StatPanel title="New users, last 12 months" testId="dashboard-signups">
          <ColumnChart points={d.users.new_by_month.map((m) => ({ key: m.month, label: monthLabel(m.month), count: m.count }))} caption="New users per month" unit="New users" testId="signups-chart" />
        </StatPanel>
        <StatPanel title="Users by role" testId="dashboard-roles">
          <Bars rows={d.users.by_role.map((r) => ({ key: r.role, label: ROLE_LABELS[r.role] ?? r.role, count: r.count }))} empty="No users yet." />
        </StatPanel>
        <StatPanel title="Sites by status" testId="dashboard-tenants">
          <Bars
            rows={[
              { key: 'active', label: 'Active', count: d.tenants.by_status.active },
              { key: 'pending', label: 'Waiting for review', count: d.tenants.by_status.pending },
              { key: 'suspended', label: 'Suspended', count: d.tenants.by_status.suspended },
              { key: 'rejected', label: 'Rejected', count: d.tenants.by_status.rejected },
            ]}
            empty="No sites yet."
          />
        </StatPanel>
      </div>
    </>
  );
}
