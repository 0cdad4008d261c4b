import { zodResolver } from '@hookform/resolvers/zod';
import { TENANT_ADMIN_MSG, type TAdminTenant } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import {
  LOGO_ACCEPT,
  logoFileProblem,
  REQUIRED_COLOR_FIELDS,
  TENANT_REGISTRATION_DEFAULTS,
  ZTenantRegistration,
  ZTenantUnstatedCountry,
} from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { DEFAULT_TENANT_COLORS, TENANT_COLOR_FIELDS, type TTenantColorField } from '@commonshelf/shared/tenants/tenants.schemas';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { BuildingIcon, ChevronLeftIcon, ImageIcon, SchoolIcon, UploadIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ColorField, CountryField, SubdomainField, TypeButton } from './tenant-registration-form';
import { ThemePreview } from './theme-preview';
import { previewColor } from '../tenant-form';
import { useGetAdminTenantQuery, useSaveSchoolProfileMutation, useSaveTenantMutation } from '../api/tenant-admin.api';

const LIST = '/admin-panel/all-tenants';

/** Spec 5: the registration's fields, plus the Switchboard (True or False). */
const switchboard = z.enum(['true', 'false'], { error: TENANT_ADMIN_MSG.switchboardRequired });
const ZTenantForm = ZTenantRegistration.extend({ switchboard });
/** A site that has not stated its country yet may be saved without it (the server's rule too). */
const ZUnstatedCountryForm = ZTenantUnstatedCountry.extend({ switchboard });
type FormValues = z.input<typeof ZUnstatedCountryForm>;
type FormData_ = z.output<typeof ZUnstatedCountryForm>;
const TEXT_FIELDS = ['school_name', 'school_email', 'domain_url', 'subdomain', 'switchboard', 'country', ...TENANT_COLOR_FIELDS] as const;

const valuesOf = (t: TAdminTenant): FormValues => ({
  school_name: t.school_name,
  school_email: t.school_email,
  domain_url: t.domain_url ?? '',
  subdomain: t.subdomain,
  is_organization: t.is_organization,
  switchboard: t.switchboard ? 'true' : 'false',
  country: t.country ?? '',
  ...t.colors,
});

/** `admin-panel/tenant/:tenantId?`: add a tenant, or change one; returns to all-tenants when saved. */
export function TenantFormPage() {
  const { t } = useTranslation('tenants');
  const { tenantId } = useParams();
  const { data, error, isLoading, refetch, isFetching } = useGetAdminTenantQuery(tenantId ?? '', { skip: !tenantId });
  useDocumentTitle(tenantId ? (data ? t('editor.edit', { name: data.school_name }) : t('editor.editTenant')) : t('editor.addTenant'));
  if (!tenantId) return <TenantForm tenant={null} />;
  if (isLoading) return <ListSkeleton rows={3} testId="tenant-loading" />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400)
    return (
      <ItemNotFound testId="tenant-not-found" icon={<BuildingIcon size={24} />} title={t('editor.notFoundTitle')} backTo={LIST} backLabel={t('editor.seeAll')}>
        {t('editor.notFoundBody')}
      </ItemNotFound>
    );
  if (error || !data) return <ErrorState what={t('editor.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <TenantForm key={data.id} tenant={data} />;
}

/**
 * The tenant form. `school`: a school's admins on their own profile, where the subdomain, the
 * Switchboard and the kind are the platform's (shown, not changed) and saving stays on the page.
 */
export function TenantForm({ tenant, school = false, asSection = false }: { tenant: TAdminTenant | null; school?: boolean; asSection?: boolean }) {
  const { t } = useTranslation('tenants');
  const navigate = useNavigate();
  const [saveTenant, tenantState] = useSaveTenantMutation();
  const [saveProfile, profileState] = useSaveSchoolProfileMutation();
  const isLoading = tenantState.isLoading || profileState.isLoading;
  const [failure, setFailure] = useState<string | null>(null);
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, FormData_>({
    // The stricter form's values are the looser one's too: a stated country is a country.
    resolver: zodResolver(tenant && tenant.country === null ? ZUnstatedCountryForm : (ZTenantForm as unknown as typeof ZUnstatedCountryForm)),
    mode: 'onTouched',
    defaultValues: tenant ? valuesOf(tenant) : { ...TENANT_REGISTRATION_DEFAULTS, is_organization: false, switchboard: 'false' },
  });
  const blocker = useUnsavedChanges((isDirty || logo !== null) && !isLoading && !saved);

  const logoUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (logoUrl.current) URL.revokeObjectURL(logoUrl.current);
  }, []);
  const chooseLogo = (file: File | null) => {
    if (logoUrl.current) URL.revokeObjectURL(logoUrl.current);
    logoUrl.current = null;
    const problem = file ? logoFileProblem(file) : null;
    setLogoError(problem);
    if (!file || problem) return setLogo(null);
    logoUrl.current = URL.createObjectURL(file);
    setLogo({ file, url: logoUrl.current });
  };

  const values = useWatch({ control });
  const isOrganization = values.is_organization === true || values.is_organization === 'true';
  const colors = Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [f, previewColor(values[f], DEFAULT_TENANT_COLORS[f])])) as Record<TTenantColorField, string>;

  const submit = handleSubmit(async (data) => {
    setFailure(null);
    const form = new FormData();
    form.append('school_name', data.school_name);
    form.append('school_email', data.school_email);
    form.append('domain_url', data.domain_url);
    form.append('subdomain', data.subdomain);
    form.append('is_organization', String(data.is_organization));
    form.append('switchboard', data.switchboard);
    form.append('country', data.country ?? '');
    for (const field of TENANT_COLOR_FIELDS) form.append(field, data[field]);
    if (logo) form.append('logo', logo.file, logo.file.name);
    try {
      const result = school ? await saveProfile(form).unwrap() : await saveTenant({ id: tenant?.id ?? null, form }).unwrap();
      showToast(result.message, 'success');
      setSaved(true);
      // The profile page shows the saved profile afresh (a new form); the admin's form returns to the list.
      if (!school) void navigate(LIST);
    } catch (err) {
      const fields = serverFieldErrors(err);
      let first = true;
      for (const name of TEXT_FIELDS) {
        const messages = fields[name];
        if (!messages) continue;
        setError(name, { message: messages.join(' ') }, { shouldFocus: first });
        first = false;
      }
      if (fields.logo) setLogoError(fields.logo.join(' '));
      showToast(t('messages.saveFailed'), 'error');
      setFailure(errorMessage(err, t('messages.saveFailed')));
    }
  });

  const shownLogo = logo?.url ?? tenant?.logo ?? null;
  const noCountry = tenant !== null && tenant.country === null;
  // A page of its own has the form's title as its h1; inside another page (the organization's settings), an h2.
  const Heading = asSection ? 'h2' : 'h1';
  return (
    <section aria-labelledby="tenant-form-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="tenant-editor">
      <div>
        {school ? null : (
          <Link to={LIST} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
            <ChevronLeftIcon size={16} />
            {t('editor.allTenants')}
          </Link>
        )}
        <Heading id="tenant-form-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {school ? t('editor.profile') : tenant ? t('editor.edit', { name: tenant.school_name }) : t('editor.addTenant')}
        </Heading>
        <p className="mt-1 max-w-2xl text-ink-soft">
          {school
            ? tenant?.is_organization
              ? t('editor.introOrganization')
              : t('editor.introSchool')
            : tenant
              ? t('editor.introEdit')
              : t('editor.introAdd')}
        </p>
      </div>

      {noCountry && school ? (
        <FormAlert tone="info" testId="profile-country-prompt">
          {tenant.is_organization ? t('editor.countryPromptOrganization') : t('editor.countryPromptSchool')}
        </FormAlert>
      ) : null}

      <form onSubmit={submit} noValidate className="grid gap-8 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="tenant-admin-form">
        <div className="flex min-w-0 flex-col gap-6">
          {tenant ? (
            <p className="text-sm text-ink-soft" data-testid="tenant-kind">
              {t('editor.kindStatus', {
                kind: tenant.is_organization ? t('editor.anOrganization') : tenant.parent ? t('editor.schoolOf', { name: tenant.parent.name }) : t('editor.aSchool'),
                status: t(`statuses.${tenant.status}`),
              })}
            </p>
          ) : (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">{t('editor.kind')}</legend>
              <div className="grid grid-cols-2 gap-3">
                <TypeButton pressed={!isOrganization} onClick={() => setValue('is_organization', false, { shouldDirty: true })} icon={<SchoolIcon size={26} />} testId="type-school">
                  {t('form.school')}
                </TypeButton>
                <TypeButton pressed={isOrganization} onClick={() => setValue('is_organization', true, { shouldDirty: true })} icon={<BuildingIcon size={26} />} testId="type-organization">
                  {t('form.organization')}
                </TypeButton>
              </div>
            </fieldset>
          )}

          <FormField label={isOrganization ? t('form.nameOrganization') : t('form.nameSchool')} error={errors.school_name?.message}>
            {(c) => <input {...c} {...register('school_name')} maxLength={120} className={inputClass(!!errors.school_name)} data-testid="tenant-name" />}
          </FormField>
          <FormField label={isOrganization ? t('form.emailOrganization') : t('form.emailSchool')} error={errors.school_email?.message} hint={tenant ? undefined : t('editor.emailHint')}>
            {(c) => <input {...c} {...register('school_email')} type="email" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.school_email)} data-testid="tenant-email" />}
          </FormField>
          <FormField label={t('form.website')} error={errors.domain_url?.message}>
            {(c) => <input {...c} {...register('domain_url')} type="url" inputMode="url" autoCapitalize="none" spellCheck={false} placeholder="https://" className={inputClass(!!errors.domain_url)} data-testid="tenant-domain" />}
          </FormField>
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <CountryField
                field={field}
                error={errors.country?.message}
                hint={
                  noCountry
                    ? school
                      ? t('editor.countryUnstatedSchool')
                      : t('editor.countryUnstated')
                    : school
                      ? t('editor.countrySchool')
                      : t('editor.country')
                }
              />
            )}
          />
          {school ? (
            <p className="text-sm text-ink-soft" data-testid="profile-site">
              <Trans
                t={t}
                i18nKey={tenant?.switchboard ? 'editor.siteOn' : 'editor.siteOff'}
                values={{ url: tenant?.site_url ?? '' }}
                components={{ strong: <strong className="text-ink" /> }}
              />
            </p>
          ) : (
            <>
          <SubdomainField registration={register('subdomain')} error={errors.subdomain?.message} value={String(values.subdomain ?? '')} />
          <FormField label={t('editor.switchboard')} error={errors.switchboard?.message} hint={t('editor.switchboardHint')}>
            {(c) => (
              <select {...c} {...register('switchboard')} className={inputClass(!!errors.switchboard)} data-testid="tenant-switchboard">
                <option value="true">{t('editor.true')}</option>
                <option value="false">{t('editor.false')}</option>
              </select>
            )}
          </FormField>
            </>
          )}

          <FormField label={t('form.logo')} optional error={logoError} hint={t('editor.logoHint')}>
            {(c) => (
              <div className="flex items-center gap-4">
                <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-line bg-surface-alt text-ink-muted">
                  {shownLogo ? <img src={shownLogo} alt="" className="size-full object-contain" data-testid="logo-preview" /> : <ImageIcon size={26} />}
                </span>
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
                <label htmlFor={c.id} className={buttonClass('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary')}>
                  <UploadIcon size={16} />
                  {shownLogo ? t('form.chooseAnother') : t('form.chooseLogo')}
                </label>
              </div>
            )}
          </FormField>

          <fieldset className="rounded-2xl border border-line-soft p-4">
            <legend className="px-1 text-base font-bold text-ink">{t('editor.colours')}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {TENANT_COLOR_FIELDS.map((field) => (
                <ColorField
                  key={field}
                  field={field}
                  value={colors[field]}
                  error={errors[field]?.message}
                  required={(REQUIRED_COLOR_FIELDS as readonly string[]).includes(field)}
                  registration={register(field)}
                  onPick={(hex) => setValue(field, hex, { shouldValidate: true, shouldDirty: true })}
                />
              ))}
            </div>
          </fieldset>

          {failure ? <FormAlert testId="tenant-form-error">{failure}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={isLoading} busyLabel={t('editor.saving')} testId="tenant-save">
              {tenant ? t('editor.saveChanges') : isOrganization ? t('editor.addOrganization') : t('editor.addSchool')}
            </SubmitButton>
            {school ? null : (
              <Link to={LIST} className={buttonClass('secondary', 'md')}>
                {t('editor.cancel')}
              </Link>
            )}
          </div>
        </div>
        <aside aria-label={t('form.preview')} className="min-w-0">
          <div className="lg:sticky lg:top-6">
            <p className="mb-3 text-sm font-semibold text-ink">{t('editor.howItLooks')}</p>
            <ThemePreview colors={colors} name={String(values.school_name ?? '')} logoUrl={shownLogo} isOrganization={isOrganization} />
          </div>
        </aside>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}
