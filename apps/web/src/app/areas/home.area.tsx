import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ArrowRightIcon, BookIcon, CapIcon, CloseIcon, LayersIcon } from '../../components/ui/icons';
import { Section } from '../../components/ui/section';
import { CharityHighlights } from '../../features/charities/components/charity-highlights';
import { CourseHighlights } from '../../features/courses/components/course-highlights';
import { LibraryHome } from '../../features/library/components/library-home';
import { useActiveMode } from '../../features/modes/hooks/use-active-mode';
import { modeCleared } from '../../features/modes/mode-selection.slice';
import { useAppDispatch } from '../../lib/redux-hooks';
import { useSite } from '../../lib/site';

/** `/` and `/library`: the landing page, filtered by the Switchboard mode when one is chosen. */
export function HomePage() {
  const { t } = useTranslation(['site', 'common']);
  const dispatch = useAppDispatch();
  const { modeId, mode } = useActiveMode();

  const showAllModes = mode ? (
    <button type="button" onClick={() => dispatch(modeCleared())} className={buttonClass('secondary', 'sm')}>
      {t('common:actions.showAllModes')}
    </button>
  ) : undefined;

  return (
    <>
      <Hero modeName={mode?.name ?? null} onClearMode={() => dispatch(modeCleared())} />
      <LibraryHome modeId={modeId} emptyAction={showAllModes} />
      <div className="bg-surface-alt">
        <Section
          id="courses"
          testId="section-courses"
          title={t('home.coursesTitle')}
          description={t('home.coursesDescription')}
          action={
            <Link to="/courses" className={buttonClass('ghost', 'sm')}>
              {t('home.allCourses')}
              <ArrowRightIcon size={16} />
            </Link>
          }
        >
          <CourseHighlights modeId={modeId} emptyAction={showAllModes} />
        </Section>
      </div>
      <Section
        id="charities"
        testId="section-charities"
        title={t('home.charitiesTitle')}
        description={t('home.charitiesDescription')}
        action={
          <Link to="/charities/" className={buttonClass('ghost', 'sm')}>
            {t('home.allCharities')}
            <ArrowRightIcon size={16} />
          </Link>
        }
      >
        <CharityHighlights />
      </Section>
    </>
  );
}

function Hero({ modeName, onClearMode }: { modeName: string | null; onClearMode: () => void }) {
  const site = useSite();
  const { t } = useTranslation(['site', 'common']);
  const eyebrow = site.isTenant
    ? site.tenant?.is_organization
      ? t('home.eyebrowOrganisation')
      : t('home.eyebrowSchool')
    : site.productName;
  const title = site.isTenant ? t('home.welcome', { site: site.siteName }) : t('home.title');
  return (
    <section aria-labelledby="hero-title" data-testid="home-hero" className="relative overflow-hidden bg-primary-light">
      <HeroShapes />
      <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <BookIcon size={16} />
            {eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.08] font-black tracking-tight text-ink sm:text-5xl xl:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            {t('home.lead')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/library#featured-books" className={buttonClass('primary', 'lg')} data-testid="cta-library">
              <BookIcon size={20} />
              {t('home.exploreLibrary')}
            </Link>
            <Link to="/courses" className={buttonClass('secondary', 'lg')} data-testid="cta-courses">
              <CapIcon size={20} />
              {t('home.browseCourses')}
            </Link>
          </div>
          {modeName ? (
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-surface py-1 pr-1 pl-3.5 text-sm text-ink-soft shadow-card">
              <LayersIcon size={16} className="text-primary" />
              {t('common:mode.label')} <strong className="font-semibold text-ink">{modeName}</strong>
              <button
                type="button"
                onClick={onClearMode}
                aria-label={t('common:mode.showAllInsteadOf', { mode: modeName })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-light"
              >
                <CloseIcon size={14} />
              </button>
            </p>
          ) : null}
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function HeroShapes() {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1200 500">
      <circle cx="1150" cy="40" r="180" className="fill-surface opacity-50" />
      <circle cx="80" cy="470" r="120" className="fill-surface opacity-40" />
    </svg>
  );
}

/** A bookshelf drawn in theme colours; decoration only, hidden on phones to keep the fold for content. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg width="440" height="340" viewBox="0 0 440 340" className="h-auto w-full max-w-md drop-shadow-sm">
        <rect x="20" y="292" width="400" height="16" rx="8" className="fill-primary-dark" />
        <rect x="56" y="120" width="54" height="172" rx="8" className="fill-primary" />
        <rect x="66" y="150" width="34" height="6" rx="3" className="fill-primary-light" />
        <rect x="118" y="88" width="62" height="204" rx="8" className="fill-book-button" />
        <rect x="130" y="120" width="38" height="6" rx="3" className="fill-surface" />
        <rect x="188" y="140" width="46" height="152" rx="8" className="fill-announcement stroke-primary" strokeWidth="3" />
        <g transform="rotate(-12 282 292)">
          <rect x="246" y="110" width="56" height="182" rx="8" className="fill-primary-dark" />
          <rect x="256" y="140" width="36" height="6" rx="3" className="fill-primary-light" />
        </g>
        <rect x="318" y="170" width="66" height="122" rx="8" className="fill-surface stroke-primary" strokeWidth="3" />
        <path d="M334 214h34M334 230h26" strokeWidth="5" strokeLinecap="round" className="stroke-primary" />
        <circle cx="352" cy="92" r="30" className="fill-surface" />
        <path d="M352 76l5 11 12 1.5-9 8 2.5 12-10.5-6-10.5 6 2.5-12-9-8 12-1.5z" className="fill-book-button" />
        <circle cx="80" cy="70" r="8" className="fill-primary" />
        <circle cx="214" cy="64" r="5" className="fill-book-button" />
      </svg>
    </div>
  );
}
