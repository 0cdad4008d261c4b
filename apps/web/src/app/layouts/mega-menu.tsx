import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useNavSections, type NavSection } from './site-links';

/** The desktop mega-menus; Radix gives them arrow-key, Escape and screen-reader behaviour. */
export function MegaMenu() {
  const { t } = useTranslation('layout');
  const sections = useNavSections();
  const [value, setValue] = useState('');
  const rootRef = useRef<HTMLElement>(null);

  // Radix puts a focusable proxy with aria-hidden="true" after an open trigger, which screen
  // readers skip but Tab still reaches (radix-ui/primitives#3085, axe rule aria-hidden-focus).
  // It only forwards focus into the panel, so exposing it loses nothing.
  useLayoutEffect(() => {
    if (!value) return;
    rootRef.current
      ?.querySelectorAll('span[aria-hidden="true"][tabindex="0"]')
      .forEach((proxy) => proxy.removeAttribute('aria-hidden'));
  }, [value]);

  return (
    <NavigationMenu.Root
      ref={rootRef}
      value={value}
      onValueChange={setValue}
      aria-label={t('menu.main')}
      className="static"
      delayDuration={120}
      data-testid="mega-menu"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {sections.map((section) => (
          <NavigationMenu.Item key={section.key} value={section.key}>
            <NavigationMenu.Trigger
              data-testid={`nav-menu-${section.key}`}
              className="group inline-flex h-11 items-center gap-1 rounded-full px-4 text-[15px] font-semibold text-ink transition-colors hover:bg-primary-light data-[state=open]:bg-primary-light data-[state=open]:text-primary-dark"
            >
              {t(`sections.${section.key}.label`)}
              <ChevronDownIcon size={16} className="transition-transform duration-200 group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content data-testid={`nav-panel-${section.key}`} className="w-full animate-fade-in">
              <MegaPanel section={section} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute inset-x-0 top-full z-40 flex justify-center px-4 lg:px-8">
        <NavigationMenu.Viewport className="relative mt-2 h-[var(--radix-navigation-menu-viewport-height)] w-full max-w-[76rem] overflow-hidden rounded-[calc(var(--radius-card)*1.2)] border border-line-soft bg-surface shadow-menu transition-[height] duration-200" />
      </div>
    </NavigationMenu.Root>
  );
}

function MegaPanel({ section }: { section: NavSection }) {
  const { t } = useTranslation('layout');
  const Icon = section.icon;
  const columns = section.links.length > 6 ? 'xl:grid-cols-3' : '';
  return (
    <div className="grid grid-cols-[15rem_1fr] gap-2 p-3 xl:grid-cols-[17rem_1fr]">
      <div className="flex flex-col justify-between rounded-2xl bg-primary-light p-6">
        <div>
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-surface text-primary shadow-card">
            <Icon size={24} />
          </span>
          <p className="mt-4 text-xl font-extrabold tracking-tight text-primary-dark">{t(`sections.${section.key}.label`)}</p>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(`sections.${section.key}.blurb`)}</p>
        </div>
      </div>
      <ul role="list" className={`grid grid-cols-2 gap-1 p-2 ${columns}`}>
        {section.links.map((link) => {
          const LinkIcon = link.icon;
          return (
            <li key={link.to}>
              <NavigationMenu.Link asChild>
                <Link
                  to={link.to}
                  className="group flex h-full items-start gap-3 rounded-xl p-3 transition-colors hover:bg-surface-alt focus-visible:bg-surface-alt"
                >
                  <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface-alt text-primary transition-colors group-hover:bg-primary group-hover:text-white">
                    <LinkIcon size={18} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-[15px] font-semibold text-ink">{t(`links.${link.id}.label`)}</span>
                    <span className="mt-0.5 block text-sm leading-snug text-ink-muted">{t(`links.${link.id}.description`)}</span>
                  </span>
                </Link>
              </NavigationMenu.Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
