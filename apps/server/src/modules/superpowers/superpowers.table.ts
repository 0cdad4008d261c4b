import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUPERPOWER_PROGRAMMES } from '@commonshelf/shared/superpowers/superpowers.schemas';
import { tenantIdNullable } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const superpowerProgramme = pgEnum('superpower_programme', SUPERPOWER_PROGRAMMES);

/**
 * Membership of a platform programme (Superpower Teacher, Superpower Parent), granted and revoked by
 * the platform admin. A private row of the member's site (tenant_id is the user's), so a school only
 * ever sees its own people's memberships; revoking keeps the row as history. At most one active grant
 * per person and programme.
 */
export const superpowers = pgTable(
  'superpowers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programme: superpowerProgramme('programme').notNull(),
    note: text('note').notNull().default(''),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('superpowers_active_unique').on(t.userId, t.programme).where(sql`${t.revokedAt} is null`),
    index('superpowers_programme_granted_idx').on(t.programme, t.grantedAt),
    check('superpowers_revoke_reason', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);
