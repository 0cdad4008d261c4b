import type { TChapterOutline } from '@commonshelf/shared/courses/courses.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon, LockIcon, StarIcon } from '../../../components/ui/icons';
import { formatDuration, spokenDuration } from '../course-format';
import { lessonPath } from '../course-paths';

/** A lesson's mark in an outline: a tick when done, else its number. */
export function LessonMark({ done, number, current = false }: { done: boolean; number: number; current?: boolean }) {
  if (done) {
    return (
      <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-white" data-testid="lesson-tick">
        <CheckIcon size={16} strokeWidth={3} />
      </span>
    );
  }
  return (
    <span
      className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold tabular-nums ${current ? 'border-primary bg-primary-light text-primary-dark' : 'border-line bg-surface text-ink-muted'}`}
    >
      {number}
    </span>
  );
}

/** True while some lessons stay closed: a sold course the viewer has not bought. */
export const hasLockedLessons = (chapters: readonly TChapterOutline[]) => chapters.some((ch) => ch.lessons.some((l) => l.locked));

/** A sold course's mark on a lesson: a lock on those that open once bought, "Free preview" on the one open to all. */
export function LessonAccess({ locked, previewing, compact = false }: { locked: boolean; previewing: boolean; compact?: boolean }) {
  const { t } = useTranslation('learning');
  if (locked) {
    return (
      <>
        <LockIcon size={compact ? 14 : 16} className="shrink-0 text-ink-muted" data-testid="lesson-lock" />
        <span className="sr-only">{t('outline.locked')}</span>
      </>
    );
  }
  // In the player's narrow outline the locks say enough.
  if (!previewing || compact) return null;
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-primary-light px-2 py-0.5 text-xs font-bold text-primary-dark" data-testid="lesson-preview">
      {t('outline.preview')}
    </span>
  );
}

/** The course page's "Course content": every chapter with its lessons, ticks for an enrolled learner. */
export function CourseOutline({ chapters, basePath }: { chapters: readonly TChapterOutline[]; basePath: string }) {
  const { t } = useTranslation('learning');
  if (chapters.length === 0) {
    return <p className="rounded-2xl bg-surface-alt p-5 text-ink-muted">{t('outline.beingWritten')}</p>;
  }
  const previewing = hasLockedLessons(chapters);
  return (
    <ol role="list" className="flex flex-col gap-4" data-testid="course-outline">
      {chapters.map((chapter, c) => {
        const done = chapter.lessons.filter((l) => l.completed).length;
        return (
          <li key={chapter.slug} className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line-soft bg-surface-alt px-5 py-4">
              <h3 className="text-lg font-bold text-ink">
                <span className="mr-1.5 text-sm font-bold tracking-wide text-primary uppercase">{t('outline.chapter', { number: c + 1 })}</span>
                <span className="sr-only">: </span>
                <span className="block sm:inline">{chapter.title}</span>
              </h3>
              <p className="text-sm text-ink-muted">
                {t('course.lessons', { count: chapter.lessons.length })}
                {chapter.duration_minutes ? (
                  <>
                    {' · '}
                    <span aria-hidden="true">{formatDuration(chapter.duration_minutes)}</span>
                    <span className="sr-only">{spokenDuration(chapter.duration_minutes)}</span>
                  </>
                ) : null}
                {chapter.lessons.some((l) => l.completed !== null) ? t('outline.done', { done }) : null}
              </p>
            </div>
            <ol role="list" className="divide-y divide-line-soft">
              {chapter.lessons.map((lesson, l) => (
                <li key={lesson.slug}>
                  <Link
                    to={lessonPath(basePath, chapter.slug, lesson.slug)}
                    className="group flex min-h-14 items-center gap-3 px-5 py-3 hover:bg-primary-light/50"
                    data-testid="outline-lesson"
                    data-completed={lesson.completed === true}
                  >
                    <LessonMark done={lesson.completed === true} number={l + 1} />
                    <span className="min-w-0 flex-1 font-semibold text-ink group-hover:underline">
                      {lesson.title}
                      {lesson.completed ? <span className="sr-only">{t('outline.completed')}</span> : null}
                    </span>
                    <LessonAccess locked={lesson.locked} previewing={previewing} />
                    {lesson.has_quiz ? (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-announcement px-2 py-0.5 text-xs font-bold text-ink">
                        <StarIcon size={12} />
                        {t('outline.quiz')}
                      </span>
                    ) : null}
                    <span className="hidden shrink-0 text-sm text-ink-muted tabular-nums sm:inline">
                      <span aria-hidden="true">{formatDuration(lesson.duration_minutes)}</span>
                      <span className="sr-only">, {spokenDuration(lesson.duration_minutes)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
