import type { TBulkCourseRef } from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { coursePagePath } from '../../courses/course-paths';

/** "Open the course": the course page of the course just enrolled into. */
export function OpenCourseLink({ course }: { course: TBulkCourseRef }) {
  return (
    <Link to={coursePagePath(course.kind, course.slug)} className={buttonClass('secondary', 'sm')} data-testid="bulk-course-link">
      Open {course.name}
      <ArrowRightIcon size={16} />
    </Link>
  );
}
