import {
  ORG_ADMIN_MSG as MSG,
  type TInvitationStatus,
  type TOrgDashboard,
  type TOrgSchool,
  type TOrgSchoolSort,
  type TOrgSchoolStatus,
  type TOrgSiteRef,
  type TSchoolInvitation,
  type TSchoolInvitationResult,
  type TSchoolOrganizations,
} from '@commonshelf/shared/admin/organization-admin.schemas';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { siteUrl } from '../../lib/site-url.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mail.service.js';
import { brandFor, renderMail } from '../mail/mail.templates.js';
import { activitySince, addUp, emptyNumbers, readingsByWeek, siteNumbers } from '../school-dashboard/site-stats.service.js';
import { organizationScope } from '../tenants/organization-scope.js';
import { issueSchoolInvitation } from '../tenants/tenant-registration.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './organization-admin.repository.js';

/**
 * An organization's console (its admins, on its own site): the numbers of its schools, the schools
 * themselves, and the one-time links that let a new school register as one of them. And a school's
 * side of the relationship (its `school_admin`s, on the school's site): the organization it
 * belongs to, and leaving it.
 */

export type OrgAdminCtx = {
  organization: TenantRow;
  /** The organization's own site: its invitations and their emails are its rows. */
  run: Run;
  /** The platform scope, for counts across the schools' sites (each query names them). */
  runPlatform: Run;
  config: Pick<AppConfig, 'publicUrl' | 'productName'>;
  mailer: Mailer;
};

const iso = (d: Date) => d.toISOString();

function siteRef(config: OrgAdminCtx['config'], t: Pick<TenantRow, 'id' | 'schoolName' | 'subdomain' | 'isOrganization' | 'status'>): TOrgSiteRef {
  return { id: t.id, name: t.schoolName, subdomain: t.subdomain, is_organization: t.isOrganization, status: t.status, url: siteUrl(config, t) };
}

export async function dashboard(ctx: OrgAdminCtx, now = new Date()): Promise<TOrgDashboard> {
  const numbers = await ctx.runPlatform(async (tx) => {
    const scope = await organizationScope(tx, ctx.organization.id);
    const sites = new Map((await repo.findTenants(tx, scope.tenantIds)).map((s) => [s.id, s]));
    return {
      byId: await siteNumbers(tx, scope.tenantIds, now),
      readings: await readingsByWeek(tx, scope.tenantIds, now),
      // The scope's order: the organization's own site, then its schools by name.
      sites: scope.tenantIds.flatMap((id) => sites.get(id) ?? []),
    };
  });
  const schools = numbers.sites.filter((s) => s.id !== ctx.organization.id);
  const pending = await ctx.run((tx) => repo.countPendingInvitations(tx, ctx.organization.id));
  return {
    organization: { id: ctx.organization.id, name: ctx.organization.schoolName, url: siteUrl(ctx.config, ctx.organization) },
    since: iso(activitySince(now)),
    schools: {
      active: schools.filter((s) => s.status === 'active').length,
      waiting: schools.filter((s) => s.status === 'pending').length,
      suspended: schools.filter((s) => s.status === 'suspended').length,
    },
    totals: addUp(numbers.byId.values()),
    readings_by_week: numbers.readings,
    by_site: numbers.sites.map((s) => ({ site: siteRef(ctx.config, s), ...(numbers.byId.get(s.id) ?? emptyNumbers()) })),
    pending_invitations: pending,
  };
}

export async function listSchools(
  ctx: OrgAdminCtx,
  q: { search?: string | undefined; status: TOrgSchoolStatus; sort: TOrgSchoolSort; limit: number; offset: number },
): Promise<{ count: number; counts: { all: number; active: number; pending: number; suspended: number }; results: TOrgSchool[] }> {
  const { rows, count, counts } = await ctx.runPlatform((tx) => repo.listOrgSchools(tx, ctx.organization.id, q));
  return {
    count,
    counts,
    results: rows.map(({ tenant: t, students, books, stories }) => {
      const { is_organization: _, ...ref } = siteRef(ctx.config, t);
      return {
        ...ref,
        email: t.schoolEmail,
        domain_url: t.domainUrl,
        logo: mediaUrl(t.logo),
        students,
        books,
        stories,
        joined_at: iso(t.createdAt),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Invitations

type InvitationRow = NonNullable<Awaited<ReturnType<typeof repo.findInvitation>>>;

function presentInvitation({ invitation: i, status, school }: InvitationRow): TSchoolInvitation {
  return {
    id: i.id,
    email: i.email,
    status,
    created_at: iso(i.createdAt),
    expires_at: iso(i.expiresAt),
    used_at: i.usedAt ? iso(i.usedAt) : null,
    school: school?.id ? { id: school.id, name: school.name } : null,
  };
}

export async function listInvitations(ctx: OrgAdminCtx, q: { status: 'all' | TInvitationStatus; limit: number; offset: number }) {
  const { rows, count, counts } = await ctx.run((tx) => repo.listInvitations(tx, ctx.organization.id, q));
  return { count, counts, results: rows.map(presentInvitation) };
}

/**
 * Emails a school's contact a one-time link to register as a school of this organization (the
 * registration form in its school mode). The link, its email and nothing else are written in one
 * transaction; a second link to an address that has one that still works is refused.
 */
export async function inviteSchool(ctx: OrgAdminCtx, inviter: UserRow, email: string): Promise<TSchoolInvitationResult> {
  const org = ctx.organization;
  const row = await ctx.run(async (tx) => {
    if (await repo.isMemberSchoolEmail(tx, org.id, email)) throw badRequest(VALIDATION_MESSAGE, { email: [MSG.alreadyMember] });
    if (await repo.hasPendingInvitationTo(tx, org.id, email)) throw badRequest(VALIDATION_MESSAGE, { email: [MSG.alreadyInvited] });
    const { invitation, url, expiresAt } = await issueSchoolInvitation(tx, ctx.config, org, email);
    const base = siteUrl(ctx.config, org);
    const mail = renderMail(brandFor(org, { productName: ctx.config.productName, siteUrl: base, publicUrl: ctx.config.publicUrl }), {
      subject: `${org.schoolName} invites your school to join ${ctx.config.productName}`,
      paragraphs: [
        'Hello,',
        `${inviter.firstName} ${inviter.lastName} of ${org.schoolName} invites your school to register on ${ctx.config.productName} as one of ${org.schoolName}’s schools.`,
        'Your school gets its own site with its colours and logo, a library of books and stories, courses and its classes. ' +
          `${org.schoolName} will see the work your school publishes.`,
        `The link works once, until ${expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC')}. Our team reviews each registration before the site goes online.`,
      ],
      action: { label: 'Register your school', url },
      footnote: 'If you were not expecting this invitation, you can ignore this email: nothing happens unless you register.',
    });
    await ctx.mailer.enqueue(tx, { ...mail, tenantId: org.id, to: email, template: repo.SCHOOL_INVITATION_TEMPLATE });
    return repo.findInvitation(tx, org.id, invitation.id);
  });
  void ctx.mailer.flush();
  return { invitation: presentInvitation(row!), message: MSG.invited(email) };
}

export async function revokeInvitation(ctx: OrgAdminCtx, id: string): Promise<TSchoolInvitationResult> {
  return ctx.run(async (tx) => {
    const row = await repo.findInvitation(tx, ctx.organization.id, id, true);
    if (!row) throw notFound(MSG.invitationNotFound);
    if (row.status === 'used') throw conflict(MSG.invitationUsed(row.school?.name ?? 'a school'));
    if (row.status !== 'pending') throw conflict(MSG.invitationClosed);
    await repo.revokeInvitation(tx, id);
    return { invitation: presentInvitation((await repo.findInvitation(tx, ctx.organization.id, id))!), message: MSG.revoked };
  });
}

// ---------------------------------------------------------------------------------------------
// A school's organization

/** A school's own admin (`school_admin`, spec 6: only they see Organizations) on its site. */
export function requireSchoolAdmin(user: UserRow | null, site: TenantRow | null): { user: UserRow; site: TenantRow } {
  if (!user || !site || user.tenantId !== site.id || user.role !== 'school_admin') throw forbidden(MSG.notSchoolAdmin);
  return { user, site };
}

export type SchoolCtx = { site: TenantRow; user: UserRow; runPlatform: Run; config: OrgAdminCtx['config']; mailer: Mailer };

async function present(tx: Tx, config: SchoolCtx['config'], school: TenantRow, org: TenantRow) {
  return {
    id: org.id,
    name: org.schoolName,
    email: org.schoolEmail,
    logo: mediaUrl(org.logo),
    url: siteUrl(config, org),
    domain_url: org.domainUrl,
    joined_at: iso(school.createdAt),
    schools: await repo.countSchools(tx, org.id),
  };
}

/** The organization the school belongs to (a school has one parent at most): an empty list when none. */
export async function schoolOrganizations(ctx: SchoolCtx): Promise<TSchoolOrganizations> {
  return ctx.runPlatform(async (tx) => {
    const school = await repo.findTenant(tx, ctx.site.id);
    const org = school?.parentId ? await repo.findTenant(tx, school.parentId) : null;
    return { results: school && org && org.isOrganization ? [await present(tx, ctx.config, school, org)] : [] };
  });
}

/**
 * The school leaves its organization: at once, the organization's admins stop seeing the school's
 * stories, books and numbers (their scope reads `parent_id` on every request). The organization's
 * contact address and its admins are told by email, in the same transaction.
 */
export async function leaveOrganization(ctx: SchoolCtx, organizationId: string): Promise<{ message: string }> {
  const result = await ctx.runPlatform(async (tx) => {
    const school = await repo.findTenant(tx, ctx.site.id, true);
    if (!school || school.parentId !== organizationId) throw notFound(MSG.notYourOrganization);
    const org = await repo.findTenant(tx, organizationId);
    if (!org) throw notFound(MSG.notYourOrganization);
    await repo.clearParent(tx, school.id);
    const base = siteUrl(ctx.config, org);
    const mail = renderMail(brandFor(org, { productName: ctx.config.productName, siteUrl: base, publicUrl: ctx.config.publicUrl }), {
      subject: `${school.schoolName} has left ${org.schoolName}`,
      paragraphs: [
        'Hello,',
        `${ctx.user.firstName} ${ctx.user.lastName}, an admin of ${school.schoolName}, has taken the school out of ${org.schoolName} on ${ctx.config.productName}.`,
        `${school.schoolName}’s stories, books and numbers no longer appear in your organization’s console. The school’s own site is unchanged.`,
      ],
      action: { label: 'Open your schools', url: `${base}/admin-organization/schools` },
    });
    const to = new Set([org.schoolEmail.toLowerCase(), ...(await repo.organizationAdminEmails(tx, org.id)).map((e) => e.toLowerCase())]);
    for (const address of to) await ctx.mailer.enqueue(tx, { ...mail, tenantId: org.id, to: address, template: 'organization_school_left' });
    return { message: MSG.left(org.schoolName) };
  });
  void ctx.mailer.flush();
  return result;
}
