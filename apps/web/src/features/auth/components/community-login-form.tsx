import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZCommunityLogin } from '@commonshelf/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCardHeader } from '../../../components/ui/form-card';
import { FormField } from '../../../components/ui/form-field';
import { UsersIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useSite } from '../../../lib/site';
import { useCommunityLoginMutation } from '../api/auth.api';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Step 2 for families: the site's one shared community password. */
export function CommunityLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const site = useSite();
  const { t } = useTranslation('auth');
  const [communityLogin, { isLoading }] = useCommunityLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCommunityLogin), mode: 'onTouched', defaultValues: { password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await communityLogin(values).unwrap();
      onLoggedIn();
    } catch (error) {
      setFailure(errorMessage(error, MSG.loginFailed));
    }
  });

  return (
    <div data-testid="login-step-community">
      <FormCardHeader icon={<UsersIcon size={28} />} title={t('community.title')} focusTarget>
        {t('community.lead', { site: site.siteName })}
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="community-login-form">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <FormField label={t('community.password')} error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              autoComplete="current-password"
              invalid={!!errors.password}
              data-testid="community-password"
            />
          )}
        </FormField>
        <SubmitButton busy={isLoading} busyLabel={t('community.checking')} testId="community-submit">
          {t('community.enter')}
        </SubmitButton>
      </form>
    </div>
  );
}
