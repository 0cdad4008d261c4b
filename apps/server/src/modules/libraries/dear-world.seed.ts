import { LETTER_CHALLENGE_SLUG } from '@commonshelf/shared/challenges/challenges.schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_DEAR_WORLD_LETTERS } from '../../db/seed/content/dear-world.content.js';
import { challenges, challengeSubmissions } from '../challenges/challenges.table.js';
import { users } from '../users/users.table.js';

/** When the demo letters were sent; each was chosen for the book a day after the one before. */
const SENT_AT = Date.UTC(2026, 0, 12, 10, 0, 0);
const DAY = 86_400_000;

/**
 * Letters by Year 3 Willow to the platform's letter challenge, chosen for the Dear World book
 * (platform scope, after the challenges and Year 3 Willow), so the book has more than one letter.
 */
export async function seedDearWorldLetters(tx: Tx, site: { greenwood: string }) {
  const [challenge] = await tx
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.slug, LETTER_CHALLENGE_SLUG), isNull(challenges.tenantId)))
    .limit(1);
  if (!challenge) throw new Error('Dear World demo: no letter challenge');
  const pupils = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, site.greenwood), inArray(users.username, DEMO_DEAR_WORLD_LETTERS.map((l) => l.username))));
  const byUsername = new Map(pupils.map((p) => [p.username, p.id]));
  for (const [i, letter] of DEMO_DEAR_WORLD_LETTERS.entries()) {
    const userId = byUsername.get(letter.username);
    if (!userId) throw new Error(`Dear World demo: no pupil ${letter.username}`);
    const sent = new Date(SENT_AT + i * 3_600_000);
    await tx.insert(challengeSubmissions).values({
      tenantId: site.greenwood,
      challengeId: challenge.id,
      userId,
      text: letter.text,
      dearWorldAt: new Date(SENT_AT + (i + 1) * DAY),
      createdAt: sent,
      updatedAt: sent,
    });
  }
}
