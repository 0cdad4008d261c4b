import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, switchLanguage } from '../../i18n';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';

/**
 * The UI language picker: a menu button naming the current language, whose items name each language
 * in itself (with its `lang`). A choice applies at once and is remembered for the next visit.
 */
export function LanguageSwitcher({ testId = 'language-switcher', className = '' }: { testId?: string; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const code = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const current = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid={testId}
        data-language={current.code}
        aria-label={t('language.current', { language: current.name })}
        className={`inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full border border-line-soft bg-surface px-3 text-sm font-semibold text-ink transition-colors hover:bg-primary-light data-[state=open]:bg-primary-light ${className}`}
      >
        <GlobeIcon size={18} className="text-ink-soft" />
        <span lang={current.code}>{current.name}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label={t('language.label')}
          data-testid={`${testId}-menu`}
          className="z-[60] min-w-44 rounded-2xl border border-line-soft bg-surface p-1.5 shadow-menu animate-pop-in"
        >
          <DropdownMenu.RadioGroup
            value={current.code}
            onValueChange={(value) => {
              if (isLanguage(value)) void switchLanguage(value);
            }}
          >
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language.code}
                value={language.code}
                lang={language.code}
                data-testid={`${testId}-${language.code}`}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink outline-none select-none data-[highlighted]:bg-primary-light"
              >
                {language.name}
                <DropdownMenu.ItemIndicator>
                  <CheckIcon size={16} className="text-primary" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
