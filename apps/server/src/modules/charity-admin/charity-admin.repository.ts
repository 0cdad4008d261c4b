import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { charities, donations, fundraisers, projects, projectUpdates } from '../charities/charities.table.js';
import { tenants } from '../tenants/tenants.table.js';

/**
 * The charity admin's queries. The caller's transaction decides what is visible: the platform
 * scope for the platform admin, the site's row-level security for a site's admins; whose a row is
 * (and so whether this console may change it) is the service's check.
 */

export type CharityRow = typeof charities.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
type Owner = string | null;

const site = { id: tenants.id, name: tenants.schoolName };

/** A charity with the site it belongs to; `lock` takes its row for the change about to be made. */
export async function findCharity(tx: Tx, id: number, lock = false) {
  const q = tx.select({ charity: charities, site }).from(charities).leftJoin(tenants, eq(tenants.id, charities.tenantId)).where(eq(charities.id, id)).limit(1);
  const [row] = lock ? await q.for('update', { of: charities }) : await q;
  return row ?? null;
}

/** A project with its charity and site. */
export async function findProject(tx: Tx, id: number, lock = false) {
  const q = tx
    .select({ project: projects, charity: charities, site })
    .from(projects)
    .innerJoin(charities, eq(charities.id, projects.charityId))
    .leftJoin(tenants, eq(tenants.id, projects.tenantId))
    .where(eq(projects.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: projects }) : await q;
  return row ?? null;
}

/** Every project of a charity, whatever its status, oldest first. */
export function projectsOfCharity(tx: Tx, charityId: number) {
  return tx.select().from(projects).where(eq(projects.charityId, charityId)).orderBy(asc(projects.createdAt), asc(projects.id));
}

/** Every update of a project, newest first. */
export function updatesOfProject(tx: Tx, projectId: number) {
  return tx.select().from(projectUpdates).where(eq(projectUpdates.projectId, projectId)).orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id));
}

/** This console's own charities by name, for choosing one. */
export function charityOptions(tx: Tx, owner: Owner) {
  return tx
    .select({ id: charities.id, name: charities.name, currency: charities.currency, status: charities.status })
    .from(charities)
    .where(owner === null ? isNull(charities.tenantId) : eq(charities.tenantId, owner))
    .orderBy(asc(sql`lower(${charities.name})`), asc(charities.id))
    .limit(1000);
}

/**
 * Slugs of this scope like `base` (`base`, `base-2`…). A site's causes also keep clear of the
 * platform-wide ones its pages show, so neither hides the other at the same address.
 */
export async function takenSlugs(tx: Tx, kind: 'charity' | 'project', owner: Owner, base: string, exceptId?: number): Promise<Set<string>> {
  const t = kind === 'charity' ? charities : projects;
  const mine = owner === null ? isNull(t.tenantId) : or(eq(t.tenantId, owner), isNull(t.tenantId));
  const rows = await tx
    .select({ slug: t.slug })
    .from(t)
    .where(and(mine, or(eq(t.slug, base), sql`${t.slug} like ${`${base}-%`}`), exceptId !== undefined ? ne(t.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.slug));
}

/** Gifts of any state and fundraising pages that name a cause (across sites: run in the platform scope). */
export async function causeUsage(tx: Tx, cause: { charityId: number } | { projectId: number }) {
  const [gifts] = await tx
    .select({ n: count() })
    .from(donations)
    .where('charityId' in cause ? eq(donations.charityId, cause.charityId) : eq(donations.projectId, cause.projectId));
  const [pages] = await tx
    .select({ n: count() })
    .from(fundraisers)
    .where('charityId' in cause ? eq(fundraisers.charityId, cause.charityId) : eq(fundraisers.projectId, cause.projectId));
  return { donations: Number(gifts?.n ?? 0), fundraisers: Number(pages?.n ?? 0) };
}

/** Site names by id, for the gifts a details page lists. */
export async function siteNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: tenants.id, name: tenants.schoolName })
    .from(tenants)
    .where(inArray(tenants.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertCharity(tx: Tx, values: typeof charities.$inferInsert) {
  const [row] = await tx.insert(charities).values(values).returning();
  return row!;
}

export async function updateCharity(tx: Tx, id: number, values: Partial<typeof charities.$inferInsert>) {
  await tx
    .update(charities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(charities.id, id));
}

/** A charity's projects follow its currency (only ever changed before any gift or page uses it). */
export async function setProjectsCurrency(tx: Tx, charityId: number, currency: string) {
  await tx.update(projects).set({ currency }).where(eq(projects.charityId, charityId));
}

export async function insertProject(tx: Tx, values: typeof projects.$inferInsert) {
  const [row] = await tx.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(tx: Tx, id: number, values: Partial<typeof projects.$inferInsert>) {
  await tx.update(projects).set(values).where(eq(projects.id, id));
}

/** The stored pictures of a charity and of its projects (to remove once the charity is deleted). */
export async function charityFileKeys(tx: Tx, charityId: number): Promise<string[]> {
  const rows = await tx.select({ image: projects.image, photos: projects.photos }).from(projects).where(eq(projects.charityId, charityId));
  return rows.flatMap((r) => [r.image, ...r.photos]).filter((k): k is string => !!k);
}
