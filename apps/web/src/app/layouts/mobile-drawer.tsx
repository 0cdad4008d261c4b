import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { iconButtonClass } from '../../components/ui/button';
import { MenuIcon } from '../../components/ui/icons';

// The drawer (Radix's dialog, its focus trap and scroll lock) loads when the button is first
// pointed at, focused or pressed: most visitors never open it.
const loadDrawer = () => import('./mobile-drawer-dialog');
const MobileDrawerDialog = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawerDialog })));

/** Below 1024 px the mega-menus live in this drawer, one accordion section per menu. */
export function MobileDrawer({ brand, footer }: { brand: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  // The drawer stays open only on the page it was opened on: any navigation (a link here, the back button) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openedAt === location.key;
  const setOpen = (value: boolean) => setOpenedAt(value ? location.key : null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-testid="mobile-menu-button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={`${iconButtonClass} lg:hidden`}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={24} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileDrawerDialog open={open} setOpen={setOpen} brand={brand} footer={footer} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
