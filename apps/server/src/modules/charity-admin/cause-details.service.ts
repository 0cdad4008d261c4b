import { ANONYMOUS_DONOR } from '@commonshelf/shared/charities/charities.schemas';
import type {
  TAdminCauseDonation,
  TAdminCharityDetail,
  TAdminCharityOptions,
  TAdminProjectDetail,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { paidTotals, recentPaidDonations, type Raised } from '../charities/charities.repository.js';
import { charityBase, NONE, RECENT_DONATIONS } from '../charities/charities.service.js';
import * as repo from './charity-admin.repository.js';
import { CHARITY_ADMIN_MSG as MSG, presentUpdate, type CharityAdminCtx } from './charity-admin.service.js';

/**
 * One charity or project in full, for its form and its details page: every field, the pictures,
 * its projects or its charity and updates, and its money by the public pages' rules (gifts of paid
 * or fulfilled orders, refunded ones no longer, a project's offline amount added). The platform
 * admin may read any site's cause (read only); a site's admins their own only: another scope's is
 * a 404. Sums run in the platform scope for the cause the console's own query found, as the public
 * pages do; the recent gifts stay in the console's scope, so a school sees its own site's donors only.
 */

/** Whether this console may read the cause: the platform admin any, a site's admins their own. */
const readable = (ctx: CharityAdminCtx, tenantId: string | null) => ctx.owner === null || tenantId === ctx.owner;

const siteRef = (s: { id: string | null; name: string | null } | null) => (s?.id ? { id: s.id, name: s.name ?? '' } : null);

const moneyOf = (t: Raised, offline = 0) => ({ raised_minor: offline + t.raised, donors_count: t.donors, paid_donations_count: t.gifts });

/** Recent paid gifts to a cause with the site each was made on and its project. */
async function recentGifts(tx: Tx, cause: { charityId: number } | { projectId: number }, projectTitles: Map<number, string>): Promise<TAdminCauseDonation[]> {
  const rows = await recentPaidDonations(tx, cause, RECENT_DONATIONS);
  const sites = await repo.siteNames(
    tx,
    rows.flatMap((r) => (r.tenantId ? [r.tenantId] : [])),
  );
  return rows.map((d) => ({
    id: d.id,
    display_name: d.anonymous ? ANONYMOUS_DONOR : d.displayName,
    anonymous: d.anonymous,
    amount_minor: d.amountMinor,
    currency: d.currency,
    paid_at: d.paidAt!.toISOString(),
    site: d.tenantId ? { id: d.tenantId, name: sites.get(d.tenantId) ?? '' } : null,
    project: d.projectId !== null && projectTitles.has(d.projectId) ? { id: d.projectId, title: projectTitles.get(d.projectId)! } : null,
  }));
}

/** `GET /api/admin/charities/:id/`. */
export async function charityDetail(ctx: CharityAdminCtx, id: number): Promise<TAdminCharityDetail> {
  const found = await ctx.run(async (tx) => {
    const row = await repo.findCharity(tx, id);
    if (!row || !readable(ctx, row.charity.tenantId)) throw notFound(MSG.charityNotFound);
    const projects = await repo.projectsOfCharity(tx, id);
    const titles = new Map(projects.map((p) => [p.id, p.title]));
    const [gifts, usage] = [await recentGifts(tx, { charityId: id }, titles), await repo.causeUsage(tx, { charityId: id })];
    return { ...row, projects, gifts, usage };
  });
  const projectIds = found.projects.map((p) => p.id);
  const [charityTotals, projectTotals] = await ctx.platform(async (tx) => [await paidTotals(tx, 'charity', [id]), await paidTotals(tx, 'project', projectIds)]);
  const c = found.charity;
  const offline = found.projects.reduce((sum, p) => sum + p.offlineRaisedMinor, 0);
  return {
    ...charityBase(c),
    status: c.status,
    platform_wide: c.tenantId === null,
    site: siteRef(found.site),
    editable: c.tenantId === ctx.owner,
    projects_count: found.projects.length,
    donations_count: found.usage.donations,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    goal_minor: found.projects.reduce((sum, p) => sum + p.goalMinor, 0),
    ...moneyOf(charityTotals.get(id) ?? NONE, offline),
    currency_locked: found.usage.donations > 0 || found.usage.fundraisers > 0,
    projects: found.projects.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      image: mediaUrl(p.image),
      status: p.status,
      goal_minor: p.goalMinor,
      ...moneyOf(projectTotals.get(p.id) ?? NONE, p.offlineRaisedMinor),
    })),
    recent_donations: found.gifts,
  };
}

/** `GET /api/admin/projects/:id/`. */
export async function projectDetail(ctx: CharityAdminCtx, id: number): Promise<TAdminProjectDetail> {
  const found = await ctx.run(async (tx) => {
    const row = await repo.findProject(tx, id);
    if (!row || !readable(ctx, row.project.tenantId)) throw notFound(MSG.projectNotFound);
    const updates = await repo.updatesOfProject(tx, id);
    const gifts = await recentGifts(tx, { projectId: id }, new Map([[id, row.project.title]]));
    const usage = await repo.causeUsage(tx, { projectId: id });
    return { ...row, updates, gifts, usage };
  });
  const totals = await ctx.platform((tx) => paidTotals(tx, 'project', [id]));
  const { project: p, charity: c } = found;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    story: p.story,
    image: mediaUrl(p.image),
    photos: p.photos.map((k) => mediaUrl(k)!),
    currency: p.currency,
    goal_minor: p.goalMinor,
    offline_raised_minor: p.offlineRaisedMinor,
    status: p.status,
    platform_wide: p.tenantId === null,
    site: siteRef(found.site),
    editable: p.tenantId === ctx.owner,
    charity: { id: c.id, slug: c.slug, name: c.name, status: c.status, currency: c.currency },
    charity_locked: found.usage.donations > 0 || found.usage.fundraisers > 0,
    donations_count: found.usage.donations,
    created_at: p.createdAt.toISOString(),
    ...moneyOf(totals.get(id) ?? NONE, p.offlineRaisedMinor),
    updates: found.updates.map(presentUpdate),
    recent_donations: found.gifts,
  };
}

/** `GET /api/admin/charities/options/`: this console's own charities. */
export async function charityOptions(ctx: CharityAdminCtx): Promise<TAdminCharityOptions> {
  return { results: await ctx.run((tx) => repo.charityOptions(tx, ctx.owner)) };
}
