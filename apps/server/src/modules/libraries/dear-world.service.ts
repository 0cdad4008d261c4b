import { LETTER_CHALLENGE_SLUG } from '@commonshelf/shared/challenges/challenges.schemas';
import { DEAR_WORLD_BOOK, DEAR_WORLD_MSG, type TDearWorldBook, type TDearWorldLetter } from '@commonshelf/shared/library/dear-world.schemas';
import { publicPersonName } from '@commonshelf/shared/users/public-name';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { Runs } from '../charities/charities.service.js';
import { findPublishedChallenge, findSubmissionById, listDearWorldLetters } from '../challenges/challenges.repository.js';
import { challengeState } from '../challenges/challenges.service.js';
import type { ChallengeSubmissionRow } from '../challenges/challenges.table.js';
import { isImageType } from '../challenges/submission-files.js';
import { authorCountries, siteNames } from './dear-world.repository.js';

/** Where a chosen letter's file is read from (changing with the letter, so caches never show an old one). */
export const letterFilePath = (s: Pick<ChallengeSubmissionRow, 'id' | 'updatedAt'>) => `/api/dear-world-book/letters/${s.id}/file?v=${s.updatedAt.getTime()}`;

/**
 * `GET /api/dear-world-book/`: the book's front matter and every letter the platform admin chose,
 * in the order they were chosen. The book is the platform's, the same on every site: letters come
 * from every school, so they are read in the platform scope, and only what the book prints leaves
 * (a student's first name only, the school's name and the author's country).
 */
export async function dearWorldBook(runs: Runs): Promise<TDearWorldBook> {
  const challenge = await runs.site((tx) => findPublishedChallenge(tx, 'letter', LETTER_CHALLENGE_SLUG));
  const found = await runs.platform(async (tx) => {
    const rows = await listDearWorldLetters(tx);
    const [countries, sites] = await Promise.all([
      authorCountries(
        tx,
        rows.map((r) => r.submission.userId),
      ),
      siteNames(
        tx,
        rows.flatMap((r) => (r.submission.tenantId ? [r.submission.tenantId] : [])),
      ),
    ]);
    return { rows, countries, sites };
  });
  const letters: TDearWorldLetter[] = found.rows.map(({ submission: s, learner }, i) => ({
    id: s.id,
    number: i + 1,
    author: {
      name: publicPersonName(learner.firstName, learner.lastName, learner.role),
      school: s.tenantId ? (found.sites.get(s.tenantId) ?? null) : null,
      country: found.countries.get(s.userId) ?? null,
    },
    text: s.text,
    attachment: s.fileKey
      ? { url: letterFilePath(s), name: s.fileName ?? 'letter', type: s.fileType ?? 'application/octet-stream', is_image: isImageType(s.fileType) }
      : null,
    chosen_at: s.dearWorldAt!.toISOString(),
  }));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  const c = challenge?.challenge;
  return {
    title: DEAR_WORLD_BOOK.title,
    subtitle: DEAR_WORLD_BOOK.subtitle,
    intro: DEAR_WORLD_BOOK.intro,
    letters_count: letters.length,
    schools: distinct(letters.map((l) => l.author.school)),
    countries: distinct(letters.map((l) => l.author.country)),
    challenge: c ? { slug: c.slug, title: c.title, open: challengeState(c) === 'open' } : null,
    letters,
  };
}

/** A chosen letter's file, for the book (platform scope): anything else is the same 404. */
export async function chosenLetterFile(tx: Tx, id: string): Promise<ChallengeSubmissionRow> {
  const found = await findSubmissionById(tx, id);
  if (!found || found.kind !== 'letter' || found.submission.dearWorldAt === null || !found.submission.fileKey) throw notFound(DEAR_WORLD_MSG.letterNotFound);
  return found.submission;
}
