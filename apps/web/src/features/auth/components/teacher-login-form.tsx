import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZLoginRequest, type TLoginResponse } from '@commonshelf/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCardHeader } from '../../../components/ui/form-card';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { CapIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useLoginMutation } from '../api/auth.api';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Step 2 for teachers (and every adult with an email): email and password. */
export function TeacherLoginForm({ onLoggedIn }: { onLoggedIn: (result: TLoginResponse) => void }) {
  const { t } = useTranslation('auth');
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLoginRequest),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', remember: false },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onLoggedIn(await login(values).unwrap());
    } catch (error) {
      setFailure(errorMessage(error, MSG.loginFailed));
    }
  });

  return (
    <div data-testid="login-step-teacher">
      <FormCardHeader icon={<CapIcon size={28} />} title={t('teacher.title')} focusTarget>
        {t('teacher.lead')}
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="teacher-login-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t('teacher.email')} error={errors.username?.message}>
          {(control) => (
            <input
              {...control}
              {...register('username')}
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              className={inputClass(!!errors.username)}
              data-testid="teacher-email"
            />
          )}
        </FormField>
        <FormField label={t('teacher.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="current-password"
              invalid={!!errors.password}
              data-testid="teacher-password"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
            <input type="checkbox" {...register('remember')} className="size-5 rounded accent-primary" />
            {t('teacher.remember')}
          </label>
          <Link to="/resetpasswordemail" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {t('teacher.forgot')}
          </Link>
        </div>
        <SubmitButton busy={isLoading} busyLabel={t('studentPassword.loggingIn')} testId="teacher-submit">
          {t('studentPassword.logIn')}
        </SubmitButton>
      </form>
    </div>
  );
}
