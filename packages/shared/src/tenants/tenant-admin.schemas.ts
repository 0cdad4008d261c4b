import { z } from 'zod';
import { TENANT_COLOR_FIELDS, type TTenantColorField } from './tenants.schemas.js';

/**
 * The platform admin's tenants (`/admin-panel/all-tenants`, `GET /api/api-admin/tenants/…`): every
 * school and organization with its status; registrations waiting for review are approved (the
 * applicant is invited as the site's first admin) or rejected with a reason; sites are suspended
 * and reactivated.
 */

export const TENANT_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const;
export type TTenantStatus = (typeof TENANT_STATUSES)[number];

export const TENANT_ADMIN_MSG = {
  notPlatformAdmin: 'Only the platform admin manages tenants, on the main site.',
  notFound: 'This tenant does not exist.',
  notPending: 'Only a registration waiting for review can be approved or rejected. Reload the page.',
  notActive: 'Only an active site can be suspended. Reload the page.',
  notSuspended: 'Only a suspended site can be reactivated. Reload the page.',
  reasonRequired: 'Tell the applicant why their registration is not accepted.',
  approved: (name: string, email: string) => `${name} is approved. We have invited ${email} to set up its admin account.`,
  rejected: (name: string) => `${name}’s registration is rejected. We have told the applicant why.`,
  suspended: (name: string) => `${name} is suspended: its site is offline until you reactivate it.`,
  reactivated: (name: string) => `${name} is active again.`,
  switchboardRequired: 'Choose True or False.',
  /** Spec section 8: the tenant form reuses the user form's texts. */
  added: 'User added successfully!',
  updated: 'User updated successfully!',
  saveFailed: 'Error saving user. Please try again.',
  notSchoolAdmin: 'Only the school’s admins change its profile, on the school’s own site.',
  communityPasswordSet: 'The community password is changed. Families signed in with the old one are signed out.',
  communityPasswordOff: 'Community access is turned off. Families signed in with the old password are signed out.',
  communityPasswordShort: 'Use at least 8 characters.',
  communityPasswordLong: 'Use at most 128 characters.',
  communityPasswordsDiffer: 'The two passwords do not match.',
} as const;

export const ZTenantListQuery = z.object({
  status: z.enum(['all', ...TENANT_STATUSES]).default('all'),
  kind: z.enum(['all', 'school', 'organization']).default('all'),
  /** Words of the name, email, subdomain or website. */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TTenantListQuery = z.input<typeof ZTenantListQuery>;

export const ZAdminTenant = z.object({
  id: z.string(),
  school_name: z.string(),
  school_email: z.string(),
  subdomain: z.string(),
  domain_url: z.string().nullable(),
  is_organization: z.boolean(),
  switchboard: z.boolean(),
  /** ISO 3166-1 alpha-2; null until a site registered before it was asked states it. */
  country: z.string().nullable(),
  status: z.enum(TENANT_STATUSES),
  logo: z.string().nullable(),
  primary_color: z.string(),
  /** Every theme colour, for the tenant form. */
  colors: z.object(Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [f, z.string()])) as Record<TTenantColorField, z.ZodString>),
  /** The organization a school belongs to. */
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The site's address on the platform (its subdomain); `domain_url` is its own domain, when it has one. */
  site_url: z.string(),
  users_count: z.number().int(),
  /** The school's own erasure (Privacy and data): scheduled for `purge_after` (reactivating cancels it), or done. */
  erasure: z.object({ status: z.enum(['scheduled', 'completed']), purge_after: z.string().nullable() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminTenant = z.infer<typeof ZAdminTenant>;

export const ZTenantPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAdminTenant),
  counts: z.object({ all: z.number().int(), pending: z.number().int(), active: z.number().int(), rejected: z.number().int(), suspended: z.number().int() }),
});
export type TTenantPage = z.infer<typeof ZTenantPage>;

export const ZTenantRejection = z.object({
  reason: z.string().trim().min(1, TENANT_ADMIN_MSG.reasonRequired).max(1000, 'Keep the reason under 1,000 characters.'),
});

export const ZTenantDecision = z.object({ tenant: ZAdminTenant, message: z.string() });
export type TTenantDecision = z.infer<typeof ZTenantDecision>;

/** The school's own profile (`/admin-school/profile`): the tenant, and whether families can sign in with a community password. */
export const ZSchoolProfile = z.object({ tenant: ZAdminTenant, community_access: z.boolean() });
export type TSchoolProfile = z.infer<typeof ZSchoolProfile>;

/** A new community password (twice), or `null` to turn community access off. */
export const ZCommunityPassword = z
  .object({
    password: z.string().min(8, TENANT_ADMIN_MSG.communityPasswordShort).max(128, TENANT_ADMIN_MSG.communityPasswordLong).nullable(),
    password2: z.string().max(128, TENANT_ADMIN_MSG.communityPasswordLong).nullable().optional(),
  })
  .refine((v) => v.password === null || v.password === v.password2, { message: TENANT_ADMIN_MSG.communityPasswordsDiffer, path: ['password2'] });
export const ZCommunityPasswordResult = z.object({ community_access: z.boolean(), message: z.string() });
