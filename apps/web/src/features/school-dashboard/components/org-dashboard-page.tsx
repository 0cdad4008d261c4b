import { ACTIVITY_DAYS } from '@commonshelf/shared/admin/school-dashboard.schemas';
import type { TOrgDashboard } from '@commonshelf/shared/admin/organization-admin.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, MailIcon, SchoolIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { AttentionLink, StatCard, StatPanel } from '../../../components/ui/stats';
import { formatAmounts, formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrgDashboardQuery } from '../api/school-dashboard.api';
import { CourseStatCards, DashboardSkeleton, MoneyList, ReadingsChart } from './dashboard-parts';

const base = '/admin-organization';

/**
 * `admin-organization/dashboard`: the organization's schools added up, each school's numbers, and
 * the book statistics (Home, All Books, Featured Books) the area passes in from the library's pages.
 */
export function OrgDashboardPage({ bookStatistics }: { bookStatistics: ReactNode }) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const { data, error, isLoading, isFetching, refetch } = useGetOrgDashboardQuery();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="org-dashboard">
      <AdminPageHeader
        title={t('title')}
        titleId="org-dashboard-title"
        description={data ? t('org.description', { name: data.organization.name }) : t('org.descriptionLoading')}
        action={
          <Link to={`${base}/schools?invite=1`} className={buttonClass('primary', 'md')} data-testid="dashboard-invite">
            <MailIcon size={18} />
            {t('org.invite')}
          </Link>
        }
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : error || !data ? (
        <ErrorState what={t('what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <OrgDashboardBody d={data} />
      )}
      {bookStatistics}
    </div>
  );
}

function OrgDashboardBody({ d }: { d: TOrgDashboard }) {
  const { t } = useTranslation('dashboard');
  const totals = d.totals;
  const schools = d.by_site.filter((r) => !r.site.is_organization);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t('org.schools')}
          value={d.schools.active}
          hint={d.schools.waiting ? t('org.onlineWaiting', { n: formatNumber(d.schools.waiting) }) : t('org.online')}
          to={`${base}/schools`}
          testId="stat-schools"
        />
        <StatCard label={t('org.students')} value={totals.students.active} hint={t('org.classes', { n: formatNumber(totals.classes.active) })} testId="stat-students" />
        <StatCard label={t('org.teachers')} value={totals.teachers} hint={t('org.teachersHint')} testId="stat-teachers" />
        <StatCard label={t('org.readings')} value={totals.readings.recent} hint={t('org.readingsHint', { days: ACTIVITY_DAYS, total: formatNumber(totals.readings.total) })} testId="stat-readings" />
        <StatCard label={t('org.books')} value={totals.books.published} hint={t('org.publishedWaiting', { n: formatNumber(totals.books.pending) })} to={`${base}/books`} testId="stat-books" />
        <StatCard label={t('org.stories')} value={totals.stories.published} hint={t('org.publishedWaiting', { n: formatNumber(totals.stories.pending) })} to={`${base}/stories`} testId="stat-stories" />
        <CourseStatCards courses={totals.courses} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title={t('org.readingsTitle')} testId="dashboard-readings">
          <ReadingsChart weeks={d.readings_by_week} testId="readings-chart" />
        </StatPanel>
        <div className="flex flex-col gap-4">
          <StatPanel title={t('org.donationsTitle')} testId="dashboard-donations">
            <MoneyList totals={totals.donations} empty={t('org.noDonations')} testId="donations-raised" />
          </StatPanel>
          <StatPanel title={t('org.invitations')} testId="dashboard-invitations">
            <ul>
              <AttentionLink icon={<MailIcon size={20} />} count={d.pending_invitations} one={t('org.invitationOne')} many={t('org.invitationMany')} to={`${base}/schools#invitations`} testId="attention-invitations" />
            </ul>
          </StatPanel>
        </div>
      </div>

      <StatPanel title={t('org.yourSchools')} testId="dashboard-schools">
        {schools.length ? (
          <SiteTable d={d} />
        ) : (
          <StateMessage icon={<SchoolIcon size={24} />} title={t('org.noSchools')} testId="dashboard-no-schools" action={<Link to={`${base}/schools?invite=1`} className={buttonClass('secondary', 'sm')}>{t('org.invite')}</Link>}>
            {t('org.noSchoolsBody')}
          </StateMessage>
        )}
      </StatPanel>
    </>
  );
}

const COLUMNS = ['school', 'students', 'teachers', 'books', 'stories', 'readings', 'donations'] as const;

function SiteTable({ d }: { d: TOrgDashboard }) {
  const { t } = useTranslation('dashboard');
  const cell = 'px-3 py-3 text-right';
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="org-school-table">
        <caption className="sr-only">{t('org.tableCaption')}</caption>
        <thead className="bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
          <tr>
            {COLUMNS.map((c, i) => (
              <th key={c} scope="col" className={i === 0 ? 'px-4 py-2.5' : 'px-3 py-2.5 text-right'}>
                {t(`org.columns.${c}`, { days: ACTIVITY_DAYS })}
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
                  <span className="sr-only">{t('org.opensNewTab')}</span>
                </a>
                <span className="block text-xs font-normal text-ink-muted">{r.site.is_organization ? t('org.ownSite') : t(`org.siteStatus.${r.site.status}`)}</span>
              </th>
              <td className={cell} data-testid="row-students">
                {formatNumber(r.students.active)}
              </td>
              <td className={cell}>{formatNumber(r.teachers)}</td>
              <td className={cell}>{formatNumber(r.books.published)}</td>
              <td className={cell}>
                {formatNumber(r.stories.published)}
                {r.stories.pending ? <span className="block text-xs text-ink-muted">{t('org.plusWaiting', { count: r.stories.pending })}</span> : null}
              </td>
              <td className={cell}>{formatNumber(r.readings.recent)}</td>
              <td className="px-4 py-3 text-right">{r.donations.length ? formatAmounts(r.donations) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 px-4 text-xs text-ink-muted sm:px-0">{t('org.schoolsFooter', { count: d.by_site.length - 1 })}</p>
    </div>
  );
}
