import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZPasswordResetConfirm } from '@commonshelf/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { FormField } from '../../../components/ui/form-field';
import { AlertIcon, CheckIcon, KeyIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useConfirmPasswordResetMutation } from '../api/auth.api';
import { useFragmentToken } from '../url-token';
import { translateMessage } from '../../../i18n/messages';
import { SubmitButton } from '../../../components/ui/submit-button';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** `/password-reset-confirm/#token=…`: choose a new password with the emailed link. */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation('auth');
  const token = useFragmentToken();
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : RESET_LINK_INVALID);

  if (linkProblem) return <InvalidLink message={linkProblem} />;
  if (done) {
    return (
      <FormCard testId="reset-confirm-done">
        <FormCardHeader icon={<CheckIcon size={28} />} title={t('resetConfirm.changed')} focusOnMount>
          <span data-testid="reset-confirm-message">{translateMessage(done)}</span>
        </FormCardHeader>
        <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')} data-testid="reset-confirm-login">
          {t('resetConfirm.logIn')}
        </Link>
      </FormCard>
    );
  }
  return <NewPasswordForm token={token ?? ''} onDone={setDone} onLinkProblem={setLinkProblem} />;
}

function NewPasswordForm({
  token,
  onDone,
  onLinkProblem,
}: {
  token: string;
  onDone: (message: string) => void;
  onLinkProblem: (message: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZPasswordResetConfirm),
    mode: 'onTouched',
    defaultValues: { token, password: '', password2: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone((await confirmReset(values).unwrap()).message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.token) return onLinkProblem(fields.token[0] ?? RESET_LINK_INVALID);
      if (fields.password) setError('password', { message: fields.password.join(' ') }, { shouldFocus: true });
      if (fields.password2) setError('password2', { message: fields.password2.join(' ') });
      setFailure(errorMessage(error, MSG.somethingWrong));
    }
  });

  return (
    <FormCard testId="reset-confirm">
      <FormCardHeader icon={<KeyIcon size={28} />} title={t('resetConfirm.title')}>
        {t('resetConfirm.lead')}
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="reset-confirm-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t('resetConfirm.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="new-password" invalid={!!errors.password} data-testid="reset-password" />
          )}
        </FormField>
        <FormField label={t('resetConfirm.password2')} error={errors.password2?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password2')} autoComplete="new-password" invalid={!!errors.password2} data-testid="reset-password2" />
          )}
        </FormField>
        <SubmitButton busy={isLoading} busyLabel={t('resetConfirm.saving')} testId="reset-confirm-submit">
          {t('resetConfirm.save')}
        </SubmitButton>
      </form>
    </FormCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <FormCard testId="reset-confirm-invalid">
      <FormCardHeader icon={<AlertIcon size={28} />} title={t('resetConfirm.invalidTitle')} focusOnMount>
        <span data-testid="reset-confirm-invalid-message">{translateMessage(message)}</span>
      </FormCardHeader>
      <Link to="/resetpasswordemail" className={buttonClass('primary', 'lg', 'w-full')}>
        {t('resetConfirm.newLink')}
      </Link>
    </FormCard>
  );
}
