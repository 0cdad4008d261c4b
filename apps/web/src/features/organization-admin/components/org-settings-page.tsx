import { PASSWORD_MIN, ZPasswordChange } from '@commonshelf/shared/auth/auth.schemas';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-list';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { api, errorMessage } from '../../../lib/api-client';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { fullName } from '../../../lib/roles';
import { serverFieldErrors } from '../../../lib/server-errors';
import { loggedOut, selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangePasswordMutation } from '../api/organization-admin.api';
import { EmailText } from '../../../components/ui/email-text';

/**
 * `admin-organization/user-dashboard` (Settings): the admin's own account and password, and the
 * organization's profile, which the area passes in (the same profile form a school's admins use).
 */
export function OrgSettingsPage({ profile }: { profile: ReactNode }) {
  const { t } = useTranslation('tenants');
  useDocumentTitle(t('org.settings'));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="org-settings">
      <AdminPageHeader title={t('org.settings')} titleId="org-settings-title" description={t('org.settingsDescription')} />
      <AccountCard />
      {profile}
    </div>
  );
}

function AccountCard() {
  const { t } = useTranslation('tenants');
  const user = useSelector(selectUser);
  if (!user) return null;
  return (
    <section aria-labelledby="account-title" className="grid gap-6 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6 lg:grid-cols-2" data-testid="account-settings">
      <div>
        <h2 id="account-title" className="text-lg font-bold text-ink">
          {t('org.yourAccount')}
        </h2>
        <dl className="mt-3 grid gap-3 text-sm">
          <div>
            <dt className="font-semibold text-ink-muted">{t('org.name')}</dt>
            <dd className="text-base text-ink" data-testid="account-name">
              {fullName(user)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-muted">{t('org.email')}</dt>
            <dd className="text-base text-ink wrap-anywhere" data-testid="account-email">
              <EmailText email={user.email} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-muted">{t('org.role')}</dt>
            <dd className="text-base text-ink">{t('org.orgAdmin')}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-ink-muted">{t('org.changeNameHint')}</p>
      </div>
      <PasswordForm />
    </section>
  );
}

type PasswordErrors = { old_password?: string | undefined; password?: string | undefined; password2?: string | undefined };

/** Changing the password signs out every session of the account, this one too: the admin logs in again. */
function PasswordForm() {
  const { t } = useTranslation('tenants');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState({ old_password: '', password: '', password2: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [change, state] = useChangePasswordMutation();
  const [done, setDone] = useState(false);
  const dirty = Object.values(values).some(Boolean) && !done && !state.isLoading;
  const blocker = useUnsavedChanges(dirty);
  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async () => {
    const parsed = ZPasswordChange.safeParse(values);
    const problems: PasswordErrors = {};
    for (const issue of parsed.error?.issues ?? []) problems[String(issue.path[0]) as keyof PasswordErrors] ??= issue.message;
    setErrors(problems);
    if (!parsed.success) return;
    try {
      const result = await change(values).unwrap();
      setDone(true);
      showToast(result.message, 'success');
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
      void navigate('/login', { replace: true });
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({ old_password: fields.old_password?.[0], password: fields.password?.[0], password2: fields.password2?.[0] });
      if (!fields.old_password && !fields.password && !fields.password2) showToast(errorMessage(err, t('org.passwordFailed')), 'error');
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
      data-testid="password-form"
    >
      <div>
        <h3 id="password-title" className="text-base font-bold text-ink">
          {t('org.changePasswordTitle')}
        </h3>
        <p className="text-sm text-ink-muted">{t('org.changePasswordHint')}</p>
      </div>
      <FormField label={t('org.currentPassword')} error={errors.old_password}>
        {(c) => <PasswordInput {...c} invalid={!!errors.old_password} value={values.old_password} onChange={set('old_password')} autoComplete="current-password" data-testid="old-password" />}
      </FormField>
      <FormField label={t('org.newPassword')} error={errors.password} hint={t('org.newPasswordHint', { min: PASSWORD_MIN })}>
        {(c) => <PasswordInput {...c} invalid={!!errors.password} value={values.password} onChange={set('password')} autoComplete="new-password" data-testid="new-password" />}
      </FormField>
      <FormField label={t('org.newPasswordAgain')} error={errors.password2}>
        {(c) => <PasswordInput {...c} invalid={!!errors.password2} value={values.password2} onChange={set('password2')} autoComplete="new-password" data-testid="new-password2" />}
      </FormField>
      <SubmitButton busy={state.isLoading} busyLabel={t('org.changing')} testId="change-password">
        {t('org.changePassword')}
      </SubmitButton>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
