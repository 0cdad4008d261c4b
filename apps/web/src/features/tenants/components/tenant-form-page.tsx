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
const STATUS_LABELS: Record<TAdminTenant['status'], string> = { pending: 'waiting for review', active: 'active', suspended: 'suspended', rejected: 'rejected' };

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
  const { tenantId } = useParams();
  const { data, error, isLoading, refetch, isFetching } = useGetAdminTenantQuery(tenantId ?? '', { skip: !tenantId });
  useDocumentTitle(tenantId ? (data ? `Edit ${data.school_name}` : 'Edit tenant') : 'Add a tenant');
  if (!tenantId) return <TenantForm tenant={null} />;
  if (isLoading) return <ListSkeleton rows={3} testId="tenant-loading" />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400)
    return (
      <ItemNotFound testId="tenant-not-found" icon={<BuildingIcon size={24} />} title="We couldn’t find this tenant" backTo={LIST} backLabel="See all tenants">
        It may have been removed, or the address is wrong.
      </ItemNotFound>
    );
  if (error || !data) return <ErrorState what="the tenant" onRetry={() => void refetch()} retrying={isFetching} />;
  return <TenantForm key={data.id} tenant={data} />;
}

/**
 * The tenant form. `school`: a school's admins on their own profile, where the subdomain, the
 * Switchboard and the kind are the platform's (shown, not changed) and saving stays on the page.
 */
export function TenantForm({ tenant, school = false, asSection = false }: { tenant: TAdminTenant | null; school?: boolean; asSection?: boolean }) {
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
      showToast(TENANT_ADMIN_MSG.saveFailed, 'error');
      setFailure(errorMessage(err, TENANT_ADMIN_MSG.saveFailed));
    }
  });

  const shownLogo = logo?.url ?? tenant?.logo ?? null;
  const noCountry = tenant !== null && tenant.country === null;
  const noun = isOrganization ? 'Organization' : 'School';
  // A page of its own has the form's title as its h1; inside another page (the organization's settings), an h2.
  const Heading = asSection ? 'h2' : 'h1';
  return (
    <section aria-labelledby="tenant-form-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="tenant-editor">
      <div>
        {school ? null : (
          <Link to={LIST} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
            <ChevronLeftIcon size={16} />
            All tenants
          </Link>
        )}
        <Heading id="tenant-form-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {school ? 'Profile' : tenant ? `Edit ${tenant.school_name}` : 'Add a tenant'}
        </Heading>
        <p className="mt-1 max-w-2xl text-ink-soft">
          {school
            ? `Your ${tenant?.is_organization ? 'organization' : 'school'}’s name, contact, logo and colours, as your site and its emails show them.`
            : tenant
              ? 'Changes show on the site at once.'
              : 'The site is live as soon as you save it, and its email is invited to set up the first admin account.'}
        </p>
      </div>

      {noCountry && school ? (
        <FormAlert tone="info" testId="profile-country-prompt">
          Tell us where your {tenant.is_organization ? 'organization' : 'school'} is: choose its country below and save. It puts you on our map of
          schools around the world.
        </FormAlert>
      ) : null}

      <form onSubmit={submit} noValidate className="grid gap-8 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="tenant-admin-form">
        <div className="flex min-w-0 flex-col gap-6">
          {tenant ? (
            <p className="text-sm text-ink-soft" data-testid="tenant-kind">
              {tenant.is_organization ? 'An organization' : tenant.parent ? `A school of ${tenant.parent.name}` : 'A school'} · {STATUS_LABELS[tenant.status]}
            </p>
          ) : (
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">Kind</legend>
              <div className="grid grid-cols-2 gap-3">
                <TypeButton pressed={!isOrganization} onClick={() => setValue('is_organization', false, { shouldDirty: true })} icon={<SchoolIcon size={26} />} testId="type-school">
                  School
                </TypeButton>
                <TypeButton pressed={isOrganization} onClick={() => setValue('is_organization', true, { shouldDirty: true })} icon={<BuildingIcon size={26} />} testId="type-organization">
                  Organization
                </TypeButton>
              </div>
            </fieldset>
          )}

          <FormField label={`${noun} Name`} error={errors.school_name?.message}>
            {(c) => <input {...c} {...register('school_name')} maxLength={120} className={inputClass(!!errors.school_name)} data-testid="tenant-name" />}
          </FormField>
          <FormField label={`${noun} Email`} error={errors.school_email?.message} hint={tenant ? undefined : 'Its first admin is invited at this address.'}>
            {(c) => <input {...c} {...register('school_email')} type="email" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.school_email)} data-testid="tenant-email" />}
          </FormField>
          <FormField label="Website" error={errors.domain_url?.message}>
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
                      ? 'Not stated yet. It places you on the global-reach map.'
                      : 'Not stated yet: the site was registered before we asked.'
                    : school
                      ? 'Where you are. It places you on the global-reach map.'
                      : 'Where the site is. It places the site on the global-reach map.'
                }
              />
            )}
          />
          {school ? (
            <p className="text-sm text-ink-soft" data-testid="profile-site">
              Your site’s address is <strong className="text-ink">{tenant?.site_url}</strong>, and its Switchboard is {tenant?.switchboard ? 'on' : 'off'}. The
              platform’s team changes these for you.
            </p>
          ) : (
            <>
          <SubdomainField registration={register('subdomain')} error={errors.subdomain?.message} value={String(values.subdomain ?? '')} />
          <FormField label="Switchboard" error={errors.switchboard?.message} hint="With the Switchboard on, visitors choose a mode (a theme) that narrows what the site shows.">
            {(c) => (
              <select {...c} {...register('switchboard')} className={inputClass(!!errors.switchboard)} data-testid="tenant-switchboard">
                <option value="true">True</option>
                <option value="false">False</option>
              </select>
            )}
          </FormField>
            </>
          )}

          <FormField label="Logo" optional error={logoError} hint="JPEG, PNG or SVG, up to 5 MB.">
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
                  {shownLogo ? 'Choose another' : 'Choose a logo'}
                </label>
              </div>
            )}
          </FormField>

          <fieldset className="rounded-2xl border border-line-soft p-4">
            <legend className="px-1 text-base font-bold text-ink">Colours</legend>
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
            <SubmitButton busy={isLoading} busyLabel="Saving..." testId="tenant-save">
              {tenant ? 'Save changes' : `Add ${noun.toLowerCase()}`}
            </SubmitButton>
            {school ? null : (
              <Link to={LIST} className={buttonClass('secondary', 'md')}>
                Cancel
              </Link>
            )}
          </div>
        </div>
        <aside aria-label="Preview" className="min-w-0">
          <div className="lg:sticky lg:top-6">
            <p className="mb-3 text-sm font-semibold text-ink">How the site looks</p>
            <ThemePreview colors={colors} name={String(values.school_name ?? '')} logoUrl={shownLogo} isOrganization={isOrganization} />
          </div>
        </aside>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}
