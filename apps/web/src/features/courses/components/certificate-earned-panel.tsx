import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ConfettiBurst } from '../../../components/ui/confetti-burst';
import { AwardIcon, TrophyIcon } from '../../../components/ui/icons';

/** Shown when finishing a lesson or a quiz completed the course and its certificate was issued. */
export function CertificateEarnedPanel({ certificateId, courseName }: { certificateId: string; courseName: string }) {
  const { t } = useTranslation('learning');
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  // The panel appears below what the learner just pressed: bring all of it into view and read it out.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return (
    <section
      ref={panel}
      aria-labelledby="certificate-earned-title"
      data-testid="certificate-panel"
      data-certificate-id={certificateId}
      className="relative overflow-hidden rounded-[calc(var(--radius-card)*1.3)] border-2 border-book-button/40 bg-announcement px-6 py-8 text-center shadow-lift animate-pop-in sm:px-10"
    >
      <ConfettiBurst />
      <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 400 200">
        <circle cx="20" cy="20" r="40" className="fill-surface opacity-60" />
        <circle cx="385" cy="185" r="50" className="fill-surface opacity-60" />
        <circle cx="360" cy="30" r="8" className="fill-book-button opacity-60" />
        <circle cx="40" cy="170" r="6" className="fill-primary opacity-60" />
      </svg>
      <div className="relative flex flex-col items-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-surface text-book-button shadow-card">
          <TrophyIcon size={44} />
        </span>
        <h2
          id="certificate-earned-title"
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-3xl font-black tracking-tight text-ink focus:outline-none sm:text-4xl"
        >
          {t('earned.title')}
        </h2>
        <p className="mt-3 max-w-lg text-lg leading-relaxed text-ink-soft">
          <Trans t={t} i18nKey="earned.text" values={{ name: courseName }} components={{ strong: <strong className="text-ink" /> }} />
        </p>
        <Link to={`/certificates/${certificateId}`} className={buttonClass('book', 'lg', 'mt-6')} data-testid="certificate-panel-link">
          <AwardIcon size={22} />
          {t('earned.view')}
        </Link>
      </div>
    </section>
  );
}
