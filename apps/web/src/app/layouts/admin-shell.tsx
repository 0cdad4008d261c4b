import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { iconButtonClass } from '../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '../../components/ui/icons';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { SwitchingOverlay } from '../../components/ui/switching-overlay';
import { UserMenu } from '../../features/auth/components/user-menu';
import { fullName } from '../../lib/roles';
import { useRouteMeta, useRouteTitle } from '../../lib/route-meta';
import { selectUser } from '../../lib/session.slice';
import { useSite } from '../../lib/site';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { SiteBrand } from './site-brand';
import { SkipLink } from './skip-link';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

export type AdminNavItem = { to: string; label: string; icon: Icon; testId: string };
export type AdminNavGroup = { heading?: string; items: AdminNavItem[] };

type Props = {
  /** Names the area for screen readers and in the sidebar, e.g. "School admin". */
  areaLabel: string;
  groups: AdminNavGroup[];
  /** Extra control under the menu, such as the switch between school and organisation dashboards. */
  action?: ReactNode;
  collapsible?: boolean;
  testId: string;
};

/** The shell of the three admin areas: sidebar (drawer on phones), top bar with the user, the page. */
export function AdminShell({ areaLabel, groups, action, collapsible = false, testId }: Props) {
  const [collapsed, setCollapsed] = useState(false);
  const location = useLocation();
  // Open only on the page it was opened on, so any navigation closes the drawer.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const user = useSelector(selectUser);
  const { t } = useTranslation('layout');
  const routeTitle = useRouteTitle(useRouteMeta());
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const mobileOpen = !isDesktop && drawerOpenedAt === location.key;
  const setMobileOpen = (value: boolean) => setDrawerOpenedAt(value ? location.key : null);

  return (
    <div data-testid={testId} className="min-h-dvh bg-surface-alt lg:flex">
      <SkipLink />
      {isDesktop ? (
        <div
          data-testid="admin-sidebar"
          data-collapsed={collapsed ? 'true' : 'false'}
          className={`sticky top-0 flex h-dvh shrink-0 flex-col border-r border-line-soft bg-surface transition-[width] duration-200 ${
            collapsed ? 'w-20' : 'w-72'
          }`}
        >
          <SidebarContent areaLabel={areaLabel} groups={groups} action={action} collapsed={collapsed} />
          {collapsible ? (
            <div className="border-t border-line-soft p-3">
              <button
                type="button"
                data-testid="sidebar-collapse"
                aria-expanded={!collapsed}
                onClick={() => setCollapsed((value) => !value)}
                className="flex w-full items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-ink-soft hover:bg-primary-light hover:text-ink"
              >
                {collapsed ? <ChevronRightIcon size={18} /> : <ChevronLeftIcon size={18} />}
                <span className={collapsed ? 'sr-only' : ''}>{collapsed ? t('sidebar.expand') : t('sidebar.collapse')}</span>
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-testid="admin-topbar"
          className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line-soft bg-surface px-3 sm:px-6"
        >
          {isDesktop ? null : (
            <SidebarDrawer open={mobileOpen} onOpenChange={setMobileOpen} label={areaLabel}>
              <SidebarContent areaLabel={areaLabel} groups={groups} action={action} collapsed={false} />
              {/* On a phone the language is chosen here, leaving the top bar's room to the page's name. */}
              <div className="border-t border-line-soft p-3 sm:hidden">
                <LanguageSwitcher testId="admin-drawer-language-switcher" />
              </div>
            </SidebarDrawer>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs font-semibold tracking-wide text-ink-muted uppercase" data-testid="admin-area-label">
              {areaLabel}
            </p>
            {/* Two lines on a phone, where a page's name in a longer language would not fit in one. */}
            <p className="line-clamp-2 text-sm leading-tight font-bold wrap-anywhere text-ink sm:truncate sm:text-base sm:leading-normal" data-testid="admin-route-title">
              {routeTitle}
            </p>
          </div>
          <div className="shrink-0 max-sm:hidden">
            <LanguageSwitcher testId="admin-language-switcher" />
          </div>
          {user ? (
            <div className="flex min-w-0 items-center gap-3">
              <div className="hidden min-w-0 text-right md:block">
                <p className="truncate text-sm font-semibold text-ink" data-testid="admin-user-name">
                  {fullName(user)}
                </p>
                <p className="truncate text-xs text-ink-muted" data-testid="admin-user-email">
                  {user.email}
                </p>
              </div>
              <UserMenu user={user} showUploadStories={false} />
            </div>
          ) : null}
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-3 py-4 focus:outline-none sm:px-6 sm:py-6 lg:px-8">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** The phone version of the sidebar (the spec's mobile top bar opens it). */
function SidebarDrawer({
  open,
  onOpenChange,
  label,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('layout');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger data-testid="admin-menu-button" aria-label={t('menu.open')} className={iconButtonClass}>
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        <Dialog.Content
          data-testid="admin-drawer"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col bg-surface shadow-menu animate-slide-in-left focus:outline-none"
        >
          <Dialog.Title className="sr-only">{t('menu.areaMenu', { area: label })}</Dialog.Title>
          <Dialog.Close aria-label={t('menu.close')} className={`${iconButtonClass} absolute top-3 right-3 z-10`}>
            <CloseIcon size={22} />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SidebarContent({
  areaLabel,
  groups,
  action,
  collapsed,
}: {
  areaLabel: string;
  groups: AdminNavGroup[];
  action?: ReactNode;
  collapsed: boolean;
}) {
  const { siteName } = useSite();
  return (
    <>
      <div className={`flex h-16 shrink-0 items-center border-b border-line-soft ${collapsed ? 'justify-center px-2' : 'px-5'}`}>
        {collapsed ? (
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-xl bg-primary text-lg font-extrabold text-white"
          >
            {siteName.charAt(0)}
          </span>
        ) : (
          <SiteBrand compact testId="admin-logo" />
        )}
      </div>
      <nav aria-label={areaLabel} className="flex-1 overflow-y-auto px-3 py-4">
        {groups.map((group, index) => (
          <div key={group.heading ?? index} className={index > 0 ? 'mt-6' : ''}>
            {group.heading ? (
              <p
                className={`mb-2 px-3 text-xs font-bold tracking-wider text-ink-muted uppercase ${collapsed ? 'sr-only' : ''}`}
              >
                {group.heading}
              </p>
            ) : null}
            <ul role="list" className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} collapsed={collapsed} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {action ? <div className={`border-t border-line-soft p-3 ${collapsed ? 'hidden' : ''}`}>{action}</div> : null}
    </>
  );
}

function SidebarLink({ item, collapsed }: { item: AdminNavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      data-testid={item.testId}
      title={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors ${
          collapsed ? 'justify-center' : ''
        } ${isActive ? 'bg-primary text-white' : 'text-ink-soft hover:bg-primary-light hover:text-ink'}`
      }
    >
      <Icon size={20} className="shrink-0" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
    </NavLink>
  );
}

/** Shows the switching overlay for the spec's 1 s, then opens the other admin dashboard. */
export function SwitchDashboardButton({
  label,
  message,
  to,
  testId,
  icon: IconComponent,
}: {
  label: string;
  message: string;
  to: string;
  testId: string;
  icon: Icon;
}) {
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return (
    <>
      <button
        type="button"
        data-testid={testId}
        disabled={switching}
        onClick={() => {
          setSwitching(true);
          timer.current = setTimeout(() => navigate(to), SWITCH_DELAY_MS);
        }}
        className="flex w-full items-center justify-center gap-2 rounded-xl border border-primary bg-primary-light px-3 py-2.5 text-sm font-semibold text-primary-dark hover:bg-primary hover:text-white"
      >
        <IconComponent size={18} />
        {label}
      </button>
      {switching ? <SwitchingOverlay message={message} /> : null}
    </>
  );
}

export const SWITCH_DELAY_MS = 1000;
