import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, type TLoginResponse, type TStudentEntry } from '@commonshelf/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { translateMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { useLoginMutation } from '../api/auth.api';
import { studentDisplayName } from '../login-flow';
import { StudentAvatar } from './student-avatar';
import { SubmitButton } from '../../../components/ui/submit-button';

const ZStudentPassword = z.object({ password: z.string().min(1, MSG.loginRequired) });

type Props = {
  student: TStudentEntry;
  className: string;
  onNotMe: () => void;
  onLoggedIn: (result: TLoginResponse) => void;
};

/** Step 4 for students: the chosen child's name, and their password. */
export function StudentPasswordForm({ student, className, onNotMe, onLoggedIn }: Props) {
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZStudentPassword), mode: 'onTouched', defaultValues: { password: '' } });
  const { t } = useTranslation('auth');
  const name = studentDisplayName(student);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      // Classroom computers are shared: a child's login never outlives the browser session's day.
      onLoggedIn(await login({ username: student.username, password, remember: false }).unwrap());
    } catch (error) {
      const message = errorMessage(error, MSG.loginFailed);
      setFailure(message === translateMessage(MSG.invalidCredentials) ? t('studentPassword.wrong') : message);
      setFocus('password');
    }
  });

  return (
    <div data-testid="login-step-student-password">
      <header className="mb-7 flex flex-col items-center text-center">
        <StudentAvatar student={student} size="lg" />
        <h1 tabIndex={-1} data-step-focus="" className="mt-4 text-2xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-3xl" data-testid="student-greeting">
          {t('studentPassword.hi', { name: student.first_name.trim() || name })}
        </h1>
        <p className="mt-1 text-base text-ink-soft" data-testid="student-chosen">
          {name}
          {className ? ` · ${className}` : ''}
        </p>
        <button type="button" onClick={onNotMe} className="mt-1 inline-flex min-h-11 items-center px-3 text-base font-semibold text-primary underline underline-offset-4" data-testid="student-not-me">
          {t('studentPassword.notMe')}
        </button>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="student-password-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t('studentPassword.label')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="current-password"
              invalid={!!errors.password}
              data-testid="student-password"
            />
          )}
        </FormField>
        <SubmitButton busy={isLoading} busyLabel={t('studentPassword.loggingIn')} testId="student-submit">
          {t('studentPassword.logIn')}
        </SubmitButton>
      </form>
    </div>
  );
}
