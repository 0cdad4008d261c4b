import { randomBytes, randomUUID } from 'node:crypto';
import { ANONYMOUS_DONOR } from '@commonshelf/shared/charities/charities.schemas';
import { donationLineTitle } from '@commonshelf/shared/commerce/order-lines';
import type { TOrderStatus } from '@commonshelf/shared/commerce/commerce.schemas';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_CAUSE_EXTRAS, DEMO_DONATIONS, DEMO_FUNDRAISERS, DEMO_SCHOOL_CHARITIES } from '../../db/seed/content/giving.content.js';
import { classes } from '../classes/classes.table.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { payments } from '../payments/payments.table.js';
import type { UserRow } from '../users/users.table.js';
import { insertProjectUpdates, upsertCharity, upsertProject } from './charities.repository.js';
import { charities, donations, fundraisers, projects } from './charities.table.js';

const DAY = 86_400_000;
const seedKey = (folder: string, name: string) => `seed/${folder}/${name}`;
const photoKeys = (slug: string) => (DEMO_CAUSE_EXTRAS[slug]?.photos ?? []).map((_, i) => seedKey('photos', `${slug}-${i + 1}.svg`));

// Crockford's base32: an order reference read aloud or typed from a receipt survives.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newReference = () => Array.from(randomBytes(10), (b) => REFERENCE_ALPHABET[b & 31]).join('');

export type DonationRecord = {
  /** The site the gift was made on (null: the main site). */
  tenantId: string | null;
  charityId: number;
  projectId: number | null;
  fundraiserId?: number | null;
  amountMinor: number;
  currency: string;
  name: string;
  email: string;
  displayName?: string;
  dedication?: string | null;
  anonymous?: boolean;
  userId?: string | null;
  /** The order's status; the donation is marked paid unless the order is pending, failed or cancelled. */
  status?: TOrderStatus;
  at?: Date;
  /** The order line's title. */
  title: string;
};

/**
 * A gift as checkout and a verified payment leave it: an order of kind `donation` with its one line,
 * a succeeded payment (the test-mode provider), and the donation row, paid when the order was.
 * Used by the demo seed and by tests; runs in the platform scope or the gift's own site.
 */
export async function recordDonation(tx: Tx, d: DonationRecord) {
  const status = d.status ?? 'fulfilled';
  const at = d.at ?? new Date();
  const paid = status === 'paid' || status === 'fulfilled' || status === 'refunded';
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId: d.tenantId,
      reference: newReference(),
      kind: 'donation',
      userId: d.userId ?? null,
      email: d.email,
      name: d.name,
      currency: d.currency,
      subtotalMinor: d.amountMinor,
      totalMinor: d.amountMinor,
      status,
      provider: 'stripe',
      paidAt: paid ? at : null,
      fulfilledAt: status === 'fulfilled' || status === 'refunded' ? at : null,
      refundedAt: status === 'refunded' ? at : null,
      cancelledAt: status === 'cancelled' ? at : null,
      createdAt: new Date(at.getTime() - 120_000),
      updatedAt: at,
    })
    .returning();
  await tx.insert(orderItems).values({
    tenantId: d.tenantId,
    orderId: order!.id,
    projectId: d.projectId,
    kind: 'donation',
    title: d.title,
    unitMinor: d.amountMinor,
    quantity: 1,
    totalMinor: d.amountMinor,
  });
  await tx.insert(payments).values({
    tenantId: d.tenantId,
    orderId: order!.id,
    provider: 'stripe',
    providerRef: `cs_test_${order!.reference.toLowerCase()}`,
    idempotencyKey: randomUUID(),
    mode: 'test',
    amountMinor: d.amountMinor,
    currency: d.currency,
    status: paid ? (status === 'refunded' ? 'refunded' : 'succeeded') : status === 'pending' ? 'pending' : status === 'cancelled' ? 'cancelled' : 'failed',
    createdAt: new Date(at.getTime() - 120_000),
    updatedAt: at,
  });
  const anonymous = d.anonymous ?? false;
  const [donation] = await tx
    .insert(donations)
    .values({
      tenantId: d.tenantId,
      orderId: order!.id,
      charityId: d.charityId,
      projectId: d.projectId,
      fundraiserId: d.fundraiserId ?? null,
      amountMinor: d.amountMinor,
      currency: d.currency,
      dedication: d.dedication ?? null,
      anonymous,
      displayName: anonymous ? ANONYMOUS_DONOR : (d.displayName ?? d.name),
      paidAt: paid ? at : null,
      createdAt: new Date(at.getTime() - 120_000),
    })
    .returning();
  return { order: order!, donation: donation! };
}

/**
 * The giving demo, in the platform scope: photos of every cause and news on every project,
 * Greenwood's own charity, a fundraising page of one of Year 4 Oak's students and one of the class,
 * and paid gifts on the main site and on Greenwood's (some through those pages).
 */
export async function seedGiving(tx: Tx, school: { greenwood: string; teacher: UserRow; students: UserRow[] }) {
  const now = Date.now();
  for (const c of DEMO_SCHOOL_CHARITIES) {
    const charity = await upsertCharity(tx, {
      tenantId: school.greenwood,
      slug: c.slug,
      name: c.name,
      summary: c.summary,
      story: c.story,
      website: c.website,
      image: seedKey('charities', `${c.slug}.svg`),
      currency: c.currency,
      status: 'published',
    });
    for (const p of c.projects) {
      await upsertProject(tx, {
        tenantId: school.greenwood,
        charityId: charity.id,
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        story: p.story,
        image: seedKey('projects', `${p.slug}.svg`),
        currency: p.currency,
        goalMinor: p.goal_minor,
        offlineRaisedMinor: p.raised_minor,
        status: 'published',
      });
    }
  }

  // Every cause of the demo, platform-wide or Greenwood's, by slug.
  const site = or(isNull(charities.tenantId), eq(charities.tenantId, school.greenwood));
  const charityRows = await tx.select().from(charities).where(site);
  const projectRows = await tx
    .select()
    .from(projects)
    .where(or(isNull(projects.tenantId), eq(projects.tenantId, school.greenwood)));
  const charityBySlug = new Map(charityRows.map((c) => [c.slug, c]));
  const projectBySlug = new Map(projectRows.map((p) => [p.slug, p]));

  for (const [slug, extras] of Object.entries(DEMO_CAUSE_EXTRAS)) {
    const charity = charityBySlug.get(slug);
    const project = projectBySlug.get(slug);
    if (charity) await tx.update(charities).set({ photos: photoKeys(slug) }).where(eq(charities.id, charity.id));
    else if (project) {
      await tx.update(projects).set({ photos: photoKeys(slug) }).where(eq(projects.id, project.id));
      await insertProjectUpdates(
        tx,
        (extras.updates ?? []).map((u) => ({ tenantId: project.tenantId, projectId: project.id, title: u.title, body: u.body, createdAt: new Date(now - u.days_ago * DAY) })),
      );
    } else throw new Error(`Demo giving: no charity or project ${slug}`);
  }

  const [klass] = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.tenantId, school.greenwood), eq(classes.teacherId, school.teacher.id)))
    .limit(1);
  const fundraiserIds = new Map<string, number>();
  for (const f of DEMO_FUNDRAISERS) {
    const project = projectBySlug.get(f.project);
    if (!project) throw new Error(`Demo fundraiser ${f.key}: no project ${f.project}`);
    const student = 'student' in f.owner ? school.students.find((s) => s.username === (f.owner as { student: string }).student) : null;
    if ('student' in f.owner && !student) throw new Error(`Demo fundraiser ${f.key}: no student ${f.owner.student}`);
    if ('class' in f.owner && !klass) throw new Error(`Demo fundraiser ${f.key}: no class`);
    const at = new Date(now - f.days_ago * DAY);
    const [row] = await tx
      .insert(fundraisers)
      .values({
        tenantId: school.greenwood,
        slug: f.slug,
        userId: 'class' in f.owner ? null : (student?.id ?? school.teacher.id),
        classId: 'class' in f.owner ? klass!.id : null,
        charityId: project.charityId,
        projectId: project.id,
        title: f.title,
        story: f.story,
        currency: project.currency,
        goalMinor: f.goal_minor,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    fundraiserIds.set(f.key, row!.id);
  }

  for (const d of DEMO_DONATIONS) {
    const project = d.project ? projectBySlug.get(d.project) : null;
    const charity = project ? charityRows.find((c) => c.id === project.charityId) : charityBySlug.get(d.charity ?? '');
    if (!charity || (d.project && !project)) throw new Error(`Demo donation: no cause ${d.project ?? d.charity}`);
    await recordDonation(tx, {
      tenantId: d.site === 'greenwood' ? school.greenwood : null,
      charityId: charity.id,
      projectId: project?.id ?? null,
      fundraiserId: d.fundraiser ? fundraiserIds.get(d.fundraiser)! : null,
      amountMinor: d.amount_minor,
      currency: project?.currency ?? charity.currency,
      name: d.name,
      email: d.email,
      displayName: d.display_name ?? d.name,
      dedication: d.dedication ?? null,
      anonymous: d.anonymous ?? false,
      userId: d.account === 'teacher' ? school.teacher.id : null,
      at: new Date(now - d.days_ago * DAY),
      title: donationLineTitle({ charity: charity.name, project: project?.title }),
    });
  }
}
