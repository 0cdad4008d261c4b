import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { classes, classStudents } from '../classes/classes.table.js';
import { bookCategories, bookColumns, bookPages, books, stories } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users, type UserRow } from '../users/users.table.js';

/** A tenant's rows, or (null) the platform-wide ones: always named, as row-level security lets sites read platform rows too. */
export type OwnerId = string | null;
const ownedBy = (col: typeof books.tenantId, owner: OwnerId) => (owner === null ? isNull(col) : eq(col, owner));

export type { BookRow } from '../library/library.table.js';
export type StoryRow = typeof stories.$inferSelect;
export type PageRow = typeof bookPages.$inferSelect;
export type PersonRow = { id: string; firstName: string; lastName: string; role: string; tenantId: string | null } | null;

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, tenantId: users.tenantId };

// ---------------------------------------------------------------------------------------------
// Books

export async function findBook(tx: Tx, owner: OwnerId, id: number, lock = false) {
  const q = tx.select().from(books).where(and(eq(books.id, id), ownedBy(books.tenantId, owner)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function pagesOf(tx: Tx, bookIds: number[]) {
  if (!bookIds.length) return [];
  return tx.select().from(bookPages).where(inArray(bookPages.bookId, bookIds)).orderBy(asc(bookPages.bookId), asc(bookPages.pageNo));
}

export async function peopleById(tx: Tx, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map<string, NonNullable<PersonRow>>();
  const rows = await tx.select(person).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function takenBookSlugs(tx: Tx, owner: OwnerId, base: string) {
  const rows = await tx
    .select({ slug: books.slug })
    .from(books)
    .where(and(ownedBy(books.tenantId, owner), or(eq(books.slug, base), sql`${books.slug} like ${`${base}-%`}`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertBook(tx: Tx, values: typeof books.$inferInsert) {
  const [row] = await tx.insert(books).values(values).returning();
  return row!;
}

export async function updateBook(tx: Tx, id: number, values: Partial<typeof books.$inferInsert>) {
  const [row] = await tx
    .update(books)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(books.id, id))
    .returning();
  return row!;
}

export async function replacePages(tx: Tx, book: { id: number; tenantId: string | null }, pages: { pageNo: number; text: string; image: string | null }[]) {
  await tx.delete(bookPages).where(eq(bookPages.bookId, book.id));
  if (pages.length) await tx.insert(bookPages).values(pages.map((p) => ({ ...p, bookId: book.id, tenantId: book.tenantId })));
}

export async function deleteBook(tx: Tx, id: number) {
  await tx.delete(books).where(eq(books.id, id));
}

export async function booksUploadedBy(tx: Tx, owner: OwnerId, userId: string) {
  return tx
    .select()
    .from(books)
    .where(and(ownedBy(books.tenantId, owner), eq(books.uploadedBy, userId)))
    .orderBy(desc(books.updatedAt), desc(books.id));
}

/** Whether this teacher teaches the row's author in one of their classes. */
const teaches = (teacherId: string, studentCol: AnyPgColumn) =>
  sql`exists (select 1 from ${classStudents} join ${classes} on ${classes.id} = ${classStudents.classId} where ${classStudents.studentId} = ${studentCol} and ${classes.teacherId} = ${teacherId})`;

export async function teachesStudent(tx: Tx, teacherId: string, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, studentId), eq(classes.teacherId, teacherId)))
    .limit(1);
  return !!row;
}

/** Books waiting for review on this site: all of them for an admin, a teacher's students' for a teacher. */
export async function pendingBooks(tx: Tx, tenantId: string, teacherId: string | null) {
  return tx
    .select()
    .from(books)
    .where(and(eq(books.tenantId, tenantId), eq(books.status, 'pending'), teacherId ? teaches(teacherId, books.uploadedBy) : undefined))
    .orderBy(asc(books.submittedAt), asc(books.id));
}

/**
 * A school's published book proposed for the platform-wide library and not yet decided: the
 * platform admin's queue (Book monitoring), and what its dashboard counts as waiting.
 */
export const awaitingPlatformReview = () => and(eq(books.platformStatus, 'pending'), eq(books.status, 'published'), isNotNull(books.tenantId));

/** Schools' books proposed for the platform library, with their site. */
export async function platformPendingBooks(tx: Tx) {
  return tx
    .select({ book: bookColumns, site: { name: tenants.schoolName, subdomain: tenants.subdomain } })
    .from(books)
    .innerJoin(tenants, eq(tenants.id, books.tenantId))
    .where(awaitingPlatformReview())
    .orderBy(asc(books.updatedAt), asc(books.id));
}

export async function findPlatformBook(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(books)
    .where(and(eq(books.id, id), sql`${books.tenantId} is not null`))
    .for('update');
  return row ?? null;
}

export async function categoriesFor(tx: Tx, owner: OwnerId) {
  return tx
    .select({ id: bookCategories.id, name: bookCategories.name })
    .from(bookCategories)
    .where(owner === null ? isNull(bookCategories.tenantId) : or(isNull(bookCategories.tenantId), eq(bookCategories.tenantId, owner)))
    .orderBy(asc(bookCategories.name));
}

export async function categoryUsable(tx: Tx, owner: OwnerId, id: number) {
  const [row] = await tx
    .select({ id: bookCategories.id })
    .from(bookCategories)
    .where(
      and(
        eq(bookCategories.id, id),
        owner === null ? isNull(bookCategories.tenantId) : or(isNull(bookCategories.tenantId), eq(bookCategories.tenantId, owner)),
      ),
    );
  return !!row;
}

// ---------------------------------------------------------------------------------------------
// Stories

export async function findStoryBySlug(tx: Tx, tenantId: string, slug: string, lock = false) {
  const q = tx.select().from(stories).where(and(eq(stories.tenantId, tenantId), eq(stories.slug, slug)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findStory(tx: Tx, tenantId: string, id: number, lock = false) {
  const q = tx.select().from(stories).where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function takenStorySlugs(tx: Tx, tenantId: string, base: string) {
  const rows = await tx
    .select({ slug: stories.slug })
    .from(stories)
    .where(and(eq(stories.tenantId, tenantId), or(eq(stories.slug, base), sql`${stories.slug} like ${`${base}-%`}`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertStory(tx: Tx, values: typeof stories.$inferInsert) {
  const [row] = await tx.insert(stories).values(values).returning();
  return row!;
}

export async function updateStory(tx: Tx, id: number, values: Partial<typeof stories.$inferInsert>) {
  const [row] = await tx
    .update(stories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stories.id, id))
    .returning();
  return row!;
}

export async function deleteStory(tx: Tx, id: number) {
  await tx.delete(stories).where(eq(stories.id, id));
}

export async function storiesBy(tx: Tx, tenantId: string, userId: string) {
  return tx
    .select()
    .from(stories)
    .where(and(eq(stories.tenantId, tenantId), eq(stories.authorId, userId)))
    .orderBy(desc(stories.updatedAt), desc(stories.id));
}

export async function pendingStories(tx: Tx, tenantId: string, teacherId: string | null) {
  return tx
    .select()
    .from(stories)
    .where(and(eq(stories.tenantId, tenantId), eq(stories.status, 'pending'), teacherId ? teaches(teacherId, stories.authorId) : undefined))
    .orderBy(asc(stories.submittedAt), asc(stories.id));
}

// ---------------------------------------------------------------------------------------------
// Who hears about it

const reviewerAdminRoles = ['school_admin', 'teacher_admin', 'organization_admin'] as const;

type Reviewer = { email: string; firstName: string; language: UserRow['language'] };

/**
 * Who reviews a student's upload: the teachers of the student's classes, or the site's admins
 * when no teacher has the student (or none has an email).
 */
export async function reviewersOf(tx: Tx, tenantId: string, studentId: string) {
  const teacher = alias(users, 'teacher');
  const teachers = await tx
    .selectDistinct({ email: teacher.email, firstName: teacher.firstName, language: teacher.language })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(and(eq(classStudents.studentId, studentId), eq(classes.tenantId, tenantId), sql`${teacher.email} is not null`));
  if (teachers.length) return teachers as Reviewer[];
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.role, [...reviewerAdminRoles]), sql`${users.email} is not null`));
  return admins as Reviewer[];
}

export async function userContact(tx: Tx, id: string | null) {
  if (!id) return null;
  const [row] = await tx.select({ email: users.email, firstName: users.firstName, tenantId: users.tenantId, language: users.language }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function tenantById(tx: Tx, id: string) {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id));
  return row ?? null;
}
