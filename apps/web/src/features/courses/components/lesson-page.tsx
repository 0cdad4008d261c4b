import type { TCourseDetail, TLessonRef } from '@commonshelf/shared/courses/courses.schemas';
import type { TCertificateRef, TLessonContent, TLessonResource, TLessonVideo } from '@commonshelf/shared/courses/learning.schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation, useParams } from 'react-router';
import { busyButtonProps, buttonClass, iconButtonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  AwardIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  DownloadIcon,
  ExternalLinkIcon,
  FileTextIcon,
  LockIcon,
  SidebarIcon,
  SparklesIcon,
  StarIcon,
} from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompleteLessonMutation, useGetCourseQuery, useGetLessonQuery, type LessonArgs } from '../api/courses.api';
import { formatDuration, outlinePosition, spokenDuration } from '../course-format';
import { courseBasePath, lessonPath } from '../course-paths';
import { CertificateEarnedPanel } from './certificate-earned-panel';
import { DraftPreviewNotice } from './course-page';
import { hasLockedLessons, LessonAccess, LessonMark } from './course-outline';
import { EnrolButton } from './enrol-button';
import { LessonQuiz } from './lesson-quiz';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { PROSE } from '../../../components/ui/prose';

/** `/course/:slug/:chapterSlug/:lessonSlug` and `/hubs/:courseSlug/:chapterSlug/:lessonSlug`: the lesson player. */
export function LessonPage() {
  const { t } = useTranslation('learning');
  const params = useParams();
  const location = useLocation();
  const user = useSelector(selectUser);
  const args: LessonArgs = {
    slug: params.slug ?? params.courseSlug ?? '',
    chapterSlug: params.chapterSlug ?? '',
    lessonSlug: params.lessonSlug ?? '',
  };
  const viewer = user?.id ?? null;
  const base = courseBasePath(location.pathname);
  const course = useGetCourseQuery({ slug: args.slug, viewer });
  // A lesson the outline marks closed (a sold course, not bought) is not asked for: the API would answer 403.
  const outlined = course.data?.chapters.find((c) => c.slug === args.chapterSlug)?.lessons.find((l) => l.slug === args.lessonSlug);
  const lesson = useGetLessonQuery({ ...args, viewer }, { skip: outlined?.locked === true });
  const locked = outlined?.locked === true || errorStatus(lesson.error) === 403;
  useDocumentTitle(
    locked ? (outlined && course.data ? `${outlined.title} · ${course.data.name}` : null) : lesson.data ? `${lesson.data.title} · ${lesson.data.course.name}` : null,
  );

  const enrollment = course.data?.enrollment ?? null;
  const position = course.data ? outlinePosition(course.data.chapters, args.chapterSlug, args.lessonSlug) : null;

  return (
    <div className="bg-surface-alt" data-testid="lesson-player">
      <div className="border-b border-line-soft bg-surface">
        <div className="container-page flex min-h-16 flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <Link
            to={base}
            className="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-3 text-sm font-bold text-ink hover:text-primary"
            data-testid="lesson-course-link"
          >
            <ArrowLeftIcon size={18} className="shrink-0" />
            <span className="truncate">{course.data?.name ?? lesson.data?.course.name ?? t('lesson.backToCourse')}</span>
          </Link>
          <div className="ml-auto flex min-w-0 flex-[1_1_16rem] items-center justify-end gap-3">
            {enrollment ? (
              <ProgressBar
                size="sm"
                className="w-full max-w-xs"
                value={enrollment.progress}
                label={t('lesson.courseProgress')}
                detail={t('lesson.progressDetail', { done: enrollment.completed_lessons, total: enrollment.total_lessons })}
                testId="lesson-progress"
              />
            ) : null}
            {course.data ? <OutlineDrawer course={course.data} base={base} current={args} /> : null}
          </div>
        </div>
      </div>

      <div className="container-page grid gap-8 py-6 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:py-10">
        <aside className="hidden lg:block">
          <div className="sticky top-6 max-h-[calc(100dvh-3rem)] overflow-y-auto overscroll-contain rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card">
            {course.data ? <PlayerOutline course={course.data} base={base} current={args} /> : <OutlineSkeleton />}
          </div>
        </aside>
        <div className="min-w-0">
          {/* `data` stays the last lesson that loaded; an error is this lesson's (a closed or unknown one). */}
          {locked ? (
            <LessonLocked title={outlined?.title ?? null} base={base} signedIn={user !== null} />
          ) : lesson.isLoading ? (
            <LessonSkeleton />
          ) : lesson.data && !lesson.isError ? (
            <LessonView
              key={`${args.slug}/${args.chapterSlug}/${args.lessonSlug}`}
              lesson={lesson.data}
              args={args}
              base={base}
              course={course.data ?? null}
              chapterNumber={position && position.index >= 0 ? position.chapterNumber : null}
              lessonNumber={position && position.index >= 0 ? position.lessonNumber : null}
              lessonsInChapter={position?.lessonsInChapter ?? null}
            />
          ) : errorStatus(lesson.error) === 404 ? (
            <ItemNotFound
              variant="inline"
              testId="lesson-not-found"
              icon={<FileTextIcon size={24} />}
              title={t('lesson.notFoundTitle')}
              backTo={base}
              backLabel={t('lesson.backToCourse')}
            >
              {t('lesson.notFoundText')}
            </ItemNotFound>
          ) : (
            <ErrorState what={t('lesson.what')} onRetry={() => void lesson.refetch()} retrying={lesson.isFetching} />
          )}
        </div>
      </div>
    </div>
  );
}

type ViewProps = {
  lesson: TLessonContent;
  args: LessonArgs;
  base: string;
  course: TCourseDetail | null;
  chapterNumber: number | null;
  lessonNumber: number | null;
  lessonsInChapter: number | null;
};

function LessonView({ lesson, args, base, course, chapterNumber, lessonNumber, lessonsInChapter }: ViewProps) {
  const { t } = useTranslation('learning');
  const [certificate, setCertificate] = useState<TCertificateRef | null>(null);
  const [completedHere, setCompletedHere] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // Moving to another lesson replaces the link that was pressed; start screen readers at the new title.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) title.current?.focus({ preventScroll: true });
  }, []);
  const enrolled = lesson.progress !== null;
  const completed = completedHere || lesson.progress?.completed === true;

  const onProgress = (result: { certificate: TCertificateRef | null; lessonCompleted: boolean }) => {
    if (result.lessonCompleted) setCompletedHere(true);
    if (result.certificate) setCertificate(result.certificate);
  };

  return (
    <>
      <article
        aria-labelledby="lesson-title"
        className="rounded-[calc(var(--radius-card)*1.3)] bg-surface px-5 py-7 shadow-card sm:px-8 sm:py-10 lg:px-12"
        data-testid="lesson"
        data-completed={completed}
      >
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <header>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-bold tracking-wide text-primary uppercase">
              <span>
                {chapterNumber ? t('lesson.chapterPrefix', { number: chapterNumber }) : ''}
                {lesson.chapter.title}
              </span>
            </p>
            <h1 id="lesson-title" ref={title} tabIndex={-1} className="mt-2 text-3xl leading-tight font-black tracking-tight text-ink focus:outline-none sm:text-4xl">
              {lesson.title}
            </h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-ink-muted">
              {lessonNumber && lessonsInChapter ? (
                <span>{t('lesson.position', { number: lessonNumber, total: lessonsInChapter })}</span>
              ) : null}
              {lesson.duration_minutes ? (
                <span className="inline-flex items-center gap-1.5">
                  <ClockIcon size={16} />
                  <span aria-hidden="true">{formatDuration(lesson.duration_minutes)}</span>
                  <span className="sr-only">{spokenDuration(lesson.duration_minutes)}</span>
                </span>
              ) : null}
              {completed ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-light px-2.5 py-0.5 text-primary-dark">
                  <CheckIcon size={14} strokeWidth={3} />
                  {t('lesson.completed')}
                </span>
              ) : null}
            </p>
          </header>

          {lesson.video ? <LessonVideo video={lesson.video} title={lesson.title} /> : null}

          {lesson.content_html ? (
            // Sanitised by the server (rich-text.ts) when written and again when served.
            <div className={PROSE} data-testid="lesson-content" dangerouslySetInnerHTML={{ __html: lesson.content_html }} />
          ) : null}

          {lesson.resources.length ? <Resources resources={lesson.resources} /> : null}

          {lesson.quiz ? (
            <LessonQuiz
              quiz={lesson.quiz}
              lesson={args}
              enrolled={enrolled}
              stats={lesson.progress?.quiz ?? null}
              onResult={(r) => onProgress({ certificate: r.certificate, lessonCompleted: r.lesson_completed })}
            />
          ) : null}

          {enrolled ? (
            <Completion
              args={args}
              hasQuiz={lesson.quiz !== null}
              completed={completed}
              next={lesson.next}
              base={base}
              onDone={(certificateRef) => onProgress({ certificate: certificateRef, lessonCompleted: true })}
            />
          ) : course?.preview ? (
            <DraftPreviewNotice />
          ) : course?.sold && !course.unlocked ? (
            <BuyPrompt base={base} />
          ) : (
            <EnrolPrompt course={lesson.course} base={base} current={args} />
          )}

          {certificate ? <CertificateEarnedPanel certificateId={certificate.id} courseName={lesson.course.name} /> : null}
        </div>
      </article>
      <LessonPager previous={lesson.previous} next={lesson.next} base={base} />
      {course?.enrollment?.certificate_id && !certificate ? (
        <p className="mt-6 text-center">
          <Link to={`/certificates/${course.enrollment.certificate_id}`} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
            <AwardIcon size={18} />
            {t('lesson.earnedCertificate')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Completion({
  args,
  hasQuiz,
  completed,
  next,
  base,
  onDone,
}: {
  args: LessonArgs;
  hasQuiz: boolean;
  completed: boolean;
  next: TLessonRef | null;
  base: string;
  onDone: (certificate: TCertificateRef | null) => void;
}) {
  const { t } = useTranslation('learning');
  const [complete, { isLoading }] = useCompleteLessonMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // The button pressed goes once the lesson is complete: the keyboard's focus moves on to the next
  // lesson's link in its place (on the last lesson, the certificate's panel takes it).
  const nextLink = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef(false);
  useLayoutEffect(() => {
    if (!completed || !focusNext.current) return;
    focusNext.current = false;
    nextLink.current?.focus();
  }, [completed]);

  const markComplete = async (button: HTMLButtonElement) => {
    setProblem(null);
    focusNext.current = next !== null && document.activeElement === button;
    try {
      const result = await complete(args).unwrap();
      onDone(result.certificate);
    } catch (error) {
      setProblem(errorMessage(error, t('lesson.saveFailed')));
    }
  };

  return (
    <section aria-label={t('lesson.yourProgress')} className="flex flex-col gap-3" data-testid="lesson-completion">
      <div
        className={`flex flex-col items-start gap-4 rounded-2xl p-5 sm:flex-row sm:items-center ${completed ? 'bg-primary-light' : 'border-2 border-dashed border-line bg-surface-alt'}`}
      >
        <div role="status" className="flex min-w-0 flex-1 items-center gap-3">
          {completed ? (
            <>
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-white">
                <CheckIcon size={24} strokeWidth={3} />
              </span>
              <p className="text-lg font-bold text-ink" data-testid="lesson-complete-message">
                {t('lesson.completeMessage')}
              </p>
            </>
          ) : (
            <p className="text-base font-semibold text-ink-soft">
              {hasQuiz ? t('lesson.passQuiz') : t('lesson.markPrompt')}
            </p>
          )}
        </div>
        {!completed && !hasQuiz ? (
          <button type="button" onClick={(event) => void markComplete(event.currentTarget)} {...busyButtonProps(isLoading)} className={buttonClass('primary', 'lg')} data-testid="mark-complete">
            <CheckIcon size={20} strokeWidth={2.5} />
            {isLoading ? t('lesson.saving') : t('lesson.markComplete')}
          </button>
        ) : null}
        {completed && next ? (
          <Link ref={nextLink} to={lessonPath(base, next.chapter_slug, next.lesson_slug)} className={buttonClass('primary', 'lg')} data-testid="next-lesson-cta">
            {t('lesson.nextLesson')}
            <ArrowRightIcon size={20} />
          </Link>
        ) : null}
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </section>
  );
}

/** Under a lesson for someone not learning from the course yet: a heading, a line and the way in. */
function LessonPrompt({ testId, title, text, action }: { testId: string; title: string; text: string; action: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-4 rounded-2xl border border-line-soft bg-announcement p-6 sm:flex-row sm:items-center"
      data-testid={testId}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-surface text-book-button">
        <SparklesIcon size={26} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-ink-soft">{text}</p>
      </div>
      {action}
    </section>
  );
}

function EnrolPrompt({ course, base, current }: { course: TLessonContent['course']; base: string; current: LessonArgs }) {
  const { t } = useTranslation('learning');
  return (
    <LessonPrompt
      testId="lesson-enrol-prompt"
      title={t('lesson.enjoying')}
      text={t('lesson.enrolPrompt')}
      action={
        <EnrolButton
          course={{ id: course.id, slug: course.slug }}
          basePath={base}
          firstLesson={{ chapter_slug: current.chapterSlug, lesson_slug: current.lessonSlug }}
        />
      }
    />
  );
}

/** Under a sold course's free lesson, for a visitor who has not bought it: the way to its price. */
function BuyPrompt({ base }: { base: string }) {
  const { t } = useTranslation('learning');
  return (
    <LessonPrompt
      testId="lesson-buy-prompt"
      title={t('lesson.enjoyingPreview')}
      text={t('lesson.buyPrompt')}
      action={
        <Link to={base} className={buttonClass('primary', 'lg')} data-testid="lesson-see-price">
          {t('lesson.seePrice')}
        </Link>
      }
    />
  );
}

/** A sold course's lesson past its free one, for a visitor who has not bought it (the API answers 403). */
function LessonLocked({ title, base, signedIn }: { title: string | null; base: string; signedIn: boolean }) {
  const { t } = useTranslation('learning');
  const location = useLocation();
  return (
    <section
      aria-labelledby="lesson-locked-title"
      className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-6 shadow-card sm:p-8"
      data-testid="lesson-locked"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-light text-primary">
        <LockIcon size={26} />
      </span>
      {/* The lesson's name where the outline gives it, and under it why it is closed. */}
      <div>
        <h1 id="lesson-locked-title" className="text-2xl font-extrabold tracking-tight text-ink">
          {title ?? t('lesson.lockedTitle')}
        </h1>
        {title ? <p className="mt-1 text-lg font-bold text-ink-soft">{t('lesson.lockedTitle')}</p> : null}
      </div>
      <p className="max-w-2xl text-ink-soft">{t('lesson.lockedText')}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to={base} className={buttonClass('primary', 'lg')} data-testid="lesson-locked-course">
          {t('lesson.seePrice')}
        </Link>
        {signedIn ? null : (
          <Link to={`/login?next=${encodeURIComponent(location.pathname)}`} className="font-semibold text-primary-dark underline" data-testid="lesson-locked-login">
            {t('lesson.boughtLogIn')}
          </Link>
        )}
      </div>
    </section>
  );
}

function LessonVideo({ video, title }: { video: TLessonVideo; title: string }) {
  const { t } = useTranslation('learning');
  if (video.kind === 'embed') {
    return (
      <div className="overflow-hidden rounded-2xl bg-ink shadow-card" data-testid="lesson-video">
        <iframe
          src={video.url}
          title={t('lesson.video', { title })}
          className="aspect-video h-auto w-full border-0"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          loading="lazy"
        />
      </div>
    );
  }
  return (
    <video
      src={video.url}
      controls
      preload="metadata"
      aria-label={t('lesson.video', { title })}
      className="aspect-video w-full rounded-2xl bg-ink shadow-card"
      data-testid="lesson-video"
    />
  );
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

function Resources({ resources }: { resources: readonly TLessonResource[] }) {
  const { t } = useTranslation('learning');
  return (
    <section aria-labelledby="resources-title" data-testid="lesson-resources">
      <h2 id="resources-title" className="text-xl font-extrabold tracking-tight text-ink">
        {t('lesson.resources')}
      </h2>
      <ul role="list" className="mt-3 grid gap-3 sm:grid-cols-2">
        {resources.map((resource) => {
          const file = resource.kind === 'file';
          return (
            <li key={`${resource.kind}:${resource.url}`}>
              <a
                href={resource.url}
                {...(file ? { download: '' } : NEW_TAB)}
                className="group flex min-h-16 items-center gap-3 rounded-2xl border border-line-soft bg-surface p-4 hover:border-primary hover:bg-primary-light/40"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary">
                  {file ? <FileTextIcon size={20} /> : <ExternalLinkIcon size={20} />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold wrap-anywhere text-ink group-hover:underline">{resource.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {file ? t('lesson.download') : t('lesson.website')}
                    {file ? null : <span className="sr-only">{t('lesson.newTab')}</span>}
                  </span>
                </span>
                {file ? <DownloadIcon size={20} className="shrink-0 text-ink-muted" /> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LessonPager({ previous, next, base }: { previous: TLessonRef | null; next: TLessonRef | null; base: string }) {
  const { t } = useTranslation('learning');
  const card = 'group flex min-h-20 min-w-0 flex-1 items-center gap-3 rounded-2xl border border-line-soft bg-surface p-4 shadow-card hover:border-primary';
  return (
    <nav aria-label={t('lesson.lessons')} className="mt-6 flex flex-col gap-3 sm:flex-row" data-testid="lesson-pager">
      {previous ? (
        <Link to={lessonPath(base, previous.chapter_slug, previous.lesson_slug)} rel="prev" className={card} data-testid="previous-lesson">
          <ArrowLeftIcon size={22} className="shrink-0 text-primary" />
          <span className="min-w-0">
            <span className="block text-xs font-bold tracking-wide text-ink-muted uppercase">{t('lesson.previous')}</span>
            <span className="block truncate font-bold text-ink group-hover:underline">{previous.title}</span>
          </span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {next ? (
        <Link to={lessonPath(base, next.chapter_slug, next.lesson_slug)} rel="next" className={`${card} justify-end text-right`} data-testid="next-lesson">
          <span className="min-w-0">
            <span className="block text-xs font-bold tracking-wide text-ink-muted uppercase">{t('lesson.next')}</span>
            <span className="block truncate font-bold text-ink group-hover:underline">{next.title}</span>
          </span>
          <ArrowRightIcon size={22} className="shrink-0 text-primary" />
        </Link>
      ) : (
        <Link to={base} className={`${card} justify-end text-right`} data-testid="back-to-course">
          <span className="min-w-0">
            <span className="block text-xs font-bold tracking-wide text-ink-muted uppercase">{t('lesson.lastLesson')}</span>
            <span className="block truncate font-bold text-ink group-hover:underline">{t('lesson.backToCourse')}</span>
          </span>
          <ArrowRightIcon size={22} className="shrink-0 text-primary" />
        </Link>
      )}
    </nav>
  );
}

type OutlineProps = { course: TCourseDetail; base: string; current: LessonArgs; onNavigate?: () => void };

/** The player's list of chapters and lessons, with ticks and the current lesson marked. */
function PlayerOutline({ course, base, current, onNavigate }: OutlineProps) {
  const { t } = useTranslation('learning');
  const id = useId();
  const previewing = hasLockedLessons(course.chapters);
  return (
    <nav aria-label={t('lesson.outline')} data-testid="lesson-outline">
      <p className="px-2 text-xs font-bold tracking-wide text-ink-muted uppercase">{t('lesson.outline')}</p>
      <p className="mt-1 px-2 text-base leading-snug font-extrabold text-ink">{course.name}</p>
      <ol role="list" className="mt-4 flex flex-col gap-4">
        {course.chapters.map((chapter, c) => (
          <li key={chapter.slug}>
            <p id={`${id}-c${c}`} className="px-2 text-sm font-bold text-ink-soft">
              <span className="text-primary">{t('outline.chapter', { number: c + 1 })}</span>
              <span className="sr-only">:</span> {chapter.title}
            </p>
            <ol role="list" aria-labelledby={`${id}-c${c}`} className="mt-1.5 flex flex-col gap-0.5">
              {chapter.lessons.map((lesson, l) => {
                const isCurrent = chapter.slug === current.chapterSlug && lesson.slug === current.lessonSlug;
                return (
                  <li key={lesson.slug}>
                    <Link
                      to={lessonPath(base, chapter.slug, lesson.slug)}
                      onClick={onNavigate}
                      aria-current={isCurrent ? 'page' : undefined}
                      data-testid="player-outline-lesson"
                      data-completed={lesson.completed === true}
                      className={`flex min-h-11 items-center gap-2.5 rounded-xl px-2 py-1.5 text-sm leading-snug ${isCurrent ? 'bg-primary-light font-bold text-ink' : 'text-ink-soft hover:bg-surface-alt hover:text-ink'}`}
                    >
                      <LessonMark done={lesson.completed === true} number={l + 1} current={isCurrent} />
                      <span className="min-w-0 flex-1">
                        {lesson.title}
                        {lesson.completed ? <span className="sr-only">{t('outline.completed')}</span> : null}
                      </span>
                      <LessonAccess locked={lesson.locked} previewing={previewing} compact />
                      {lesson.has_quiz ? (
                        <>
                          <StarIcon size={14} className="shrink-0 text-book-button" />
                          <span className="sr-only">{t('lesson.withQuiz')}</span>
                        </>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
      {course.enrollment?.certificate_id ? (
        <Link
          to={`/certificates/${course.enrollment.certificate_id}`}
          onClick={onNavigate}
          className={buttonClass('book', 'md', 'mt-5 w-full')}
        >
          <AwardIcon size={18} />
          {t('lesson.myCertificate')}
        </Link>
      ) : (
        <p className="mt-5 rounded-xl bg-surface-alt px-3 py-2.5 text-xs text-ink-muted">
          {t('lesson.finishAll', { count: course.lessons_count })}
        </p>
      )}
    </nav>
  );
}

/** Below 1024 px the outline opens in a drawer; it closes on any navigation. */
function OutlineDrawer(props: OutlineProps) {
  const { t } = useTranslation('learning');
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  return (
    <Dialog.Root open={open} onOpenChange={(value) => setOpenedAt(value ? location.key : null)}>
      <Dialog.Trigger className={buttonClass('secondary', 'sm', 'shrink-0 lg:hidden')} data-testid="outline-button">
        <SidebarIcon size={18} />
        {t('lesson.lessons')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="outline-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-menu animate-slide-in-left focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line-soft px-4 py-3">
            <Dialog.Title className="text-base font-bold text-ink">{t('lesson.lessons')}</Dialog.Title>
            <Dialog.Close aria-label={t('lesson.closeList')} className={iconButtonClass}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain p-3">
            <PlayerOutline {...props} onNavigate={() => setOpenedAt(null)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OutlineSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-6 w-full" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

function LessonSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div aria-busy="true" className="rounded-[calc(var(--radius-card)*1.3)] bg-surface px-5 py-7 shadow-card sm:px-8 sm:py-10 lg:px-12" data-testid="lesson-skeleton">
      <p role="status" className="sr-only">
        {t('lesson.loading')}
      </p>
      <div className="mx-auto flex max-w-3xl flex-col gap-4" aria-hidden="true">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-6 h-5 w-full" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
      </div>
    </div>
  );
}
