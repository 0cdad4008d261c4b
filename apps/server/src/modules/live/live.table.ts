import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';
import { courseStatus } from '../courses/courses.table.js';
import { modes } from '../modes/modes.table.js';
import { users } from '../users/users.table.js';

export const liveSessionKind = pgEnum('live_session_kind', ['live_lesson', 'webinar']);

/** A scheduled live lesson or webinar; times are stored in UTC and shown in the viewer's zone. */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    kind: liveSessionKind('kind').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    hostName: text('host_name').notNull().default(''),
    hostBio: text('host_bio').notNull().default(''),
    cover: text('cover'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** Given to registered people only, shortly before the start. */
    joinUrl: text('join_url').notNull(),
    recordingUrl: text('recording_url'),
    /** Null: no limit. */
    capacity: integer('capacity'),
    sdgs: smallint('sdgs').array().notNull().default(sql`'{}'::smallint[]`),
    modeId: integer('mode_id').references(() => modes.id, { onDelete: 'set null' }),
    status: courseStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('live_sessions_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(),
    index('live_sessions_starts_idx').on(t.startsAt),
    check('live_sessions_duration', sql`${t.durationMinutes} between 5 and 600`),
    check('live_sessions_capacity', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/** One person registered for one session; belongs to the person's site (private row). */
export const liveRegistrations = pgTable(
  'live_registrations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The reminder a day before, and the one shortly before the start, once each. */
    dayReminderAt: timestamp('day_reminder_at', { withTimezone: true }),
    soonReminderAt: timestamp('soon_reminder_at', { withTimezone: true }),
  },
  (t) => [unique('live_registrations_session_user').on(t.sessionId, t.userId), index('live_registrations_user_idx').on(t.userId)],
);

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type LiveRegistrationRow = typeof liveRegistrations.$inferSelect;
