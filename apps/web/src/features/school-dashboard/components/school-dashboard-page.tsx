import { ACTIVITY_DAYS, type TSchoolDashboard } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { BookIcon, FileTextIcon } from '../../../components/ui/icons';
import { ErrorState } from '../../../components/ui/state-message';
import { AttentionLink, StatCard, StatPanel } from '../../../components/ui/stats';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSchoolDashboardQuery } from '../api/school-dashboard.api';
import { CourseStatCards, DashboardSkeleton, MoneyList, ReadingsChart, StatusBars } from './dashboard-parts';

const base = '/admin-school';

/** `admin-school/dashboard`: the school at a glance (people, classes, library, giving, reading, courses) and what waits for its admins. */
export function SchoolDashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolDashboardQuery();
  return (
    <section aria-labelledby="school-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="school-dashboard">
      <AdminPageHeader
        title={t('title')}
        titleId="school-dashboard-title"
        description={data ? t('school.description', { name: data.school.name }) : t('school.descriptionLoading')}
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : error || !data ? (
        <ErrorState what={t('what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <SchoolDashboardBody d={data} />
      )}
    </section>
  );
}

function SchoolDashboardBody({ d }: { d: TSchoolDashboard }) {
  const { t } = useTranslation('dashboard');
  const waiting = d.attention.stories_waiting + d.attention.books_waiting;
  return (
    <>
      <StatPanel title={waiting ? t('school.waiting') : t('school.nothingWaiting')} testId="dashboard-attention">
        <ul className="grid gap-3 sm:grid-cols-2">
          <AttentionLink icon={<FileTextIcon size={20} />} count={d.attention.stories_waiting} one={t('school.storyOne')} many={t('school.storyMany')} to={`${base}/stories?status=pending`} testId="attention-stories" />
          <AttentionLink icon={<BookIcon size={20} />} count={d.attention.books_waiting} one={t('school.bookOne')} many={t('school.bookMany')} to={`${base}/books?status=pending`} testId="attention-books" />
        </ul>
      </StatPanel>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('school.students')} value={d.students.active} hint={d.students.archived ? t('school.archived', { count: d.students.archived }) : t('school.noneArchived')} to={`${base}/users`} testId="stat-students" />
        <StatCard label={t('school.teachers')} value={d.teachers} hint={t('school.teachersHint')} to={`${base}/users`} testId="stat-teachers" />
        <StatCard label={t('school.classes')} value={d.classes.active} hint={d.classes.inactive ? t('school.codesOff', { n: formatNumber(d.classes.inactive) }) : t('school.codesOn')} to={`${base}/classes`} testId="stat-classes" />
        <StatCard label={t('school.readings')} value={d.readings.recent} hint={t('school.readingsHint', { days: ACTIVITY_DAYS, total: formatNumber(d.readings.total) })} testId="stat-readings" />
        <StatCard label={t('school.books')} value={d.books.published} hint={t('school.booksHint', { n: formatNumber(d.books.featured) })} to={`${base}/books`} testId="stat-books" />
        <StatCard label={t('school.stories')} value={d.stories.published} hint={t('school.storiesHint', { n: formatNumber(d.stories.total) })} to={`${base}/stories`} testId="stat-stories" />
        <CourseStatCards courses={d.courses} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title={t('school.readingsTitle')} testId="dashboard-readings">
          <ReadingsChart weeks={d.readings_by_week} testId="readings-chart" />
          <p className="mt-3 text-sm text-ink-soft">{t('school.readingsNote')}</p>
        </StatPanel>
        <StatPanel title={t('school.donationsTitle')} testId="dashboard-donations">
          <MoneyList totals={d.donations} empty={t('school.noDonations')} testId="donations-raised" />
        </StatPanel>
        <StatPanel title={t('school.storiesTitle')} testId="dashboard-stories">
          <StatusBars counts={d.stories} empty={t('school.noStories')} />
        </StatPanel>
        <StatPanel title={t('school.booksTitle')} testId="dashboard-books">
          <StatusBars counts={d.books} empty={t('school.noBooks')} />
        </StatPanel>
      </div>
    </>
  );
}
