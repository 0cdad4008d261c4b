import { useTranslation } from 'react-i18next';

/** First focusable element of every layout; moves focus to <main id="main-content">. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      href="#main-content"
      data-testid="skip-link"
      onClick={(event) => {
        // Focusing directly avoids a hash navigation that the router would treat as a page change.
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="fixed top-3 left-3 z-[80] -translate-y-24 rounded-full bg-button px-5 py-3 text-sm font-semibold text-white shadow-lift transition-transform focus-visible:translate-y-0"
    >
      {t('skipLink')}
    </a>
  );
}
