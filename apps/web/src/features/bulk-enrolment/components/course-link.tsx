import type { TBulkCourseRef } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { coursePagePath } from '../../courses/course-paths';

/** "Open the course": the course page of the course just enrolled into. */
export function OpenCourseLink({ course }: { course: TBulkCourseRef }) {
  const { t } = useTranslation('classroom');
  return (
    <Link to={coursePagePath(course.kind, course.slug)} className={buttonClass('secondary', 'sm')} data-testid="bulk-course-link">
      {t('bulk.openCourse', { name: course.name })}
      <ArrowRightIcon size={16} />
    </Link>
  );
}
