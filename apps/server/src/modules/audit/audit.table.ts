import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_OPERATIONS } from '@commonshelf/shared/admin/audit.schemas';

export const auditOperation = pgEnum('audit_operation', AUDIT_OPERATIONS);

/**
 * The audit log: one row per row that staff changed in an audited table, written by the database
 * trigger `cs_audit()` inside the same transaction as the change (so a rolled-back change leaves no
 * entry, and no code path can forget to record one). Who acted comes from the transaction's
 * `app.actor_*` settings, which the request sets for staff; changes made by the system (seeding,
 * payment webhooks, the mail worker) or by students and visitors are not recorded.
 *
 * Append-only: the app role may read it and nothing else; rows arrive only through the trigger.
 * `tenant_id` and `actor_id` deliberately have no foreign keys, so the history outlives what it
 * describes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The site the changed row belongs to; null for the main site and platform-wide rows. */
    tenantId: uuid('tenant_id'),
    actorId: uuid('actor_id'),
    /** The actor's email or username and role when they acted. */
    actorLabel: text('actor_label').notNull(),
    actorRole: text('actor_role').notNull(),
    /** The API call that made the change, as `METHOD /route/pattern/`. */
    route: text('route').notNull().default(''),
    tableName: text('table_name').notNull(),
    operation: auditOperation('operation').notNull(),
    targetId: text('target_id').notNull(),
    /** The row's name, title, email or username when it changed, to read the log by. */
    targetLabel: text('target_label').notNull().default(''),
    /** Changed columns only for an update; the whole row for an insert (after) or a delete (before). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_target_idx').on(t.tableName, t.targetId),
  ],
);
