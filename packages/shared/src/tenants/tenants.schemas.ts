import { z } from 'zod';

/** The thirteen theme colour fields of a tenant, in the order the registration form shows them. */
export const TENANT_COLOR_FIELDS = [
  'primary_color',
  'primary_color_light',
  'primary_color_dark',
  'bg_primary_color',
  'bg_secondary_color',
  'announcement_color',
  'button_color',
  'book_button_color',
  'text_primary_color',
  'text_secondary_color',
  'text_muted_color',
  'border_primary_color',
  'border_muted_color',
] as const;

export type TTenantColorField = (typeof TENANT_COLOR_FIELDS)[number];

/** The platform theme; the main site and new tenants start from it (primary #11365A per the spec). */
export const DEFAULT_TENANT_COLORS: Record<TTenantColorField, string> = {
  primary_color: '#11365A',
  primary_color_light: '#E6EEF7',
  primary_color_dark: '#0A2239',
  bg_primary_color: '#FFFFFF',
  bg_secondary_color: '#F5F7FA',
  announcement_color: '#FFF4D6',
  button_color: '#11365A',
  book_button_color: '#C2410C',
  text_primary_color: '#1A1F2B',
  text_secondary_color: '#3F4A5A',
  text_muted_color: '#5F6B7A',
  border_primary_color: '#CBD5E1',
  border_muted_color: '#E5E9F0',
};

/** A theme colour as #RRGGBB. */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const ZHexColor = z.string().regex(HEX_COLOR, 'Enter a colour as #RRGGBB.');

const colorShape = Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [f, ZHexColor])) as Record<
  TTenantColorField,
  typeof ZHexColor
>;

/** `GET /api/current-tenant`: the tenant fields of spec section 3. */
export const ZCurrentTenant = z.object({
  id: z.string(),
  school_name: z.string(),
  school_email: z.string(),
  domain_url: z.string().nullable(),
  subdomain: z.string(),
  switchboard: z.boolean(),
  is_organization: z.boolean(),
  logo: z.string().nullable(),
  /** A student's session on this site ends after this many minutes without activity. */
  student_idle_minutes: z.number().int(),
  ...colorShape,
});
export type TCurrentTenant = z.infer<typeof ZCurrentTenant>;

/** What the web app themes itself with: a tenant, or the platform defaults on the main site. */
export type TSiteTheme = Record<TTenantColorField, string> & { logo: string | null; name: string };
