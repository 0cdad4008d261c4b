import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSaveLanguageMutation } from '../../features/auth/api/auth.api';
import { isLanguage, LANGUAGES, switchLanguage, type Language } from '../../i18n';
import { selectIsLoggedIn } from '../../lib/session.slice';
import { CheckIcon } from './icons';

export type LanguageTriggerProps = {
  'data-testid': string;
  'data-language': Language;
  'aria-label': string;
  className: string;
};

/**
 * The language switcher's menu (see language-switcher.tsx, which loads this module when the
 * switcher is first used): Radix's menu button and its items, naming each language in itself.
 */
export function LanguageMenu({ trigger, face, defaultOpen }: { trigger: LanguageTriggerProps; face: ReactNode; defaultOpen: boolean }) {
  const { t } = useTranslation('common');
  const testId = trigger['data-testid'];
  const current = trigger['data-language'];
  const signedIn = useSelector(selectIsLoggedIn);
  const [saveLanguage] = useSaveLanguageMutation();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger}>{face}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label={t('language.label')}
          data-testid={`${testId}-menu`}
          className="z-[60] min-w-44 rounded-2xl border border-line-soft bg-surface p-1.5 shadow-menu animate-pop-in"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(value) => {
              if (!isLanguage(value)) return;
              // The server hears of it too, so the emails a signed-in person is sent later follow it.
              void switchLanguage(value).then(() => {
                if (signedIn) void saveLanguage({ language: value });
              });
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
