import type { TAdminStoryStatus } from '@commonshelf/shared/library/story-admin.schemas';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { classes } from '../classes/classes.table.js';
import { bookCategories, stories } from '../library/library.table.js';
import { users } from '../users/users.table.js';
import { containsPattern } from '../../db/like.js';

/**
 * A school's stories for its admins. Every query names the school (`stories.tenant_id`), though
 * row-level security already keeps the work on the school's own rows.
 */

const reviewer = alias(users, 'reviewer');

/** The author's classes at the school, by name. Written out: a correlated subquery on the outer row. */
const authorClasses = (tenantId: string) =>
  sql<{ id: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
    from class_students cs join classes c on c.id = cs.class_id
    where cs.student_id = ${stories.authorId} and c.tenant_id = ${tenantId}
  ), '[]'::json)`;

const storyColumns = (tenantId: string) => ({
  story: stories,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role, username: users.username },
  reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName },
  category: { id: bookCategories.id, name: bookCategories.name },
  classes: authorClasses(tenantId),
});

export type AdminStoryRow = {
  story: typeof stories.$inferSelect;
  author: { id: string; firstName: string; lastName: string; role: string; username: string | null } | null;
  reviewer: { firstName: string; lastName: string } | null;
  category: { id: number; name: string } | null;
  classes: { id: string; name: string }[];
};

export type AdminStoryFilter = {
  tenantId: string;
  status: TAdminStoryStatus;
  classId?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
};

/** Everything but the status: the tabs count per status under the same class and search. */
function baseWhere(f: AdminStoryFilter): SQL[] {
  const where: SQL[] = [eq(stories.tenantId, f.tenantId)];
  if (f.classId) {
    where.push(
      sql`${stories.authorId} in (select cs.student_id from class_students cs where cs.class_id = ${f.classId} and cs.tenant_id = ${f.tenantId})`,
    );
  }
  const search = f.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push(
      or(
        ilike(stories.title, pattern),
        ilike(stories.summary, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.username, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  return where;
}

/** A page of the school's stories: waiting for review first, then the most recently changed. */
export async function listSchoolStories(tx: Tx, f: AdminStoryFilter) {
  const base = baseWhere(f);
  const cond = and(...base, f.status === 'all' ? undefined : eq(stories.status, f.status));
  const [rows, [total], perStatus] = await Promise.all([
    tx
      .select(storyColumns(f.tenantId))
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .leftJoin(reviewer, eq(reviewer.id, stories.reviewedBy))
      .leftJoin(bookCategories, eq(bookCategories.id, stories.categoryId))
      .where(cond)
      .orderBy(sql`(${stories.status} = 'pending') desc`, desc(sql`coalesce(${stories.submittedAt}, ${stories.updatedAt})`), desc(stories.id))
      .limit(f.limit)
      .offset(f.offset),
    tx.select({ n: count() }).from(stories).leftJoin(users, eq(users.id, stories.authorId)).where(cond),
    tx
      .select({ status: stories.status, n: count() })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .where(and(...base))
      .groupBy(stories.status),
  ]);
  const counts = { all: 0, draft: 0, pending: 0, published: 0, rejected: 0 };
  for (const r of perStatus) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return { rows: rows as AdminStoryRow[], count: total?.n ?? 0, counts };
}

export async function findSchoolStory(tx: Tx, tenantId: string, id: number): Promise<AdminStoryRow | null> {
  const [row] = await tx
    .select(storyColumns(tenantId))
    .from(stories)
    .leftJoin(users, eq(users.id, stories.authorId))
    .leftJoin(reviewer, eq(reviewer.id, stories.reviewedBy))
    .leftJoin(bookCategories, eq(bookCategories.id, stories.categoryId))
    .where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)));
  return (row as AdminStoryRow | undefined) ?? null;
}

export async function lockSchoolStory(tx: Tx, tenantId: string, id: number) {
  const [row] = await tx
    .select()
    .from(stories)
    .where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateStory(tx: Tx, id: number, values: Partial<typeof stories.$inferInsert>) {
  await tx
    .update(stories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stories.id, id));
}

/** The school's classes, for the class filter. */
export async function schoolClasses(tx: Tx, tenantId: string) {
  return tx.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.tenantId, tenantId)).orderBy(asc(classes.name), asc(classes.id));
}
