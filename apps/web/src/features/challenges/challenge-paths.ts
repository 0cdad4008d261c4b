import { LETTER_CHALLENGE_SLUG, type TChallengeKind } from '@commonshelf/shared/challenges/challenge-rules';

export const LETTER_PAGE_PATH = `/${LETTER_CHALLENGE_SLUG}`;

/** A challenge's page: `/sdg-challenge/:slug`, `/comprehension-corner/:slug`, or the letter challenge's fixed page. */
export function challengePath(kind: TChallengeKind, slug: string): string | null {
  if (kind === 'sdg') return `/sdg-challenge/${encodeURIComponent(slug)}`;
  if (kind === 'comprehension') return `/comprehension-corner/${encodeURIComponent(slug)}`;
  // Only the letter challenge of the fixed page has a page of its own.
  return slug === LETTER_CHALLENGE_SLUG ? LETTER_PAGE_PATH : null;
}

/** Where a challenge's breadcrumb leads back to. */
export const CHALLENGES_PATH = '/challenges';
