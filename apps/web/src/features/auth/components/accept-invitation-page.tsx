import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZInvitationAccept, type TInvitationInfo } from '@commonshelf/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { GridIcon, MailIcon, PartyIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { dashboardPathForRole } from '../../../lib/roles';
import { selectSession, selectUser } from '../../../lib/session.slice';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useAcceptInvitationMutation, useInvitationQuery } from '../api/auth.api';
import { INVITATION_INVALID, invitationStatusMessage, rolePhrase } from '../invitation-text';
import { revokeSession } from '../logout';
import { startSession } from '../session-start';
import { InvitationHeader, InvitationLoading, InvitationProblem } from './invitation-parts';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The new-account branch of the accept call (the other branch is the password of an existing account). */
const ZNewAccount = ZInvitationAccept.options[0];

/**
 * `/accept-invitation/:token/`: a new account for the invited email, or (once accepted) the welcome
 * with the way to the dashboard.
 */
export function AcceptInvitationPage() {
  const { token } = useParams();
  const { t } = useTranslation('auth');
  if (!token) {
    return (
      <FormCard testId="accept-invitation-no-token">
        <FormCardHeader icon={<MailIcon size={28} />} title={t('invitation.openLinkTitle')}>
          {t('invitation.openLinkLead')}
        </FormCardHeader>
        <Link to="/" className={buttonClass('primary', 'lg', 'w-full')}>
          {t('invitation.home')}
        </Link>
      </FormCard>
    );
  }
  return <AcceptInvitation token={token} />;
}

function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const user = useSelector(selectUser);
  const { data: invitation, error, isLoading } = useInvitationQuery(token, { refetchOnMountOrArgChange: true });
  const [joined, setJoined] = useState(false);

  if (isLoading) return <InvitationLoading />;
  if (error || !invitation) return <InvitationProblem message={errorMessage(error, INVITATION_INVALID)} />;

  const isInvitedUser = user !== null && user.email.toLowerCase() === invitation.email.toLowerCase();
  if (joined || (invitation.status === 'accepted' && isInvitedUser)) return <Welcome invitation={invitation} />;

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
  if (invitation.account_exists) {
    return (
      <FormCard testId="accept-invitation-existing">
        <InvitationHeader invitation={invitation} title={t('invitation.existingTitle')} />
        <p className="mb-6 text-center text-base text-ink-soft">
          {t('invitation.existingLead', { email: invitation.email })}
        </p>
        <Link to={`/login/${encodeURIComponent(token)}`} className={buttonClass('primary', 'lg', 'w-full')}>
          {t('invitation.logInToAccept')}
        </Link>
      </FormCard>
    );
  }
  return <NewAccountForm token={token} invitation={invitation} onJoined={() => setJoined(true)} />;
}

function NewAccountForm({ token, invitation, onJoined }: { token: string; invitation: TInvitationInfo; onJoined: () => void }) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const session = useSelector(selectSession);
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZNewAccount),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', password: '', password2: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await accept({ token, body: values }).unwrap();
      if (session.user) revokeSession(session);
      startSession(dispatch, result);
      onJoined();
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const name of ['first_name', 'last_name', 'password', 'password2'] as const) {
        if (fields[name]) setError(name, { message: fields[name].join(' ') });
      }
      setFailure(errorMessage(error, MSG.somethingWrong));
    }
  });

  return (
    <FormCard testId="accept-invitation-form">
      <InvitationHeader invitation={invitation} title={t('invitation.createTitle')} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="accept-invitation-new-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t('invitation.email')} hint={t('invitation.emailHint')}>
          {(control) => <input {...control} type="email" value={invitation.email} readOnly className={inputClass(false)} data-testid="invitation-email" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('invitation.firstName')} error={errors.first_name?.message}>
            {(control) => (
              <input {...control} {...register('first_name')} autoComplete="given-name" className={inputClass(!!errors.first_name)} data-testid="invitation-first-name" />
            )}
          </FormField>
          <FormField label={t('invitation.lastName')} error={errors.last_name?.message}>
            {(control) => (
              <input {...control} {...register('last_name')} autoComplete="family-name" className={inputClass(!!errors.last_name)} data-testid="invitation-last-name" />
            )}
          </FormField>
        </div>
        <FormField label={t('invitation.password')} error={errors.password?.message} hint={t('invitation.passwordHint')}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="new-password" invalid={!!errors.password} data-testid="invitation-new-password" />
          )}
        </FormField>
        <FormField label={t('invitation.password2')} error={errors.password2?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password2')} autoComplete="new-password" invalid={!!errors.password2} data-testid="invitation-new-password2" />
          )}
        </FormField>
        <SubmitButton busy={isLoading} busyLabel={t('invitation.creating')} testId="invitation-create">
          {t('invitation.create')}
        </SubmitButton>
      </form>
    </FormCard>
  );
}

function Welcome({ invitation }: { invitation: TInvitationInfo }) {
  const { t } = useTranslation('auth');
  const user = useSelector(selectUser);
  return (
    <FormCard testId="accept-invitation-welcome">
      <FormCardHeader icon={<PartyIcon size={28} />} title={t('invitation.welcome', { tenant: invitation.tenant_name })} focusOnMount>
        {t('invitation.joined', { role: rolePhrase(invitation.role) })}
      </FormCardHeader>
      <Link to={user ? dashboardPathForRole(user.role) : '/login'} className={buttonClass('primary', 'lg', 'w-full')} data-testid="invitation-dashboard">
        <GridIcon size={20} />
        {t('invitation.dashboard')}
      </Link>
    </FormCard>
  );
}
