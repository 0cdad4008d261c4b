import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  DEMO_GREENWOOD_CATEGORY,
  DEMO_LAKESIDE,
  DEMO_LAKESIDE_BOOKS,
  DEMO_LAKESIDE_STORIES,
} from '../../db/seed/content/lakeside.content.js';
import { DEMO_STORIES } from '../../db/seed/content/stories.content.js';
import { hashPassword } from '../../lib/passwords.js';
import { addStudentsToClass, insertClass } from '../classes/classes.repository.js';
import { replaceBook, upsertCategory } from '../library/library.repository.js';
import { bookCategories, bookReads, stories } from '../library/library.table.js';
import { insertTenant } from '../tenants/tenants.repository.js';
import { insertUser } from '../users/users.repository.js';

/**
 * Lakeside Primary School, Bright Futures Trust's second school (platform scope): its admin,
 * teacher and class, books (one featured, one student's waiting for review) with readings, and
 * stories; and Greenwood's own "Greenwood Writers" category with its pupils' published stories.
 */
export async function seedOrganizationDemo(tx: Tx, site: { organization: string; greenwood: string; password: string }) {
  const passwordHash = await hashPassword(site.password);
  const lake = DEMO_LAKESIDE;
  const school = await insertTenant(tx, {
    schoolName: lake.school.name,
    schoolEmail: lake.school.email,
    subdomain: lake.school.subdomain,
    country: lake.school.country,
    parentId: site.organization,
    status: 'active',
  });
  const adult = (role: 'school_admin' | 'teacher', p: { first_name: string; last_name: string; email: string }) =>
    insertUser(tx, { tenantId: school.id, role, firstName: p.first_name, lastName: p.last_name, email: p.email, country: lake.school.country, passwordHash, emailVerifiedAt: new Date() });
  await adult('school_admin', lake.schoolAdmin);
  const teacher = await adult('teacher', lake.teacher);
  const klass = await insertClass(tx, { tenantId: school.id, name: lake.class.name, code: lake.class.code, teacherId: teacher.id });
  const students = new Map<string, string>();
  for (const s of lake.students) {
    const row = await insertUser(tx, { tenantId: school.id, role: 'student', firstName: s.first_name, lastName: s.last_name, username: s.username, passwordHash });
    students.set(s.username, row.id);
  }
  await addStudentsToClass(tx, school.id, klass.id, [...students.values()]);

  const categories = await tx
    .select({ id: bookCategories.id, slug: bookCategories.slug })
    .from(bookCategories)
    .where(and(isNull(bookCategories.tenantId), inArray(bookCategories.slug, DEMO_LAKESIDE_BOOKS.map((b) => b.category))));
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const now = Date.now();
  for (const [i, b] of DEMO_LAKESIDE_BOOKS.entries()) {
    const published = b.status === 'published';
    const book = await replaceBook(
      tx,
      {
        tenantId: school.id,
        slug: b.slug,
        title: b.title,
        authors: b.authors,
        description: b.description,
        language: 'en',
        readingLevel: b.reading_level,
        ageMin: b.age_min,
        ageMax: b.age_max,
        categoryId: categoryId.get(b.category) ?? null,
        featured: b.featured,
        sdgs: b.sdgs,
        license: 'CC BY 4.0',
        status: b.status,
        uploadedBy: b.uploaded_by ? (students.get(b.uploaded_by) ?? null) : teacher.id,
        submittedAt: new Date(now - (i + 2) * 86_400_000),
        publishedAt: published ? new Date(now - (i + 1) * 86_400_000) : null,
      },
      b.pages.map((text, n) => ({ pageNo: n + 1, text })),
    );
    if (b.readings) await tx.insert(bookReads).values(Array.from({ length: b.readings }, () => ({ tenantId: school.id, bookId: book.id })));
  }
  for (const s of DEMO_LAKESIDE_STORIES) {
    const submitted = new Date(s.submitted_at);
    await tx.insert(stories).values({
      tenantId: school.id,
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      body: s.body,
      authorId: students.get(s.author_username) ?? null,
      status: s.status,
      wizardStep: 4,
      submittedAt: submitted,
      publishedAt: s.status === 'published' ? new Date(submitted.getTime() + 86_400_000) : null,
      reviewedAt: s.status === 'published' ? new Date(submitted.getTime() + 86_400_000) : null,
      reviewedBy: s.status === 'published' ? teacher.id : null,
    });
  }

  // Greenwood's own category: its pupils' published demo stories are filed under it (no books, so
  // the library's book filters are unchanged).
  const own = await upsertCategory(tx, { tenantId: site.greenwood, ...DEMO_GREENWOOD_CATEGORY });
  await tx
    .update(stories)
    .set({ categoryId: own.id })
    .where(and(eq(stories.tenantId, site.greenwood), inArray(stories.slug, DEMO_STORIES.map((s) => s.slug))));
  return { lakeside: school };
}
