import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { LockIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSchoolPrivacyQuery, useGetSchoolProfileQuery, useSetCommunityPasswordMutation } from '../api/tenant-admin.api';
import { PrivacySettings } from './privacy-settings';
import { TenantForm } from './tenant-form-page';

/**
 * `admin-school/profile`: the school's settings (the tenant form in its school variant), its privacy
 * choices and the families' community password. `asSection`: inside another page (an organization's settings), which
 * has the page's title and h1.
 */
export function SchoolProfilePage({ asSection = false }: { asSection?: boolean }) {
  const { t } = useTranslation('tenants');
  useDocumentTitle(asSection ? null : t('profile.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetSchoolProfileQuery();
  if (isLoading) return <ListSkeleton rows={3} testId="profile-loading" />;
  if (errorStatus(error) === 403)
    return (
      <StateMessage icon={<LockIcon size={24} />} title={t('profile.forbidden')} testId="profile-forbidden">
        {errorMessage(error, '')}
      </StateMessage>
    );
  if (error || !data) return <ErrorState what={t('profile.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="flex flex-col gap-6">
      <TenantForm key={data.tenant.updated_at} tenant={data.tenant} school asSection={asSection} />
      <SchoolPrivacy />
      <CommunityPassword on={data.community_access} />
    </div>
  );
}

function SchoolPrivacy() {
  const { t } = useTranslation('tenants');
  const { data, error, isFetching, refetch } = useGetSchoolPrivacyQuery();
  if (error) return <ErrorState what={t('profile.whatPrivacy')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <ListSkeleton rows={1} testId="privacy-loading" />;
  return <PrivacySettings settings={data} />;
}

/** Families sign in to the school's site with one shared password; a new one signs the old sessions out. */
function CommunityPassword({ on }: { on: boolean }) {
  const { t } = useTranslation('tenants');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; password2?: string | undefined }>({});
  const [setCommunity, state] = useSetCommunityPasswordMutation();
  const save = async (next: string | null) => {
    setErrors({});
    if (next !== null) {
      if (next.length < 8) return setErrors({ password: t('messages.communityPasswordShort') });
      if (next.length > 128) return setErrors({ password: t('messages.communityPasswordLong') });
      if (next !== password2) return setErrors({ password2: t('messages.communityPasswordsDiffer') });
    }
    try {
      const result = await setCommunity({ password: next, password2: next === null ? null : password2 }).unwrap();
      showToast(result.message, 'success');
      setPassword('');
      setPassword2('');
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({ password: fields.password?.[0], password2: fields.password2?.[0] });
      if (!fields.password && !fields.password2) showToast(errorMessage(err, t('profile.passwordFailed')), 'error');
    }
  };
  return (
    <section aria-labelledby="community-title" className="mx-auto w-full max-w-6xl rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6" data-testid="community-password">
      <h2 id="community-title" className="text-lg font-bold text-ink">
        {t('profile.community')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft" data-testid="community-state">
        {on ? t('profile.communityOn') : t('profile.communityOff')}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(password);
        }}
        className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2"
      >
        <FormField label={t('profile.newPassword')} error={errors.password}>
          {(c) => <PasswordInput {...c} invalid={!!errors.password} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" data-testid="community-password-1" />}
        </FormField>
        <FormField label={t('profile.repeat')} error={errors.password2}>
          {(c) => <PasswordInput {...c} invalid={!!errors.password2} value={password2} onChange={(e) => setPassword2(e.target.value)} autoComplete="new-password" data-testid="community-password-2" />}
        </FormField>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <SubmitButton busy={state.isLoading} busyLabel={t('profile.saving')} testId="community-save">
            {on ? t('profile.change') : t('profile.turnOn')}
          </SubmitButton>
          {on ? (
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void save(null)} {...busyButtonProps(state.isLoading)} data-testid="community-off">
              {t('profile.turnOff')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
