import { z } from 'zod';
import { MSG } from '../auth/auth.schemas.js';
import { zPage } from '../common/api.schemas.js';
import { ZSiteNumbers, ZWeekCount } from './school-dashboard.schemas.js';

/**
 * An organization and its schools: the organization admin's dashboard, schools and school
 * invitations (`/api/organization/…`, `/admin-organization`), and a school admin's view of the
 * organizations their school belongs to (`/api/admin/organizations/`, `/admin-school/organizations`).
 */

export const ORG_ADMIN_MSG = {
  notOrganizationAdmin: 'Only the organization’s admins see its schools, on the organization’s own site.',
  notSchoolAdmin: 'Only the school’s admins see the organizations it belongs to, on the school’s own site.',
  notYourOrganization: 'Your school is not part of this organization.',
  invitationNotFound: 'This invitation does not exist.',
  invitationUsed: (school: string) => `This invitation was already used: ${school} registered with it.`,
  invitationClosed: 'This invitation no longer works: it has expired or was revoked.',
  alreadyInvited: 'This address already has an invitation that still works. Revoke it to send a new one.',
  alreadyMember: 'A school of your organization already uses this address: it is one of your schools.',
  invited: (email: string) => `We have emailed an invitation to ${email}. The link works once, for 7 days.`,
  revoked: 'The invitation is revoked: its link no longer works.',
  left: (organization: string) => `Your school has left ${organization}. Its admins no longer see your school’s work.`,
  badSort: 'Choose a sort from the list.',
  badStatus: 'Choose a status from the list.',
} as const;

const zSearch = z.string().trim().max(100, 'Search for at most 100 characters.').optional();
const zLimit = z.coerce.number().int().min(1).max(100).default(20);
const zOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** A site of the organization, as the dashboard and the schools list show it. */
export const ZOrgSiteRef = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  is_organization: z.boolean(),
  status: z.enum(['pending', 'active', 'rejected', 'suspended']),
  /** The site's public address. */
  url: z.string(),
});
export type TOrgSiteRef = z.infer<typeof ZOrgSiteRef>;

// ---------------------------------------------------------------------------------------------
// Dashboard

export const ZOrgDashboard = z.object({
  organization: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  since: z.string(),
  schools: z.object({ active: z.number().int(), waiting: z.number().int(), suspended: z.number().int() }),
  /** The organization's own site and every school's, added up. */
  totals: ZSiteNumbers,
  readings_by_week: z.array(ZWeekCount),
  /** One row per site: the organization's own first, then its schools by name. */
  by_site: z.array(ZSiteNumbers.extend({ site: ZOrgSiteRef })),
  pending_invitations: z.number().int(),
});
export type TOrgDashboard = z.infer<typeof ZOrgDashboard>;

// ---------------------------------------------------------------------------------------------
// Schools

export const ORG_SCHOOL_SORTS = ['name', '-name', '-joined', 'joined', '-students', 'students', '-books', 'books', '-stories', 'stories'] as const;
export type TOrgSchoolSort = (typeof ORG_SCHOOL_SORTS)[number];

export const ORG_SCHOOL_STATUSES = ['all', 'active', 'pending', 'suspended'] as const;
export type TOrgSchoolStatus = (typeof ORG_SCHOOL_STATUSES)[number];

export const ZOrgSchoolQuery = z.object({
  /** Words of the name, email, subdomain or website. */
  search: zSearch,
  status: z.enum(ORG_SCHOOL_STATUSES, ORG_ADMIN_MSG.badStatus).default('all'),
  sort: z.enum(ORG_SCHOOL_SORTS, ORG_ADMIN_MSG.badSort).default('name'),
  limit: zLimit,
  offset: zOffset,
});
export type TOrgSchoolQuery = z.input<typeof ZOrgSchoolQuery>;

export const ZOrgSchool = ZOrgSiteRef.omit({ is_organization: true }).extend({
  email: z.string(),
  domain_url: z.string().nullable(),
  logo: z.string().nullable(),
  /** Active students. */
  students: z.number().int(),
  /** Published books of the school's own. */
  books: z.number().int(),
  /** Published stories. */
  stories: z.number().int(),
  /** When the school registered under the organization (the only way to join one). */
  joined_at: z.string(),
});
export type TOrgSchool = z.infer<typeof ZOrgSchool>;

export const ZOrgSchoolPage = zPage(ZOrgSchool).extend({
  counts: z.object({ all: z.number().int(), active: z.number().int(), pending: z.number().int(), suspended: z.number().int() }),
});
export type TOrgSchoolPage = z.infer<typeof ZOrgSchoolPage>;

// ---------------------------------------------------------------------------------------------
// School invitations

export const ZSchoolInvite = z.object({
  email: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(255, MSG.tooLong).pipe(z.email(MSG.invalidEmail)),
});
export type TSchoolInvite = z.input<typeof ZSchoolInvite>;

/**
 * `pending`: the link works; `used`: a school registered with it; `expired`: its 7 days are over;
 * `revoked`: an admin turned it off.
 */
export const INVITATION_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const ZInvitationQuery = z.object({
  status: z.enum(['all', ...INVITATION_STATUSES], ORG_ADMIN_MSG.badStatus).default('pending'),
  limit: zLimit,
  offset: zOffset,
});
export type TInvitationQuery = z.input<typeof ZInvitationQuery>;

export const ZSchoolInvitation = z.object({
  id: z.string(),
  /** Who it was emailed to; null for a link handed out by hand. */
  email: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  /** The school that registered with it. */
  school: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TSchoolInvitation = z.infer<typeof ZSchoolInvitation>;

export const ZSchoolInvitationPage = zPage(ZSchoolInvitation).extend({
  counts: z.object({ all: z.number().int(), pending: z.number().int(), used: z.number().int(), expired: z.number().int(), revoked: z.number().int() }),
});
export type TSchoolInvitationPage = z.infer<typeof ZSchoolInvitationPage>;

export const ZSchoolInvitationResult = z.object({ invitation: ZSchoolInvitation, message: z.string() });
export type TSchoolInvitationResult = z.infer<typeof ZSchoolInvitationResult>;

// ---------------------------------------------------------------------------------------------
// A school's organizations

export const ZSchoolOrganization = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  url: z.string(),
  domain_url: z.string().nullable(),
  /** When the school registered under it. */
  joined_at: z.string(),
  /** Schools of the organization, this one included. */
  schools: z.number().int(),
});
export type TSchoolOrganization = z.infer<typeof ZSchoolOrganization>;

export const ZSchoolOrganizations = z.object({ results: z.array(ZSchoolOrganization) });
export type TSchoolOrganizations = z.infer<typeof ZSchoolOrganizations>;

export const ZLeftOrganization = z.object({ message: z.string() });
