import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { SITE_ADMIN_ROLES } from '../publishing/publishing.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { charities, donations, projects } from '../charities/charities.table.js';

export const CHARITY_ADMIN_MSG = {
  notAdmin: 'Only the platform admin or this site’s admins can manage charities here.',
  charityNotFound: 'Charity not found.',
  projectNotFound: 'Project not found.',
  charityHasDonations: 'This charity has received donations, so it cannot be deleted. Unpublish it instead.',
  projectHasDonations: 'This project has received donations, so it cannot be deleted. Unpublish it instead.',
} as const;

type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
export type CharityAdminCtx = { owner: string | null; run: Run };
export type CauseStatus = 'draft' | 'published' | 'archived';

/**
 * Whose causes this user manages here: the platform admin on the main site manages the
 * platform-wide ones (tenant null); a site's admins manage that site's own. Anyone else: 403.
 */
export function ownerOf(user: UserRow, site: TenantRow | null): string | null {
  if (!site && user.tenantId === null && user.role === 'upschool_admin') return null;
  if (site && user.tenantId === site.id && (SITE_ADMIN_ROLES as readonly string[]).includes(user.role)) return site.id;
  throw forbidden(CHARITY_ADMIN_MSG.notAdmin);
}

async function findCharity(tx: Tx, owner: string | null, id: number) {
  const [row] = await tx.select().from(charities).where(eq(charities.id, id)).limit(1);
  // Another scope's charity is reported as missing, never as someone else's.
  if (!row || row.tenantId !== owner) throw notFound(CHARITY_ADMIN_MSG.charityNotFound);
  return row;
}

async function findProject(tx: Tx, owner: string | null, id: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row || row.tenantId !== owner) throw notFound(CHARITY_ADMIN_MSG.projectNotFound);
  return row;
}

export function setCharityStatus(ctx: CharityAdminCtx, id: number, status: CauseStatus) {
  return ctx.run(async (tx) => {
    await findCharity(tx, ctx.owner, id);
    const [row] = await tx.update(charities).set({ status, updatedAt: new Date() }).where(eq(charities.id, id)).returning();
    return { id: row!.id, status: row!.status };
  });
}

export function setProjectStatus(ctx: CharityAdminCtx, id: number, status: CauseStatus) {
  return ctx.run(async (tx) => {
    await findProject(tx, ctx.owner, id);
    const [row] = await tx.update(projects).set({ status }).where(eq(projects.id, id)).returning();
    return { id: row!.id, status: row!.status };
  });
}

export function deleteCharity(ctx: CharityAdminCtx, id: number) {
  return ctx.run(async (tx) => {
    await findCharity(tx, ctx.owner, id);
    const [gifts] = await tx.select({ n: count() }).from(donations).where(eq(donations.charityId, id));
    if (gifts!.n > 0) throw conflict(CHARITY_ADMIN_MSG.charityHasDonations);
    await tx.delete(charities).where(eq(charities.id, id));
  });
}

export function deleteProject(ctx: CharityAdminCtx, id: number) {
  return ctx.run(async (tx) => {
    await findProject(tx, ctx.owner, id);
    const [gifts] = await tx.select({ n: count() }).from(donations).where(eq(donations.projectId, id));
    if (gifts!.n > 0) throw conflict(CHARITY_ADMIN_MSG.projectHasDonations);
    await tx.delete(projects).where(eq(projects.id, id));
  });
}
