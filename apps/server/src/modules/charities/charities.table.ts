import { bigint, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';

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
    currency: text('currency').notNull(),
    goalMinor: bigint('goal_minor', { mode: 'number' }).notNull(),
    /** Funds raised outside the platform (before it joined); on-platform donations add to this. */
    offlineRaisedMinor: bigint('offline_raised_minor', { mode: 'number' }).notNull().default(0),
    status: charityStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
  },
  (t) => [unique('projects_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct()],
);
