import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../tenants/tenants.table.js';
import { modes, tenantModes } from './modes.table.js';

export type ModeRecord = typeof modes.$inferSelect & { effectiveLocked: boolean };

/** Modes a site offers: a tenant's enabled ones (locked if either side locks), or all on the main site. */
export async function listSiteModes(tx: Tx, tenantId: string | null): Promise<ModeRecord[]> {
  if (!tenantId) {
    const rows = await tx.select().from(modes).where(eq(modes.isActive, true)).orderBy(asc(modes.position), asc(modes.id));
    return rows.map((m) => ({ ...m, effectiveLocked: m.locked }));
  }
  const rows = await tx
    .select({ mode: modes, effectiveLocked: sql<boolean>`${modes.locked} or ${tenantModes.locked}` })
    .from(modes)
    .innerJoin(tenantModes, and(eq(tenantModes.modeId, modes.id), eq(tenantModes.tenantId, tenantId)))
    .where(and(eq(modes.isActive, true), eq(tenantModes.enabled, true)))
    .orderBy(asc(modes.position), asc(modes.id));
  return rows.map((r) => ({ ...r.mode, effectiveLocked: r.effectiveLocked }));
}

export async function upsertMode(tx: Tx, values: typeof modes.$inferInsert) {
  const [row] = await tx
    .insert(modes)
    .values(values)
    .onConflictDoUpdate({ target: modes.slug, set: { name: values.name, description: values.description, image: values.image, locked: values.locked } })
    .returning();
  return row!;
}

export async function setTenantMode(tx: Tx, values: typeof tenantModes.$inferInsert) {
  await tx
    .insert(tenantModes)
    .values(values)
    .onConflictDoUpdate({ target: [tenantModes.tenantId, tenantModes.modeId], set: { enabled: values.enabled, locked: values.locked } });
}

// The modes' admins. The platform admin's queries run in the platform scope (every site's
// `tenant_modes`); a school admin's in their site's.

const sitesEnabled = sql<number>`(select count(*)::int from ${tenantModes} tm where tm.mode_id = "modes"."id" and tm.enabled)`;

export async function listAllModes(tx: Tx) {
  return tx.select({ mode: modes, sitesEnabled }).from(modes).orderBy(asc(modes.position), asc(modes.id));
}

export async function findModeForAdmin(tx: Tx, id: number, lock = false) {
  const q = tx.select({ mode: modes, sitesEnabled }).from(modes).where(eq(modes.id, id));
  const [row] = lock ? await q.for('update', { of: modes }) : await q;
  return row ?? null;
}

export async function modeSlugs(tx: Tx): Promise<Set<string>> {
  return new Set((await tx.select({ slug: modes.slug }).from(modes)).map((r) => r.slug));
}

export async function modeNameTaken(tx: Tx, name: string, exceptId?: number) {
  const rows = await tx.select({ id: modes.id }).from(modes).where(sql`lower(btrim(${modes.name})) = lower(btrim(${name}))`);
  return rows.some((r) => r.id !== exceptId);
}

export async function nextModePosition(tx: Tx) {
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${modes.position}), 0) + 1` }).from(modes);
  return Number(row?.n ?? 1);
}

export async function insertMode(tx: Tx, values: typeof modes.$inferInsert) {
  const [row] = await tx.insert(modes).values(values).returning();
  return row!;
}

export async function updateMode(tx: Tx, id: number, values: Partial<typeof modes.$inferInsert>) {
  await tx.update(modes).set(values).where(eq(modes.id, id));
}

/** Every school and organization (active or suspended), with its choice for the mode. */
export async function modeSites(tx: Tx, modeId: number) {
  return tx
    .select({ id: tenants.id, name: tenants.schoolName, subdomain: tenants.subdomain, enabled: tenantModes.enabled, locked: tenantModes.locked })
    .from(tenants)
    .leftJoin(tenantModes, and(eq(tenantModes.tenantId, tenants.id), eq(tenantModes.modeId, modeId)))
    .where(inArray(tenants.status, ['active', 'suspended']))
    .orderBy(asc(tenants.schoolName));
}

/** A school's choices: every active mode, with its row for the site if it has one. */
export async function schoolModes(tx: Tx, tenantId: string) {
  return tx
    .select({ mode: modes, enabled: tenantModes.enabled, locked: tenantModes.locked })
    .from(modes)
    .leftJoin(tenantModes, and(eq(tenantModes.modeId, modes.id), eq(tenantModes.tenantId, tenantId)))
    .where(eq(modes.isActive, true))
    .orderBy(asc(modes.position), asc(modes.id));
}

/** A school or organization that can offer modes (active or suspended). */
export async function findSite(tx: Tx, id: string) {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.id, id), inArray(tenants.status, ['active', 'suspended'])));
  return row ?? null;
}
