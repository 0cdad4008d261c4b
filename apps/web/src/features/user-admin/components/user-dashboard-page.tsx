import type { TUserStats } from '@commonshelf/shared/users/user-admin.schemas';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { ErrorState } from '../../../components/ui/state-message';
import { Bars, ColumnChart, formatCount, monthLabel, StatCard, StatCardsSkeleton, StatPanel } from '../../../components/ui/stats';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetUserStatsQuery } from '../api/user-admin.api';
import { USER_PATHS } from '../user-form';

const list = USER_PATHS.platform.list;

/** `admin-panel/user-dashboard`: sign-ups per month, accounts by role and by site, and how many are in use. */
export function UserDashboardPage() {
  const { t } = useTranslation('adminUsers');
  useDocumentTitle(t('dashboard.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetUserStatsQuery();
  return (
    <section aria-labelledby="user-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="user-dashboard">
      <AdminPageHeader title={t('dashboard.title')} titleId="user-dashboard-title" description={t('dashboard.description')} />
      {isLoading ? (
        <StatCardsSkeleton cards={5} label={t('dashboard.loading')} columns="lg:grid-cols-5" />
      ) : error || !data ? (
        <ErrorState what={t('dashboard.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Body s={data} />
      )}
    </section>
  );
}

function Body({ s }: { s: TUserStats }) {
  const { t } = useTranslation('adminUsers');
  const thisMonth = s.new_by_month.at(-1)?.count ?? 0;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label={t('dashboard.accounts')} value={s.total} hint={t('dashboard.newThisMonth', { n: formatCount(thisMonth) })} to={list} testId="stat-total" />
        <StatCard label={t('dashboard.active')} value={s.active} to={`${list}?active=true`} testId="stat-active" />
        <StatCard label={t('dashboard.inactive')} value={s.inactive} to={`${list}?active=false`} testId="stat-inactive" />
        <StatCard label={t('dashboard.recent')} value={s.active_last_30_days} testId="stat-recent" />
        <StatCard label={t('dashboard.waiting')} value={s.waiting_for_password} hint={t('dashboard.addedByAdmin')} testId="stat-waiting" />
      </div>
      <StatPanel title={t('dashboard.perMonth')} testId="users-by-month">
        <ColumnChart
          points={s.new_by_month.map((m) => ({ key: m.month, label: monthLabel(m.month), count: m.count }))}
          caption={t('dashboard.perMonthCaption')}
          unit={t('dashboard.newAccounts')}
          testId="users-by-month-chart"
        />
      </StatPanel>
      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title={t('dashboard.byRole')} testId="users-by-role">
          <Bars rows={s.by_role.map((r) => ({ key: r.role, label: t(`roles.${r.role}`), count: r.count }))} empty={t('dashboard.noAccounts')} />
        </StatPanel>
        <StatPanel title={t('dashboard.bySite')} testId="users-by-site">
          <Bars rows={s.by_site.map((r) => ({ key: r.site?.id ?? 'main', label: r.site?.name ?? t('dashboard.mainSite'), count: r.count }))} empty={t('dashboard.noAccounts')} />
        </StatPanel>
      </div>
    </>
  );
}
