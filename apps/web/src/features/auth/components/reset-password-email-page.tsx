import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZPasswordResetRequest } from '@commonshelf/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ArrowLeftIcon, KeyIcon, MailIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordResetMutation } from '../api/auth.api';
import { SubmitButton } from '../../../components/ui/submit-button';

/** `/resetpasswordemail`: asks for a reset link by email (the answer never says whether the email exists). */
export function ResetPasswordEmailPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZPasswordResetRequest), mode: 'onTouched', defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const result = await requestReset({ email }).unwrap();
      setSent({ email, message: result.message });
    } catch (error) {
      setFailure(errorMessage(error, MSG.somethingWrong));
    }
  });

  if (sent) {
    return (
      <FormCard testId="reset-email-sent">
        <FormCardHeader icon={<MailIcon size={28} />} title="Check your email" focusOnMount>
          <span data-testid="reset-email-message">{sent.message}</span>
        </FormCardHeader>
        <p className="text-center text-sm text-ink-muted">
          The link works once, for one hour. Didn’t get it? Check your spam folder, or{' '}
          <button type="button" onClick={() => setSent(null)} className="font-semibold text-primary underline underline-offset-4">
            try again
          </button>
          .
        </p>
        <Link to="/login" className={buttonClass('secondary', 'lg', 'mt-7 w-full')}>
          <ArrowLeftIcon size={20} />
          Back to login
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard testId="reset-email">
      <FormCardHeader icon={<KeyIcon size={28} />} title="Forgot your password?">
        Enter the email address of your account and we’ll send you a link to choose a new password.
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="reset-email-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label="Email address" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              className={inputClass(!!errors.email)}
              data-testid="reset-email-input"
            />
          )}
        </FormField>
        <SubmitButton busy={isLoading} busyLabel="Sending…" testId="reset-email-submit">
          Send me a reset link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to login
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-ink-muted">Students: ask your teacher to reset your password.</p>
    </FormCard>
  );
}
