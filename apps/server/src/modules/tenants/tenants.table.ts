import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { IDLE_MINUTES, RETENTION_DAYS, STUDENT_NAME_DISPLAYS } from '@commonshelf/shared/privacy/privacy.schemas';
import { DEFAULT_TENANT_COLORS } from '@commonshelf/shared/tenants/tenants.schemas';

export const tenantStatus = pgEnum('tenant_status', ['pending', 'active', 'rejected', 'suspended']);
export const studentNameDisplay = pgEnum('student_name_display', STUDENT_NAME_DISPLAYS);

const color = (name: keyof typeof DEFAULT_TENANT_COLORS) =>
  text(name).notNull().default(DEFAULT_TENANT_COLORS[name]);

/**
 * The registry of sites. Not row-level secured: the tenant of a request is resolved from this table
 * before any tenant context exists, and it holds no child's data.
 */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  schoolName: text('school_name').notNull(),
  schoolEmail: text('school_email').notNull(),
  domainUrl: text('domain_url'),
  /** Lower-case host of domain_url, the key the Host header is matched against. */
  domainHost: text('domain_host').unique(),
  subdomain: text('subdomain').notNull().unique(),
  switchboard: boolean('switchboard').notNull().default(false),
  isOrganization: boolean('is_organization').notNull().default(false),
  parentId: uuid('parent_id').references((): AnyPgColumn => tenants.id, { onDelete: 'set null' }),
  logo: text('logo'),
  /** What the site prices products in (ISO 4217); donations are made in each cause's own currency. */
  currency: text('currency').notNull().default('INR'),
  /**
   * Where the school or organization is (ISO 3166-1 alpha-2, one of the embedded list's): asked at
   * registration, placed on the global-reach map. Null for a site registered before it was asked
   * that has not stated it since.
   */
  country: text('country'),
  status: tenantStatus('status').notNull().default('pending'),
  communityPasswordHash: text('community_password_hash'),
  communityPasswordVersion: integer('community_password_version').notNull().default(0),
  primaryColor: color('primary_color'),
  primaryColorLight: color('primary_color_light'),
  primaryColorDark: color('primary_color_dark'),
  bgPrimaryColor: color('bg_primary_color'),
  bgSecondaryColor: color('bg_secondary_color'),
  announcementColor: color('announcement_color'),
  buttonColor: color('button_color'),
  bookButtonColor: color('book_button_color'),
  textPrimaryColor: color('text_primary_color'),
  textSecondaryColor: color('text_secondary_color'),
  textMutedColor: color('text_muted_color'),
  borderPrimaryColor: color('border_primary_color'),
  borderMutedColor: color('border_muted_color'),
  /** Privacy (`/admin-school/profile`): students' names on the class login list ("Mei C." unless the school chooses full names). */
  studentNameDisplay: studentNameDisplay('student_name_display').notNull().default('first_initial'),
  /** A student's session ends after this many minutes without activity (shared computers). */
  studentIdleMinutes: integer('student_idle_minutes').notNull().default(IDLE_MINUTES.default),
  /** Days an archived student's account and work are kept; then the retention job erases them. */
  archivedStudentRetentionDays: integer('archived_student_retention_days').notNull().default(RETENTION_DAYS.default),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('tenants_student_idle_minutes', sql`${t.studentIdleMinutes} between ${sql.raw(String(IDLE_MINUTES.min))} and ${sql.raw(String(IDLE_MINUTES.max))}`),
  check('tenants_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
  check('tenants_archived_student_retention_days', sql`${t.archivedStudentRetentionDays} between ${sql.raw(String(RETENTION_DAYS.min))} and ${sql.raw(String(RETENTION_DAYS.max))}`),
]);

export type TenantRow = typeof tenants.$inferSelect;

/**
 * An organization's link for one of its schools to register (`/tenant-register/:token`); the school
 * it creates becomes the organization's child. Stored hashed; single use.
 */
export const tenantInvitations = pgTable('tenant_invitations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedByTenantId: uuid('used_by_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  /** Who the link was emailed to; null for a link handed out by hand. */
  email: text('email'),
  /** Turned off by the organization before it was used: it never works again. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
