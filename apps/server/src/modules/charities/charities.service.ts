import { randomBytes } from 'node:crypto';
import {
  ANONYMOUS_DONOR,
  CHARITY_MSG,
  type TCharityCard,
  type TCharityDetail,
  type TFundraiserCard,
  type TFundraiserOwner,
  type TProjectCard,
  type TProjectDetail,
  type TPublicDonation,
} from '@commonshelf/shared/charities/charities.schemas';
import {
  FUNDRAISER_LIMITS,
  FUNDRAISER_MSG as MSG,
  type TFundraiserDetail,
  type TMyFundraiser,
  type TMyFundraisers,
} from '@commonshelf/shared/charities/fundraising.schemas';
import { slugify } from '@commonshelf/shared/courses/authoring.schemas';
import { mentionsName, publicPersonName } from '@commonshelf/shared/users/public-name';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import {
  countOpenFundraisers,
  findClass,
  findFundraiserBySlug,
  findPublishedCharity,
  findPublishedProject,
  insertFundraiser,
  listClassesFor,
  listFundraisersOf,
  listOpenFundraisers,
  listProjectUpdates,
  listPublishedCharities,
  listPublishedProjects,
  lockFundraiser,
  lockOwner,
  paidTotals,
  recentPaidDonations,
  studentClassIds,
  updateFundraiser,
  type FundraiserWithOwner,
  type ProjectListFilter,
  type Raised,
} from './charities.repository.js';
import type { charities, projects, projectUpdates } from './charities.table.js';

/** One unit of work in one transaction: `site` under the request's site, `platform` across every site. */
export type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
export type Runs = { site: Run; platform: Run };

type CharityRow = typeof charities.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

export const RECENT_DONATIONS = 10;
export const UPDATES_SHOWN = 20;
export const FUNDRAISERS_SHOWN = 6;

export const NONE: Raised = { raised: 0, donors: 0, gifts: 0 };

// ---------------------------------------------------------------------------------------------
// Presenting

export const presentDonation = (d: Awaited<ReturnType<typeof recentPaidDonations>>[number]): TPublicDonation => ({
  display_name: d.anonymous ? ANONYMOUS_DONOR : d.displayName,
  anonymous: d.anonymous,
  amount_minor: d.amountMinor,
  currency: d.currency,
  dedication: d.anonymous ? null : d.dedication,
  paid_at: d.paidAt!.toISOString(),
});

const presentUpdate = (u: typeof projectUpdates.$inferSelect) => ({
  id: u.id,
  title: u.title,
  body: u.body,
  image: mediaUrl(u.image),
  created_at: u.createdAt.toISOString(),
});

function projectCard(p: ProjectRow, charity: { id: number; slug: string; name: string }, totals: Map<number, Raised>): TProjectCard {
  const t = totals.get(p.id) ?? NONE;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    image: mediaUrl(p.image),
    currency: p.currency,
    goal_minor: p.goalMinor,
    raised_minor: p.offlineRaisedMinor + t.raised,
    donors_count: t.donors,
    charity: { id: charity.id, slug: charity.slug, name: charity.name },
  };
}

/** A page's owner as the public sees it: a student by first name only, a teacher by name, a class by its name. */
export function publicOwner(row: Pick<FundraiserWithOwner, 'owner' | 'klass'>): TFundraiserOwner {
  if (row.klass) return { kind: 'class', name: row.klass.name };
  const o = row.owner!;
  return { kind: o.role === 'student' ? 'student' : 'teacher', name: publicPersonName(o.firstName, o.lastName, o.role) };
}

function fundraiserCard(row: FundraiserWithOwner, totals: Map<number, Raised>): TFundraiserCard {
  const f = row.fundraiser;
  const t = totals.get(f.id) ?? NONE;
  const project = row.project?.id && row.project.status === 'published' ? row.project : null;
  return {
    slug: f.slug,
    title: f.title,
    owner: publicOwner(row),
    charity: { id: row.charity.id, slug: row.charity.slug, name: row.charity.name },
    project: project ? { id: project.id, slug: project.slug, title: project.title } : null,
    currency: f.currency,
    goal_minor: f.goalMinor,
    raised_minor: t.raised,
    supporters_count: t.donors,
  };
}

/** The cause's picture stands for the page: a fundraising page never shows a picture of a child. */
const fundraiserImage = (row: FundraiserWithOwner) => mediaUrl((row.project?.status === 'published' ? row.project.image : null) ?? row.charity.image);

/** Cards of the site's open pages for a cause; their donations are made on this site, so its transaction sums them. */
async function openFundraiserCards(tx: Tx, cause: { projectId: number } | { charityId: number }) {
  const rows = await listOpenFundraisers(tx, cause, FUNDRAISERS_SHOWN);
  const totals = await paidTotals(
    tx,
    'fundraiser',
    rows.map((r) => r.fundraiser.id),
  );
  return rows.map((r) => fundraiserCard(r, totals));
}

// ---------------------------------------------------------------------------------------------
// Charities and projects

/** `GET /api/charities/`: published charities with goals, amounts raised and donors. */
export async function charityCards(runs: Runs, limit: number, offset: number): Promise<{ count: number; results: TCharityCard[] }> {
  const { rows, count } = await runs.site((tx) => listPublishedCharities(tx, limit, offset));
  const totals = await runs.platform((tx) =>
    paidTotals(
      tx,
      'charity',
      rows.map((r) => r.charity.id),
    ),
  );
  return {
    count,
    results: rows.map((r) => {
      const t = totals.get(r.charity.id) ?? NONE;
      return {
        id: r.charity.id,
        name: r.charity.name,
        slug: r.charity.slug,
        summary: r.charity.summary,
        image: mediaUrl(r.charity.image),
        currency: r.charity.currency,
        goal_minor: Number(r.goal ?? 0),
        raised_minor: Number(r.offline ?? 0) + t.raised,
        donors_count: t.donors,
        projects_count: Number(r.projects ?? 0),
      };
    }),
  };
}

/** `GET /api/charities/:idOrSlug/`: the story, photos, projects with their progress, recent gifts and the site's pages. */
export async function charityDetail(runs: Runs, idOrSlug: string): Promise<TCharityDetail> {
  const found = await runs.site(async (tx) => {
    const charity = await findPublishedCharity(tx, idOrSlug);
    if (!charity) throw notFound(CHARITY_MSG.charityNotFound);
    const [projectRows, donations, fundraisers] = await Promise.all([
      listPublishedProjects(tx, { charityId: charity.id, limit: 100, offset: 0 }),
      recentPaidDonations(tx, { charityId: charity.id }, RECENT_DONATIONS),
      openFundraiserCards(tx, { charityId: charity.id }),
    ]);
    return { charity, projects: projectRows.rows.map((r) => r.project), donations, fundraisers };
  });
  const { charity: c } = found;
  const [charityTotals, projectTotals] = await runs.platform(async (tx) => [
    await paidTotals(tx, 'charity', [c.id]),
    await paidTotals(
      tx,
      'project',
      found.projects.map((p) => p.id),
    ),
  ]);
  const t = charityTotals.get(c.id) ?? NONE;
  const ref = { id: c.id, slug: c.slug, name: c.name };
  return {
    ...charityBase(c),
    goal_minor: found.projects.reduce((sum, p) => sum + p.goalMinor, 0),
    raised_minor: found.projects.reduce((sum, p) => sum + p.offlineRaisedMinor, 0) + t.raised,
    donors_count: t.donors,
    projects_count: found.projects.length,
    projects: found.projects.map((p) => projectCard(p, ref, projectTotals)),
    recent_donations: found.donations.map(presentDonation),
    fundraisers: found.fundraisers,
  };
}

/** A charity's own fields as its pages show them (the public page and the admin's). */
export const charityBase = (c: CharityRow) => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  summary: c.summary,
  story: c.story,
  website: c.website,
  image: mediaUrl(c.image),
  photos: c.photos.map((k) => mediaUrl(k)!),
  currency: c.currency,
});

/** `GET /api/projects/`: published projects with their progress, filtered by charity (id or slug) and search. */
export async function projectCards(runs: Runs, q: { charity?: string | undefined; search?: string | undefined; limit: number; offset: number }) {
  const page = await runs.site(async (tx) => {
    const filter: ProjectListFilter = { search: q.search || undefined, limit: q.limit, offset: q.offset };
    if (q.charity) {
      const charity = await findPublishedCharity(tx, q.charity);
      // An unknown charity narrows the list to nothing rather than failing the page.
      if (!charity) return { rows: [], count: 0 };
      filter.charityId = charity.id;
    }
    return listPublishedProjects(tx, filter);
  });
  const totals = await runs.platform((tx) =>
    paidTotals(
      tx,
      'project',
      page.rows.map((r) => r.project.id),
    ),
  );
  return { count: page.count, results: page.rows.map((r) => projectCard(r.project, r.charity, totals)) };
}

/** `GET /api/projects/:slug/`: the story, photos, progress, updates, recent gifts and the site's pages. */
export async function projectDetail(runs: Runs, slug: string): Promise<TProjectDetail> {
  const found = await runs.site(async (tx) => {
    const row = await findPublishedProject(tx, slug);
    if (!row) throw notFound(CHARITY_MSG.projectNotFound);
    const [updates, donations, fundraisers] = await Promise.all([
      listProjectUpdates(tx, row.project.id, UPDATES_SHOWN),
      recentPaidDonations(tx, { projectId: row.project.id }, RECENT_DONATIONS),
      openFundraiserCards(tx, { projectId: row.project.id }),
    ]);
    return { ...row, updates, donations, fundraisers };
  });
  const totals = await runs.platform((tx) => paidTotals(tx, 'project', [found.project.id]));
  const { project: p, charity: c } = found;
  return {
    ...projectCard(p, c, totals),
    story: p.story,
    photos: p.photos.map((k) => mediaUrl(k)!),
    charity: { id: c.id, slug: c.slug, name: c.name, summary: c.summary, image: mediaUrl(c.image), website: c.website },
    updates: found.updates.map(presentUpdate),
    recent_donations: found.donations.map(presentDonation),
    fundraisers: found.fundraisers,
  };
}

// ---------------------------------------------------------------------------------------------
// Fundraising pages

/** Roles that may have a page of their own. */
export const OWN_PAGE_ROLES: readonly TUserRole[] = ['student', 'teacher', 'teacher_admin'];
/** Roles that may start (and look after) a page for any class of their site. */
export const CLASS_ADMIN_ROLES: readonly TUserRole[] = ['school_admin', 'teacher_admin'];

/** A page that is open, and whose charity is published: what visitors may see. */
const isPublic = (row: FundraiserWithOwner) => row.fundraiser.active && row.charity.status === 'published';

/** `GET /api/fundraisers/:slug/`: an open page of this site. */
export async function fundraiserDetail(run: Run, slug: string): Promise<TFundraiserDetail> {
  return run(async (tx) => {
    const row = await findFundraiserBySlug(tx, slug);
    if (!row || !isPublic(row)) throw notFound(MSG.notFound);
    const [totals, donations] = await Promise.all([
      paidTotals(tx, 'fundraiser', [row.fundraiser.id]),
      recentPaidDonations(tx, { fundraiserId: row.fundraiser.id }, RECENT_DONATIONS),
    ]);
    return {
      ...fundraiserCard(row, totals),
      story: row.fundraiser.story,
      image: fundraiserImage(row),
      active: row.fundraiser.active,
      created_at: row.fundraiser.createdAt.toISOString(),
      recent_donations: donations.map(presentDonation),
    };
  });
}

/** An open page of this site, for its QR code; 404 like the page itself. */
export async function publicFundraiserSlug(run: Run, slug: string): Promise<string> {
  return run(async (tx) => {
    const row = await findFundraiserBySlug(tx, slug);
    if (!row || !isPublic(row)) throw notFound(MSG.notFound);
    return row.fundraiser.slug;
  });
}

export const fundraiserPath = (slug: string) => `/fundraisers/${encodeURIComponent(slug)}`;
export const fundraiserQrPath = (slug: string) => `/api/fundraisers/${encodeURIComponent(slug)}/qr.svg`;

/** Whether this person may change the page: its owner, or for a class page its teacher and the site's admins. */
function mayEdit(user: UserRow, row: FundraiserWithOwner): boolean {
  if (row.fundraiser.userId) return row.fundraiser.userId === user.id;
  if (!row.klass) return false;
  return row.klass.teacherId === user.id || (CLASS_ADMIN_ROLES.includes(user.role) && row.fundraiser.tenantId === user.tenantId);
}

function presentMine(row: FundraiserWithOwner, totals: Map<number, Raised>, user: UserRow, siteOrigin: string): TMyFundraiser {
  const f = row.fundraiser;
  return {
    ...fundraiserCard(row, totals),
    id: f.id,
    story: f.story,
    image: fundraiserImage(row),
    active: f.active,
    created_at: f.createdAt.toISOString(),
    share_url: `${siteOrigin}${fundraiserPath(f.slug)}`,
    qr_url: fundraiserQrPath(f.slug),
    can_edit: mayEdit(user, row),
  };
}

/** Why this person may not start a page on this site, or null when they may. */
function creationBlock(user: UserRow, tenant: TenantRow | null, classes: readonly unknown[]): string | null {
  if (!tenant || user.tenantId !== tenant.id) return MSG.schoolSiteOnly;
  if (OWN_PAGE_ROLES.includes(user.role)) return null;
  if (CLASS_ADMIN_ROLES.includes(user.role) && classes.length) return null;
  return MSG.notAllowed;
}

/** Classes a person may start a class page for: a teacher's own; every class of the site for its admins. */
async function classesFor(tx: Tx, user: UserRow) {
  if (!user.tenantId) return [];
  if (CLASS_ADMIN_ROLES.includes(user.role)) return listClassesFor(tx, { id: user.id, tenantId: user.tenantId }, true);
  if (user.role === 'teacher') return listClassesFor(tx, { id: user.id, tenantId: user.tenantId }, false);
  return [];
}

/**
 * `GET /api/fundraisers/mine/`: my pages, my classes' pages (a student sees their class's page
 * without being able to change it), what they raised per currency, and what I may start.
 */
export async function myFundraisers(run: Run, user: UserRow, tenant: TenantRow | null, siteOrigin: string): Promise<TMyFundraisers> {
  return run(async (tx) => {
    const classes = await classesFor(tx, user);
    const reason = creationBlock(user, tenant, classes);
    if (reason === MSG.schoolSiteOnly) return { results: [], totals: [], can_create: false, reason, classes: [] };
    const classIds = user.role === 'student' ? await studentClassIds(tx, user.id) : classes.map((c) => c.id);
    const rows = await listFundraisersOf(tx, user.id, classIds);
    const totals = await paidTotals(
      tx,
      'fundraiser',
      rows.map((r) => r.fundraiser.id),
    );
    // My own pages (and my classes') first, then the pages I only follow (a student's class page).
    const results = rows.map((r) => presentMine(r, totals, user, siteOrigin)).sort((a, b) => Number(b.can_edit) - Number(a.can_edit));
    const sums = new Map<string, number>();
    for (const r of results) if (r.can_edit) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.raised_minor);
    return {
      results,
      totals: [...sums].map(([currency, raised]) => ({ currency, raised_minor: raised })).sort((a, b) => a.currency.localeCompare(b.currency)),
      can_create: reason === null,
      reason,
      classes,
    };
  });
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]{2,}/;
const PHONE = /(?:\+?\d[\s\-().]*){7,}/;
const WEB = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|org|net|edu|gov|in|uk|co|io|me|app|info|biz|ly|gg|tv)\b/i;

/**
 * A student's page is public: its title and story may not carry their surname or a way to reach
 * them. Returns the message for the field, or null.
 */
export function studentTextProblem(lastName: string, text: string): string | null {
  if (mentionsName(text, lastName)) return MSG.surname;
  if (EMAIL.test(text) || PHONE.test(text) || WEB.test(text)) return MSG.contact;
  return null;
}

function checkStudentText(owner: Pick<UserRow, 'role' | 'lastName'>, fields: { title?: string | undefined; story?: string | undefined }) {
  if (owner.role !== 'student') return;
  const problems: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(fields)) {
    const problem = text ? studentTextProblem(owner.lastName, text) : null;
    if (problem) problems[name] = [problem];
  }
  if (Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);
}

const SLUG_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** The page's address: its title's words and six random characters (no two pages alike, none guessable from a name). */
export function newFundraiserSlug(title: string): string {
  const base = slugify(title).slice(0, 48).replace(/-+$/, '') || 'fundraiser';
  const suffix = Array.from(randomBytes(6), (b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
  return `${base}-${suffix}`;
}

export type FundraiserCreate = {
  project_id?: number | null | undefined;
  charity_id?: number | null | undefined;
  class_id?: string | null | undefined;
  title: string;
  story: string;
  goal_minor: number;
};

/** `POST /api/fundraisers/`: a page of my own, or of a class I teach, for a published cause visible on this site. */
export async function createFundraiser(run: Run, user: UserRow, tenant: TenantRow | null, input: FundraiserCreate, siteOrigin: string): Promise<TMyFundraiser> {
  if (!tenant || user.tenantId !== tenant.id) throw forbidden(MSG.schoolSiteOnly);
  const tenantId = tenant.id;
  if (!input.class_id && !OWN_PAGE_ROLES.includes(user.role)) throw forbidden(MSG.notAllowed);
  checkStudentText(user, { title: input.title, story: input.story });
  return run(async (tx) => {
    // The owner: me, or a class I teach (or any class of my site, for its admins).
    let classId: string | null = null;
    if (input.class_id) {
      const klass = await findClass(tx, input.class_id);
      if (!klass || !klass.isActive) throw badRequest(VALIDATION_MESSAGE, { class_id: [MSG.classNotFound] });
      const mayStart = klass.teacherId === user.id || CLASS_ADMIN_ROLES.includes(user.role);
      if (!mayStart || user.role === 'student') throw forbidden(MSG.notYourClass);
      classId = klass.id;
    }
    // The cause: a project (its charity follows) or a charity.
    let charityId: number;
    let projectId: number | null = null;
    let currency: string;
    if (input.project_id != null) {
      const found = await findPublishedProject(tx, input.project_id);
      if (!found) throw badRequest(VALIDATION_MESSAGE, { project_id: [MSG.causeNotFound] });
      if (input.charity_id != null && input.charity_id !== found.charity.id) throw badRequest(VALIDATION_MESSAGE, { charity_id: [MSG.causeMismatch] });
      charityId = found.charity.id;
      projectId = found.project.id;
      currency = found.project.currency;
    } else {
      const charity = await findPublishedCharity(tx, String(input.charity_id));
      if (!charity) throw badRequest(VALIDATION_MESSAGE, { charity_id: [MSG.causeNotFound] });
      charityId = charity.id;
      currency = charity.currency;
    }
    const owner = classId ? { classId } : { userId: user.id };
    // Two pages started at once by one owner are counted one after the other.
    await lockOwner(tx, owner);
    if ((await countOpenFundraisers(tx, owner)) >= FUNDRAISER_LIMITS.openPerOwner) throw badRequest(MSG.tooMany);
    const row = await insertFundraiser(tx, {
      tenantId,
      slug: newFundraiserSlug(input.title),
      userId: classId ? null : user.id,
      classId,
      charityId,
      projectId,
      title: input.title,
      story: input.story,
      currency,
      goalMinor: input.goal_minor,
    });
    const full = (await findFundraiserBySlug(tx, row.slug))!;
    return presentMine(full, new Map(), user, siteOrigin);
  });
}

export type FundraiserChange = { title?: string | undefined; story?: string | undefined; goal_minor?: number | undefined; active?: boolean | undefined };

/** `PATCH /api/fundraisers/:slug/`: its owner (or a class page's teacher) changes or closes it, or opens it again. */
export async function changeFundraiser(run: Run, user: UserRow, slug: string, change: FundraiserChange, siteOrigin: string): Promise<TMyFundraiser> {
  return run(async (tx) => {
    const row = await findFundraiserBySlug(tx, slug);
    if (!row) throw notFound(MSG.notFound);
    if (!mayEdit(user, row)) throw forbidden(MSG.notOwner);
    if (row.owner) checkStudentText(row.owner, { title: change.title, story: change.story });
    await lockFundraiser(tx, row.fundraiser.id);
    if (change.active === true && !row.fundraiser.active) {
      const owner = row.fundraiser.classId ? { classId: row.fundraiser.classId } : { userId: row.fundraiser.userId! };
      await lockOwner(tx, owner);
      if ((await countOpenFundraisers(tx, owner)) >= FUNDRAISER_LIMITS.openPerOwner) throw badRequest(MSG.tooMany);
    }
    await updateFundraiser(tx, row.fundraiser.id, {
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.story !== undefined ? { story: change.story } : {}),
      ...(change.goal_minor !== undefined ? { goalMinor: change.goal_minor } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
    });
    const fresh = (await findFundraiserBySlug(tx, slug))!;
    const totals = await paidTotals(tx, 'fundraiser', [fresh.fundraiser.id]);
    return presentMine(fresh, totals, user, siteOrigin);
  });
}
