import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, CONSENT_STATUSES, ERASURE_REASONS, REQUEST_KINDS, REQUEST_STATUSES, REQUEST_SUBJECTS } from '@commonshelf/shared/privacy/data-rights.schemas';
import { tenantIdRequired } from '../../db/columns.js';
import { users } from '../users/users.table.js';

export const consentKind = pgEnum('consent_kind', CONSENT_KINDS);
export const consentStatus = pgEnum('consent_status', CONSENT_STATUSES);
export const privacyRequestKind = pgEnum('privacy_request_kind', REQUEST_KINDS);
export const privacyRequestSubject = pgEnum('privacy_request_subject', REQUEST_SUBJECTS);
export const privacyRequestStatus = pgEnum('privacy_request_status', REQUEST_STATUSES);
export const erasureReason = pgEnum('erasure_reason', ERASURE_REASONS);

/**
 * Consents a school holds: its own for its students' educational use (recorded when the platform
 * approves the school), and parents' for use at home (asked by email, answered on the parent's page).
 * A private row of the school's site. A parent's consent concerns one student and goes with the
 * student's data when it is erased; withdrawal keeps the row, with who withdrew it and when.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdRequired(),
    kind: consentKind('kind').notNull(),
    status: consentStatus('status').notNull(),
    termsVersion: text('terms_version').notNull(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who gave it: the school's applicant ("name <email>"), or the parent's email. */
    givenBy: text('given_by').notNull(),
    /** Who recorded or asked for it, as they were named then. */
    recordedBy: text('recorded_by').notNull(),
    /** The parent's link (hashed), good until `expires_at`. */
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [
    index('consents_tenant_requested_idx').on(t.tenantId, t.requestedAt),
    index('consents_student_idx').on(t.studentId),
    uniqueIndex('consents_one_pending').on(t.studentId).where(sql`${t.status} = 'pending'`),
    check('consents_parent_student', sql`(${t.kind} = 'parent_home') = (${t.studentId} is not null)`),
    check('consents_withdrawn', sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
  ],
);

/**
 * Exports and erasures of a school's data, as its admins and the law need them listed. An erasure is
 * `scheduled` for `purge_after` (the grace period, during which it can be cancelled), then
 * `completed` by the purge job, which also forgets whom it concerned: `student_id` and
 * `subject_name` are cleared, so no row names the erased student.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantIdRequired(),
    kind: privacyRequestKind('kind').notNull(),
    subject: privacyRequestSubject('subject').notNull(),
    /** No foreign key: the row outlives the student it concerned. */
    studentId: uuid('student_id'),
    subjectName: text('subject_name').notNull(),
    reason: erasureReason('reason'),
    status: privacyRequestStatus('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    /** The account's state before it was closed for the erasure, restored if it is cancelled. */
    wasActive: boolean('was_active'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('privacy_requests_tenant_requested_idx').on(t.tenantId, t.requestedAt),
    index('privacy_requests_due_idx').on(t.purgeAfter).where(sql`${t.status} = 'scheduled'`),
    uniqueIndex('privacy_requests_one_scheduled').on(t.tenantId, sql`coalesce(${t.studentId}, '00000000-0000-0000-0000-000000000000'::uuid)`).where(sql`${t.status} = 'scheduled'`),
  ],
);

export type ConsentRow = typeof consents.$inferSelect;
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
