import { ACTIVITY_DAYS, type TSchoolDashboard } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { BookIcon, FileTextIcon } from '../../../components/ui/icons';
import { ErrorState } from '../../../components/ui/state-message';
import { AttentionLink, formatCount, StatCard, StatPanel } from '../../../components/ui/stats';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSchoolDashboardQuery } from '../api/school-dashboard.api';
import { CourseStatCards, DashboardSkeleton, MoneyList, ReadingsChart, StatusBars } from './dashboard-parts';

const base = '/admin-school';

/** `admin-school/dashboard`: the school at a glance (people, classes, library, giving, reading, courses) and what waits for its admins. */
export function SchoolDashboardPage() {
  useDocumentTitle('Dashboard');
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolDashboardQuery();
  return (
    <section aria-labelledby="school-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="school-dashboard">
      <AdminPageHeader
        title="Dashboard"
        titleId="school-dashboard-title"
        description={data ? `${data.school.name} at a glance: its people, classes, library, giving and reading.` : 'Your school at a glance: its people, classes, library, giving and reading.'}
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : error || !data ? (
        <ErrorState what="the dashboard" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <SchoolDashboardBody d={data} />
      )}
    </section>
  );
}

function SchoolDashboardBody({ d }: { d: TSchoolDashboard }) {
  const waiting = d.attention.stories_waiting + d.attention.books_waiting;
  return (
    <>
      <StatPanel title={waiting ? 'Waiting for you' : 'Nothing is waiting for you'} testId="dashboard-attention">
        <ul className="grid gap-3 sm:grid-cols-2">
          <AttentionLink icon={<FileTextIcon size={20} />} count={d.attention.stories_waiting} one="story waiting for review" many="stories waiting for review" to={`${base}/stories?status=pending`} testId="attention-stories" />
          <AttentionLink icon={<BookIcon size={20} />} count={d.attention.books_waiting} one="book waiting for review" many="books waiting for review" to={`${base}/books?status=pending`} testId="attention-books" />
        </ul>
      </StatPanel>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Students" value={d.students.active} hint={d.students.archived ? `${formatCount(d.students.archived)} archived` : 'None archived'} to={`${base}/users`} testId="stat-students" />
        <StatCard label="Teachers" value={d.teachers} hint="Teachers and teacher admins" to={`${base}/users`} testId="stat-teachers" />
        <StatCard label="Classes" value={d.classes.active} hint={d.classes.inactive ? `${formatCount(d.classes.inactive)} with their code off` : 'Every code works'} to={`${base}/classes`} testId="stat-classes" />
        <StatCard label="Readings" value={d.readings.recent} hint={`In the last ${ACTIVITY_DAYS} days · ${formatCount(d.readings.total)} in all`} testId="stat-readings" />
        <StatCard label="Books" value={d.books.published} hint={`Published · ${formatCount(d.books.featured)} featured`} to={`${base}/books`} testId="stat-books" />
        <StatCard label="Stories" value={d.stories.published} hint={`Published · ${formatCount(d.stories.total)} in all`} to={`${base}/stories`} testId="stat-stories" />
        <CourseStatCards courses={d.courses} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <StatPanel title="Readings, last 12 weeks" testId="dashboard-readings">
          <ReadingsChart weeks={d.readings_by_week} testId="readings-chart" />
          <p className="mt-3 text-sm text-ink-soft">A book opened on your site counts as a reading, at most once an hour per reader.</p>
        </StatPanel>
        <StatPanel title="Donations raised" testId="dashboard-donations">
          <MoneyList totals={d.donations} empty="No paid gifts on your site yet." testId="donations-raised" />
        </StatPanel>
        <StatPanel title="Stories" testId="dashboard-stories">
          <StatusBars counts={d.stories} empty="Nobody has written a story yet." />
        </StatPanel>
        <StatPanel title="Your school’s books" testId="dashboard-books">
          <StatusBars counts={d.books} empty="Your school has no books of its own yet. Platform books are in your library anyway." />
        </StatPanel>
      </div>
    </>
  );
}
