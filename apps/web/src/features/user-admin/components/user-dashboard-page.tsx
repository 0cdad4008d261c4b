import { ROLE_LABELS, type TUserStats } from '@commonshelf/shared/users/user-admin.schemas';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { ErrorState } from '../../../components/ui/state-message';
import { Bars, ColumnChart, formatCount, monthLabel, StatCard, StatCardsSkeleton, StatPanel } from '../../../components/ui/stats';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetUserStatsQuery } from '../api/user-admin.api';
import { USER_PATHS } from '../user-form';

const list = USER_PATHS.platform.list;

/** `admin-panel/user-dashboard`: sign-ups per month, accounts by role and by site, and how many are in use. */
export function UserDashboardPage() {
  useDocumentTitle('User dashboard');
  const { data, error, isLoading, isFetching, refetch } = useGetUserStatsQuery();
  return (
    <section aria-labelledby="user-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="user-dashboard">
      <AdminPageHeader title="User dashboard" titleId="user-dashboard-title" description="Every account on the platform: who joined when, their roles and their sites, and how many use their account." />
      {isLoading ? (
        <StatCardsSkeleton cards={5} label="Loading the numbers…" columns="lg:grid-cols-5" />
      ) : error || !data ? (
        <ErrorState what="the user numbers" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Body s={data} />
      )}
    </section>
  );
}

function Body({ s }: { s: TUserStats }) {
  const thisMonth = s.new_by_month.at(-1)?.count ?? 0;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Accounts" value={s.total} hint={`${formatCount(thisMonth)} new this month`} to={list} testId="stat-total" />
        <StatCard label="Active" value={s.active} to={`${list}?active=true`} testId="stat-active" />
        <StatCard label="Inactive" value={s.inactive} to={`${list}?active=false`} testId="stat-inactive" />
        <StatCard label="Logged in, last 30 days" value={s.active_last_30_days} testId="stat-recent" />
        <StatCard label="Waiting to choose a password" value={s.waiting_for_password} hint="Added by an admin" testId="stat-waiting" />
      </div>
      <StatPanel title="New accounts per month" testId="users-by-month">
        <ColumnChart
          points={s.new_by_month.map((m) => ({ key: m.month, label: monthLabel(m.month), count: m.count }))}
          caption="New accounts per month, the last twelve months"
          unit="New accounts"
          testId="users-by-month-chart"
        />
      </StatPanel>
      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title="Accounts by role" testId="users-by-role">
          <Bars rows={s.by_role.map((r) => ({ key: r.role, label: ROLE_LABELS[r.role], count: r.count }))} empty="No accounts yet." />
        </StatPanel>
        <StatPanel title="Sites with the most accounts" testId="users-by-site">
          <Bars rows={s.by_site.map((r) => ({ key: r.site?.id ?? 'main', label: r.site?.name ?? 'Main site', count: r.count }))} empty="No accounts yet." />
        </StatPanel>
      </div>
    </>
  );
}
