import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdRequired } from '../../db/columns.js';

/** The platform's catalogue of Switchboard modes, managed by the platform admin. */
export const modes = pgTable('modes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  locked: boolean('locked').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** Which modes a tenant offers, and which it keeps locked. */
export const tenantModes = pgTable(
  'tenant_modes',
  {
    tenantId: tenantIdRequired(),
    modeId: integer('mode_id')
      .notNull()
      .references(() => modes.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.modeId] })],
);
