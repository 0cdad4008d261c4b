import {
  PROJECT_UPDATE_MSG,
  type TAdminCauseScope,
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
import type { Storage } from '../../lib/storage.js';
import { SITE_ADMIN_ROLES } from '../publishing/publishing.service.js';
import { tenants, type TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { charities, donations, projects, projectUpdates } from '../charities/charities.table.js';
import * as repo from './charity-admin.repository.js';

export const CHARITY_ADMIN_MSG = {
  notAdmin: 'Only the platform admin or this site’s admins can manage charities here.',
  charityNotFound: 'Charity not found.',
  projectNotFound: 'Project not found.',
  charityHasDonations: 'This charity has received donations, so it cannot be deleted. Unpublish it instead.',
  projectHasDonations: 'This project has received donations, so it cannot be deleted. Unpublish it instead.',
  charityHasPages: 'Fundraising pages raise money for this charity, so it cannot be deleted. Unpublish it instead.',
} as const;

type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
/**
 * `owner`: whose causes this console manages (null: the platform-wide ones); `run`: its unit of
 * work (the platform scope for the platform admin, the site's for a site's admins); `platform`:
 * the platform scope, for sums of gifts that come from every site; `storage`: the pictures.
 */
export type CharityAdminCtx = { owner: string | null; run: Run; platform: Run; storage: Storage };
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

/** One of this console's charities (locked for a change when asked); another scope's is reported as missing. */
export async function ownCharity(tx: Tx, owner: string | null, id: number, lock = false) {
  const row = await repo.findCharity(tx, id, lock);
  if (!row || row.charity.tenantId !== owner) throw notFound(CHARITY_ADMIN_MSG.charityNotFound);
  return row.charity;
}

export async function ownProject(tx: Tx, owner: string | null, id: number, lock = false) {
  const row = await repo.findProject(tx, id, lock);
  if (!row || row.project.tenantId !== owner) throw notFound(CHARITY_ADMIN_MSG.projectNotFound);
  return row.project;
}

/** Removes stored pictures that rows no longer name, once the change that dropped them has committed. */
export async function removeFiles(ctx: CharityAdminCtx, keys: readonly (string | null | undefined)[]) {
  for (const key of keys) {
    // Seeded art ships with the code and is not in the store.
    if (!key || key.startsWith('seed/')) continue;
    await ctx.storage.delete(key).catch(() => undefined);
  }
}

export function setCharityStatus(ctx: CharityAdminCtx, id: number, status: CauseStatus) {
  return ctx.run(async (tx) => {
    await ownCharity(tx, ctx.owner, id, true);
    const [row] = await tx.update(charities).set({ status, updatedAt: new Date() }).where(eq(charities.id, id)).returning();
    return { id: row!.id, status: row!.status };
  });
}

export function setProjectStatus(ctx: CharityAdminCtx, id: number, status: CauseStatus) {
  return ctx.run(async (tx) => {
    await ownProject(tx, ctx.owner, id, true);
    const [row] = await tx.update(projects).set({ status }).where(eq(projects.id, id)).returning();
    return { id: row!.id, status: row!.status };
  });
}

/** Deletes a charity with its projects and updates, then their pictures; one that has received gifts or has fundraising pages is kept (409). */
export async function deleteCharity(ctx: CharityAdminCtx, id: number) {
  const keys = await ctx.run(async (tx) => {
    const charity = await ownCharity(tx, ctx.owner, id, true);
    // A site's own cause is given to and raised for on that site only, so its scope sees every use.
    const used = await repo.causeUsage(tx, { charityId: id });
    if (used.donations > 0) throw conflict(CHARITY_ADMIN_MSG.charityHasDonations);
    if (used.fundraisers > 0) throw conflict(CHARITY_ADMIN_MSG.charityHasPages);
    const files = [charity.image, ...charity.photos, ...(await repo.charityFileKeys(tx, id))];
    await tx.delete(charities).where(eq(charities.id, id));
    return files;
  });
  await removeFiles(ctx, keys);
}

export async function deleteProject(ctx: CharityAdminCtx, id: number) {
  const keys = await ctx.run(async (tx) => {
    const project = await ownProject(tx, ctx.owner, id, true);
    const [gifts] = await tx.select({ n: count() }).from(donations).where(eq(donations.projectId, id));
    if (gifts!.n > 0) throw conflict(CHARITY_ADMIN_MSG.projectHasDonations);
    await tx.delete(projects).where(eq(projects.id, id));
    return [project.image, ...project.photos];
  });
  await removeFiles(ctx, keys);
}

type ListQuery = { search?: string; status?: CauseStatus; scope: TAdminCauseScope; limit: number; offset: number };

/**
 * Which rows a list shows: this console's own scope; for the platform admin with `all`, every
 * site's too; for a site's admins with `platform`, the published platform-wide causes their site shows.
 */
function scopeFilter(table: typeof charities | typeof projects, ctx: CharityAdminCtx, scope: TAdminCauseScope): SQL | undefined {
  if (scope === 'all' && ctx.owner === null) return undefined;
  if (scope === 'platform' && ctx.owner !== null) return and(isNull(table.tenantId), eq(table.status, 'published'));
  return ctx.owner === null ? isNull(table.tenantId) : eq(table.tenantId, ctx.owner);
}

const siteRef = (s: { id: string | null; name: string | null } | null) => (s?.id ? { id: s.id, name: s.name ?? '' } : null);

export function listCharities(ctx: CharityAdminCtx, q: ListQuery): Promise<{ count: number; results: TAdminCharity[] }> {
  return ctx.run(async (tx) => {
    const where = and(
      scopeFilter(charities, ctx, q.scope),
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
      scopeFilter(projects, ctx, q.scope),
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

export const presentUpdate = (u: typeof projectUpdates.$inferSelect): TAdminProjectUpdate => ({ id: u.id, title: u.title, body: u.body, created_at: u.createdAt.toISOString() });

/** Posts an update on one of this console's projects; it shows on the public project page. */
export function addProjectUpdate(ctx: CharityAdminCtx, projectId: number, input: TProjectUpdateInput) {
  return ctx.run(async (tx) => {
    const project = await ownProject(tx, ctx.owner, projectId);
    const [row] = await tx.insert(projectUpdates).values({ tenantId: project.tenantId, projectId, title: input.title, body: input.body }).returning();
    return presentUpdate(row!);
  });
}

export function editProjectUpdate(ctx: CharityAdminCtx, projectId: number, updateId: number, input: TProjectUpdateInput) {
  return ctx.run(async (tx) => {
    await ownProject(tx, ctx.owner, projectId);
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
    await ownProject(tx, ctx.owner, projectId);
    const gone = await tx
      .delete(projectUpdates)
      .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, projectId)))
      .returning({ id: projectUpdates.id });
    if (gone.length === 0) throw notFound(PROJECT_UPDATE_MSG.notFound);
  });
}
