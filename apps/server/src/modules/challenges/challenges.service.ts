import {
  SUBMISSION_MSG as MSG,
  SUBMISSION_TEXT_MAX,
  type TChallengeCard,
  type TChallengeDetail,
  type TChallengeKind,
  type TChallengeResource,
  type TChallengeState,
  type TClassSubmission,
  type TGalleryEntry,
  type TOwnSubmission,
  type TSubmissionFile,
  type TSubmissionFilters,
  type TSubmissionSaved,
  type TSubmissionType,
} from '@commonshelf/shared/challenges/challenges.schemas';
import { publicPersonName } from '@commonshelf/shared/users/public-name';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { newStorageKey } from '../../lib/storage.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { sanitizeRichText } from '../courses/rich-text.js';
import { bookCoverUrl } from '../library-media/media-urls.js';
import { seesFullName } from '../users/public-name.js';
import type { UserRow } from '../users/users.table.js';
import {
  deleteOwnSubmission,
  findOwnSubmission,
  findPublishedChallenge,
  findSubmissionById,
  listFeaturedSubmissions,
  listFilterChallenges,
  listFilterClasses,
  listSubmissions,
  saveSubmission,
  setSubmissionDearWorld,
  setSubmissionFeatured,
  teachesStudent,
  type ChallengeWithBook,
  type SubmissionContent,
  type SubmissionListFilter,
  type SubmissionScope,
  type SubmissionWithKind,
} from './challenges.repository.js';
import type { ChallengeRow, ChallengeSubmissionRow } from './challenges.table.js';
import { checkSubmissionFile, isImageType, safeFileName, SUBMISSIONS_FOLDER, type PrivateFiles } from './submission-files.js';

/** Admins of one site: they see and feature every entry of their site. */
export const SITE_ADMIN_ROLES: readonly TUserRole[] = ['school_admin', 'teacher_admin', 'organization_admin'];
/** Who may see learners' entries at all (each within their own reach). */
export const STAFF_ROLES: readonly TUserRole[] = ['teacher', ...SITE_ADMIN_ROLES, 'upschool_admin'];
export const isPlatformAdmin = (user: UserRow | null) => user?.role === 'upschool_admin' && user.tenantId === null;

/** A Run executes one unit of work in one transaction (the request's site, or the platform scope). */
export type Run = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const dateText = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const notOpenYet = (opensAt: Date) => `This challenge opens on ${dateText(opensAt)}. You can send your entry from then.`;
export const closedSince = (closesAt: Date) => `This challenge closed on ${dateText(closesAt)}: entries can no longer be sent, changed or withdrawn.`;

export function challengeState(c: Pick<ChallengeRow, 'opensAt' | 'closesAt'>, now = new Date()): TChallengeState {
  if (c.opensAt && now < c.opensAt) return 'upcoming';
  if (c.closesAt && now >= c.closesAt) return 'closed';
  return 'open';
}

/** Refuses a change to entries unless the challenge is open now. */
function assertOpen(c: ChallengeRow) {
  const state = challengeState(c);
  if (state === 'upcoming') throw badRequest(notOpenYet(c.opensAt!));
  if (state === 'closed') throw badRequest(closedSince(c.closesAt!));
}

export function presentCard({ challenge: c, book }: ChallengeWithBook): TChallengeCard {
  return {
    id: c.id,
    slug: c.slug,
    kind: c.kind,
    title: c.title,
    summary: c.summary,
    cover: mediaUrl(c.cover),
    sdgs: c.sdgs,
    mode_id: c.modeId,
    submission_types: c.submissionTypes,
    opens_at: iso(c.opensAt),
    closes_at: iso(c.closesAt),
    state: challengeState(c),
    book: book?.id ? { id: book.id, title: book.title, cover: bookCoverUrl({ id: book.id, cover: book.cover }) } : null,
  };
}

/** Resources leave as links: a stored file's media address, or a web address (http/https only). */
function presentResources(c: ChallengeRow): TChallengeResource[] {
  const out: TChallengeResource[] = [];
  for (const r of c.resources) {
    if (r.fileKey) out.push({ title: r.title, url: mediaUrl(r.fileKey)! });
    else if (r.url && /^https?:\/\//i.test(r.url)) out.push({ title: r.title, url: r.url });
  }
  return out;
}

/** The address an entry's file is fetched from (changing with the entry, so caches never show an old one). */
const fileOf = (s: ChallengeSubmissionRow): TSubmissionFile | null =>
  s.fileKey
    ? {
        url: `/api/challenge-submissions/${s.id}/file?v=${s.updatedAt.getTime()}`,
        name: s.fileName ?? 'entry',
        type: s.fileType ?? 'application/octet-stream',
        is_image: isImageType(s.fileType),
      }
    : null;

export const presentOwn = (s: ChallengeSubmissionRow): TOwnSubmission => ({
  id: s.id,
  text: s.text,
  file: fileOf(s),
  featured: s.featuredAt !== null,
  dear_world: s.dearWorldAt !== null,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

export const GALLERY_SIZE = 24;

/** A published challenge of this kind on this site, or 404 (drafts, other sites' and other kinds' alike). */
export async function publishedChallenge(tx: Tx, kind: TChallengeKind, slug: string) {
  const found = await findPublishedChallenge(tx, kind, slug);
  if (!found) throw notFound(MSG.notFound);
  return found;
}

/** The challenge page: sanitised prompt, resources, state, the viewer's entry and this site's featured entries. */
export async function challengeDetail(tx: Tx, found: ChallengeWithBook, user: UserRow | null): Promise<TChallengeDetail> {
  const c = found.challenge;
  const [own, featured, prompt] = await Promise.all([
    user ? findOwnSubmission(tx, c.id, user.id) : Promise.resolve(null),
    listFeaturedSubmissions(tx, c.id, GALLERY_SIZE),
    sanitizeRichText(c.promptHtml),
  ]);
  const gallery: TGalleryEntry[] = featured.map(({ submission: s, learner }) => ({
    id: s.id,
    name: publicPersonName(learner.firstName, learner.lastName, learner.role),
    text: s.text,
    file: fileOf(s),
    featured_at: s.featuredAt!.toISOString(),
  }));
  return {
    ...presentCard(found),
    prompt_html: prompt,
    resources: presentResources(c),
    signed_in: user !== null,
    my_submission: own ? presentOwn(own) : null,
    gallery,
  };
}

// ---------------------------------------------------------------------------------------------
// Sending, replacing and withdrawing one's entry

export type EntryForm = {
  /** The text field as sent (absent: no text). */
  text: string | undefined;
  file: { buffer: Buffer; truncated: boolean; filename: string | undefined } | null;
  /** Drop the stored file without sending another. */
  removeFile: boolean;
};

type Checked = { text: string | null; file: { buffer: Buffer; ext: string; mime: string; name: string } | null };

/** Every rule of an entry that needs no database: text length and types, the file by its bytes. */
async function checkEntry(types: readonly TSubmissionType[], form: EntryForm): Promise<Checked> {
  const problems: Record<string, string[]> = {};
  const text = form.text?.trim() ? form.text.trim().replace(/\r\n?/g, '\n') : null;
  if (text !== null && !types.includes('text')) problems.text = [MSG.noText];
  else if (text !== null && Array.from(text).length > SUBMISSION_TEXT_MAX) problems.text = [MSG.textTooLong];
  let file: Checked['file'] = null;
  if (form.file) {
    const checked = await checkSubmissionFile(form.file.buffer, form.file.truncated, types);
    if (checked.ok) file = { buffer: form.file.buffer, ext: checked.ext, mime: checked.mime, name: safeFileName(form.file.filename, checked.ext) };
    else problems.file = [checked.message];
  }
  if (Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);
  return { text, file };
}

/**
 * Sends or replaces the learner's entry. The form is judged first; the new file is written before
 * the one transaction that saves the entry (and removed again if that fails), and the file it
 * replaces is removed only after the transaction committed.
 */
export async function submitEntry(
  deps: { run: Run; files: PrivateFiles },
  user: UserRow,
  kind: TChallengeKind,
  slug: string,
  form: EntryForm,
): Promise<TSubmissionSaved> {
  const first = await deps.run((tx) => publishedChallenge(tx, kind, slug));
  assertOpen(first.challenge);
  const checked = await checkEntry(first.challenge.submissionTypes, form);
  const key = checked.file ? newStorageKey(SUBMISSIONS_FOLDER, checked.file.ext) : null;
  if (checked.file && key) await deps.files.put(key, checked.file.buffer, checked.file.mime);
  let previousFileKey: string | null = null;
  try {
    const saved = await deps.run(async (tx) => {
      const { challenge } = await publishedChallenge(tx, kind, slug);
      assertOpen(challenge);
      const result = await saveSubmission(tx, { tenantId: user.tenantId, challengeId: challenge.id, userId: user.id }, (previous) => {
        const content: SubmissionContent = checked.file
          ? { text: checked.text, fileKey: key, fileName: checked.file.name, fileType: checked.file.mime }
          : form.removeFile || !previous
            ? { text: checked.text, fileKey: null, fileName: null, fileType: null }
            : { text: checked.text, fileKey: previous.fileKey, fileName: previous.fileName, fileType: previous.fileType };
        if (content.text === null && content.fileKey === null) throw badRequest(MSG.empty, { text: [MSG.empty] });
        return content;
      });
      return result;
    });
    previousFileKey = saved.previousFileKey;
    return { created: saved.created, submission: presentOwn(saved.row) };
  } catch (err) {
    if (key) await deps.files.delete(key).catch(() => undefined);
    throw err;
  } finally {
    if (previousFileKey) await deps.files.delete(previousFileKey).catch(() => undefined);
  }
}

/** Withdraws the learner's entry while the challenge is open; its file goes after the commit. */
export async function withdrawEntry(deps: { run: Run; files: PrivateFiles }, user: UserRow, kind: TChallengeKind, slug: string) {
  const removed = await deps.run(async (tx) => {
    const { challenge } = await publishedChallenge(tx, kind, slug);
    assertOpen(challenge);
    const row = await deleteOwnSubmission(tx, challenge.id, user.id);
    if (!row) throw notFound(MSG.noEntry);
    return row;
  });
  if (removed.fileKey) await deps.files.delete(removed.fileKey).catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// Teachers and admins

/** What a staff member may see: a teacher their classes' students, admins everything in reach. */
export const scopeOf = (user: UserRow): SubmissionScope => (user.role === 'teacher' ? { teacherId: user.id } : { all: true });

/** The run a staff member's work needs: the platform admin's reaches every site. */
export const staffRunFor =
  (user: UserRow, siteRun: Run, platformRun: Run): Run =>
    isPlatformAdmin(user) ? platformRun : siteRun;

export async function submissionsForStaff(tx: Tx, user: UserRow, filter: SubmissionListFilter) {
  const { rows, count } = await listSubmissions(tx, scopeOf(user), filter);
  const results: TClassSubmission[] = rows.map((r) => ({
    id: r.submission.id,
    challenge: r.challenge,
    // The platform admin, choosing letters across schools, sees another site's student by first name only.
    student: { id: r.learner.id, first_name: r.learner.firstName, last_name: seesFullName(user, r.learner) ? r.learner.lastName : '', classes: r.classNames ?? [] },
    site: r.site ?? null,
    text: r.submission.text,
    file: fileOf(r.submission),
    featured: r.submission.featuredAt !== null,
    featured_at: iso(r.submission.featuredAt),
    dear_world: r.submission.dearWorldAt !== null,
    created_at: r.submission.createdAt.toISOString(),
    updated_at: r.submission.updatedAt.toISOString(),
  }));
  return { count, results };
}

export async function submissionFilters(tx: Tx, user: UserRow): Promise<TSubmissionFilters> {
  const scope = scopeOf(user);
  const [classes, challenges] = await Promise.all([listFilterClasses(tx, scope), listFilterChallenges(tx, scope)]);
  return { classes, challenges, can_choose_dear_world: isPlatformAdmin(user) };
}

/** Whether this viewer may look after the entry: its learner's teacher, the site's admins, the platform admin. */
async function mayManage(tx: Tx, user: UserRow, found: SubmissionWithKind): Promise<boolean> {
  if (isPlatformAdmin(user)) return true;
  // Found in the site's own context: it is this site's learner's entry.
  if (SITE_ADMIN_ROLES.includes(user.role)) return found.learner.tenantId === user.tenantId;
  if (user.role === 'teacher') return teachesStudent(tx, user.id, found.submission.userId);
  return false;
}

async function managedSubmission(tx: Tx, user: UserRow, id: string) {
  const found = await findSubmissionById(tx, id);
  if (!found) throw notFound(MSG.entryNotFound);
  if (!(await mayManage(tx, user, found))) {
    // A teacher learns nothing about other classes' entries: the same answer as for none.
    if (user.role === 'teacher') throw notFound(MSG.entryNotFound);
    throw forbidden();
  }
  return found;
}

export async function featureSubmission(tx: Tx, user: UserRow, id: string, featured: boolean) {
  const found = await managedSubmission(tx, user, id);
  const already = found.submission.featuredAt !== null;
  if (already === featured) return found.submission;
  return (await setSubmissionFeatured(tx, id, featured ? user.id : null))!;
}

/** Chooses a letter for the Dear World book (the platform admin only; letters only). */
export async function chooseForDearWorld(tx: Tx, user: UserRow, id: string, chosen: boolean) {
  if (!isPlatformAdmin(user)) throw forbidden('Only the platform admin chooses letters for the Dear World book.');
  const found = await findSubmissionById(tx, id);
  if (!found) throw notFound(MSG.entryNotFound);
  if (found.kind !== 'letter') throw badRequest(MSG.notLetter);
  if ((found.submission.dearWorldAt !== null) === chosen) return found.submission;
  return (await setSubmissionDearWorld(tx, id, chosen))!;
}

/**
 * Who may fetch an entry's file: anyone when it is featured (the gallery is public), else its
 * learner, their teacher, the site's admins and the platform admin. Others get the same 404 as
 * for no entry.
 */
export async function fileAccess(tx: Tx, user: UserRow | null, id: string): Promise<{ submission: ChallengeSubmissionRow; public: boolean }> {
  const found = await findSubmissionById(tx, id);
  if (!found?.submission.fileKey) throw notFound(MSG.entryNotFound);
  if (found.submission.featuredAt !== null) return { submission: found.submission, public: true };
  if (user && (found.submission.userId === user.id || (STAFF_ROLES.includes(user.role) && (await mayManage(tx, user, found))))) {
    return { submission: found.submission, public: false };
  }
  throw notFound(MSG.entryNotFound);
}
