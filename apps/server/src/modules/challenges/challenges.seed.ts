import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_CHALLENGES, DEMO_SUBMISSIONS } from '../../db/seed/content/challenges.content.js';
import { sanitizeRichText } from '../courses/rich-text.js';
import { books } from '../library/library.table.js';
import type { UserRow } from '../users/users.table.js';
import { upsertChallenge } from './challenges.repository.js';
import { challengeSubmissions } from './challenges.table.js';

/** Fixed creation times, a minute apart, so lists have the same order on every seed. */
const SEEDED_AT = Date.UTC(2026, 0, 5, 9, 0, 0);

/**
 * The demo challenges (platform-wide, published) and a few entries by a school's class, some
 * featured by its teacher and one letter chosen for the Dear World book. Runs in the platform scope.
 */
export async function seedDemoChallenges(tx: Tx, school: { tenantId: string; teacher: UserRow; students: UserRow[]; platformAdmin?: UserRow | null }) {
  const ids = new Map<string, number>();
  for (const [i, c] of DEMO_CHALLENGES.entries()) {
    const [book] = c.book
      ? await tx
          .select({ id: books.id, cover: books.cover })
          .from(books)
          .where(and(eq(books.slug, c.book), isNull(books.tenantId)))
          .limit(1)
      : [];
    if (c.book && !book) throw new Error(`Demo challenge ${c.slug}: no book ${c.book}`);
    const row = await upsertChallenge(tx, {
      tenantId: null,
      slug: c.slug,
      kind: c.kind,
      title: c.title,
      summary: c.summary,
      promptHtml: await sanitizeRichText(c.prompt_html),
      cover: c.cover ?? book?.cover ?? null,
      sdgs: c.sdgs,
      bookId: book?.id ?? null,
      resources: c.resources.map((r) => (r.file ? { title: r.title, fileKey: r.file } : { title: r.title, url: r.url! })),
      submissionTypes: c.submission_types,
      opensAt: c.opens_at ? new Date(c.opens_at) : null,
      closesAt: c.closes_at ? new Date(c.closes_at) : null,
      status: 'published',
      createdAt: new Date(SEEDED_AT - i * 60_000),
    });
    ids.set(c.slug, row.id);
  }
  const byUsername = new Map(school.students.map((s) => [s.username, s]));
  for (const [i, s] of DEMO_SUBMISSIONS.entries()) {
    const student = byUsername.get(s.username);
    const challengeId = ids.get(s.challenge);
    if (!student || !challengeId) throw new Error(`Demo entry: no student ${s.username} or challenge ${s.challenge}`);
    const at = new Date(SEEDED_AT + (i + 1) * 3_600_000);
    await tx.insert(challengeSubmissions).values({
      tenantId: school.tenantId,
      challengeId,
      userId: student.id,
      text: s.text,
      featuredAt: s.featured ? at : null,
      featuredBy: s.featured ? school.teacher.id : null,
      dearWorldAt: s.dear_world ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
