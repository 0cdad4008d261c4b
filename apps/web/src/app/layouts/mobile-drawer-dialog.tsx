import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { iconButtonClass } from '../../components/ui/button';
import { ChevronDownIcon, CloseIcon } from '../../components/ui/icons';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { useNavSections, type NavSection } from './site-links';

/**
 * The drawer itself (see mobile-drawer.tsx, which loads this module when the menu button is first
 * pressed). Focus goes back to that button when it closes.
 */
export function MobileDrawerDialog({
  open,
  setOpen,
  brand,
  footer,
  trigger,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  brand: ReactNode;
  footer?: ReactNode;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('layout');
  const sections = useNavSections();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in lg:hidden" />
        <Dialog.Content
          data-testid="mobile-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-menu animate-slide-in-left focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line-soft px-4 py-3">
            <div className="min-w-0">{brand}</div>
            <Dialog.Close aria-label={t('menu.close')} className={iconButtonClass}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('menu.title')}</Dialog.Title>
          <nav aria-label={t('menu.main')} className="flex-1 overflow-y-auto px-3 py-3">
            <ul role="list" className="flex flex-col gap-1">
              {sections.map((section) => (
                <li key={section.key}>
                  <DrawerSection section={section} onNavigate={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-line-soft px-4 py-3">
            <LanguageSwitcher testId="drawer-language-switcher" />
          </div>
          {footer ? <div className="border-t border-line-soft p-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DrawerSection({ section, onNavigate }: { section: NavSection; onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const Icon = section.icon;
  return (
    <div className="rounded-2xl">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        data-testid={`drawer-section-${section.key}`}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left text-base font-semibold text-ink hover:bg-primary-light aria-expanded:bg-primary-light"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-surface-alt text-primary">
          <Icon size={18} />
        </span>
        <span className="flex-1">{t(`sections.${section.key}.label`)}</span>
        <ChevronDownIcon size={18} className={`transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul role="list" id={panelId} hidden={!expanded} className="mt-1 mb-2 flex flex-col gap-0.5 pl-4">
        {section.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              className="block rounded-xl border-l-2 border-line-soft px-4 py-2.5 hover:border-primary hover:bg-surface-alt"
            >
              <span className="block text-[15px] font-semibold text-ink">{t(`links.${link.id}.label`)}</span>
              <span className="block text-sm text-ink-muted">{t(`links.${link.id}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
