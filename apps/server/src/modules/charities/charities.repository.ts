import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.js';
import { siteOrPlatformRows, type Tx } from '../../db/client.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { orders } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';
import { charities, donations, fundraisers, projects, projectUpdates } from './charities.table.js';
import { containsPattern } from '../../db/like.js';

/** What a numeric route parameter is: an id; anything else is a slug. */
const asId = (idOrSlug: string) => (/^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null);

// ---------------------------------------------------------------------------------------------
// Charities and projects (content: the site's own and platform-wide rows, under row-level security)

const publishedProjectTotals = (tx: Tx) =>
  tx
    .select({
      charityId: projects.charityId,
      goal: sql<number>`sum(${projects.goalMinor})::bigint`.as('goal'),
      offline: sql<number>`sum(${projects.offlineRaisedMinor})::bigint`.as('offline'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(projects)
    .where(eq(projects.status, 'published'))
    .groupBy(projects.charityId)
    .as('totals');

/** What a charity card shows: a list reads no more (the story and photos are the charity page's). */
const charityCard = {
  id: charities.id,
  slug: charities.slug,
  name: charities.name,
  summary: charities.summary,
  image: charities.image,
  currency: charities.currency,
};

const publishedCharities = () => and(eq(charities.status, 'published'), siteOrPlatformRows(charities.tenantId));

// The public charity list's page and count, built once (db/built-once.ts).
const charityListPage = builtOnce((tx) => {
  const totals = publishedProjectTotals(tx);
  return tx
    .select({ charity: charityCard, goal: totals.goal, offline: totals.offline, projects: totals.n })
    .from(charities)
    .leftJoin(totals, eq(totals.charityId, charities.id))
    .where(publishedCharities())
    .orderBy(asc(sql`lower(${charities.name})`), asc(charities.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
});
const charityListCount = builtOnce((tx) => tx.select({ n: count() }).from(charities).where(publishedCharities()));

/** Published charities of the current site, with their published projects' goals and offline amounts summed. */
export async function listPublishedCharities(tx: Tx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([charityListPage(tx, { limit, offset }), charityListCount(tx)]);
  return { rows, count: total?.n ?? 0 };
}

/** A published charity visible on the current site, by id or slug; the site's own wins over a platform-wide one. */
export async function findPublishedCharity(tx: Tx, idOrSlug: string) {
  const id = asId(idOrSlug);
  const [row] = await tx
    .select()
    .from(charities)
    .where(and(eq(charities.status, 'published'), id !== null ? eq(charities.id, id) : eq(charities.slug, idOrSlug)))
    .orderBy(sql`${charities.tenantId} is null`)
    .limit(1);
  return row ?? null;
}

const charityRef = { id: charities.id, slug: charities.slug, name: charities.name };

export type ProjectListFilter = { charityId?: number; search?: string; limit: number; offset: number };

/** Published projects of published charities visible on the current site, by title. */
export async function listPublishedProjects(tx: Tx, f: ProjectListFilter) {
  const where: SQL[] = [eq(projects.status, 'published'), eq(charities.status, 'published')];
  if (f.charityId !== undefined) where.push(eq(projects.charityId, f.charityId));
  if (f.search) {
    const pattern = containsPattern(f.search);
    where.push(or(ilike(projects.title, pattern), ilike(projects.summary, pattern), ilike(charities.name, pattern))!);
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    tx
      .select({ project: projects, charity: charityRef })
      .from(projects)
      .innerJoin(charities, eq(charities.id, projects.charityId))
      .where(cond)
      .orderBy(asc(sql`lower(${projects.title})`), asc(projects.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(projects).innerJoin(charities, eq(charities.id, projects.charityId)).where(cond),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A published project (of a published charity) visible on the current site, by slug or id; the site's own first. */
export async function findPublishedProject(tx: Tx, slugOrId: string | number) {
  const byId = typeof slugOrId === 'number';
  const [row] = await tx
    .select({ project: projects, charity: charities })
    .from(projects)
    .innerJoin(charities, eq(charities.id, projects.charityId))
    .where(
      and(
        eq(projects.status, 'published'),
        eq(charities.status, 'published'),
        byId ? eq(projects.id, slugOrId) : eq(projects.slug, slugOrId),
      ),
    )
    .orderBy(sql`${projects.tenantId} is null`)
    .limit(1);
  return row ?? null;
}
export type ProjectWithCharity = NonNullable<Awaited<ReturnType<typeof findPublishedProject>>>;

export async function listProjectUpdates(tx: Tx, projectId: number, limit: number) {
  return tx
    .select()
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, projectId))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
    .limit(limit);
}

export async function upsertCharity(tx: Tx, values: typeof charities.$inferInsert) {
  const [row] = await tx
    .insert(charities)
    .values(values)
    .onConflictDoUpdate({ target: [charities.tenantId, charities.slug], set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function upsertProject(tx: Tx, values: typeof projects.$inferInsert) {
  const [row] = await tx
    .insert(projects)
    .values(values)
    .onConflictDoUpdate({ target: [projects.tenantId, projects.slug], set: values })
    .returning();
  return row!;
}

export async function insertProjectUpdates(tx: Tx, rows: (typeof projectUpdates.$inferInsert)[]) {
  if (rows.length) await tx.insert(projectUpdates).values(rows);
}

// ---------------------------------------------------------------------------------------------
// Money raised. A donation counts once it is paid (paid_at set) and its order is paid or
// fulfilled; a refunded order's donation stops counting. Amounts add up only in the cause's own
// currency.

/** Donations that count, with their order (for the status and the donor's identity). */
export const counted = and(isNotNull(donations.paidAt), inArray(orders.status, ['paid', 'fulfilled']));

/** One donor: the account that gave, else the email address. */
export const donorKey = sql`coalesce(${orders.userId}::text, lower(${orders.email}))`;

/** What a cause raised through the platform: the sum, the people who gave, and the paid gifts. */
export type Raised = { raised: number; donors: number; gifts: number };
export type RaisedBy = 'project' | 'charity' | 'fundraiser';

// paidTotals' statement for each kind of cause, built once (db/built-once.ts): every list of
// charities, projects or fundraising pages reads it for the causes of its page.
const paidTotalsQuery = (by: RaisedBy) =>
  builtOnce((tx) => {
    const [key, table, currency] =
      by === 'project'
        ? ([donations.projectId, projects, projects.currency] as const)
        : by === 'charity'
          ? ([donations.charityId, charities, charities.currency] as const)
          : ([donations.fundraiserId, fundraisers, fundraisers.currency] as const);
    return tx
      .select({
        id: key,
        raised: sql<string>`coalesce(sum(${donations.amountMinor}), 0)::bigint`,
        donors: sql<number>`count(distinct ${donorKey})::int`,
        gifts: sql<number>`count(*)::int`,
      })
      .from(donations)
      .innerJoin(orders, eq(orders.id, donations.orderId))
      .innerJoin(table, and(eq(table.id, key), eq(currency, donations.currency)))
      .where(and(counted, sql`${key} = any(${sql.placeholder('ids')}::int[])`))
      .groupBy(key);
  });
const paidTotalsBy = { project: paidTotalsQuery('project'), charity: paidTotalsQuery('charity'), fundraiser: paidTotalsQuery('fundraiser') };

/**
 * Paid donations summed per project, charity or fundraising page. Gifts to a platform-wide cause
 * come from every site, so the caller runs this in the platform scope, naming the causes (ids it
 * found under the site's own row-level security); only sums and counts leave this query.
 */
export async function paidTotals(tx: Tx, by: RaisedBy, ids: readonly number[]): Promise<Map<number, Raised>> {
  const out = new Map<number, Raised>();
  if (!ids.length) return out;
  const rows = await paidTotalsBy[by](tx, { ids: [...new Set(ids)] });
  for (const r of rows) if (r.id !== null) out.set(r.id, { raised: Number(r.raised), donors: Number(r.donors), gifts: Number(r.gifts) });
  return out;
}

export type DonationScope = { projectId: number } | { charityId: number } | { fundraiserId: number };

const scopeCondition = (s: DonationScope): SQL =>
  'projectId' in s ? eq(donations.projectId, s.projectId) : 'charityId' in s ? eq(donations.charityId, s.charityId) : eq(donations.fundraiserId, s.fundraiserId);

/** The latest paid donations to a cause made on the current site (row-level security keeps other sites' out). */
export async function recentPaidDonations(tx: Tx, scope: DonationScope, limit: number) {
  return tx
    .select({
      id: donations.id,
      tenantId: donations.tenantId,
      projectId: donations.projectId,
      displayName: donations.displayName,
      anonymous: donations.anonymous,
      amountMinor: donations.amountMinor,
      currency: donations.currency,
      dedication: donations.dedication,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .where(and(counted, scopeCondition(scope)))
    .orderBy(desc(donations.paidAt), desc(donations.createdAt))
    .limit(limit);
}

/** Paid donations made on the current site: a site's impact counts them. */
export async function countPaidDonations(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(donations).innerJoin(orders, eq(orders.id, donations.orderId)).where(counted);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Fundraising pages (private rows of one school's site)

const fundraiserColumns = {
  fundraiser: fundraisers,
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
  klass: { id: classes.id, name: classes.name, teacherId: classes.teacherId },
  charity: { id: charities.id, slug: charities.slug, name: charities.name, image: charities.image, status: charities.status },
  project: { id: projects.id, slug: projects.slug, title: projects.title, image: projects.image, status: projects.status },
};

function fundraiserQuery(tx: Tx) {
  return tx
    .select(fundraiserColumns)
    .from(fundraisers)
    .innerJoin(charities, eq(charities.id, fundraisers.charityId))
    .leftJoin(projects, eq(projects.id, fundraisers.projectId))
    .leftJoin(users, eq(users.id, fundraisers.userId))
    .leftJoin(classes, eq(classes.id, fundraisers.classId));
}
export async function findFundraiserBySlug(tx: Tx, slug: string) {
  const [row] = await fundraiserQuery(tx).where(eq(fundraisers.slug, slug)).limit(1);
  return row ?? null;
}
export type FundraiserWithOwner = NonNullable<Awaited<ReturnType<typeof findFundraiserBySlug>>>;

/** Open pages whose charity is published, raising for this cause on the current site, newest first. */
export async function listOpenFundraisers(tx: Tx, cause: { projectId: number } | { charityId: number }, limit: number) {
  return fundraiserQuery(tx)
    .where(
      and(
        eq(fundraisers.active, true),
        eq(charities.status, 'published'),
        'projectId' in cause ? eq(fundraisers.projectId, cause.projectId) : eq(fundraisers.charityId, cause.charityId),
      ),
    )
    .orderBy(desc(fundraisers.createdAt), desc(fundraisers.id))
    .limit(limit);
}

/** A person's own pages and the pages of the classes given, newest first. */
export async function listFundraisersOf(tx: Tx, userId: string, classIds: readonly string[]) {
  const owners = classIds.length ? or(eq(fundraisers.userId, userId), inArray(fundraisers.classId, [...classIds]))! : eq(fundraisers.userId, userId);
  return fundraiserQuery(tx).where(owners).orderBy(desc(fundraisers.active), desc(fundraisers.createdAt), desc(fundraisers.id));
}

export async function countOpenFundraisers(tx: Tx, owner: { userId: string } | { classId: string }) {
  const [row] = await tx
    .select({ n: count() })
    .from(fundraisers)
    .where(and(eq(fundraisers.active, true), 'userId' in owner ? eq(fundraisers.userId, owner.userId) : eq(fundraisers.classId, owner.classId)));
  return Number(row?.n ?? 0);
}

export async function insertFundraiser(tx: Tx, values: typeof fundraisers.$inferInsert) {
  const [row] = await tx.insert(fundraisers).values(values).returning();
  return row!;
}

export async function updateFundraiser(tx: Tx, id: number, values: Partial<typeof fundraisers.$inferInsert>) {
  const [row] = await tx
    .update(fundraisers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fundraisers.id, id))
    .returning();
  return row ?? null;
}

/** Locks a page's row, so two changes to it (closing, reopening) happen one after the other. */
export async function lockFundraiser(tx: Tx, id: number) {
  const [row] = await tx.select({ id: fundraisers.id }).from(fundraisers).where(eq(fundraisers.id, id)).for('update');
  return row ?? null;
}

/** Active classes of the current site the user may start a class page for: their own, or every one for a site admin. */
export async function listClassesFor(tx: Tx, user: { id: string; tenantId: string }, everyClass: boolean) {
  return tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.isActive, true), eq(classes.tenantId, user.tenantId), everyClass ? undefined : eq(classes.teacherId, user.id)))
    .orderBy(asc(classes.name), asc(classes.id));
}

/** Locks the row of a page's owner (the person or the class), so its open pages are counted one change at a time. */
export async function lockOwner(tx: Tx, owner: { userId: string } | { classId: string }) {
  if ('userId' in owner) await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  else await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, owner.classId)).for('update');
}

/** The classes a student belongs to. */
export async function studentClassIds(tx: Tx, studentId: string): Promise<string[]> {
  const rows = await tx.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.studentId, studentId));
  return rows.map((r) => r.id);
}

export async function findClass(tx: Tx, id: string) {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}
