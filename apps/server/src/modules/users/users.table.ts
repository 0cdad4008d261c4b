import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '@commonshelf/shared/common/languages';
import { USER_ROLES } from '@commonshelf/shared/users/users.schemas';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';

export const userRole = pgEnum('user_role', USER_ROLES);
/** A language the product speaks (emails, PDFs); its pages' language is the browser's choice. */
export const language = pgEnum('language', LANGUAGE_CODES);

/** Every account. tenant_id null: a platform account (platform admins, main-site signups). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdNullable(),
    email: text('email'),
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull(),
    country: text('country'),
    avatar: text('avatar'),
    /** Signup's canvaAccount: the teacher or student already has Canva for Education. */
    canvaAccount: boolean('canva_account').notNull().default(false),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the person last used the site in (at login, or when they switched): their emails are written in it. */
    language: language('language').notNull().default('en'),
    /** When a school archived this student (closed the account, kept the work); the retention period counts from here. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_tenant_username_unique').on(t.tenantId, sql`lower(${t.username})`),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

export type UserRow = typeof users.$inferSelect;
