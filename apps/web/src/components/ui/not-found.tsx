import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { HomeIcon, LibraryIcon } from './icons';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <section
      data-testid="not-found"
      aria-labelledby="not-found-title"
      className="container-page flex flex-col items-center py-16 text-center sm:py-24"
    >
      {/* React hoists this into <head>; the page only exists while it is shown. */}
      <meta name="robots" content="noindex" />
      <svg aria-hidden="true" focusable="false" width="220" height="96" viewBox="0 0 220 96" className="h-20 w-auto sm:h-24">
        <text
          x="50%"
          y="84"
          textAnchor="middle"
          className="fill-primary-light stroke-primary text-[96px] font-black tracking-[-4px]"
          strokeWidth="2"
        >
          404
        </text>
      </svg>
      <h1 id="not-found-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-ink-soft sm:text-lg">
        {t('notFound.body')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'md')}>
          <HomeIcon size={18} />
          {t('actions.goHome')}
        </Link>
        <Link to="/library" className={buttonClass('secondary', 'md')}>
          <LibraryIcon size={18} />
          {t('notFound.browseLibrary')}
        </Link>
      </div>
    </section>
  );
}
