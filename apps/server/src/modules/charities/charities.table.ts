import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, tenantIdRequired, updatedAt } from '../../db/columns.js';
import { classes } from '../classes/classes.table.js';
import { orders } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';

export const charityStatus = pgEnum('charity_status', ['draft', 'published', 'archived']);

export const charities = pgTable(
  'charities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    story: text('story').notNull().default(''),
    website: text('website'),
    image: text('image'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    currency: text('currency').notNull(),
    status: charityStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('charities_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct()],
);

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    story: text('story').notNull().default(''),
    image: text('image'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    currency: text('currency').notNull(),
    goalMinor: bigint('goal_minor', { mode: 'number' }).notNull(),
    /** Funds raised outside the platform (before it joined); on-platform donations add to this. */
    offlineRaisedMinor: bigint('offline_raised_minor', { mode: 'number' }).notNull().default(0),
    status: charityStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
  },
  (t) => [unique('projects_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct()],
);

/** News from a project for its supporters ("updates" on the project page). */
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [index('project_updates_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * A fundraising page of a student, a teacher or a class ('Money I Have Raised'), for a project or a
 * charity; donations made through its share link credit it. Students are shown by first name only.
 */
export const fundraisers = pgTable(
  'fundraisers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdRequired(),
    slug: text('slug').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    story: text('story').notNull().default(''),
    currency: text('currency').notNull(),
    goalMinor: bigint('goal_minor', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('fundraisers_tenant_slug').on(t.tenantId, t.slug),
    check('fundraisers_owner', sql`(${t.userId} is null) <> (${t.classId} is null)`),
    check('fundraisers_goal', sql`${t.goalMinor} > 0`),
  ],
);

/**
 * A gift to a charity (and one of its projects), made through an order of kind `donation` in the
 * cause's currency; counted in what was raised once the order is paid.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    charityId: integer('charity_id')
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    fundraiserId: integer('fundraiser_id').references(() => fundraisers.id, { onDelete: 'set null' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** "In memory of…", "For my class…": shown on the receipt and, unless anonymous, on the page. */
    dedication: text('dedication'),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The name shown to others (never a student's surname); "Anonymous" when `anonymous`. */
    displayName: text('display_name').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('donations_project_idx').on(t.projectId),
    index('donations_charity_idx').on(t.charityId),
    index('donations_fundraiser_idx').on(t.fundraiserId),
    check('donations_amount', sql`${t.amountMinor} > 0`),
  ],
);
