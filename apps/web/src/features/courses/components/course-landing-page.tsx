import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowLeftIcon, CapIcon, SparklesIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetCourseLandingQuery } from '../api/courses.api';
import { coursePagePath } from '../course-paths';
import { enhanceLandingDescription } from '../landing-html';
import { EnrolButton } from './enrol-button';
import { PROSE_WITHOUT_HEADINGS } from '../../../components/ui/prose';

/** The course the landing page presents (spec 7: `GET /data/courses/this-is-course`). */
export const LANDING_COURSE_SLUG = 'this-is-course';

/** Spec 9: the course hero is 328 px tall. */
const HERO_HEIGHT = 'h-[328px]';

/** `/test`: the course landing page of spec 2 ("Course landing page (test route)"). */
export function CourseLandingPage() {
  const { t } = useTranslation('learning');
  const { data, error, isLoading, isFetching, refetch } = useGetCourseLandingQuery(LANDING_COURSE_SLUG);
  const course = data?.data;
  useDocumentTitle(course?.name);

  if (isLoading) return <LandingSkeleton />;
  if (!course) {
    if (error && 'status' in error && error.status === 404) {
      return (
        <div className="container-page py-14">
          <StateMessage
            icon={<CapIcon size={24} />}
            title={t('landing.notAvailable')}
            action={
              <Link to="/courses" className={buttonClass('primary', 'md')}>
                <ArrowLeftIcon size={18} />
                {t('landing.seeAll')}
              </Link>
            }
          >
            {t('landing.notPublished')}
          </StateMessage>
        </div>
      );
    }
    return (
      <div className="container-page py-14">
        <ErrorState what={t('landing.what')} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  const { description, sustainability_details: goals } = course.description;
  return (
    <article aria-labelledby="landing-title" data-testid="course-landing">
      <section data-testid="course-hero" className={`on-primary relative ${HERO_HEIGHT} overflow-hidden bg-primary text-white`}>
        <HeroArt />
        <div className="container-page relative flex h-full flex-col justify-center">
          <h1 id="landing-title" className="line-clamp-2 max-w-3xl text-[1.75rem] leading-tight font-black tracking-tight sm:text-4xl lg:text-5xl">
            {course.name}
          </h1>
          <p className="mt-3 line-clamp-4 max-w-2xl text-[15px] leading-6 text-white/90 sm:mt-4 sm:line-clamp-3 sm:text-lg sm:leading-relaxed" data-testid="course-hero-subtitle">
            {course.intro}
          </p>
          <div className="mt-5 sm:mt-7">
            <EnrolButton variant="on-primary" course={{ id: course.id, slug: course.slug }} basePath={coursePagePath('course', course.slug)} />
          </div>
        </div>
      </section>

      <section aria-labelledby="free-program-title" className="container-page py-12 sm:py-16" data-testid="course-description">
        <div className="mx-auto max-w-4xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-announcement px-3.5 py-1.5 text-sm font-bold text-ink">
            <SparklesIcon size={16} />
            {t('landing.free')}
          </p>
          <h2 id="free-program-title" className="mt-4 text-3xl font-black tracking-tight text-ink sm:text-4xl">
            {t('landing.freeProgram')}
          </h2>
          {goals.length ? (
            <ul role="list" aria-label={t('landing.goals')} className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="sustainability-details">
              {goals.map((goal) => (
                <li key={goal.title}>
                  <figure className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
                    <img src={goal.thumbnail} alt="" width={240} height={240} loading="lazy" className="aspect-square h-auto w-full object-cover" />
                    <figcaption className="flex-1 p-3 text-sm leading-snug font-semibold text-ink">{goal.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : null}
          {description ? <EditorHtml html={description} /> : null}
        </div>
      </section>
    </article>
  );
}

/**
 * The editor's description. The server sanitised it (rich-text.ts); this is the only HTML the page
 * injects. An effect then adds the download button, widens media and styles headings.
 */
function EditorHtml({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) enhanceLandingDescription(root.current);
  }, [html]);
  // Keyed by the HTML: new HTML gets a fresh element, so it is post-processed too.
  return <div key={html} ref={root} className={`mt-10 ${PROSE_WITHOUT_HEADINGS}`} data-testid="course-editor-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

function HeroArt() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 328">
      <circle cx="1100" cy="40" r="190" className="fill-primary-dark opacity-50" />
      <circle cx="980" cy="300" r="70" className="fill-white opacity-10" />
      <circle cx="40" cy="320" r="80" className="fill-primary-dark opacity-40" />
      <g className="fill-none stroke-white opacity-25" strokeWidth="3" strokeLinecap="round">
        <path d="M820 120c40-30 90-30 130 0s90 30 130 0" />
        <path d="M860 200c30-20 70-20 100 0s70 20 100 0" />
      </g>
      <g transform="translate(1010 150) rotate(-12)" className="opacity-30">
        <rect width="120" height="80" rx="8" className="fill-white" />
        <path d="M0 6l60 40 60-40" className="fill-none stroke-primary" strokeWidth="5" />
      </g>
    </svg>
  );
}

function LandingSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div aria-busy="true" data-testid="course-landing-skeleton">
      <p role="status" className="sr-only">
        {t('landing.loading')}
      </p>
      <div className={`${HERO_HEIGHT} bg-primary`}>
        <div className="container-page flex h-full flex-col justify-center gap-4" aria-hidden="true">
          <div className="h-10 w-3/4 max-w-2xl animate-shimmer rounded-lg bg-white/20" />
          <div className="h-16 w-full max-w-2xl animate-shimmer rounded-lg bg-white/15" />
          <div className="h-12 w-48 animate-shimmer rounded-full bg-white/25" />
        </div>
      </div>
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-4xl">
          <Skeleton className="h-8 w-44 rounded-full" />
          <Skeleton className="mt-4 h-10 w-72 max-w-full" />
          <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-square w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
          <Skeleton className="mt-10 h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
