import {
  PROJECT_UPDATE_MSG,
  type TAdminCharity,
  type TAdminProject,
  type TAdminProjectUpdate,
  type TProjectUpdateInput,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { SITE_ADMIN_ROLES } from '../publishing/publishing.service.js';
import { tenants, type TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { charities, donations, projects, projectUpdates } from '../charities/charities.table.js';

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

type ListQuery = { search?: string; status?: CauseStatus; scope: 'own' | 'all'; limit: number; offset: number };

/** Which rows a list shows: this console's own scope, or (platform admin, `all`) every site's too. */
function scopeFilter(col: typeof charities.tenantId | typeof projects.tenantId, ctx: CharityAdminCtx, scope: 'own' | 'all'): SQL | undefined {
  if (scope === 'all' && ctx.owner === null) return undefined;
  return ctx.owner === null ? isNull(col) : eq(col, ctx.owner);
}

const siteRef = (s: { id: string | null; name: string | null } | null) => (s?.id ? { id: s.id, name: s.name ?? '' } : null);

export function listCharities(ctx: CharityAdminCtx, q: ListQuery): Promise<{ count: number; results: TAdminCharity[] }> {
  return ctx.run(async (tx) => {
    const where = and(
      scopeFilter(charities.tenantId, ctx, q.scope),
      q.status ? eq(charities.status, q.status) : undefined,
      q.search ? or(ilike(charities.name, containsPattern(q.search)), ilike(charities.slug, containsPattern(q.search))) : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(charities).where(where);
    const rows = await tx
      .select({
        charity: charities,
        site: { id: tenants.id, name: tenants.schoolName },
        projects: sql<number>`(select count(*)::int from ${projects} where ${projects.charityId} = ${charities.id})`,
        donations: sql<number>`(select count(*)::int from ${donations} where ${donations.charityId} = ${charities.id})`,
      })
      .from(charities)
      .leftJoin(tenants, eq(tenants.id, charities.tenantId))
      .where(where)
      .orderBy(desc(charities.updatedAt), desc(charities.id))
      .limit(q.limit)
      .offset(q.offset);
    return {
      count: total!.n,
      results: rows.map(({ charity: c, site, projects: p, donations: d }) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        image: mediaUrl(c.image),
        currency: c.currency,
        status: c.status,
        platform_wide: c.tenantId === null,
        site: siteRef(site),
        editable: c.tenantId === ctx.owner,
        projects_count: Number(p),
        donations_count: Number(d),
        updated_at: c.updatedAt.toISOString(),
      })),
    };
  });
}

export function listProjects(ctx: CharityAdminCtx, q: ListQuery & { charity?: number }): Promise<{ count: number; results: TAdminProject[] }> {
  return ctx.run(async (tx) => {
    const where = and(
      scopeFilter(projects.tenantId, ctx, q.scope),
      q.status ? eq(projects.status, q.status) : undefined,
      q.charity ? eq(projects.charityId, q.charity) : undefined,
      q.search ? or(ilike(projects.title, containsPattern(q.search)), ilike(projects.slug, containsPattern(q.search))) : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(projects).where(where);
    const rows = await tx
      .select({
        project: projects,
        charity: { id: charities.id, name: charities.name },
        site: { id: tenants.id, name: tenants.schoolName },
        donations: sql<number>`(select count(*)::int from ${donations} where ${donations.projectId} = ${projects.id})`,
      })
      .from(projects)
      .innerJoin(charities, eq(charities.id, projects.charityId))
      .leftJoin(tenants, eq(tenants.id, projects.tenantId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(q.limit)
      .offset(q.offset);
    return {
      count: total!.n,
      results: rows.map(({ project: p, charity, site, donations: d }) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        image: mediaUrl(p.image),
        currency: p.currency,
        goal_minor: p.goalMinor,
        status: p.status,
        platform_wide: p.tenantId === null,
        site: siteRef(site),
        editable: p.tenantId === ctx.owner,
        charity,
        donations_count: Number(d),
        created_at: p.createdAt.toISOString(),
      })),
    };
  });
}

const presentUpdate = (u: typeof projectUpdates.$inferSelect): TAdminProjectUpdate => ({ id: u.id, title: u.title, body: u.body, created_at: u.createdAt.toISOString() });

/** Posts an update on one of this console's projects; it shows on the public project page. */
export function addProjectUpdate(ctx: CharityAdminCtx, projectId: number, input: TProjectUpdateInput) {
  return ctx.run(async (tx) => {
    const project = await findProject(tx, ctx.owner, projectId);
    const [row] = await tx.insert(projectUpdates).values({ tenantId: project.tenantId, projectId, title: input.title, body: input.body }).returning();
    return presentUpdate(row!);
  });
}

export function editProjectUpdate(ctx: CharityAdminCtx, projectId: number, updateId: number, input: TProjectUpdateInput) {
  return ctx.run(async (tx) => {
    await findProject(tx, ctx.owner, projectId);
    const [row] = await tx
      .update(projectUpdates)
      .set({ title: input.title, body: input.body })
      .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, projectId)))
      .returning();
    if (!row) throw notFound(PROJECT_UPDATE_MSG.notFound);
    return presentUpdate(row);
  });
}

export function deleteProjectUpdate(ctx: CharityAdminCtx, projectId: number, updateId: number) {
  return ctx.run(async (tx) => {
    await findProject(tx, ctx.owner, projectId);
    const gone = await tx
      .delete(projectUpdates)
      .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, projectId)))
      .returning({ id: projectUpdates.id });
    if (gone.length === 0) throw notFound(PROJECT_UPDATE_MSG.notFound);
  });
}
