import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { charities, projects } from '../charities/charities.table.js';
import { courses } from '../courses/courses.table.js';
import { books } from '../library/library.table.js';

/** At most this many items of each kind (a sitemap holds 50,000 addresses). */
const EACH = 10_000;

/**
 * The published books, courses, charities and projects the current site shows (its own and the
 * platform's, as row-level security lets it read), with when each last changed.
 */
export async function sitemapItems(tx: Tx) {
  return {
    books: await tx.select({ id: books.id, updatedAt: books.updatedAt }).from(books).where(eq(books.status, 'published')).orderBy(books.id).limit(EACH),
    courses: await tx
      .select({ slug: courses.slug, kind: courses.kind, updatedAt: courses.updatedAt })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(courses.id)
      .limit(EACH),
    charities: await tx.select({ slug: charities.slug, updatedAt: charities.updatedAt }).from(charities).where(eq(charities.status, 'published')).orderBy(charities.id).limit(EACH),
    projects: await tx
      .select({ slug: projects.slug, updatedAt: projects.createdAt })
      .from(projects)
      .innerJoin(charities, eq(charities.id, projects.charityId))
      .where(and(eq(projects.status, 'published'), eq(charities.status, 'published')))
      .orderBy(projects.id)
      .limit(EACH),
  };
}
