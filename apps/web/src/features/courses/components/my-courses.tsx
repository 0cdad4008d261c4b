import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, AwardIcon, CapIcon, CheckIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatLongDate } from '../../../lib/format';
import { selectUser } from '../../../lib/session.slice';
import { useGetEnrollmentsQuery } from '../api/courses.api';
import { coursePagePath } from '../course-paths';
import { enrolmentStanding } from '../course-format';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** The dashboard's "My courses": every enrolment with its progress and a way back in. */
export function MyCourses() {
  const { t } = useTranslation('learning');
  const user = useSelector(selectUser);
  const { data, isLoading, isFetching, isError, refetch } = useGetEnrollmentsQuery({ viewer: user?.id ?? null }, { skip: !user });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('myCourses.loading')}
        </p>
        <ul role="list" className="grid gap-4 md:grid-cols-2" aria-hidden="true">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-[10.5rem] w-full rounded-[var(--radius-card)]" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('myCourses.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return (
      <StateMessage
        testId="my-courses-empty"
        icon={<CapIcon size={24} />}
        title={t('myCourses.emptyTitle')}
        action={
          <Link to="/courses" className={buttonClass('primary', 'sm')}>
            {t('myCourses.find')}
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        {t('myCourses.emptyText')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className="grid gap-4 md:grid-cols-2" data-testid="my-courses">
      {data.results.map((enrollment) => {
        const standing = enrolmentStanding(enrollment);
        const done = standing !== 'inProgress';
        const caughtUp = standing === 'complete';
        return (
          <li key={enrollment.id} className="flex min-h-[10.5rem] flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card" data-testid="my-course">
            <div className="flex items-start gap-3">
              <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-2xl ${done ? 'bg-primary text-white' : 'bg-primary-light text-primary'}`}>
                {done ? <CheckIcon size={22} strokeWidth={3} /> : <CapIcon size={22} />}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-lg leading-snug font-bold text-ink">{enrollment.course_name}</h3>
                <p className="text-sm text-ink-muted">
                  {done ? t('myCourses.finishedOn', { date: formatLongDate(enrollment.completed_at!) }) : t('myCourses.startedOn', { date: formatLongDate(enrollment.created_at) })}
                </p>
              </div>
            </div>
            <ProgressBar value={enrollment.progress} label={caughtUp ? t('myCourses.complete') : done ? t('myCourses.newLessons') : t('myCourses.progress')} size="sm" />
            <div className="mt-auto flex flex-wrap gap-2">
              <Link to={coursePagePath('course', enrollment.course_slug)} className={buttonClass(caughtUp ? 'secondary' : 'primary', 'sm')}>
                {caughtUp ? t('myCourses.review') : t('myCourses.continue')}
                <span className="sr-only"> {enrollment.course_name}</span>
                <ArrowRightIcon size={16} />
              </Link>
              {enrollment.certificate_id ? (
                <Link to={`/certificates/${enrollment.certificate_id}`} className={buttonClass('book', 'sm')}>
                  <AwardIcon size={16} />
                  {t('myCourses.certificate')}
                  <span className="sr-only">{t('myCourses.certificateFor', { name: enrollment.course_name })}</span>
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
