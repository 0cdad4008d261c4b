import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GridIcon, LogOutIcon, UserIcon } from '../../../components/ui/icons';
import { dashboardPathForRole } from '../../../lib/roles';
import { selectUser } from '../../../lib/session.slice';
import { useSite } from '../../../lib/site';
import { showToast } from '../../../lib/toast';
import { useCheckGenericAccessQuery, useGenericLogoutMutation } from '../api/generic-access.api';

// Only a signed-in user has the menu (and its dropdown code): a visitor's pages never load it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Header right side: Login, or the role's dashboard and the user menu; Logout for community access. */
export function AccountControls() {
  const user = useSelector(selectUser);
  const { isTenant } = useSite();
  const { t } = useTranslation('auth');
  const { data: generic } = useCheckGenericAccessQuery(undefined, { skip: user !== null });
  const [genericLogout, { isLoading: loggingOut }] = useGenericLogoutMutation();

  if (user) {
    return (
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Link to={dashboardPathForRole(user.role)} data-testid="dashboard-button" className={buttonClass('primary', 'sm', 'max-sm:size-10 max-sm:px-0')}>
          <GridIcon size={18} />
          <span className="sr-only sm:not-sr-only">{t('account.dashboard')}</span>
        </Link>
        <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-14" />}>
          <UserMenu user={user} showUploadStories={isTenant} />
        </Suspense>
      </div>
    );
  }

  if (generic?.authenticated) {
    return (
      <button
        type="button"
        data-testid="generic-logout"
        disabled={loggingOut}
        onClick={() =>
          void genericLogout()
            .unwrap()
            .then(() => showToast(t('account.loggedOut'), 'success'))
            .catch(() => showToast(t('account.logoutFailed'), 'error'))
        }
        className={buttonClass('secondary', 'sm', 'max-sm:size-10 max-sm:px-0')}
      >
        <LogOutIcon size={18} />
        <span className="sr-only sm:not-sr-only">{t('account.logout')}</span>
      </button>
    );
  }

  return (
    <Link to="/login" data-testid="login-button" className={buttonClass('primary', 'sm', 'max-sm:size-10 max-sm:px-0')}>
      <UserIcon size={18} />
      <span className="sr-only sm:not-sr-only">{t('account.login')}</span>
    </Link>
  );
}
