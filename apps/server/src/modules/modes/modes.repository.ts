import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
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
