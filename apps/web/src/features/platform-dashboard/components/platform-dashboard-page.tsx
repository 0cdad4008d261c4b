import type { TPlatformDashboard } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { BookIcon, BuildingIcon, MailIcon } from '../../../components/ui/icons';
import { ErrorState } from '../../../components/ui/state-message';
import { amountsOver, AttentionLink, Bars, ColumnChart, formatCount, monthLabel, monthMoneyPoints, StatCard, StatCardsSkeleton, StatPanel } from '../../../components/ui/stats';
import { formatAmounts } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPlatformDashboardQuery } from '../api/platform-dashboard.api';

const base = '/admin-panel';

const ROLES = ['student', 'teacher', 'teacher_admin', 'school_admin', 'organization_admin', 'upschool_admin'] as const;
const isRole = (role: string): role is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(role);
const SITE_STATUSES = ['active', 'pending', 'suspended', 'rejected'] as const;

/** `admin-panel/dashboard`: the platform at a glance, and what waits for the platform admin. */
export function PlatformDashboardPage() {
  const { t } = useTranslation('adminPlatform');
  useDocumentTitle(t('dashboard.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetPlatformDashboardQuery();

  return (
    <section aria-labelledby="dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="platform-dashboard">
      <AdminPageHeader title={t('dashboard.title')} titleId="dashboard-title" description={t('dashboard.description')} />
      {isLoading ? (
        <StatCardsSkeleton cards={8} label={t('dashboard.loading')} />
      ) : error || !data ? (
        <ErrorState what={t('dashboard.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DashboardBody d={data} />
      )}
    </section>
  );
}

function DashboardBody({ d }: { d: TPlatformDashboard }) {
  const { t } = useTranslation(['adminPlatform', 'adminUsers']);
  const waiting = d.attention.tenants_waiting + d.attention.books_waiting + d.attention.failed_emails;
  const donationTotals = amountsOver(d.donations_by_month);
  const orderTotals = amountsOver(d.orders_by_month);
  return (
    <>
      <StatPanel title={waiting ? t('dashboard.waiting') : t('dashboard.nothingWaiting')} testId="dashboard-attention">
        <ul className="grid gap-3 sm:grid-cols-3">
          <AttentionLink icon={<BuildingIcon size={20} />} count={d.attention.tenants_waiting} one={t('dashboard.registrationOne')} many={t('dashboard.registrationMany')} to={`${base}/all-tenants?status=pending`} testId="attention-tenants" />
          <AttentionLink icon={<BookIcon size={20} />} count={d.attention.books_waiting} one={t('dashboard.bookOne')} many={t('dashboard.bookMany')} to={`${base}/book-monitoring`} testId="attention-books" />
          <AttentionLink icon={<MailIcon size={20} />} count={d.attention.failed_emails} one={t('dashboard.emailOne')} many={t('dashboard.emailMany')} to={`${base}/email-monitoring?status=failed`} testId="attention-emails" />
        </ul>
      </StatPanel>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('dashboard.users')} value={d.users.total} hint={t('dashboard.newThisMonth', { n: formatCount(d.users.new_by_month.at(-1)?.count ?? 0) })} to={`${base}/all-users`} testId="stat-users" />
        <StatCard label={t('dashboard.schools')} value={d.tenants.schools} hint={t('dashboard.organizations', { count: d.tenants.organizations, n: formatCount(d.tenants.organizations) })} to={`${base}/all-tenants?status=active`} testId="stat-schools" />
        <StatCard label={t('dashboard.books')} value={d.library.published_books} hint={t('dashboard.publishedInAll', { n: formatCount(d.library.books) })} to={`${base}/all-books`} testId="stat-books" />
        <StatCard label={t('dashboard.stories')} value={d.library.published_stories} hint={t('dashboard.publishedInAll', { n: formatCount(d.library.stories) })} testId="stat-stories" />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title={t('dashboard.donations')} testId="dashboard-donations">
          <ColumnChart points={monthMoneyPoints(d.donations_by_month)} caption={t('dashboard.donationsCaption')} unit={t('dashboard.donationsUnit')} testId="donations-chart" />
          <p className="mt-3 text-sm text-ink-soft" data-testid="donations-total">
            {donationTotals.length
              ? t('dashboard.gifts', { n: formatCount(d.donations_by_month.reduce((s, m) => s + m.count, 0)), amount: formatAmounts(donationTotals) })
              : t('dashboard.noGifts')}
          </p>
          <Link to={`${base}/charities-dashboard`} className="mt-2 inline-block text-sm font-semibold text-primary underline-offset-2 hover:underline" data-testid="dashboard-charities-link">
            {t('dashboard.charitiesLink')}
          </Link>
        </StatPanel>
        <StatPanel title={t('dashboard.orders')} testId="dashboard-orders">
          <ColumnChart points={monthMoneyPoints(d.orders_by_month)} caption={t('dashboard.ordersCaption')} unit={t('dashboard.ordersUnit')} testId="orders-chart" />
          <p className="mt-3 text-sm text-ink-soft" data-testid="orders-total">
            {orderTotals.length
              ? t('dashboard.ordersTotal', { n: formatCount(d.orders_by_month.reduce((s, m) => s + m.count, 0)), amount: formatAmounts(orderTotals) })
              : t('dashboard.noOrders')}
          </p>
        </StatPanel>
        <StatPanel title={t('dashboard.newUsers')} testId="dashboard-signups">
          <ColumnChart points={d.users.new_by_month.map((m) => ({ key: m.month, label: monthLabel(m.month), count: m.count }))} caption={t('dashboard.newUsersCaption')} unit={t('dashboard.newUsersUnit')} testId="signups-chart" />
        </StatPanel>
        <StatPanel title={t('dashboard.byRole')} testId="dashboard-roles">
          <Bars rows={d.users.by_role.map((r) => ({ key: r.role, label: isRole(r.role) ? t(`adminUsers:rolePlurals.${r.role}`) : r.role, count: r.count }))} empty={t('dashboard.noUsers')} />
        </StatPanel>
        <StatPanel title={t('dashboard.byStatus')} testId="dashboard-tenants">
          <Bars
            rows={SITE_STATUSES.map((s) => ({ key: s, label: t(`dashboard.statuses.${s}`), count: d.tenants.by_status[s] }))}
            empty={t('dashboard.noSites')}
          />
        </StatPanel>
      </div>
    </>
  );
}
