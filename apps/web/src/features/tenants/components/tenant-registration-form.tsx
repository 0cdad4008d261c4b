import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOGO_ACCEPT,
  logoFileProblem,
  REQUIRED_COLOR_FIELDS,
  TENANT_REGISTRATION_DEFAULTS,
  ZTenantRegistration,
  type TTenantRegistration,
  type TTenantRegistrationData,
} from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { DEFAULT_TENANT_COLORS, TENANT_COLOR_FIELDS, type TTenantColorField } from '@commonshelf/shared/tenants/tenants.schemas';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type RefCallBack, type UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { AlertIcon, BuildingIcon, ChevronDownIcon, ImageIcon, PaletteIcon, SchoolIcon, UploadIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useRegisterTenantMutation } from '../api/tenant-registration.api';
import { previewColor, registrationFormData, subdomainInput } from '../tenant-form';
import { ThemePreview } from './theme-preview';
import { SubmitButton } from '../../../components/ui/submit-button';

export type RegistrationDone = { message: string; name: string; isOrganization: boolean };

type Props = {
  /** Set by an organization's invitation link: the form registers a school and the type is fixed. */
  invitationToken: string | null;
  organizationName: string | null;
  onRegistered: (done: RegistrationDone) => void;
};

type FieldName = keyof TTenantRegistration;
const REQUIRED_COLORS: readonly string[] = REQUIRED_COLOR_FIELDS;
const TEXT_FIELDS = ['school_name', 'school_email', 'domain_url', 'subdomain', 'country', ...TENANT_COLOR_FIELDS] as const;

/** The tenant self-registration form of spec 2 and 5. */
export function TenantRegistrationForm({ invitationToken, organizationName, onRegistered }: Props) {
  const { t } = useTranslation('tenants');
  const schoolMode = invitationToken !== null;
  const [registerTenant, { isLoading }] = useRegisterTenantMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [colorsOpen, setColorsOpen] = useState(false);
  const colorsPanelId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    trigger,
    formState: { errors, touchedFields, isValid, isSubmitted },
  } = useForm<TTenantRegistration, unknown, TTenantRegistrationData>({
    resolver: zodResolver(ZTenantRegistration),
    mode: 'onChange',
    defaultValues: { ...TENANT_REGISTRATION_DEFAULTS, is_organization: !schoolMode },
  });

  // The preview's object URL is freed when the logo changes or the form goes away.
  const logoUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (logoUrl.current) URL.revokeObjectURL(logoUrl.current);
  }, []);

  const values = useWatch({ control });
  const isOrganization = values.is_organization === true || values.is_organization === 'true';
  /** Spec 5: a field's error shows only once that field was touched (or a submit came back with it). */
  const shown = (name: FieldName) => (touchedFields[name] || isSubmitted ? errors[name]?.message : undefined);
  const colors = Object.fromEntries(
    TENANT_COLOR_FIELDS.map((f) => [f, previewColor(values[f], DEFAULT_TENANT_COLORS[f])]),
  ) as Record<TTenantColorField, string>;
  const colorProblems = TENANT_COLOR_FIELDS.some((f) => shown(f));

  const chooseLogo = (file: File | null) => {
    if (logoUrl.current) URL.revokeObjectURL(logoUrl.current);
    logoUrl.current = null;
    if (!file) {
      setLogo(null);
      setLogoError(null);
      return;
    }
    const problem = logoFileProblem(file);
    setLogoError(problem);
    if (problem) {
      setLogo(null);
      return;
    }
    logoUrl.current = URL.createObjectURL(file);
    setLogo({ file, url: logoUrl.current });
  };

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      const result = await registerTenant({ form: registrationFormData(data, logo?.file ?? null), invitationToken }).unwrap();
      onRegistered({ message: result.message || t('messages.registrationOk'), name: data.school_name, isOrganization: data.is_organization && !schoolMode });
    } catch (error) {
      const fields = serverFieldErrors(error);
      let first = true;
      for (const name of TEXT_FIELDS) {
        const messages = fields[name];
        if (!messages) continue;
        if ((TENANT_COLOR_FIELDS as readonly string[]).includes(name)) setColorsOpen(true);
        setError(name, { message: messages.join(' ') }, { shouldFocus: first });
        first = false;
      }
      if (fields.logo) setLogoError(fields.logo.join(' '));
      setFailure(errorMessage(error, t('messages.registrationFailed')));
    }
  });

  const invalid = !isValid || logoError !== null;

  return (
    <form onSubmit={submit} noValidate data-testid="tenant-form" data-mode={isOrganization ? 'organization' : 'school'}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{t('form.whoIsRegistering')}</legend>
            <div className="grid grid-cols-2 gap-3">
              <TypeButton
                pressed={isOrganization}
                disabled={schoolMode}
                onClick={() => setValue('is_organization', true, { shouldValidate: true })}
                icon={<BuildingIcon size={26} />}
                testId="type-organization"
              >
                {t('form.organization')}
              </TypeButton>
              <TypeButton
                pressed={!isOrganization}
                onClick={() => setValue('is_organization', false, { shouldValidate: true })}
                icon={<SchoolIcon size={26} />}
                testId="type-school"
              >
                {t('form.school')}
              </TypeButton>
            </div>
            <p className="mt-2 text-sm text-ink-muted" data-testid="type-hint">
              {schoolMode
                ? t('form.hintInvited', { organization: organizationName ?? t('form.anOrganization') })
                : isOrganization
                  ? t('form.hintOrganization')
                  : t('form.hintSchool')}
            </p>
          </fieldset>

          <FormField label={isOrganization ? t('form.nameOrganization') : t('form.nameSchool')} error={shown('school_name')} testId="field-school-name">
            {(c) => (
              <input {...c} {...register('school_name')} autoComplete="organization" maxLength={120} className={inputClass(!!shown('school_name'))} data-testid="tenant-name" />
            )}
          </FormField>

          <FormField label={isOrganization ? t('form.emailOrganization') : t('form.emailSchool')} error={shown('school_email')} hint={t('form.emailHint')}>
            {(c) => (
              <input
                {...c}
                {...register('school_email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                className={inputClass(!!shown('school_email'))}
                data-testid="tenant-email"
              />
            )}
          </FormField>

          <FormField label={t('form.website')} error={shown('domain_url')} hint={isOrganization ? t('form.websiteHintOrganization') : t('form.websiteHintSchool')}>
            {(c) => (
              <input
                {...c}
                {...register('domain_url')}
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://"
                className={inputClass(!!shown('domain_url'))}
                data-testid="tenant-domain"
              />
            )}
          </FormField>

          <SubdomainField registration={register('subdomain')} error={shown('subdomain')} value={String(values.subdomain ?? '')} />

          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <CountryField
                // Leaving the list without a choice changes nothing, so the check runs on leaving it.
                field={{
                  ...field,
                  onBlur: () => {
                    field.onBlur();
                    void trigger('country');
                  },
                }}
                error={shown('country')}
                hint={isOrganization ? t('form.countryHintOrganization') : t('form.countryHintSchool')}
              />
            )}
          />

          <FormField label={t('form.logo')} optional error={logoError} hint={t('form.logoHint')}>
            {(c) => (
              <div className="flex items-center gap-4">
                <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-line bg-surface-alt text-ink-muted">
                  {logo ? <img src={logo.url} alt="" className="size-full object-contain" data-testid="logo-preview" /> : <ImageIcon size={26} />}
                </span>
                <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                  {/* The native file box is hidden (its "No file chosen" text does not fit a phone); its label is the button. */}
                  <input
                    {...c}
                    type="file"
                    accept={LOGO_ACCEPT}
                    onChange={(event) => {
                      chooseLogo(event.target.files?.[0] ?? null);
                      event.target.value = '';
                    }}
                    className="peer sr-only"
                    data-testid="tenant-logo"
                  />
                  <label
                    htmlFor={c.id}
                    className={buttonClass('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary')}
                  >
                    <UploadIcon size={16} />
                    {logo ? t('form.chooseAnother') : t('form.chooseLogo')}
                  </label>
                  {logo ? (
                    <>
                      <span className="min-w-0 truncate text-sm text-ink-soft" data-testid="logo-name">
                        {logo.file.name}
                      </span>
                      <button type="button" onClick={() => chooseLogo(null)} className="text-sm font-semibold text-primary underline underline-offset-2">
                        {t('form.remove')}
                      </button>
                    </>
                  ) : null}
                </div>
              </div>
            )}
          </FormField>

          <section className="rounded-2xl border border-line-soft">
            <h2>
              <button
                type="button"
                aria-expanded={colorsOpen}
                aria-controls={colorsPanelId}
                onClick={() => setColorsOpen((open) => !open)}
                className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left text-base font-bold text-ink hover:bg-primary-light"
                data-testid="colors-toggle"
              >
                <PaletteIcon size={22} className="shrink-0 text-primary" />
                <span className="flex-1">
                  {t('form.colourConfiguration')} <span className="font-normal text-ink-muted">{t('form.optional')}</span>
                </span>
                {colorProblems && !colorsOpen ? (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-danger">
                    <AlertIcon size={16} />
                    {t('form.check')}
                  </span>
                ) : null}
                <ChevronDownIcon size={20} className={`shrink-0 transition-transform ${colorsOpen ? 'rotate-180' : ''}`} />
              </button>
            </h2>
            <div id={colorsPanelId} hidden={!colorsOpen} className="border-t border-line-soft px-4 pt-4 pb-5" data-testid="colors-panel">
              <p className="text-sm text-ink-soft">
                {t('form.colorsIntro')}
              </p>
              <div className="mt-4 lg:hidden">
                <ThemePreview colors={colors} name={String(values.school_name ?? '')} logoUrl={logo?.url ?? null} isOrganization={isOrganization} />
              </div>
              <div className="mt-5 grid gap-5 sm:grid-cols-2">
                {TENANT_COLOR_FIELDS.map((field) => (
                  <ColorField
                    key={field}
                    field={field}
                    value={colors[field]}
                    error={shown(field)}
                    required={REQUIRED_COLORS.includes(field)}
                    registration={register(field)}
                    onPick={(hex) => setValue(field, hex, { shouldValidate: true, shouldTouch: true, shouldDirty: true })}
                  />
                ))}
              </div>
              <button
                type="button"
                onClick={() => {
                  for (const field of TENANT_COLOR_FIELDS) setValue(field, DEFAULT_TENANT_COLORS[field], { shouldValidate: true });
                }}
                className={buttonClass('ghost', 'sm', 'mt-5 text-primary')}
              >
                {t('form.resetColors')}
              </button>
            </div>
          </section>

          {failure ? <FormAlert testId="tenant-error">{failure}</FormAlert> : null}

          <div>
            <SubmitButton busy={isLoading} disabled={invalid} busyLabel={t('form.registering')} testId="tenant-submit">
              {isOrganization ? t('form.registerOrganization') : t('form.registerSchool')}
            </SubmitButton>
            {invalid && !isLoading ? (
              <p className="mt-2 text-center text-sm text-ink-muted" data-testid="tenant-submit-hint">
                {t('form.fillIn')}
              </p>
            ) : null}
          </div>
        </div>

        <aside className="hidden lg:block" aria-label={t('form.preview')}>
          <div className="sticky top-6">
            <p className="mb-3 text-sm font-semibold text-ink">{t('form.howItWillLook')}</p>
            <ThemePreview colors={colors} name={String(values.school_name ?? '')} logoUrl={logo?.url ?? null} isOrganization={isOrganization} />
          </div>
        </aside>
      </div>
    </form>
  );
}

export function TypeButton({
  pressed,
  disabled = false,
  onClick,
  icon,
  children,
  testId,
}: {
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={`flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border-2 p-3 text-base font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
        pressed ? 'border-primary bg-primary-light text-ink' : 'border-line-soft bg-surface text-ink enabled:hover:border-primary'
      }`}
    >
      <span aria-hidden="true" className="text-primary">
        {icon}
      </span>
      {children}
    </button>
  );
}

export function SubdomainField({ registration, error, value }: { registration: UseFormRegisterReturn; error: string | undefined; value: string }) {
  const { t } = useTranslation('tenants');
  const host = typeof window === 'undefined' ? 'commonshelf' : window.location.host;
  return (
    <FormField
      label={t('form.subdomain')}
      error={error}
      hint={
        <Trans
          t={t}
          i18nKey="form.subdomainHint"
          components={{
            address: (
              <strong className="font-semibold break-all text-ink" data-testid="subdomain-preview">
                {`${value || t('form.yourName')}.${host}`}
              </strong>
            ),
          }}
        />
      }
    >
      {(c) => (
        <div className="flex min-w-0">
          <input
            {...c}
            {...registration}
            onChange={(event) => {
              const input = event.target;
              const cleaned = subdomainInput(input.value);
              if (cleaned !== input.value) input.value = cleaned;
              void registration.onChange(event);
            }}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={63}
            className={inputClass(!!error, 'rounded-r-none')}
            data-testid="tenant-subdomain"
          />
          <span className="inline-flex h-12 max-w-[45%] shrink-0 items-center truncate rounded-r-xl border border-l-0 border-line bg-surface-alt px-3 text-sm text-ink-muted">
            .{host}
          </span>
        </div>
      )}
    </FormField>
  );
}

/** The site's country, chosen from the embedded list (its code is what is sent). */
export function CountryField({ field, error, hint }: {
  field: { name: string; value: string | null | undefined; onChange: (code: string) => void; onBlur: () => void; ref: RefCallBack };
  error: string | undefined; hint: string }) {
  const { t } = useTranslation('tenants');
  return (
    <FormField label={t('form.country')} error={error} hint={hint}>
      {(c) => (
        <CountryCombobox
          {...c}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          testId="tenant-country"
        />
      )}
    </FormField>
  );
}

export function ColorField({
  field,
  value,
  error,
  required,
  registration,
  onPick,
}: {
  field: TTenantColorField;
  value: string;
  error: string | undefined;
  required: boolean;
  registration: UseFormRegisterReturn;
  onPick: (hex: string) => void;
}) {
  const { t } = useTranslation('tenants');
  const label = t(`colors.${field}`);
  return (
    <FormField label={required ? t('colorRequired', { label }) : label} error={error} testId={`color-${field}`}>
      {(c) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            value={value.toLowerCase()}
            onChange={(event) => onPick(event.target.value.toUpperCase())}
            aria-label={t('colorPicker', { label })}
            className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-line bg-surface p-1"
            data-testid={`color-picker-${field}`}
          />
          <input
            {...c}
            {...registration}
            type="text"
            maxLength={7}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className={inputClass(!!error, 'font-mono')}
            data-testid={`color-text-${field}`}
          />
        </div>
      )}
    </FormField>
  );
}
