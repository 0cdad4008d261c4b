import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CapIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useGetCoursesQuery } from '../api/courses.api';
import { CourseCard, CourseCardSkeleton } from './course-card';

export const COURSE_HIGHLIGHTS_LIMIT = 6;

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function CourseHighlights({ modeId, emptyAction }: { modeId: number | null; emptyAction?: ReactNode }) {
  const { t } = useTranslation('site');
  const { data, isLoading, isFetching, isError, refetch } = useGetCoursesQuery({
    mode: modeId,
    limit: COURSE_HIGHLIGHTS_LIMIT,
  });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('courses.loading')}
        </p>
        <div className={grid}>
          {Array.from({ length: 3 }, (_, i) => (
            <CourseCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('courses.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return (
      <StateMessage testId="courses-empty" icon={<CapIcon size={24} />} title={t('courses.emptyTitle')} action={emptyAction}>
        {modeId ? t('courses.emptyMode') : t('courses.emptySoon')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className={grid} data-testid="course-list">
      {data.results.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
