import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../i18n';
import { ChevronDownIcon, GlobeIcon } from './icons';
import type { LanguageTriggerProps } from './language-menu';

// The menu (Radix's dropdown and its positioning) is not needed to show the current language, so
// it loads when the switcher is first pointed at, focused or pressed, not with every page.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * The UI language picker: a menu button naming the current language, whose items name each language
 * in itself (with its `lang`). A choice applies at once and is remembered for the next visit.
 */
export function LanguageSwitcher({ testId = 'language-switcher', className = '' }: { testId?: string; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const code = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const current = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  const trigger: LanguageTriggerProps = {
    'data-testid': testId,
    'data-language': current.code,
    'aria-label': t('language.current', { language: current.name }),
    className: `inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-line-soft bg-surface px-3 text-sm font-semibold text-ink transition-colors hover:bg-primary-light data-[state=open]:bg-primary-light ${className}`,
  };
  const face = (
    <>
      <GlobeIcon size={18} className="text-ink-soft" />
      <span lang={current.code}>{current.name}</span>
      <ChevronDownIcon size={16} />
    </>
  );
  // Until the menu's code is here, the same button, which asks for it and opens it when pressed.
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    >
      {face}
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu trigger={trigger} face={face} defaultOpen />
    </Suspense>
  );
}
