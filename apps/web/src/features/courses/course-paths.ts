import type { TCourseCard } from '@commonshelf/shared/courses/courses.schemas';

export type CourseKind = TCourseCard['kind'];

/** Where each kind lives: its catalogue, and the page prefix of one course of that kind. */
export const KIND_PATHS: Record<CourseKind, { catalogue: string; page: string }> = {
  course: { catalogue: '/courses', page: '/course' },
  hub: { catalogue: '/hubs', page: '/hubs' },
  teacher_training: { catalogue: '/teacher-training', page: '/teacher-training-course' },
  challenge: { catalogue: '/challenges', page: '/course' },
};

/** The course page of a course: `/course/x`, `/hubs/x` or `/teacher-training-course/x`. */
export function coursePagePath(kind: CourseKind, slug: string): string {
  return `${KIND_PATHS[kind].page}/${encodeURIComponent(slug)}`;
}

/** A path without its trailing slashes (React Router matches `/course/x/` too). */
function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed || '/';
}

/**
 * Spec 4: a lesson opens "at the current path plus the chapter slug and lesson slug", so the
 * course page `/hubs/x` leads to `/hubs/x/<chapter>/<lesson>` and `/course/x` to `/course/x/…`.
 */
export function lessonPath(currentPath: string, chapterSlug: string, lessonSlug: string): string {
  const base = trimSlashes(currentPath);
  return `${base === '/' ? '' : base}/${encodeURIComponent(chapterSlug)}/${encodeURIComponent(lessonSlug)}`;
}

/**
 * The course page a lesson path belongs to: its first two segments
 * (`/hubs/x/intro/welcome` → `/hubs/x`), so lesson links stay under the prefix the learner came by.
 */
export function courseBasePath(lessonPathname: string): string {
  const segments = lessonPathname.split('/').filter(Boolean);
  return `/${segments.slice(0, 2).join('/')}`;
}
