import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EnquiryKind, EnquiryStatus } from '@commonshelf/shared/site/enquiries.schemas';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { enquiries, type EnquiryRow } from './enquiries.table.js';

/**
 * Enquiries, all SQL. Whose rows a query reads is always named (`owner`): null for every site's (the
 * platform admin, in the platform scope), or one site's id (its admins, under its row-level
 * security, which would let nothing else through anyway).
 */

/** null: every site's enquiries; a tenant id: that site's own. */
export type EnquiryOwner = string | null;

const ownedBy = (owner: EnquiryOwner) => (owner === null ? undefined : eq(enquiries.tenantId, owner));

export async function insertEnquiry(tx: Tx, values: typeof enquiries.$inferInsert): Promise<EnquiryRow> {
  const [row] = await tx.insert(enquiries).values(values).returning();
  return row!;
}

/** Email addresses of a site's active school and organization admins (users is row-level secured: their site's scope or the platform's). */
export async function siteAdminEmails(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.role, ['school_admin', 'organization_admin']), eq(users.isActive, true)));
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}

export type EnquiryFilter = { owner: EnquiryOwner; kind?: EnquiryKind | undefined; status?: EnquiryStatus | undefined; search?: string | undefined };

function enquiryWhere(f: EnquiryFilter, withStatus: boolean): SQL | undefined {
  const where: (SQL | undefined)[] = [ownedBy(f.owner)];
  if (f.kind) where.push(eq(enquiries.kind, f.kind));
  if (withStatus && f.status) where.push(eq(enquiries.status, f.status));
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(
      or(
        ilike(enquiries.name, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.organisation, pattern),
        ilike(enquiries.message, pattern),
        ilike(sql`coalesce(${enquiries.details} ->> 'subject', '')`, pattern),
      ),
    );
  }
  const parts = where.filter((w): w is SQL => w !== undefined);
  return parts.length ? and(...parts) : undefined;
}

const listColumns = {
  enquiry: enquiries,
  siteName: tenants.schoolName,
};

/** A page of enquiries, newest first, with the site each was sent from. */
export async function listEnquiries(tx: Tx, f: EnquiryFilter, limit: number, offset: number) {
  const where = enquiryWhere(f, true);
  const [total] = await tx.select({ n: count() }).from(enquiries).where(where);
  const rows = await tx
    .select(listColumns)
    .from(enquiries)
    .leftJoin(tenants, eq(tenants.id, enquiries.tenantId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Enquiries per status under the same owner, kind and search (the filter tabs' counts). */
export async function countByStatus(tx: Tx, f: EnquiryFilter) {
  const rows = await tx.select({ status: enquiries.status, n: count() }).from(enquiries).where(enquiryWhere(f, false)).groupBy(enquiries.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

const sender = alias(users, 'sender');
const handler = alias(users, 'handler');

/** One enquiry of the owner's, with its site, the account it came from and who handled it. */
export async function findEnquiry(tx: Tx, owner: EnquiryOwner, id: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      sender: { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, role: sender.role, tenantId: sender.tenantId },
      handler: { id: handler.id, firstName: handler.firstName, lastName: handler.lastName },
    })
    .from(enquiries)
    .leftJoin(tenants, eq(tenants.id, enquiries.tenantId))
    .leftJoin(sender, eq(sender.id, enquiries.userId))
    .leftJoin(handler, eq(handler.id, enquiries.handledBy))
    .where(and(eq(enquiries.id, id), ownedBy(owner)));
  return row ?? null;
}

/** One enquiry of the owner's, locked for a change. */
export async function lockEnquiry(tx: Tx, owner: EnquiryOwner, id: string): Promise<EnquiryRow | null> {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, id), ownedBy(owner)))
    .for('update');
  return row ?? null;
}

export async function updateEnquiry(tx: Tx, id: string, values: Partial<Pick<EnquiryRow, 'status' | 'note' | 'handledBy' | 'handledAt'>>) {
  await tx.update(enquiries).set(values).where(eq(enquiries.id, id));
}
