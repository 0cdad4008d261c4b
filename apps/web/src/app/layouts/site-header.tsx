import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { AccountControls } from '../../features/auth/components/account-controls';
import { CartButton } from '../../features/cart/components/cart-button';
import { categoryResetRequested } from '../../features/library/reset-category.slice';
import { ModePicker } from '../../features/modes/components/mode-picker';
import { SearchBox } from '../../features/search/components/search-box';
import { useAppDispatch } from '../../lib/redux-hooks';
import { dashboardPathForRole } from '../../lib/roles';
import { selectUser } from '../../lib/session.slice';
import { useSite } from '../../lib/site';
import { MegaMenu } from './mega-menu';
import { MobileDrawer } from './mobile-drawer';
import { SiteBrand } from './site-brand';

export function SiteHeader() {
  const { switchboard } = useSite();
  const user = useSelector(selectUser);
  const dispatch = useAppDispatch();
  return (
    <header data-testid="site-header" className="relative z-40 border-b border-line-soft bg-surface">
      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-3 py-3 sm:gap-x-3 lg:py-4">
        <MobileDrawer brand={<SiteBrand compact testId="drawer-logo" />} footer={<DrawerAccount />} />
        <div className="flex min-w-0 flex-1 md:flex-none">
          <SiteBrand />
        </div>
        <div className="order-last basis-full md:order-none md:mx-auto md:max-w-xl md:flex-1 md:basis-auto">
          <SearchBox />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 md:ml-0">
          {switchboard ? (
            // Another mode has other categories, so the library's category filter starts over.
            <ModePicker loggedIn={user !== null} onModeChange={() => dispatch(categoryResetRequested())} />
          ) : null}
          <LanguageSwitcher className="max-lg:hidden" />
          <CartButton />
          <AccountControls />
        </div>
      </div>
      <div className="hidden border-t border-line-soft lg:block">
        <div className="container-page relative flex h-14 items-center">
          <MegaMenu />
        </div>
      </div>
    </header>
  );
}

function DrawerAccount() {
  const user = useSelector(selectUser);
  // A school's or organisation's site makes its people's accounts: no signing up there (spec 2).
  const tenantSite = useSite().tenant !== null;
  const { t } = useTranslation('layout');
  if (user) {
    return (
      <div className="flex gap-2">
        <Link to={dashboardPathForRole(user.role)} className={buttonClass('primary', 'md', 'flex-1')}>
          {t('account.dashboard')}
        </Link>
        <Link to="/logout" className={buttonClass('secondary', 'md', 'flex-1')}>
          {t('account.logout')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex gap-2">
      <Link to="/login" className={buttonClass('primary', 'md', 'flex-1')}>
        {t('account.login')}
      </Link>
      {tenantSite ? null : (
        <Link to="/login-or-register" className={buttonClass('secondary', 'md', 'flex-1')}>
          {t('account.signUp')}
        </Link>
      )}
    </div>
  );
}
