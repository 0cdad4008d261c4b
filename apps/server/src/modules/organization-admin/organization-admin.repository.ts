import type { TInvitationStatus, TOrgSchoolSort, TOrgSchoolStatus } from '@commonshelf/shared/admin/organization-admin.schemas';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { tenantInvitations, tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';

// ---------------------------------------------------------------------------------------------
// Schools of an organization. These queries run in the platform scope (a school's users and books
// are its own site's rows), so each is bound to the organization's schools by `parent_id`.

/** Counts of the outer school row, written out so they correlate with it. */
const studentsOf = sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id" and u.role = 'student' and u.is_active)`;
const booksOf = sql<number>`(select count(*)::int from books b where b.tenant_id = "tenants"."id" and b.status = 'published')`;
const storiesOf = sql<number>`(select count(*)::int from stories s where s.tenant_id = "tenants"."id" and s.status = 'published')`;

export type OrgSchoolFilter = { search?: string | undefined; status: TOrgSchoolStatus; sort: TOrgSchoolSort; limit: number; offset: number };

/** The organization's schools; a rejected registration is nobody's school. */
const schoolsOf = (organizationId: string): SQL => and(eq(tenants.parentId, organizationId), ne(tenants.id, organizationId), ne(tenants.status, 'rejected'))!;

function orderFor(sort: TOrgSchoolSort): SQL[] {
  const dir = sort.startsWith('-') ? desc : asc;
  switch (sort.replace(/^-/, '')) {
    case 'joined':
      return [dir(tenants.createdAt)];
    case 'students':
      return [dir(studentsOf), asc(tenants.schoolName)];
    case 'books':
      return [dir(booksOf), asc(tenants.schoolName)];
    case 'stories':
      return [dir(storiesOf), asc(tenants.schoolName)];
    default:
      return [dir(sql`lower(${tenants.schoolName})`)];
  }
}

export async function listOrgSchools(tx: Tx, organizationId: string, f: OrgSchoolFilter) {
  const base: SQL[] = [schoolsOf(organizationId)];
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    base.push(or(ilike(tenants.schoolName, pattern), ilike(tenants.schoolEmail, pattern), ilike(tenants.subdomain, pattern), ilike(tenants.domainUrl, pattern))!);
  }
  const cond = and(...base, f.status === 'all' ? undefined : eq(tenants.status, f.status));
  const rows = await tx
    .select({ tenant: tenants, students: studentsOf, books: booksOf, stories: storiesOf })
    .from(tenants)
    .where(cond)
    .orderBy(...orderFor(f.sort), asc(tenants.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await tx.select({ n: count() }).from(tenants).where(cond);
  const perStatus = await tx.select({ status: tenants.status, n: count() }).from(tenants).where(and(...base)).groupBy(tenants.status);
  const counts = { all: 0, active: 0, pending: 0, suspended: 0 };
  for (const r of perStatus) {
    if (r.status !== 'rejected') counts[r.status] = r.n;
    counts.all += r.n;
  }
  return { rows, count: total?.n ?? 0, counts };
}

/** Email addresses of an organization's active admins (users is row-level secured: platform scope). */
export async function organizationAdminEmails(tx: Tx, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, organizationId), eq(users.role, 'organization_admin'), eq(users.isActive, true)));
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

export async function countSchools(tx: Tx, organizationId: string) {
  const [row] = await tx.select({ n: count() }).from(tenants).where(schoolsOf(organizationId));
  return row?.n ?? 0;
}

export async function findTenants(tx: Tx, ids: string[]) {
  return ids.length ? tx.select().from(tenants).where(inArray(tenants.id, ids)) : [];
}

/** A site of the registry, under a lock when a school is about to leave its organization. */
export async function findTenant(tx: Tx, id: string, lock = false) {
  const q = tx.select().from(tenants).where(eq(tenants.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function clearParent(tx: Tx, schoolId: string) {
  await tx.update(tenants).set({ parentId: null, updatedAt: new Date() }).where(eq(tenants.id, schoolId));
}

// ---------------------------------------------------------------------------------------------
// School invitations: rows of the organization's own site (row-level security), read on it.

/** The invitation email's template. */
export const SCHOOL_INVITATION_TEMPLATE = 'organization_school_invitation';

/** An invitation's state. */
const statusOf = sql<TInvitationStatus>`(case
  when "tenant_invitations"."used_at" is not null then 'used'
  when "tenant_invitations"."revoked_at" is not null then 'revoked'
  when "tenant_invitations"."expires_at" <= now() then 'expired'
  else 'pending' end)`;

const usedBy = { id: tenants.id, name: tenants.schoolName };
const invitationColumns = { invitation: tenantInvitations, status: statusOf, school: usedBy };

export async function listInvitations(tx: Tx, organizationId: string, f: { status: 'all' | TInvitationStatus; limit: number; offset: number }) {
  const mine = eq(tenantInvitations.tenantId, organizationId);
  const cond = f.status === 'all' ? mine : and(mine, sql`${statusOf} = ${f.status}`);
  const rows = await tx
    .select(invitationColumns)
    .from(tenantInvitations)
    .leftJoin(tenants, eq(tenants.id, tenantInvitations.usedByTenantId))
    .where(cond)
    .orderBy(desc(tenantInvitations.createdAt), desc(tenantInvitations.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await tx.select({ n: count() }).from(tenantInvitations).where(cond);
  const perStatus = await tx.select({ status: statusOf, n: count() }).from(tenantInvitations).where(mine).groupBy(statusOf);
  const counts = { all: 0, pending: 0, used: 0, expired: 0, revoked: 0 };
  for (const r of perStatus) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return { rows, count: total?.n ?? 0, counts };
}

export async function findInvitation(tx: Tx, organizationId: string, id: string, lock = false) {
  const q = tx
    .select(invitationColumns)
    .from(tenantInvitations)
    .leftJoin(tenants, eq(tenants.id, tenantInvitations.usedByTenantId))
    .where(and(eq(tenantInvitations.id, id), eq(tenantInvitations.tenantId, organizationId)));
  const [row] = lock ? await q.for('update', { of: tenantInvitations }) : await q;
  return row ?? null;
}

/** Whether a link emailed to `email` still works. */
/** Whether one of the organization's schools has this address as its own. */
export async function isMemberSchoolEmail(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.parentId, organizationId), sql`lower(${tenants.schoolEmail}) = lower(${email})`))
    .limit(1);
  return row !== undefined;
}

export async function hasPendingInvitationTo(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(tenantInvitations)
    .where(and(eq(tenantInvitations.tenantId, organizationId), sql`${statusOf} = 'pending'`, sql`lower(${tenantInvitations.email}) = lower(${email})`));
  return (row?.n ?? 0) > 0;
}

export async function countPendingInvitations(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(tenantInvitations)
    .where(and(eq(tenantInvitations.tenantId, organizationId), sql`${statusOf} = 'pending'`));
  return row?.n ?? 0;
}

/** Turns an unused link off for good. */
export async function revokeInvitation(tx: Tx, id: string) {
  await tx
    .update(tenantInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tenantInvitations.id, id), sql`${tenantInvitations.usedAt} is null`));
}

