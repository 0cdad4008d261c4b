import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, switchLanguage } from '../../i18n';
import { GlobeIcon } from './icons';

/**
 * The UI language picker: a labelled native select, each language named in its own language and
 * marked with its `lang`. The choice applies at once and is remembered for the next visit.
 */
export function LanguageSwitcher({ testId = 'language-switcher', className = '' }: { testId?: string; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <GlobeIcon size={18} aria-hidden="true" className="pointer-events-none absolute left-2.5 text-ink-soft" />
      <select
        id={id}
        data-testid={testId}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
        className="h-10 cursor-pointer appearance-none rounded-full border border-line-soft bg-surface py-1 pr-3 pl-8 text-sm font-semibold text-ink hover:bg-primary-light focus-visible:outline-2 focus-visible:outline-primary"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
