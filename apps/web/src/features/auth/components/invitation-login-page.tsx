import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@commonshelf/shared/auth/auth.schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { fullName } from '../../../lib/roles';
import { selectSession } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useAcceptInvitationMutation, useInvitationQuery } from '../api/auth.api';
import { INVITATION_INVALID, invitationStatusMessage } from '../invitation-text';
import { revokeSession } from '../logout';
import { startSession } from '../session-start';
import { InvitationHeader, InvitationLoading, InvitationProblem } from './invitation-parts';

/** Spec 4: after logging in with an invitation, the accept-invitation page opens after 500 ms. */
export const INVITATION_REDIRECT_DELAY_MS = 500;

const ZInvitationPassword = z.object({ password: z.string().min(1, MSG.loginRequired) });

export const acceptInvitationPath = (token: string) => `/accept-invitation/${encodeURIComponent(token)}/`;

/**
 * `/login/:token`: the invitation, and for an invited email that already has an account, its
 * password; accepting moves that account into this school. A new email goes to the sign-up form
 * of `/accept-invitation/:token/`.
 */
export function InvitationLoginPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const { data: invitation, error, isLoading } = useInvitationQuery(token, { refetchOnMountOrArgChange: true });

  if (isLoading) return <InvitationLoading />;
  if (error || !invitation) return <InvitationProblem message={errorMessage(error, INVITATION_INVALID)} />;
  if (invitation.status !== 'pending') {
    return (
      <InvitationProblem
        message={invitationStatusMessage(invitation.status)}
        action={
          <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
            Log in
          </Link>
        }
      />
    );
  }
  if (!invitation.account_exists) return <Navigate to={acceptInvitationPath(token)} replace />;
  return <ExistingAccountForm token={token} email={invitation.email} header={<InvitationHeader invitation={invitation} title={t('invitation.logInToAccept')} />} />;
}

function ExistingAccountForm({ token, email, header }: { token: string; email: string; header: ReactNode }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZInvitationPassword), mode: 'onTouched', defaultValues: { password: '' } });

  useEffect(() => {
    if (!accepted) return;
    // The 500 ms count from the frame that shows the confirmation: after a click React may run this
    // effect before the browser has finished the task that paints it, which on a busy device
    // shortened the time it was on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => navigate(acceptInvitationPath(token), { replace: true }), INVITATION_REDIRECT_DELAY_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [accepted, navigate, token]);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const result = await accept({ token, body: { password } }).unwrap();
      // Someone else was signed in on this computer: their session ends before the new one starts.
      if (session.user) revokeSession(session);
      startSession(dispatch, result);
      showToast(MSG.loginOk, 'success');
      setAccepted(true);
    } catch (error) {
      setFailure(errorMessage(error, MSG.loginFailed));
      setFocus('password');
    }
  });

  const otherUser = session.user && session.user.email.toLowerCase() !== email.toLowerCase() ? session.user : null;

  return (
    <FormCard testId="invitation-login">
      {header}
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="invitation-login-form">
        {accepted ? (
          <FormAlert tone="success" testId="invitation-accepted">
            {t('invitation.loggedInAccepting')}
          </FormAlert>
        ) : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {otherUser ? (
          <FormAlert tone="info" testId="invitation-other-user">
            {t('invitation.otherUser', { name: fullName(otherUser) })}
          </FormAlert>
        ) : null}
        <FormField label={t('invitation.email')} hint={t('invitation.emailHint')}>
          {(control) => (
            <input {...control} type="email" value={email} readOnly className={inputClass(false)} data-testid="invitation-email" />
          )}
        </FormField>
        <FormField label={t('invitation.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="current-password"
              invalid={!!errors.password}
              disabled={accepted}
              data-testid="invitation-password"
            />
          )}
        </FormField>
        <button type="submit" disabled={isLoading || accepted} className={buttonClass('primary', 'lg', 'w-full')} data-testid="invitation-submit">
          {isLoading || accepted ? <Spinner /> : null}
          {isLoading ? t('invitation.loggingIn') : accepted ? t('invitation.opening') : t('invitation.logInAndAccept')}
        </button>
        <p className="text-center text-sm">
          <Link to="/resetpasswordemail" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('invitation.forgot')}
          </Link>
        </p>
      </form>
    </FormCard>
  );
}
