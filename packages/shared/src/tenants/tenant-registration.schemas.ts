import { z } from 'zod';
import { countryCode } from '../common/country.schemas.js';
import { DEFAULT_TENANT_COLORS, HEX_COLOR, TENANT_COLOR_FIELDS, type TTenantColorField } from './tenants.schemas.js';

// The spec leaves these messages to us (section 5): each says what to do, not only what is wrong.
export const TENANT_REGISTRATION_MSG = {
  schoolName: 'Enter the name of your school or organization (at least 3 characters).',
  schoolNameTooLong: 'The name can be at most 100 characters.',
  schoolEmailRequired: 'Enter an email address we can reach you at.',
  schoolEmail: 'Enter a valid email address, like office@yourschool.org.',
  domainUrlRequired: "Enter your website's address, like https://www.yourschool.org.",
  domainUrl: 'Enter a full website address with a real domain, like https://www.yourschool.org.',
  domainUrlOurs: 'Enter your own website address, not one on our platform.',
  domainTaken: 'That website is already registered with us. If it is yours, contact us.',
  subdomainRequired: 'Choose a subdomain for your site.',
  subdomainChars: 'Use only lowercase letters, numbers and hyphens.',
  subdomainHyphen: 'The subdomain cannot start or end with a hyphen.',
  subdomainTooLong: 'The subdomain can be at most 63 characters.',
  subdomainReserved: 'That subdomain is reserved. Try another.',
  subdomainTaken: 'That subdomain is already taken. Try another.',
  isOrganization: 'Choose School or Organization.',
  country: 'Choose your country from the list.',
  colorRequired: 'Choose a colour.',
  color: 'Enter a colour as #RRGGBB, for example #11365A.',
  logoType: 'The logo must be a JPEG, PNG or SVG image.',
  logoTooLarge: 'The logo must be 5 MB or smaller.',
  logoEmpty: 'The logo file is empty. Choose another file.',
  logoSvg: 'The logo must be a plain SVG image.',
  logoDimensions: 'The logo is too large: it can be at most 8000 × 8000 pixels.',
  logoOne: 'Upload one logo file only.',
  invitationInvalid: 'This invitation link is invalid or has expired. Ask the organization for a new one.',
} as const;

export const SCHOOL_NAME_MIN = 3;
export const SCHOOL_NAME_MAX = 100;
export const SUBDOMAIN_MAX = 63;
export const DOMAIN_URL_MAX = 255;
export const EMAIL_MAX = 254;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a raster logo; larger images are refused as decompression bombs. */
export const LOGO_MAX_DIMENSION = 8000;
/** For the file input's `accept`; the server judges the bytes, never this. */
export const LOGO_ACCEPT = 'image/jpeg,image/png,image/svg+xml,.jpg,.jpeg,.png,.svg';

/** The three colours the registration form requires; the others default to the platform theme. */
export const REQUIRED_COLOR_FIELDS = ['primary_color', 'primary_color_light', 'primary_color_dark'] as const;

/**
 * Subdomains no tenant may take: our own services and pages, mail and DNS names, words that could
 * pass for the platform itself, and environment names.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www', 'www1', 'www2', 'api', 'admin', 'administrator', 'app', 'apps', 'mail', 'email', 'webmail', 'smtp', 'imap', 'pop',
  'pop3', 'mx', 'ns', 'ns1', 'ns2', 'dns', 'ftp', 'sftp', 'ssh', 'vpn', 'static', 'media', 'assets', 'cdn', 'img', 'images',
  'files', 'uploads', 'download', 'downloads', 'help', 'support', 'status', 'blog', 'docs', 'dashboard', 'login', 'logout',
  'register', 'signup', 'signin', 'auth', 'oauth', 'sso', 'account', 'accounts', 'id', 'test', 'testing', 'staging',
  'stage', 'dev', 'development', 'prod', 'production', 'qa', 'uat', 'demo', 'beta', 'preview', 'sandbox', 'root',
  'system', 'internal', 'intranet', 'localhost', 'host', 'server', 'platform', 'portal', 'console', 'panel',
  'admin-panel', 'admin-school', 'admin-organization', 'superadmin', 'webmaster', 'postmaster', 'hostmaster',
  'abuse', 'security', 'secure', 'billing', 'pay', 'payment', 'payments', 'checkout', 'cart', 'shop', 'store',
  'invoice', 'invoices', 'orders', 'legal', 'privacy', 'terms', 'about', 'contact', 'news', 'library', 'libraries',
  'tenant', 'tenants', 'tenant-register', 'autodiscover', 'autoconfig', 'git', 'metrics', 'monitoring', 'analytics',
  'stats', 'health', 'graphql', 'ws', 'socket', 'null', 'undefined', 'commonshelf', 'upschool',
]);

/** Reserved words, and labels shaped like IDNA's `xn--` (two hyphens at positions 3 and 4). */
export const isReservedSubdomain = (s: string) => RESERVED_SUBDOMAINS.has(s) || /^..--/.test(s);

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4ISH = /^[\d.]+$/;
/** Top-level domains reserved for local or documentation use (RFC 2606, 6761, 6762). */
const NOT_PUBLIC_TLDS = new Set(['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'lan', 'home', 'arpa']);

/**
 * A school's website as we store it: an http(s) URL (https:// is assumed when no scheme is given)
 * whose host is a real, dotted domain name with a top-level domain; no IP address, localhost,
 * credentials or other scheme. Null when it is not one.
 */
export function normalizeDomainUrl(raw: string): string | null {
  const input = raw.trim();
  if (!input || /\s/.test(input)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.replace(/\.$/, '');
  if (!host || host.length > 253 || host.startsWith('[') || IPV4ISH.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => DNS_LABEL.test(l)) || !TLD.test(labels.at(-1)!)) return null;
  if (NOT_PUBLIC_TLDS.has(labels.at(-1)!)) return null;
  url.hostname = host;
  url.hash = '';
  const href = url.href;
  return url.pathname === '/' && !url.search ? href.slice(0, -1) : href;
}

const requiredColor = z
  .string({ error: TENANT_REGISTRATION_MSG.colorRequired })
  .trim()
  .min(1, { error: TENANT_REGISTRATION_MSG.colorRequired, abort: true })
  .regex(HEX_COLOR, TENANT_REGISTRATION_MSG.color)
  .transform((v) => v.toUpperCase());

const optionalColor = (field: TTenantColorField) =>
  z
    .string({ error: TENANT_REGISTRATION_MSG.color })
    .trim()
    .refine((v) => v === '' || HEX_COLOR.test(v), TENANT_REGISTRATION_MSG.color)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : DEFAULT_TENANT_COLORS[field]));

const colorShape = Object.fromEntries(
  TENANT_COLOR_FIELDS.map((f) => [f, (REQUIRED_COLOR_FIELDS as readonly string[]).includes(f) ? requiredColor : optionalColor(f)]),
) as Record<(typeof REQUIRED_COLOR_FIELDS)[number], typeof requiredColor> &
  Record<Exclude<TTenantColorField, (typeof REQUIRED_COLOR_FIELDS)[number]>, ReturnType<typeof optionalColor>>;

const M = TENANT_REGISTRATION_MSG;

/**
 * `POST /api/tenants/create/` (multipart), spec section 5, without the logo file: the form's
 * text fields, as strings (multipart) or, for is_organization, a boolean (the web form's state).
 */
export const ZTenantRegistration = z.object({
  school_name: z
    .string({ error: M.schoolName })
    .trim()
    .min(SCHOOL_NAME_MIN, M.schoolName)
    .max(SCHOOL_NAME_MAX, M.schoolNameTooLong),
  school_email: z
    .string({ error: M.schoolEmailRequired })
    .trim()
    .min(1, M.schoolEmailRequired)
    .max(EMAIL_MAX, M.schoolEmail)
    .pipe(z.email(M.schoolEmail))
    .transform((v) => v.toLowerCase()),
  domain_url: z
    .string({ error: M.domainUrlRequired })
    .trim()
    .min(1, M.domainUrlRequired)
    .max(DOMAIN_URL_MAX, M.domainUrl)
    .transform((v, ctx) => {
      const url = normalizeDomainUrl(v);
      if (!url) ctx.addIssue({ code: 'custom', message: M.domainUrl });
      return url ?? z.NEVER;
    }),
  subdomain: z
    .string({ error: M.subdomainRequired })
    .trim()
    .min(1, { error: M.subdomainRequired, abort: true })
    .max(SUBDOMAIN_MAX, M.subdomainTooLong)
    .regex(/^[a-z0-9-]+$/, M.subdomainChars)
    .refine((v) => !v.startsWith('-') && !v.endsWith('-'), M.subdomainHyphen)
    .refine((v) => !isReservedSubdomain(v), M.subdomainReserved),
  is_organization: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: M.isOrganization })
    .optional()
    .transform((v) => v === true || v === 'true'),
  /** ISO 3166-1 alpha-2, one of the embedded list's: where the school or organization is (the global-reach map). */
  country: countryCode(M.country),
  ...colorShape,
});
/** What the form holds. */
export type TTenantRegistration = z.input<typeof ZTenantRegistration>;
/** What the server stores: trimmed, domain_url normalised, every colour filled in and upper-case. */
export type TTenantRegistrationData = z.output<typeof ZTenantRegistration>;

/**
 * Editing a site that has not stated its country yet (registered before sites had one): it may
 * stay unstated (empty, stored as null) until someone chooses it; a stated one cannot be cleared.
 */
export const ZTenantUnstatedCountry = ZTenantRegistration.extend({
  country: z.union([z.literal('').transform(() => null), countryCode(M.country)], { error: M.country }).optional().transform((v) => v ?? null),
});

/** The form's empty state: the platform's colours pre-filled (spec: "The registration form pre-fills defaults"). */
export const TENANT_REGISTRATION_DEFAULTS = {
  school_name: '',
  school_email: '',
  domain_url: '',
  subdomain: '',
  is_organization: true,
  country: '',
  ...DEFAULT_TENANT_COLORS,
} satisfies TTenantRegistration;

/**
 * The browser's quick check of a chosen logo, before upload; the server decides by the file's
 * bytes (type sniffed, SVG sanitised), so this only spares a round trip.
 */
export function logoFileProblem(file: { size: number; name: string; type: string }): string | null {
  if (file.size === 0) return M.logoEmpty;
  if (file.size > LOGO_MAX_BYTES) return M.logoTooLarge;
  const byType = ['image/jpeg', 'image/png', 'image/svg+xml'].includes(file.type);
  const byName = /\.(jpe?g|png|svg)$/i.test(file.name);
  return byType || byName ? null : M.logoType;
}

/** `POST /api/tenants/create/` → 201. */
export const ZTenantRegistrationResult = z.object({ message: z.string() });
export type TTenantRegistrationResult = z.infer<typeof ZTenantRegistrationResult>;

/** `GET /api/tenants/invitations/:token/`: who invites the school (the form says "a school of …"). */
export const ZTenantInvitationInfo = z.object({ organization_name: z.string() });
export type TTenantInvitationInfo = z.infer<typeof ZTenantInvitationInfo>;

/** `POST /api/tenants/invitations/` → 201: the one-time link an organization sends to a school. */
export const ZTenantInvitationCreated = z.object({ url: z.string(), expires_at: z.string() });
export type TTenantInvitationCreated = z.infer<typeof ZTenantInvitationCreated>;
