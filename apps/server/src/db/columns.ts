import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenants/tenants.table.js';

/** `tenant_id` of a row every site may read when it is null (platform-wide content). */
export const tenantIdNullable = () => uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' });

/** `tenant_id` of a row that always belongs to one tenant. */
export const tenantIdRequired = () => tenantIdNullable().notNull();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
