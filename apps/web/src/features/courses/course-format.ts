import type { TChapterOutline } from '@commonshelf/shared/courses/courses.schemas';
import i18next from 'i18next';

/** "45 min", "1 h", "2 h 5 min": lesson and course lengths as a teacher plans with them. */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** The same length for screen readers, in the UI language: "1 hour 30 minutes". */
export function spokenDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  const parts = [];
  if (h) parts.push(i18next.t('learning:duration.hours', { count: h }));
  if (rest || !h) parts.push(i18next.t('learning:duration.minutes', { count: rest }));
  return parts.join(' ');
}

export type OutlinePosition = {
  /** 0-based place of the lesson in reading order, or -1 when it is not in the outline. */
  index: number;
  total: number;
  chapterNumber: number;
  lessonNumber: number;
  lessonsInChapter: number;
};

/** Where a lesson sits in a course: "Chapter 2 · Lesson 1 of 3", lesson 4 of 9 overall. */
export function outlinePosition(chapters: readonly TChapterOutline[], chapterSlug: string, lessonSlug: string): OutlinePosition {
  let index = -1;
  let total = 0;
  let chapterNumber = 0;
  let lessonNumber = 0;
  let lessonsInChapter = 0;
  chapters.forEach((chapter, c) => {
    chapter.lessons.forEach((lesson, l) => {
      if (chapter.slug === chapterSlug && lesson.slug === lessonSlug) {
        index = total;
        chapterNumber = c + 1;
        lessonNumber = l + 1;
        lessonsInChapter = chapter.lessons.length;
      }
      total += 1;
    });
  });
  return { index, total, chapterNumber, lessonNumber, lessonsInChapter };
}

/**
 * Where a learner stands in a course they enrolled in. A course can gain lessons after a learner
 * finished it: the certificate stays theirs, but "complete" would then sit under a bar that is not
 * full, so such a course has new lessons to do instead.
 */
export function enrolmentStanding(e: { completed_at: string | null; progress: number }): 'complete' | 'newLessons' | 'inProgress' {
  if (e.completed_at === null) return 'inProgress';
  return e.progress >= 100 ? 'complete' : 'newLessons';
}
