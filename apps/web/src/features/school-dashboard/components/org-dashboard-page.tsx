import { ACTIVITY_DAYS } from '@commonshelf/shared/admin/school-dashboard.schemas';
import type { TOrgDashboard } from '@commonshelf/shared/admin/organization-admin.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, MailIcon, SchoolIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { AttentionLink, formatCount, StatCard, StatPanel } from '../../../components/ui/stats';
import { formatAmounts, pluralize } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrgDashboardQuery } from '../api/school-dashboard.api';
import { CourseStatCards, DashboardSkeleton, MoneyList, ReadingsChart } from './dashboard-parts';

const base = '/admin-organization';

const SITE_STATUS: Record<TOrgDashboard['by_site'][number]['site']['status'], string> = {
  active: 'Online',
  pending: 'Waiting for approval',
  suspended: 'Suspended',
  rejected: 'Not accepted',
};

/**
 * `admin-organization/dashboard`: the organization's schools added up, each school's numbers, and
 * the book statistics (Home, All Books, Featured Books) the area passes in from the library's pages.
 */
export function OrgDashboardPage({ bookStatistics }: { bookStatistics: ReactNode }) {
  useDocumentTitle('Dashboard');
  const { data, error, isLoading, isFetching, refetch } = useGetOrgDashboardQuery();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="org-dashboard">
      <AdminPageHeader
        title="Dashboard"
        titleId="org-dashboard-title"
        description={data ? `${data.organization.name} and its schools at a glance.` : 'Your organization and its schools at a glance.'}
        action={
          <Link to={`${base}/schools?invite=1`} className={buttonClass('primary', 'md')} data-testid="dashboard-invite">
            <MailIcon size={18} />
            Invite a school
          </Link>
        }
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : error || !data ? (
        <ErrorState what="the dashboard" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <OrgDashboardBody d={data} />
      )}
      {bookStatistics}
    </div>
  );
}

function OrgDashboardBody({ d }: { d: TOrgDashboard }) {
  const t = d.totals;
  const schools = d.by_site.filter((r) => !r.site.is_organization);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Schools"
          value={d.schools.active}
          hint={d.schools.waiting ? `Online · ${formatCount(d.schools.waiting)} waiting for approval` : 'Online'}
          to={`${base}/schools`}
          testId="stat-schools"
        />
        <StatCard label="Students" value={t.students.active} hint={`${formatCount(t.classes.active)} classes`} testId="stat-students" />
        <StatCard label="Teachers" value={t.teachers} hint="Teachers and teacher admins" testId="stat-teachers" />
        <StatCard label="Readings" value={t.readings.recent} hint={`In the last ${ACTIVITY_DAYS} days · ${formatCount(t.readings.total)} in all`} testId="stat-readings" />
        <StatCard label="Books" value={t.books.published} hint={`Published · ${formatCount(t.books.pending)} waiting`} to={`${base}/books`} testId="stat-books" />
        <StatCard label="Stories" value={t.stories.published} hint={`Published · ${formatCount(t.stories.pending)} waiting`} to={`${base}/stories`} testId="stat-stories" />
        <CourseStatCards courses={t.courses} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title="Readings, last 12 weeks" testId="dashboard-readings">
          <ReadingsChart weeks={d.readings_by_week} testId="readings-chart" />
        </StatPanel>
        <div className="flex flex-col gap-4">
          <StatPanel title="Donations raised" testId="dashboard-donations">
            <MoneyList totals={t.donations} empty="No paid gifts on your schools’ sites yet." testId="donations-raised" />
          </StatPanel>
          <StatPanel title="Invitations" testId="dashboard-invitations">
            <ul>
              <AttentionLink icon={<MailIcon size={20} />} count={d.pending_invitations} one="invitation not used yet" many="invitations not used yet" to={`${base}/schools#invitations`} testId="attention-invitations" />
            </ul>
          </StatPanel>
        </div>
      </div>

      <StatPanel title="Your schools" testId="dashboard-schools">
        {schools.length ? (
          <SiteTable d={d} />
        ) : (
          <StateMessage icon={<SchoolIcon size={24} />} title="No schools yet" testId="dashboard-no-schools" action={<Link to={`${base}/schools?invite=1`} className={buttonClass('secondary', 'sm')}>Invite a school</Link>}>
            Invite a school: it registers with the link we email, and appears here once it does.
          </StateMessage>
        )}
      </StatPanel>
    </>
  );
}

const COLUMNS = ['School', 'Students', 'Teachers', 'Books', 'Stories', `Readings (${ACTIVITY_DAYS} days)`, 'Donations'];

function SiteTable({ d }: { d: TOrgDashboard }) {
  const cell = 'px-3 py-3 text-right';
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="org-school-table">
        <caption className="sr-only">Numbers per school, the organization’s own site first</caption>
        <thead className="bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
          <tr>
            {COLUMNS.map((c, i) => (
              <th key={c} scope="col" className={i === 0 ? 'px-4 py-2.5' : 'px-3 py-2.5 text-right'}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft tabular-nums">
          {d.by_site.map((r) => (
            <tr key={r.site.id} data-testid="org-school-row" data-site={r.site.name}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                <a href={r.site.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 hover:text-primary-dark hover:underline">
                  {r.site.name}
                  <ExternalLinkIcon size={14} />
                  <span className="sr-only">(opens the site in a new tab)</span>
                </a>
                <span className="block text-xs font-normal text-ink-muted">{r.site.is_organization ? 'Your organization’s own site' : SITE_STATUS[r.site.status]}</span>
              </th>
              <td className={cell} data-testid="row-students">
                {formatCount(r.students.active)}
              </td>
              <td className={cell}>{formatCount(r.teachers)}</td>
              <td className={cell}>{formatCount(r.books.published)}</td>
              <td className={cell}>
                {formatCount(r.stories.published)}
                {r.stories.pending ? <span className="block text-xs text-ink-muted">+{r.stories.pending} waiting</span> : null}
              </td>
              <td className={cell}>{formatCount(r.readings.recent)}</td>
              <td className="px-4 py-3 text-right">{r.donations.length ? formatAmounts(r.donations) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 px-4 text-xs text-ink-muted sm:px-0">{pluralize(d.by_site.length - 1, 'school')}, and your organization’s own site.</p>
    </div>
  );
}
