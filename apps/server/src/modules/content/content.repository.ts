import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../users/users.table.js';
import { contentPageRevisions, contentPages } from './content.table.js';

/** Whose pages: the platform's (null) or one school's. */
export type PageOwner = string | null;

const ownedBy = (owner: PageOwner) => (owner === null ? isNull(contentPages.tenantId) : eq(contentPages.tenantId, owner));

/** The page a site shows: its own version first, then the platform's. */
export async function findShownPage(tx: Tx, siteId: string | null, slug: string, schoolMayOverride: boolean) {
  const rows = await tx
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), schoolMayOverride && siteId ? or(eq(contentPages.tenantId, siteId), isNull(contentPages.tenantId)) : isNull(contentPages.tenantId)))
    .orderBy(sql`${contentPages.tenantId} nulls last`)
    .limit(1);
  return rows[0] ?? null;
}

export type PageRow = typeof contentPages.$inferSelect;

export async function findPage(tx: Tx, owner: PageOwner, slug: string, opts: { lock?: boolean } = {}) {
  const q = tx.select().from(contentPages).where(and(ownedBy(owner), eq(contentPages.slug, slug))).limit(1);
  const rows = await (opts.lock ? q.for('update') : q);
  return rows[0] ?? null;
}

/** The pages of one owner, with the name of whoever saved each last. */
export async function listPages(tx: Tx, owners: PageOwner[], slugs: readonly string[]) {
  const ownerRule = or(...owners.map(ownedBy));
  return tx
    .select({ page: contentPages, editor: { firstName: users.firstName, lastName: users.lastName } })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .where(and(ownerRule, inArray(contentPages.slug, [...slugs])));
}

export async function insertPage(tx: Tx, values: typeof contentPages.$inferInsert) {
  const [row] = await tx.insert(contentPages).values(values).returning();
  return row!;
}

export async function updatePage(tx: Tx, id: string, values: Partial<typeof contentPages.$inferInsert>) {
  const [row] = await tx.update(contentPages).set(values).where(eq(contentPages.id, id)).returning();
  return row!;
}

export async function deletePage(tx: Tx, id: string) {
  await tx.delete(contentPages).where(eq(contentPages.id, id));
}

export async function insertRevision(tx: Tx, values: typeof contentPageRevisions.$inferInsert) {
  await tx.insert(contentPageRevisions).values(values);
}

const revisionColumns = {
  revision: contentPageRevisions,
  editor: { firstName: users.firstName, lastName: users.lastName },
};

export async function listRevisions(tx: Tx, pageId: string) {
  return tx
    .select(revisionColumns)
    .from(contentPageRevisions)
    .leftJoin(users, eq(users.id, contentPageRevisions.createdBy))
    .where(eq(contentPageRevisions.pageId, pageId))
    .orderBy(desc(contentPageRevisions.version));
}

export async function findRevision(tx: Tx, pageId: string, version: number) {
  const rows = await tx
    .select(revisionColumns)
    .from(contentPageRevisions)
    .leftJoin(users, eq(users.id, contentPageRevisions.createdBy))
    .where(and(eq(contentPageRevisions.pageId, pageId), eq(contentPageRevisions.version, version)))
    .limit(1);
  return rows[0] ?? null;
}
