import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZSignupRequest, type TSignupRequest } from '@commonshelf/shared/auth/auth.schemas';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ConfettiBurst } from '../../../components/ui/confetti-burst';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard, FormCardHeader } from '../../../components/ui/form-card';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { BackpackIcon, CapIcon, GridIcon, PartyIcon, SparklesIcon, UserIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { dashboardPathForRole, fullName, type TSessionUser } from '../../../lib/roles';
import { selectUser } from '../../../lib/session.slice';
import { serverFieldErrors } from '../../../lib/server-errors';
import { translateMessage } from '../../../i18n/messages';
import { useSite } from '../../../lib/site';
import { useSignupMutation } from '../api/auth.api';
import { startSession } from '../session-start';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TurnstileWidget } from '../../../components/ui/turnstile-widget';

export const TURNSTILE_REQUIRED = 'Please complete the security check.';

/** What the server may say per field, in the order the form shows them. */
const SIGNUP_FIELDS = ['first_name', 'last_name', 'email', 'country', 'role', 'password', 'password2', 'agreeToTerms', 'turnstile_token'] as const;

/**
 * `/register`: two steps, the form and the success screen (spec 2). Signup exists on the main site
 * only; tenant sites create their own users.
 */
export function RegisterPage() {
  const site = useSite();
  const user = useSelector(selectUser);
  const [arrivedAs] = useState(user);
  const [created, setCreated] = useState<{ email: string } | null>(null);
  const { t } = useTranslation('auth');

  if (created && user) return <RegisterSuccess user={user} email={created.email} productName={site.productName} />;
  if (site.isTenant) {
    return (
      <FormCard testId="register-tenant-site">
        <FormCardHeader icon={<UserIcon size={28} />} title={t('register.tenantTitle')}>
          {t('register.tenantLead', { site: site.siteName })}
        </FormCardHeader>
        <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
          {t('register.goToLogin')}
        </Link>
      </FormCard>
    );
  }
  if (arrivedAs) {
    return (
      <FormCard testId="register-logged-in">
        <FormCardHeader icon={<UserIcon size={28} />} title={t('register.loggedInTitle')}>
          {t('register.loggedInLead', { name: fullName(arrivedAs) })}
        </FormCardHeader>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={dashboardPathForRole(arrivedAs.role)} className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:flex-1')}>
            {t('register.goToDashboard')}
          </Link>
          <Link to="/logout" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto sm:flex-1')}>
            {t('register.logout')}
          </Link>
        </div>
      </FormCard>
    );
  }
  return <RegisterForm onCreated={setCreated} turnstileSiteKey={site.turnstileSiteKey} productName={site.productName} />;
}

type FormValues = TSignupRequest;

function RegisterForm({
  onCreated,
  turnstileSiteKey,
  productName,
}: {
  onCreated: (account: { email: string }) => void;
  turnstileSiteKey: string | null;
  productName: string;
}) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [signup, { isLoading }] = useSignupMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [turnstileResets, setTurnstileResets] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(ZSignupRequest),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      country: '',
      canvaAccount: false,
      password: '',
      password2: '',
      turnstile_token: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (turnstileSiteKey && !values.turnstile_token) {
      setError('turnstile_token', { message: TURNSTILE_REQUIRED });
      return;
    }
    try {
      const result = await signup(values).unwrap();
      startSession(dispatch, result);
      onCreated({ email: values.email });
    } catch (error) {
      const fields = serverFieldErrors(error);
      let first = true;
      for (const name of SIGNUP_FIELDS) {
        const messages = fields[name];
        if (!messages) continue;
        // Each of the server's sentences in the UI language (several may come for a password).
        setError(name, { message: messages.map(translateMessage).join(' ') }, { shouldFocus: first });
        first = false;
      }
      // A Turnstile token works once: any refused signup needs a fresh check.
      if (turnstileSiteKey) setTurnstileResets((n) => n + 1);
      // Said once: under the field it is about, or above the form when it is about none.
      if (first) setFailure(errorMessage(error, MSG.somethingWrong));
    }
  });

  return (
    <FormCard testId="register">
      <FormCardHeader icon={<SparklesIcon size={28} />} title={t('register.title')}>
        {t('register.lead', { product: productName })}
      </FormCardHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="register-form">
        {failure ? <FormAlert testId="register-error">{failure}</FormAlert> : null}

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('register.iAm')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <RoleOption value="student" label={t('register.student')} icon={<BackpackIcon size={26} />} register={register('role')} invalid={!!errors.role} />
            <RoleOption value="teacher" label={t('register.teacher')} icon={<CapIcon size={26} />} register={register('role')} invalid={!!errors.role} />
          </div>
          <FieldError message={errors.role?.message} testId="role-error" />
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('register.firstName')} error={errors.first_name?.message}>
            {(c) => <input {...c} {...register('first_name')} autoComplete="given-name" className={inputClass(!!errors.first_name)} data-testid="register-first-name" />}
          </FormField>
          <FormField label={t('register.lastName')} error={errors.last_name?.message}>
            {(c) => <input {...c} {...register('last_name')} autoComplete="family-name" className={inputClass(!!errors.last_name)} data-testid="register-last-name" />}
          </FormField>
        </div>

        <FormField label={t('register.email')} error={errors.email?.message}>
          {(c) => (
            <input
              {...c}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              className={inputClass(!!errors.email)}
              data-testid="register-email"
            />
          )}
        </FormField>

        <FormField label={t('register.country')} error={errors.country?.message}>
          {(c) => (
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <CountryCombobox
                  {...c}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  testId="register-country"
                />
              )}
            />
          )}
        </FormField>

        <FormField label={t('register.password')} error={errors.password?.message} hint={t('register.passwordHint')}>
          {(c) => <PasswordInput {...c} {...register('password')} autoComplete="new-password" invalid={!!errors.password} data-testid="register-password" />}
        </FormField>
        <FormField label={t('register.password2')} error={errors.password2?.message}>
          {(c) => <PasswordInput {...c} {...register('password2')} autoComplete="new-password" invalid={!!errors.password2} data-testid="register-password2" />}
        </FormField>

        <div className="flex flex-col gap-2">
          <Checkbox register={register('canvaAccount')} testId="register-canva">
            {t('register.canva')}
          </Checkbox>
          <Checkbox register={register('agreeToTerms')} invalid={!!errors.agreeToTerms} describedBy="agree-error" testId="register-agree">
            <Trans
              t={t}
              i18nKey="register.agree"
              components={{
                terms: <Link to="/terms-of-use" target="_blank" className="font-semibold text-primary underline underline-offset-2" />,
                privacy: <Link to="/privacy-policy" target="_blank" className="font-semibold text-primary underline underline-offset-2" />,
              }}
            />
          </Checkbox>
          <FieldError id="agree-error" message={errors.agreeToTerms?.message} testId="agree-error" />
        </div>

        {turnstileSiteKey ? (
          <div>
            <TurnstileWidget
              siteKey={turnstileSiteKey}
              resetCount={turnstileResets}
              onToken={(token) => {
                setValue('turnstile_token', token);
                if (token) clearErrors('turnstile_token');
              }}
            />
            <FieldError message={errors.turnstile_token?.message} testId="turnstile-error" />
          </div>
        ) : null}

        <SubmitButton busy={isLoading} busyLabel={t('register.creating')} testId="register-submit">
          {t('register.create')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t('register.logIn')}
        </Link>
      </p>
    </FormCard>
  );
}

type Registered = ReturnType<ReturnType<typeof useForm<FormValues>>['register']>;

function RoleOption({ value, label, icon, register, invalid }: { value: 'student' | 'teacher'; label: string; icon: ReactNode; register: Registered; invalid: boolean }) {
  return (
    <label
      className={`group relative flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 bg-surface p-3 text-center transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-light has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${invalid ? 'border-danger' : 'border-line-soft'}`}
      data-testid={`register-role-${value}`}
    >
      <input type="radio" value={value} {...register} className="sr-only" aria-invalid={invalid || undefined} />
      <span aria-hidden="true" className="text-primary">
        {icon}
      </span>
      <span className="text-base font-bold text-ink">{label}</span>
    </label>
  );
}

function Checkbox({
  register,
  children,
  invalid = false,
  describedBy,
  testId,
}: {
  register: Registered;
  children: ReactNode;
  invalid?: boolean;
  describedBy?: string;
  testId: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 text-sm text-ink">
      <input
        type="checkbox"
        {...register}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        className="mt-0.5 size-5 shrink-0 rounded accent-primary"
        data-testid={testId}
      />
      <span>{children}</span>
    </label>
  );
}

function RegisterSuccess({ user, email, productName }: { user: TSessionUser; email: string; productName: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <ConfettiBurst />
      <FormCard testId="register-success">
        <FormCardHeader icon={<PartyIcon size={28} />} title={t('register.successTitle', { product: productName })} focusOnMount>
          <Trans
            t={t}
            i18nKey="register.successLead"
            values={{ name: user.first_name, email }}
            components={{ strong: <strong className="font-semibold text-ink" /> }}
          />
        </FormCardHeader>
        <Link to={dashboardPathForRole(user.role)} className={buttonClass('primary', 'lg', 'w-full')} data-testid="register-dashboard">
          <GridIcon size={20} />
          {t('register.goToDashboard')}
        </Link>
      </FormCard>
    </>
  );
}
