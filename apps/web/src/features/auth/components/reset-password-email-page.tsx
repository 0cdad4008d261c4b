import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
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
        <FormCardHeader icon={<MailIcon size={28} />} title={t('resetEmail.sentTitle')} focusOnMount>
          <span data-testid="reset-email-message">{sent.message}</span>
        </FormCardHeader>
        <p className="text-center text-sm text-ink-muted">
          <Trans
            t={t}
            i18nKey="resetEmail.sentNote"
            components={{ retry: <button type="button" onClick={() => setSent(null)} className="font-semibold text-primary underline underline-offset-4" /> }}
          />
        </p>
        <Link to="/login" className={buttonClass('secondary', 'lg', 'mt-7 w-full')}>
          <ArrowLeftIcon size={20} />
          {t('resetEmail.backToLogin')}
        </Link>
      </FormCard>
    );
  }

  return (
    <FormCard testId="reset-email">
      <FormCardHeader icon={<KeyIcon size={28} />} title={t('resetEmail.title')}>
        {t('resetEmail.lead')}
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="reset-email-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t('resetEmail.email')} error={errors.email?.message}>
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
        <SubmitButton busy={isLoading} busyLabel={t('resetEmail.sending')} testId="reset-email-submit">
          {t('resetEmail.send')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t('resetEmail.remembered')}{' '}
        <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t('resetEmail.backToLogin')}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-ink-muted">{t('resetEmail.students')}</p>
    </FormCard>
  );
}
