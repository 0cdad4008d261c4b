import type { TCourseDetail } from '@commonshelf/shared/courses/courses.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useLocation, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import {
  AwardIcon,
  BookIcon,
  CapIcon,
  CheckIcon,
  ClockIcon,
  LayersIcon,
  StarIcon,
} from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetCourseQuery } from '../api/courses.api';
import { formatDuration, spokenDuration } from '../course-format';
import { KIND_PATHS, lessonPath } from '../course-paths';
import { CourseOutline } from './course-outline';
import { EnrolButton } from './enrol-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { PROSE } from '../../../components/ui/prose';
import { SdgBadgeList } from '../../../components/ui/sdg-goals';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { Breadcrumb } from '../../../components/ui/breadcrumb';

/** What the shop sells for a course (the cart's offers, composed in by the area: features do not import each other). */
type Offers = (course: TCourseDetail, heading: string) => ReactNode;

/** `/course/:slug`, `/hubs/:slug` and `/teacher-training-course/:slug`: one page for every kind. */
export function CoursePage({ offers }: { offers?: Offers }) {
  const { t } = useTranslation('learning');
  const { slug = '' } = useParams();
  const user = useSelector(selectUser);
  const { data: course, error, isLoading, isFetching, refetch } = useGetCourseQuery({ slug, viewer: user?.id ?? null });
  useDocumentTitle(course?.name);

  if (isLoading) return <CoursePageSkeleton />;
  if (!course) {
    if (error && 'status' in error && error.status === 404) return <CourseNotFound />;
    return (
      <div className="container-page py-12">
        <ErrorState what={t('course.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return <CourseView course={course} offers={offers} />;
}

function CourseView({ course, offers }: { course: TCourseDetail; offers?: Offers }) {
  const { t } = useTranslation('learning');
  const location = useLocation();
  const catalogue = { to: KIND_PATHS[course.kind].catalogue, label: t(`catalogue.${course.kind}.title`) };
  const enrollment = course.enrollment;
  const quizCount = course.chapters.reduce((n, ch) => n + ch.lessons.filter((l) => l.has_quiz).length, 0);
  // Sold and not bought: the price and the way into the cart take the enrol button's place.
  const forSale = course.sold && !course.unlocked && !course.preview;

  return (
    <article aria-labelledby="course-title" data-testid="course-page" data-course-id={course.id}>
      <section className="relative overflow-hidden bg-primary-light">
        <HeroShapes />
        <div className="container-page relative grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:py-14">
          <div className="min-w-0">
            <Breadcrumb parent={catalogue} current={course.name} />
            <Badge tone="warm">{t(`kinds.${course.kind}`)}</Badge>
            <h1 id="course-title" className="mt-3 text-3xl leading-tight font-black tracking-tight text-ink sm:text-4xl xl:text-5xl">
              {course.name}
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">{course.intro}</p>
            {course.sdgs.length ? (
              <div className="mt-5">
                <SdgBadgeList sdgs={course.sdgs} />
              </div>
            ) : null}
            <ul role="list" className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-ink-soft" data-testid="course-facts">
              <li className="inline-flex items-center gap-1.5">
                <LayersIcon size={18} className="text-primary" />
                {t('course.chapters', { count: course.chapters_count })}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <BookIcon size={18} className="text-primary" />
                {t('course.lessons', { count: course.lessons_count })}
              </li>
              {course.duration_minutes > 0 ? (
                <li className="inline-flex items-center gap-1.5">
                  <ClockIcon size={18} className="text-primary" />
                  <span aria-hidden="true">{formatDuration(course.duration_minutes)}</span>
                  <span className="sr-only">{t('course.inAll', { duration: spokenDuration(course.duration_minutes) })}</span>
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1.5">
                <AwardIcon size={18} className="text-primary" />
                {course.sold ? t('course.certificateIncluded') : t('course.freeCertificate')}
              </li>
            </ul>
            {course.preview ? <DraftPreviewNotice /> : null}
            {forSale ? (
              <div data-testid="course-for-sale">
                {offers?.(course, t('course.buyHeading'))}
                <p className="mt-3 max-w-2xl text-ink-soft">{t('course.soldNote')}</p>
                {course.first_lesson ? (
                  <Link
                    to={lessonPath(location.pathname, course.first_lesson.chapter_slug, course.first_lesson.lesson_slug)}
                    className={buttonClass('secondary', 'md', 'mt-4')}
                    data-testid="course-try-first"
                  >
                    {t('course.tryFirst')}
                  </Link>
                ) : null}
              </div>
            ) : null}
            <div className="mt-7 flex flex-wrap items-center gap-4 empty:hidden">
              {/* A draft cannot be enrolled in: its admin previews it as learners will see it. */}
              {course.preview || forSale ? null : (
                <EnrolButton
                  course={{ id: course.id, slug: course.slug }}
                  basePath={location.pathname}
                  resume={enrollment?.resume ?? null}
                  firstLesson={course.first_lesson}
                />
              )}
              {enrollment?.certificate_id ? (
                <Link to={`/certificates/${enrollment.certificate_id}`} className={buttonClass('secondary', 'lg')} data-testid="course-certificate-link">
                  <AwardIcon size={20} />
                  {t('course.viewCertificate')}
                </Link>
              ) : null}
            </div>
            {enrollment ? (
              <ProgressBar
                className="mt-6 max-w-md"
                tone="on-tint"
                value={enrollment.progress}
                label={t('course.yourProgress')}
                detail={t('course.progressDetail', { done: enrollment.completed_lessons, count: enrollment.total_lessons })}
                testId="course-progress"
              />
            ) : null}
          </div>
          <div className="min-w-0">
            <div className="overflow-hidden rounded-[calc(var(--radius-card)*1.4)] bg-surface shadow-lift">
              {course.cover ? (
                <img src={course.cover} alt="" width={800} height={450} className="aspect-video h-auto w-full object-cover" />
              ) : (
                <div className="flex aspect-video items-center justify-center bg-surface text-primary">
                  <CapIcon size={72} />
                </div>
              )}
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-12">
          {course.outcomes.length ? (
            <section aria-labelledby="learn-title">
              <h2 id="learn-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                {t('course.learnTitle')}
              </h2>
              <ul role="list" className="mt-5 grid gap-3 sm:grid-cols-2" data-testid="course-outcomes">
                {course.outcomes.map((outcome) => (
                  <li key={outcome} className="flex items-start gap-3 rounded-2xl border border-line-soft bg-surface p-4 text-ink">
                    <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary">
                      <CheckIcon size={14} strokeWidth={3} />
                    </span>
                    <span className="leading-relaxed">{outcome}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="content-title">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id="content-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                {t('course.contentTitle')}
              </h2>
              <p className="text-sm text-ink-muted">
                {t('course.chapters', { count: course.chapters_count })} · {t('course.lessons', { count: course.lessons_count })}
                {course.duration_minutes ? ` · ${t('course.inAll', { duration: formatDuration(course.duration_minutes) })}` : ''}
              </p>
            </div>
            <div className="mt-5">
              <CourseOutline chapters={course.chapters} basePath={location.pathname} />
            </div>
          </section>

          {course.description.description ? (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                {t(`course.about.${course.kind}`)}
              </h2>
              {/* Sanitised by the server (rich-text.ts) when written and again when served. */}
              <div className={`mt-4 ${PROSE}`} dangerouslySetInnerHTML={{ __html: course.description.description }} />
            </section>
          ) : null}
        </div>

        <aside aria-label={t('course.summary')} className="min-w-0">
          <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line-soft bg-surface p-6 shadow-card lg:sticky lg:top-6">
            <div>
              <h2 className="text-lg font-bold text-ink">{t(`course.includes.${course.kind}`)}</h2>
              <ul role="list" className="mt-3 flex flex-col gap-2.5 text-ink-soft">
                <li className="flex items-center gap-3">
                  <BookIcon size={20} className="shrink-0 text-primary" />
                  {t('course.shortLessons', { count: course.lessons_count })}
                </li>
                {course.duration_minutes ? (
                  <li className="flex items-center gap-3">
                    <ClockIcon size={20} className="shrink-0 text-primary" />
                    {t('course.aboutLearning', { duration: formatDuration(course.duration_minutes) })}
                  </li>
                ) : null}
                {quizCount ? (
                  <li className="flex items-center gap-3">
                    <StarIcon size={20} className="shrink-0 text-primary" />
                    {t('course.quizzes', { count: quizCount })}
                  </li>
                ) : null}
                <li className="flex items-center gap-3">
                  <AwardIcon size={20} className="shrink-0 text-primary" />
                  {t('course.certificateAtEnd')}
                </li>
              </ul>
            </div>
          </div>
        </aside>
      </div>
    </article>
  );
}

function CourseNotFound() {
  const { t } = useTranslation('learning');
  return (
    <ItemNotFound testId="course-not-found" icon={<CapIcon size={24} />} title={t('course.notFoundTitle')} backTo="/courses" backLabel={t('course.seeAll')}>
      {t('course.notFoundText')}
    </ItemNotFound>
  );
}

function CoursePageSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <PageSkeleton
      label={t('course.loading')}
      testId="course-skeleton"
      hero={
        <div className="container-page grid items-center gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:py-14">
          <div>
            <Skeleton className="mb-5 h-5 w-48" />
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="mt-3 h-20 w-full max-w-lg" />
            <Skeleton className="mt-4 h-20 w-full max-w-2xl" />
            <Skeleton className="mt-5 h-6 w-80 max-w-full" />
            <Skeleton className="mt-7 h-12 w-48 rounded-full" />
          </div>
          <Skeleton className="aspect-video w-full rounded-[calc(var(--radius-card)*1.4)]" />
        </div>
      }
    >
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
      </div>
    </PageSkeleton>
  );
}

function HeroShapes() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 500">
      <circle cx="1150" cy="30" r="170" className="fill-surface opacity-50" />
      <circle cx="60" cy="480" r="110" className="fill-surface opacity-40" />
    </svg>
  );
}

/** Shown to the site's admin on a draft they preview: learners cannot see the course yet. */
export function DraftPreviewNotice() {
  const { t } = useTranslation('learning');
  return (
    <p role="note" data-testid="draft-preview" className="mt-5 inline-flex max-w-2xl items-start gap-2 rounded-2xl border border-book-button bg-announcement px-4 py-3 text-sm font-semibold text-ink">
      <StarIcon size={18} className="mt-0.5 shrink-0" />
      {t('course.draftPreview')}
    </p>
  );
}
