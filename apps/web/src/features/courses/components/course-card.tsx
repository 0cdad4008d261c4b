import { useTranslation } from 'react-i18next';
import type { TCourseCard } from '@commonshelf/shared/courses/courses.schemas';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cardFooterClass, CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { BookIcon, CapIcon, ClockIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDuration, spokenDuration } from '../course-format';
import { coursePagePath } from '../course-paths';
import { SdgChips } from '../../../components/ui/sdg-goals';

/** A course in a list; `price` (formatted) marks one sold in the shop. */
export function CourseCard({ course, price = null }: { course: TCourseCard; price?: string | null }) {
  const { t } = useTranslation(['site', 'learning']);
  const id = useId();
  return (
    <CoverCardLink
      to={coursePagePath(course.kind, course.slug)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-kind ${id}-counts ${id}-intro ${id}-goals`}
      data-testid="course-card"
      data-course-slug={course.slug}
      cover={course.cover}
      fallback={<CapIcon size={48} />}
    >
      <div className="flex min-h-6 items-center justify-between gap-2">
        <span id={`${id}-kind`}>
          <Badge tone="warm">{t(`learning:kinds.${course.kind}`)}</Badge>
        </span>
        <span id={`${id}-goals`}>
          <SdgChips sdgs={course.sdgs.slice(0, 4)} />
        </span>
      </div>
      <h3 id={`${id}-title`} className="mt-3 line-clamp-2 min-h-12 text-lg leading-6 font-bold text-ink group-hover:underline">
        {course.name}
      </h3>
      <p id={`${id}-intro`} className="mt-2 line-clamp-3 min-h-[4.5rem] text-sm leading-6 text-ink-muted">{course.intro}</p>
      <p id={`${id}-counts`} className={`flex flex-wrap gap-x-4 gap-y-1 ${cardFooterClass}`}>
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <BookIcon size={16} />
          {t('courses.lessons', { count: course.lessons_count })}
          <span className="sr-only">,</span>
        </span>
        {course.duration_minutes > 0 ? (
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <ClockIcon size={16} />
            <span aria-hidden="true">{formatDuration(course.duration_minutes)}</span>
            <span className="sr-only">{spokenDuration(course.duration_minutes)}</span>
          </span>
        ) : null}
        {price ? (
          <>
            <span className="sr-only">, </span>
            <span className="ml-auto font-bold whitespace-nowrap text-ink" data-testid="course-card-price">
              {price}
            </span>
          </>
        ) : null}
      </p>
    </CoverCardLink>
  );
}

export function CourseCardSkeleton() {
  return (
    <CoverCardSkeleton>
      <Skeleton className="h-6 w-24 rounded-full" />
      <Skeleton className="mt-3 h-12" />
      <Skeleton className="mt-2 h-[4.5rem]" />
      <Skeleton className="mt-4 h-[2.3rem]" />
    </CoverCardSkeleton>
  );
}
