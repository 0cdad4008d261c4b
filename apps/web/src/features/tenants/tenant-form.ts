import type { TTenantRegistrationData } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { HEX_COLOR, TENANT_COLOR_FIELDS } from '@commonshelf/shared/tenants/tenants.schemas';

/** The multipart body of `POST /api/tenants/create/`: the checked fields, and the logo when there is one. */
export function registrationFormData(values: TTenantRegistrationData, logo: File | null): FormData {
  const form = new FormData();
  form.append('school_name', values.school_name);
  form.append('school_email', values.school_email);
  form.append('domain_url', values.domain_url);
  form.append('subdomain', values.subdomain);
  form.append('is_organization', String(values.is_organization));
  form.append('country', values.country);
  for (const field of TENANT_COLOR_FIELDS) form.append(field, values[field]);
  if (logo) form.append('logo', logo, logo.name);
  return form;
}


/** A colour for the live preview: what was typed when it is a full #RRGGBB, otherwise the fallback. */
export function previewColor(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;
}

/** The subdomain as typed, forced to what is allowed to be typed: lower case, no spaces. */
export function subdomainInput(raw: string): string {
  return raw.toLowerCase().replace(/\s+/g, '');
}
