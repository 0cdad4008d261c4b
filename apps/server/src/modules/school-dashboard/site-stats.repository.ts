import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { counted } from '../charities/charities.repository.js';
import { donations } from '../charities/charities.table.js';
import { classes } from '../classes/classes.table.js';
import { courseEnrollments } from '../courses/enrollments.table.js';
import { bookReads, books, stories } from '../library/library.table.js';
import { orders } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';

/**
 * Counts per site for the school dashboard (one site, under its own row-level security) and the
 * organization's (its sites, in the platform scope). Every query names the sites it counts
 * (`tenantIds`): in the platform scope that list is all that keeps other sites out.
 */

const n = (expr: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${expr}))::int`;

export async function peopleBySite(tx: Tx, tenantIds: string[]) {
  return tx
    .select({
      tenantId: users.tenantId,
      studentsActive: n(sql`${users.role} = 'student' and ${users.isActive}`),
      studentsArchived: n(sql`${users.role} = 'student' and not ${users.isActive}`),
      teachers: n(sql`${users.role} in ('teacher', 'teacher_admin') and ${users.isActive}`),
    })
    .from(users)
    .where(inArray(users.tenantId, tenantIds))
    .groupBy(users.tenantId);
}

export async function classesBySite(tx: Tx, tenantIds: string[]) {
  return tx
    .select({ tenantId: classes.tenantId, active: n(sql`${classes.isActive}`), inactive: n(sql`not ${classes.isActive}`) })
    .from(classes)
    .where(inArray(classes.tenantId, tenantIds))
    .groupBy(classes.tenantId);
}

/** The sites' own books (never the platform-wide ones every site shows) per status, and the featured published ones. */
export async function booksBySite(tx: Tx, tenantIds: string[]) {
  return tx
    .select({ tenantId: books.tenantId, status: books.status, n: count(), featured: n(sql`${books.featured} and ${books.status} = 'published'`) })
    .from(books)
    .where(inArray(books.tenantId, tenantIds))
    .groupBy(books.tenantId, books.status);
}

export async function storiesBySite(tx: Tx, tenantIds: string[]) {
  return tx
    .select({ tenantId: stories.tenantId, status: stories.status, n: count() })
    .from(stories)
    .where(inArray(stories.tenantId, tenantIds))
    .groupBy(stories.tenantId, stories.status);
}

/** Readings on each site: all of them, and those since `since`. */
export async function readingsBySite(tx: Tx, tenantIds: string[], since: Date) {
  return tx
    .select({ tenantId: bookReads.tenantId, total: count(), recent: n(sql`${bookReads.createdAt} >= ${since}`) })
    .from(bookReads)
    .where(inArray(bookReads.tenantId, tenantIds))
    .groupBy(bookReads.tenantId);
}

/** Readings since `since` per week (Monday, UTC) across the sites. */
export async function readingsPerWeek(tx: Tx, tenantIds: string[], since: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${bookReads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return tx
    .select({ week, n: count() })
    .from(bookReads)
    .where(and(inArray(bookReads.tenantId, tenantIds), gte(bookReads.createdAt, since)))
    .groupBy(week);
}

/** Paid gifts made on each site (refunded ones left out), per currency. */
export async function donationsBySite(tx: Tx, tenantIds: string[]) {
  return tx
    .select({ tenantId: donations.tenantId, currency: donations.currency, n: count(), minor: sql<string>`coalesce(sum(${donations.amountMinor}), 0)` })
    .from(donations)
    .innerJoin(orders, eq(orders.id, donations.orderId))
    .where(and(inArray(donations.tenantId, tenantIds), counted))
    .groupBy(donations.tenantId, donations.currency);
}

/** Course enrolments of each site's learners and their completions: all, and since `since`. */
export async function enrolmentsBySite(tx: Tx, tenantIds: string[], since: Date) {
  return tx
    .select({
      tenantId: courseEnrollments.tenantId,
      enrolments: count(),
      completions: n(sql`${courseEnrollments.completedAt} is not null`),
      recentEnrolments: n(sql`${courseEnrollments.createdAt} >= ${since}`),
      recentCompletions: n(sql`${courseEnrollments.completedAt} >= ${since}`),
    })
    .from(courseEnrollments)
    .where(inArray(courseEnrollments.tenantId, tenantIds))
    .groupBy(courseEnrollments.tenantId);
}
