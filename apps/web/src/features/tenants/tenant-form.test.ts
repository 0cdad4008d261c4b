import { DEFAULT_TENANT_COLORS, TENANT_COLOR_FIELDS } from '@commonshelf/shared/tenants/tenants.schemas';
import { TENANT_REGISTRATION_DEFAULTS, ZTenantRegistration } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { describe, expect, it } from 'vitest';
import { previewColor, registrationFormData, subdomainInput } from './tenant-form';

describe('tenant registration form', () => {
  const values = ZTenantRegistration.parse({
    ...TENANT_REGISTRATION_DEFAULTS,
    school_name: ' Riverside Learning Trust ',
    school_email: 'Office@Riverside.org',
    domain_url: 'riverside.org',
    subdomain: 'riverside',
    country: 'ke',
    primary_color: '#2a9d8f',
  });

  it('sends every field the server reads, as multipart strings', () => {
    const form = registrationFormData(values, null);
    expect(form.get('school_name')).toBe('Riverside Learning Trust');
    expect(form.get('school_email')).toBe('office@riverside.org');
    expect(form.get('domain_url')).toBe('https://riverside.org');
    expect(form.get('subdomain')).toBe('riverside');
    expect(form.get('is_organization')).toBe('true');
    expect(form.get('country')).toBe('KE');
    expect(form.get('primary_color')).toBe('#2A9D8F');
    for (const field of TENANT_COLOR_FIELDS) expect(form.get(field)).toMatch(/^#[0-9A-F]{6}$/);
    expect(form.has('logo')).toBe(false);
  });

  it('adds the logo file when one was chosen', () => {
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const form = registrationFormData({ ...values, is_organization: false }, logo);
    expect(form.get('is_organization')).toBe('false');
    expect((form.get('logo') as File).name).toBe('logo.png');
  });

  it('previews only complete colours', () => {
    expect(previewColor('#abcdef', '#000000')).toBe('#abcdef');
    expect(previewColor('#abc', DEFAULT_TENANT_COLORS.primary_color)).toBe('#11365A');
    expect(previewColor(undefined, '#FFFFFF')).toBe('#FFFFFF');
  });

  it('keeps a typed subdomain lower case without spaces', () => {
    expect(subdomainInput('River Side')).toBe('riverside');
  });
});
