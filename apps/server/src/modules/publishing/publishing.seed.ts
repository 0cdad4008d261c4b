import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_BULK_TEACHER } from '../../db/seed/content/bulk-enrolment.content.js';
import { DEMO_UPLOAD_BOOKS, DEMO_UPLOAD_STORIES } from '../../db/seed/content/publishing.content.js';
import { replaceBook, upsertStory } from '../library/library.repository.js';
import { users } from '../users/users.table.js';

/** Demo uploads at Greenwood (platform scope): students' stories pending, sent back and in draft, and any demo book uploads. */
export async function seedPublishing(tx: Tx, site: { greenwood: string }) {
  const names = [...DEMO_UPLOAD_BOOKS.map((b) => b.author_username), ...DEMO_UPLOAD_STORIES.map((s) => s.author_username)];
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, site.greenwood), inArray(users.username, names)));
  const byUsername = new Map(rows.map((r) => [r.username, r.id]));
  // Year 3 Willow's teacher, who sent the rejected story back.
  const [teacher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_BULK_TEACHER.email.toLowerCase()));

  for (const b of DEMO_UPLOAD_BOOKS) {
    await replaceBook(
      tx,
      {
        tenantId: site.greenwood,
        slug: b.slug,
        title: b.title,
        authors: b.authors,
        description: b.description,
        language: 'en',
        readingLevel: b.reading_level,
        ageMin: b.age_min,
        ageMax: b.age_max,
        sdgs: b.sdgs,
        license: b.license,
        format: 'pages',
        status: 'pending',
        uploadedBy: byUsername.get(b.author_username) ?? null,
        submittedAt: new Date(b.submitted_at),
      },
      b.pages.map((text, i) => ({ pageNo: i + 1, text, image: null })),
    );
  }
  for (const s of DEMO_UPLOAD_STORIES) {
    const submitted = s.submitted_at ? new Date(s.submitted_at) : null;
    await upsertStory(tx, {
      tenantId: site.greenwood,
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      body: s.body,
      language: 'en',
      authorId: byUsername.get(s.author_username) ?? null,
      status: s.status,
      wizardStep: s.wizard_step,
      submittedAt: submitted,
      rejectionReason: s.rejection_reason ?? null,
      reviewedAt: s.status === 'rejected' && submitted ? new Date(submitted.getTime() + 86_400_000) : null,
      reviewedBy: s.status === 'rejected' ? (teacher?.id ?? null) : null,
    });
  }
}
