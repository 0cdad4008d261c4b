import type { TCourseCard } from '@commonshelf/shared/courses/courses.schemas';
export declare function CourseCard({ course }: {
    course: TCourseCard;
}): import("react").JSX.Element;
export declare function CourseCardSkeleton(): import("react").JSX.Element;
