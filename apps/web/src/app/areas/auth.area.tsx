import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { logout } from '../../features/auth/logout';
import { api } from '../../lib/api-client';
import { useAppDispatch } from '../../lib/redux-hooks';
import { selectSession } from '../../lib/session.slice';

export { AcceptInvitationPage } from '../../features/auth/components/accept-invitation-page';
export { InvitationLoginPage } from '../../features/auth/components/invitation-login-page';
export { LoginOrRegisterPage } from '../../features/auth/components/login-or-register-page';
export { PasswordResetConfirmPage } from '../../features/auth/components/password-reset-confirm-page';
export { RegisterPage } from '../../features/auth/components/register-page';
export { ResetPasswordEmailPage } from '../../features/auth/components/reset-password-email-page';
export { VerificationPage } from '../../features/auth/components/verification-page';

/**
 * /logout: clears the session (telling the server best-effort), ends community access too (a
 * shared computer must be left with nobody signed in), and goes home; after an idle sign-out
 * (`?reason=idle`), to the login page, which says why.
 */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  const done = useRef(false);
  const { t } = useTranslation('adminShell');
  // Signed out for being idle (IdleSignOut): the login page says why.
  const [params] = useSearchParams();
  const idle = params.get('reason') === 'idle' ? `/login?signed_out=idle&minutes=${encodeURIComponent(params.get('minutes') ?? '')}` : null;

  useEffect(() => {
    // StrictMode runs effects twice in development; the server must hear about it once.
    if (done.current) return;
    done.current = true;
    logout(dispatch, session);
    void fetch('/api/generic-password-logout', { method: 'POST', credentials: 'include' })
      .catch(() => undefined)
      .finally(() => {
        dispatch(api.util.invalidateTags(['GenericAccess']));
        navigate(idle ?? '/', { replace: true });
      });
  }, [dispatch, navigate, session, idle]);

  return (
    <p role="status" className="container-page py-16 text-center text-base text-ink-soft">
      {t('loggingOut')}
    </p>
  );
}
