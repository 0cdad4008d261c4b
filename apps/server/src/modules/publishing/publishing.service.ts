import { slugify } from '@commonshelf/shared/courses/authoring.schemas';
import { hasStoryContent } from '@commonshelf/shared/library/story-content';
import {
  PUBLISHING_MSG as MSG,
  ZBookMeta,
  type TMyBook,
  type TMyStory,
  type TPlatformQueueItem,
  type TReviewQueue,
  type TStoryUpdate,
  type TUploadOptions,
} from '@commonshelf/shared/library/publishing.schemas';
import { isStudentRole, mentionsName } from '@commonshelf/shared/users/public-name';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import type { PrivateStorage } from '../../lib/private-storage.js';
import { siteUrl } from '../../lib/site-url.js';
import { newStorageKey } from '../../lib/storage.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { recordBookStatus } from '../book-admin/book-admin.repository.js';
import { uniqueSlug } from '../courses/authoring.service.js';
import { sanitizeRichText } from '../courses/rich-text.js';
import { bookMediaFor, storyFolder, storyMediaFor, storyMediaUrl, unsignStoryHtml, type MediaView } from '../library-media/media-urls.js';
import { brandFor, renderTemplate, UPLOAD_DECISION_MAIL, UPLOAD_REVIEW_REQUEST_MAIL, type UploadMailItem } from '../mail/mail.templates.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { nameSeenBy } from '../users/public-name.js';
import type { UserRow } from '../users/users.table.js';
import { bookFileProblem, checkBookImage, type BookImage, type ReceivedBookFile } from './file-checks.js';
import * as repo from './publishing.repository.js';
import { isoOrNull } from '../../lib/iso-date.js';
import { isUniqueViolation } from '../../db/errors.js';

/**
 * Uploads and their moderation. Who uploads: anyone with an account of the site they are on (and
 * the platform admin on the main site, for the platform-wide library). Students' uploads wait for
 * their teacher or a school admin; teachers' and admins' own uploads are published when they send
 * them (they are the site's reviewers themselves). Nothing is visible to the public until published.
 */

export const SITE_ADMIN_ROLES = ['school_admin', 'teacher_admin', 'organization_admin'] as const;
const isSiteAdmin = (u: UserRow) => (SITE_ADMIN_ROLES as readonly string[]).includes(u.role);

export type PubCtx = {
  /** The request's tenant scope; platform-wide rows are written with `platform`. */
  run: Run;
  runPlatform: Run;
  /** Every upload of the library is private: it leaves through modules/library-media's routes only. */
  storage: PrivateStorage;
  /** How this viewer is shown the addresses of unpublished files (signed). */
  media: MediaView;
  user: UserRow;
  site: TenantRow | null;
  app: Pick<FastifyInstance, 'mailer' | 'config'>;
  warn: (msg: string, err: unknown) => void;
};

/** Whose library this user uploads to here: their site's, or (platform admin on the main site) the platform's; undefined: none. */
export function uploadOwner(user: UserRow, site: TenantRow | null): repo.OwnerId | undefined {
  if (site && user.tenantId === site.id) return site.id;
  if (!site && user.tenantId === null && user.role === 'upschool_admin') return null;
  return undefined;
}

export function requireOwner(ctx: PubCtx): repo.OwnerId {
  const owner = uploadOwner(ctx.user, ctx.site);
  if (owner === undefined) throw forbidden(MSG.notUploader);
  return owner;
}

function requireTenant(ctx: PubCtx): string {
  const owner = requireOwner(ctx);
  if (owner === null) throw forbidden(MSG.storiesOnSites);
  return owner;
}

const runFor = (ctx: PubCtx, owner: repo.OwnerId): Run => (owner === null ? ctx.runPlatform : ctx.run);
export const needsReview = (u: UserRow) => u.role === 'student';
const canReview = (u: UserRow, site: TenantRow | null) => !!site && u.tenantId === site.id && (u.role === 'teacher' || isSiteAdmin(u));
const canPropose = (u: UserRow, site: TenantRow | null) => !!site && u.tenantId === site.id && isSiteAdmin(u);

const fieldError = (field: string, message: string) => badRequest(VALIDATION_MESSAGE, { [field]: [message] });
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export async function removeFiles(ctx: PubCtx, keys: (string | null | undefined)[]) {
  for (const key of keys) {
    if (!key || key.startsWith('seed/')) continue;
    try {
      await ctx.storage.delete(key);
    } catch (err) {
      ctx.warn(`could not remove file ${key}`, err);
    }
  }
}


/** Retries once when a concurrent request took the same slug. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) return work();
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Presenting

function presentBook(b: repo.BookRow, pages: repo.PageRow[], people: Map<string, NonNullable<repo.PersonRow>>, ctx: PubCtx): TMyBook {
  const { user: viewer, site } = ctx;
  const media = bookMediaFor(ctx.media, b, pages.filter((p) => p.bookId === b.id));
  const by = b.uploadedBy ? people.get(b.uploadedBy) : undefined;
  const own = b.uploadedBy === viewer.id;
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    authors: b.authors,
    illustrator: b.illustrator ?? '',
    description: b.description,
    language: b.language,
    reading_level: b.readingLevel,
    age_min: b.ageMin,
    age_max: b.ageMax,
    category_id: b.categoryId,
    sdgs: b.sdgs,
    license: b.license,
    format: b.format,
    cover: media.cover,
    file: media.file,
    file_size: b.fileSize,
    pages: media.pages,
    status: b.status,
    rejection_reason: b.rejectionReason,
    submitted_at: isoOrNull(b.submittedAt),
    reviewed_at: isoOrNull(b.reviewedAt),
    platform_status: b.platformStatus,
    platform_rejection_reason: b.platformRejectionReason,
    uploaded_by: by ? { id: by.id, name: nameSeenBy(viewer, by), role: by.role } : null,
    updated_at: b.updatedAt.toISOString(),
    can_edit: own && b.status !== 'published',
    can_propose: canPropose(viewer, site) && b.tenantId !== null && b.status === 'published' && (b.platformStatus === null || b.platformStatus === 'rejected'),
  };
}

async function presentBooks(tx: Tx, rows: repo.BookRow[], ctx: PubCtx) {
  const [pages, people] = await Promise.all([repo.pagesOf(tx, rows.map((r) => r.id)), repo.peopleById(tx, rows.map((r) => r.uploadedBy))]);
  return rows.map((r) => presentBook(r, pages, people, ctx));
}

function presentStory(s: repo.StoryRow, people: Map<string, NonNullable<repo.PersonRow>>, ctx: PubCtx): TMyStory {
  const by = s.authorId ? people.get(s.authorId) : undefined;
  const media = storyMediaFor(ctx.media, s, s.body);
  return {
    id: s.id,
    slug: s.slug,
    title: s.title,
    summary: s.summary,
    body_html: media.body_html,
    language: s.language,
    cover: media.cover,
    category_id: s.categoryId,
    sdgs: s.sdgs,
    wizard_step: s.wizardStep,
    status: s.status,
    rejection_reason: s.rejectionReason,
    submitted_at: isoOrNull(s.submittedAt),
    reviewed_at: isoOrNull(s.reviewedAt),
    author: by ? { id: by.id, name: nameSeenBy(ctx.user, by), role: by.role } : null,
    updated_at: s.updatedAt.toISOString(),
    can_edit: s.authorId === ctx.user.id && s.status !== 'published',
  };
}

async function presentStories(tx: Tx, rows: repo.StoryRow[], ctx: PubCtx) {
  const people = await repo.peopleById(tx, rows.map((r) => r.authorId));
  return rows.map((r) => presentStory(r, people, ctx));
}

// ---------------------------------------------------------------------------------------------
// Mail

function mailBase(ctx: PubCtx, tenant: TenantRow | null) {
  const base = siteUrl(ctx.app.config, tenant);
  return { base, brand: brandFor(tenant, { productName: ctx.app.config.productName, siteUrl: base, publicUrl: ctx.app.config.publicUrl }) };
}

async function mailReviewers(ctx: PubCtx, tx: Tx, tenantId: string, item: UploadMailItem) {
  const { base, brand } = mailBase(ctx, ctx.site);
  for (const r of await repo.reviewersOf(tx, tenantId, ctx.user.id)) {
    const mail = renderTemplate(brand, r.language, UPLOAD_REVIEW_REQUEST_MAIL, { firstName: r.firstName, authorName: fullName(ctx.user), item, queueUrl: `${base}/dashboard#review-queue` });
    await ctx.app.mailer.enqueue(tx, { ...mail, tenantId, to: r.email, template: 'upload_review_request' });
  }
}

async function mailAuthor(
  ctx: PubCtx,
  tx: Tx,
  authorId: string | null,
  item: UploadMailItem & { where?: 'site' | 'platform' },
  decision: { approved: true } | { approved: false; reason: string },
  tenant: TenantRow | null,
) {
  const who = await repo.userContact(tx, authorId);
  if (!who?.email) return;
  const { base, brand } = mailBase(ctx, tenant);
  const mail = renderTemplate(brand, who.language, UPLOAD_DECISION_MAIL, { firstName: who.firstName, item, decision, url: `${base}/uploadcontent` });
  await ctx.app.mailer.enqueue(tx, { ...mail, tenantId: who.tenantId, to: who.email, template: decision.approved ? 'upload_approved' : 'upload_rejected' });
}

// ---------------------------------------------------------------------------------------------
// Options and lists

export async function uploadOptions(ctx: PubCtx): Promise<TUploadOptions> {
  const owner = requireOwner(ctx);
  const categories = await runFor(ctx, owner)((tx) => repo.categoriesFor(tx, owner));
  return { categories, can_review: canReview(ctx.user, ctx.site), can_propose: canPropose(ctx.user, ctx.site), needs_review: needsReview(ctx.user) };
}

export async function myUploads(ctx: PubCtx) {
  const owner = requireOwner(ctx);
  return runFor(ctx, owner)(async (tx) => {
    const books = await presentBooks(tx, await repo.booksUploadedBy(tx, owner, ctx.user.id), ctx);
    const stories = owner === null ? [] : await presentStories(tx, await repo.storiesBy(tx, owner, ctx.user.id), ctx);
    return { books, stories };
  });
}

// ---------------------------------------------------------------------------------------------
// Books

export type FormFile = { buffer: Buffer; truncated: boolean };
/** The book form (book-form.ts): the book file already streamed into storage and judged, pictures in memory. */
export type BookForm = { meta: string | undefined; file: ReceivedBookFile | null; cover: FormFile | null; pages: Map<number, FormFile> };
/**
 * A library admin's save (modules/book-admin): any book of their library, whatever its status or
 * uploader; the admin-only fields; the status they choose (left out: unchanged, new: draft).
 */
export type AdminSave = { owner: repo.OwnerId; fields: Partial<Pick<repo.BookRow, 'featured' | 'modeId'>>; status?: 'draft' | 'published' | undefined; notFound: string };

/** The `meta` JSON field of the upload form, checked with the shared schema. */
function parseMeta(raw: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw badRequest(MSG.metaInvalid);
  }
  const parsed = ZBookMeta.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (fields[String(i.path[0] ?? 'non_field_errors')] ??= []).push(i.message);
    throw badRequest(VALIDATION_MESSAGE, fields);
  }
  return parsed.data;
}

/**
 * Saves a book (new, or an edit of one's own draft, pending or rejected book): the book file
 * arrives stored and judged (book-form.ts), every picture is checked before anything else is
 * stored; pictures are stored, then the rows written in one transaction; on any failure the new
 * files go again (the book file too), and after success the files the book no longer uses.
 */
export async function saveBook(ctx: PubCtx, form: BookForm, id?: number, admin?: AdminSave): Promise<TMyBook> {
  try {
    return await writeBook(ctx, form, id, admin);
  } catch (err) {
    if (form.file?.ok) await removeFiles(ctx, [form.file.key]);
    throw err;
  }
}

/**
 * A student's upload is public once published, and students are shown by first name only: the
 * fields that name it and its people (a book's title, authors and illustrator; a story's title and
 * summary) may not carry the student's last name. A 400 names the fields that do.
 */
function checkStudentNames(user: UserRow, fields: Record<string, string | string[] | undefined>) {
  if (!isStudentRole(user.role)) return;
  const problems: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(fields)) {
    const texts = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (texts.some((t) => mentionsName(t, user.lastName))) problems[field] = [MSG.surname];
  }
  if (Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);
}

async function writeBook(ctx: PubCtx, form: BookForm, id?: number, admin?: AdminSave): Promise<TMyBook> {
  const owner = admin ? admin.owner : requireOwner(ctx);
  const meta = parseMeta(form.meta);
  if (!admin) checkStudentNames(ctx.user, { title: meta.title, authors: meta.authors, illustrator: meta.illustrator });
  const run = runFor(ctx, owner);

  const existing = id === undefined ? null : await run((tx) => repo.findBook(tx, owner, id));
  if (id !== undefined) {
    if (!existing || (!admin && existing.uploadedBy !== ctx.user.id)) throw notFound(admin?.notFound ?? MSG.bookNotFound);
    if (!admin && existing.status === 'published') throw conflict(MSG.notEditable);
  }
  const existingPages = existing ? await run((tx) => repo.pagesOf(tx, [existing.id])) : [];

  // Check everything first.
  let bookFile: { key: string; size: number } | null = null;
  if (meta.format !== 'pages') {
    if (form.file) {
      const problem = bookFileProblem(form.file, meta.format);
      if (problem || !form.file.ok) throw fieldError('file', problem ?? MSG.fileType);
      bookFile = { key: form.file.key, size: form.file.size };
    } else if (!(existing && existing.format === meta.format && existing.fileKey)) {
      throw fieldError('file', MSG.fileMissing);
    }
  }
  let cover: BookImage | null = null;
  if (form.cover) {
    const checked = await checkBookImage(form.cover.buffer, form.cover.truncated, { type: MSG.coverType, tooLarge: MSG.coverTooLarge });
    if (!checked.ok) throw fieldError('cover', checked.message);
    cover = checked.value;
  }
  const pageImages = new Map<number, BookImage>();
  if (meta.format === 'pages') {
    if (meta.pages.length === 0) throw fieldError('pages', MSG.pagesRequired);
    for (const [no, f] of form.pages) {
      if (no > meta.pages.length) throw fieldError('pages', MSG.tooManyFiles);
      const checked = await checkBookImage(f.buffer, f.truncated);
      if (!checked.ok) throw fieldError(`page_${no}`, `Page ${no}: ${checked.message}`);
      pageImages.set(no, checked.value);
    }
    meta.pages.forEach((p, i) => {
      const keeps = p.keep_image && existingPages.some((e) => e.pageNo === i + 1 && e.image);
      if (!p.text.trim() && !pageImages.has(i + 1) && !keeps) throw fieldError(`page_${i + 1}`, `Page ${i + 1}: ${MSG.pageEmpty}`);
    });
  } else if (form.pages.size) {
    throw fieldError('pages', MSG.tooManyFiles);
  }
  if (meta.format === 'pages' && form.file) throw fieldError('file', MSG.tooManyFiles);
  if (meta.category_id !== null) {
    const ok = await run((tx) => repo.categoryUsable(tx, owner, meta.category_id!));
    if (!ok) throw fieldError('category_id', MSG.categoryUnknown);
  }

  // Then store, then write.
  const folder = owner === null ? 'books/platform' : 'books';
  const stored: string[] = [];
  const store = async (buf: Buffer, ext: string, mime: string, sub: string) => {
    const key = newStorageKey(`${folder}/${sub}`, ext);
    await ctx.storage.put(key, buf, mime);
    stored.push(key);
    return key;
  };
  let result: TMyBook;
  const dropped: (string | null)[] = [];
  try {
    const fileKey = bookFile?.key ?? null;
    const coverKey = cover ? await store(cover.buffer, cover.ext, cover.mime, 'covers') : null;
    const pageKeys = new Map<number, string>();
    for (const [no, img] of pageImages) pageKeys.set(no, await store(img.buffer, img.ext, img.mime, 'pages'));

    result = await slugSafe(() =>
      run(async (tx) => {
        const now = new Date();
        const row = existing ? await repo.findBook(tx, owner, existing.id, true) : null;
        if (existing && (!row || (!admin && row.status === 'published'))) throw conflict(MSG.notEditable);
        const submit = !admin && meta.submit;
        const status: repo.BookRow['status'] = admin ? (admin.status ?? row?.status ?? 'draft') : !submit ? 'draft' : needsReview(ctx.user) ? 'pending' : 'published';
        // An admin publishing a book that waited for review approves it.
        const approving = !!admin && row?.status === 'pending' && status === 'published';
        const values = {
          title: meta.title,
          authors: meta.authors,
          illustrator: meta.illustrator || null,
          description: meta.description,
          language: meta.language,
          readingLevel: meta.reading_level,
          ageMin: meta.age_min,
          ageMax: meta.age_max,
          categoryId: meta.category_id,
          sdgs: [...new Set(meta.sdgs)].sort((a, b) => a - b),
          license: meta.license,
          format: meta.format,
          status,
          submittedAt: submit ? now : (row?.submittedAt ?? null),
          publishedAt: status === 'published' ? (row?.status === 'published' ? row.publishedAt : now) : null,
          ...(submit ? { rejectionReason: null, reviewedAt: null, reviewedBy: null } : {}),
          ...(admin ? { ...admin.fields, ...(row && row.status !== status ? { rejectionReason: null } : {}) } : {}),
          ...(approving ? { reviewedAt: now, reviewedBy: ctx.user.id } : {}),
          ...(coverKey ? { cover: coverKey } : {}),
          ...(meta.format === 'pages'
            ? { fileKey: null, fileSize: null }
            : fileKey
              ? { fileKey, fileSize: bookFile!.size }
              : {}),
        };
        let book: repo.BookRow;
        if (row) {
          if (coverKey) dropped.push(row.cover);
          if (row.fileKey && (meta.format === 'pages' || fileKey)) dropped.push(row.fileKey);
          book = await repo.updateBook(tx, row.id, values);
        } else {
          const slug = uniqueSlug(slugify(meta.title) || 'book', await repo.takenBookSlugs(tx, owner, slugify(meta.title) || 'book'));
          book = await repo.insertBook(tx, { ...values, tenantId: owner, slug, uploadedBy: ctx.user.id });
        }
        const pages =
          meta.format === 'pages'
            ? meta.pages.map((p, i) => ({
                pageNo: i + 1,
                text: p.text.trim(),
                image: pageKeys.get(i + 1) ?? (p.keep_image ? (existingPages.find((e) => e.pageNo === i + 1)?.image ?? null) : null),
              }))
            : [];
        const kept = new Set(pages.map((p) => p.image));
        for (const e of existingPages) if (e.image && !kept.has(e.image)) dropped.push(e.image);
        await repo.replacePages(tx, book, pages);
        if (row?.status !== status) await recordBookStatus(tx, { book, from: row?.status ?? null, to: status, actorId: ctx.user.id });
        if (status === 'pending' && owner !== null) await mailReviewers(ctx, tx, owner, { kind: 'book', title: book.title });
        if (approving) await mailAuthor(ctx, tx, row!.uploadedBy, { kind: 'book', title: book.title }, { approved: true }, ctx.site);
        const [presented] = await presentBooks(tx, [book], ctx);
        return presented!;
      }),
    );
  } catch (err) {
    dropped.length = 0;
    await removeFiles(ctx, stored);
    throw err;
  }
  await removeFiles(ctx, dropped);
  void ctx.app.mailer.flush();
  return result;
}

export async function getOwnBook(ctx: PubCtx, id: number): Promise<TMyBook> {
  const owner = requireOwner(ctx);
  return runFor(ctx, owner)(async (tx) => {
    const row = await repo.findBook(tx, owner, id);
    if (!row || row.uploadedBy !== ctx.user.id) throw notFound(MSG.bookNotFound);
    return (await presentBooks(tx, [row], ctx))[0]!;
  });
}

/** Sends one's draft or rejected book for review (or publishes it, for staff). */
export async function submitBook(ctx: PubCtx, id: number): Promise<TMyBook> {
  const owner = requireOwner(ctx);
  const result = await runFor(ctx, owner)(async (tx) => {
    const row = await repo.findBook(tx, owner, id, true);
    if (!row || row.uploadedBy !== ctx.user.id) throw notFound(MSG.bookNotFound);
    if (row.status !== 'draft' && row.status !== 'rejected') throw conflict(MSG.notSubmittable);
    const now = new Date();
    const status = needsReview(ctx.user) ? 'pending' : 'published';
    const book = await repo.updateBook(tx, id, {
      status,
      submittedAt: now,
      publishedAt: status === 'published' ? now : null,
      rejectionReason: null,
      reviewedAt: null,
      reviewedBy: null,
    });
    await recordBookStatus(tx, { book, from: row.status, to: status, actorId: ctx.user.id });
    if (status === 'pending' && owner !== null) await mailReviewers(ctx, tx, owner, { kind: 'book', title: book.title });
    return (await presentBooks(tx, [book], ctx))[0]!;
  });
  void ctx.app.mailer.flush();
  return result;
}

export async function deleteOwnBook(ctx: PubCtx, id: number): Promise<void> {
  const owner = requireOwner(ctx);
  const keys = await runFor(ctx, owner)(async (tx) => {
    const row = await repo.findBook(tx, owner, id, true);
    if (!row || row.uploadedBy !== ctx.user.id) throw notFound(MSG.bookNotFound);
    if (row.status !== 'draft' && row.status !== 'rejected') throw conflict(MSG.notDeletable);
    const pages = await repo.pagesOf(tx, [id]);
    await repo.deleteBook(tx, id);
    return [row.cover, row.fileKey, ...pages.map((p) => p.image)];
  });
  await removeFiles(ctx, keys);
}

// ---------------------------------------------------------------------------------------------
// Review on a site

function requireReviewer(ctx: PubCtx): { tenantId: string; teacherId: string | null } {
  if (!canReview(ctx.user, ctx.site)) throw forbidden(MSG.notReviewer);
  return { tenantId: ctx.site!.id, teacherId: ctx.user.role === 'teacher' ? ctx.user.id : null };
}

export async function reviewQueue(ctx: PubCtx): Promise<TReviewQueue> {
  const r = requireReviewer(ctx);
  return ctx.run(async (tx) => ({
    books: await presentBooks(tx, await repo.pendingBooks(tx, r.tenantId, r.teacherId), ctx),
    stories: await presentStories(tx, await repo.pendingStories(tx, r.tenantId, r.teacherId), ctx),
  }));
}

/** A teacher reviews their classes' students' uploads only; others answer 404 as if absent. */
async function inReach(tx: Tx, teacherId: string | null, authorId: string | null) {
  if (!teacherId) return true;
  return !!authorId && (await repo.teachesStudent(tx, teacherId, authorId));
}

function decisionOf(approve: boolean, reason: string) {
  const text = reason.trim();
  if (!approve && !text) throw fieldError('reason', MSG.reasonRequired);
  return text;
}

/** What a review decision writes on a book or a story. */
function reviewedFields(reviewerId: string, approve: boolean, reason: string) {
  const now = new Date();
  return {
    status: approve ? ('published' as const) : ('rejected' as const),
    publishedAt: approve ? now : null,
    reviewedAt: now,
    reviewedBy: reviewerId,
    rejectionReason: approve ? null : reason,
  };
}

/** What the author's email says of a review decision. */
const decisionMail = (approve: boolean, reason: string) => (approve ? ({ approved: true } as const) : ({ approved: false, reason } as const));

export async function reviewBook(ctx: PubCtx, id: number, approve: boolean, reason: string): Promise<TMyBook> {
  const r = requireReviewer(ctx);
  const text = decisionOf(approve, reason);
  const result = await ctx.run(async (tx) => {
    const row = await repo.findBook(tx, r.tenantId, id, true);
    if (!row || !(await inReach(tx, r.teacherId, row.uploadedBy))) throw notFound(MSG.bookNotFound);
    if (row.status !== 'pending') throw conflict(MSG.notPending);
    const book = await repo.updateBook(tx, id, reviewedFields(ctx.user.id, approve, text));
    await recordBookStatus(tx, { book, from: row.status, to: book.status, actorId: ctx.user.id, reason: approve ? null : text });
    await mailAuthor(ctx, tx, row.uploadedBy, { kind: 'book', title: row.title }, decisionMail(approve, text), ctx.site);
    return (await presentBooks(tx, [book], ctx))[0]!;
  });
  void ctx.app.mailer.flush();
  return result;
}

export async function reviewStory(ctx: PubCtx, id: number, approve: boolean, reason: string): Promise<TMyStory> {
  const r = requireReviewer(ctx);
  const text = decisionOf(approve, reason);
  const result = await ctx.run(async (tx) => {
    const row = await repo.findStory(tx, r.tenantId, id, true);
    if (!row || !(await inReach(tx, r.teacherId, row.authorId))) throw notFound(MSG.storyNotFound);
    if (row.status !== 'pending') throw conflict(MSG.notPending);
    const story = await repo.updateStory(tx, id, reviewedFields(ctx.user.id, approve, text));
    await mailAuthor(ctx, tx, row.authorId, { kind: 'story', title: row.title }, decisionMail(approve, text), ctx.site);
    return (await presentStories(tx, [story], ctx))[0]!;
  });
  void ctx.app.mailer.flush();
  return result;
}

// ---------------------------------------------------------------------------------------------
// The platform-wide library

export async function proposeBook(ctx: PubCtx, id: number): Promise<TMyBook> {
  if (!canPropose(ctx.user, ctx.site)) throw forbidden(MSG.notProposer);
  const tenantId = ctx.site!.id;
  return ctx.run(async (tx) => {
    const row = await repo.findBook(tx, tenantId, id, true);
    if (!row) throw notFound(MSG.bookNotFound);
    if (row.status !== 'published' || (row.platformStatus !== null && row.platformStatus !== 'rejected')) throw conflict(MSG.notProposable);
    const book = await repo.updateBook(tx, id, { platformStatus: 'pending', platformRejectionReason: null });
    return (await presentBooks(tx, [book], ctx))[0]!;
  });
}

function requirePlatformAdmin(ctx: PubCtx) {
  if (ctx.site !== null || ctx.user.role !== 'upschool_admin' || ctx.user.tenantId !== null) throw forbidden(MSG.notPlatformAdmin);
}

export async function platformQueue(ctx: PubCtx): Promise<TPlatformQueueItem[]> {
  requirePlatformAdmin(ctx);
  return ctx.runPlatform(async (tx) => {
    const rows = await repo.platformPendingBooks(tx);
    const presented = await presentBooks(
      tx,
      rows.map((r) => r.book),
      ctx,
    );
    return presented.map((b, i) => ({ ...b, site: rows[i]!.site }));
  });
}

/**
 * The platform admin's decision on a proposed book. Approving makes a platform-wide copy (same
 * files, pages copied, `source_book_id` pointing back); the school's book stays as it is.
 */
export async function reviewPlatformBook(ctx: PubCtx, id: number, approve: boolean, reason: string): Promise<{ book_id: number; platform_book_id: number | null }> {
  requirePlatformAdmin(ctx);
  const text = decisionOf(approve, reason);
  const result = await slugSafe(() =>
    ctx.runPlatform(async (tx) => {
      const row = await repo.findPlatformBook(tx, id);
      if (!row) throw notFound(MSG.bookNotFound);
      if (row.platformStatus !== 'pending' || row.status !== 'published') throw conflict(MSG.notPlatformPending);
      const tenant = await repo.tenantById(tx, row.tenantId!);
      let copyId: number | null = null;
      if (approve) {
        const base = row.slug;
        const slug = uniqueSlug(base, await repo.takenBookSlugs(tx, null, base));
        const now = new Date();
        const copy = await repo.insertBook(tx, {
          tenantId: null,
          slug,
          title: row.title,
          authors: row.authors,
          illustrator: row.illustrator,
          description: row.description,
          cover: row.cover,
          language: row.language,
          readingLevel: row.readingLevel,
          ageMin: row.ageMin,
          ageMax: row.ageMax,
          categoryId: null,
          sdgs: row.sdgs,
          modeId: row.modeId,
          license: row.license,
          status: 'published',
          uploadedBy: row.uploadedBy,
          publishedAt: now,
          format: row.format,
          fileKey: row.fileKey,
          fileSize: row.fileSize,
          submittedAt: row.updatedAt,
          reviewedAt: now,
          reviewedBy: ctx.user.id,
          sourceBookId: row.id,
        });
        await recordBookStatus(tx, { book: copy, from: null, to: 'published', actorId: ctx.user.id });
        const pages = await repo.pagesOf(tx, [row.id]);
        await repo.replacePages(
          tx,
          copy,
          pages.map((p) => ({ pageNo: p.pageNo, text: p.text, image: p.image })),
        );
        copyId = copy.id;
      }
      await repo.updateBook(tx, id, { platformStatus: approve ? 'published' : 'rejected', platformRejectionReason: approve ? null : text });
      await mailAuthor(
        ctx,
        tx,
        row.uploadedBy,
        { kind: 'book', title: row.title, where: 'platform' },
        approve ? { approved: true } : { approved: false, reason: text },
        tenant ?? null,
      );
      return { book_id: id, platform_book_id: copyId };
    }),
  );
  void ctx.app.mailer.flush();
  return result;
}

// ---------------------------------------------------------------------------------------------
// Stories

async function ownStory(tx: Tx, ctx: PubCtx, tenantId: string, slug: string, lock = false) {
  const row = await repo.findStoryBySlug(tx, tenantId, slug, lock);
  if (!row || row.authorId !== ctx.user.id) throw notFound(MSG.storyNotFound);
  return row;
}

export async function createStory(ctx: PubCtx, input: { title: string; summary: string; language?: string | undefined; wizard_step?: number }): Promise<TMyStory> {
  const tenantId = requireTenant(ctx);
  checkStudentNames(ctx.user, { title: input.title, summary: input.summary });
  return slugSafe(() =>
    ctx.run(async (tx) => {
      const base = slugify(input.title) || 'story';
      const slug = uniqueSlug(base, await repo.takenStorySlugs(tx, tenantId, base));
      const row = await repo.insertStory(tx, { tenantId, slug, title: input.title, summary: input.summary, body: '', authorId: ctx.user.id, wizardStep: input.wizard_step ?? 1, ...(input.language ? { language: input.language } : {}) });
      return (await presentStories(tx, [row], ctx))[0]!;
    }),
  );
}

export async function getOwnStory(ctx: PubCtx, slug: string): Promise<TMyStory> {
  const tenantId = requireTenant(ctx);
  return ctx.run(async (tx) => (await presentStories(tx, [await ownStory(tx, ctx, tenantId, slug)], ctx))[0]!);
}

/** Saves a step of the wizard (or the single form): the story stays a draft (a rejected one stays rejected until sent again). */
export async function updateStory(ctx: PubCtx, slug: string, input: TStoryUpdate): Promise<TMyStory> {
  const tenantId = requireTenant(ctx);
  // A published story's byline shows its student author by first name only; its title and summary must not undo that.
  checkStudentNames(ctx.user, { title: input.title, summary: input.summary });
  // Stored without the signatures its pictures' addresses were shown with.
  const body = input.body_html === undefined ? undefined : unsignStoryHtml(await sanitizeRichText(input.body_html));
  return ctx.run(async (tx) => {
    const row = await ownStory(tx, ctx, tenantId, slug, true);
    if (row.status === 'published') throw conflict(MSG.notEditable);
    if (input.category_id != null && !(await repo.categoryUsable(tx, tenantId, input.category_id))) throw fieldError('category_id', MSG.categoryUnknown);
    const values: Partial<repo.StoryRow> = {};
    if (input.title !== undefined) values.title = input.title;
    if (input.summary !== undefined) values.summary = input.summary;
    if (body !== undefined) values.body = body;
    if (input.language !== undefined) values.language = input.language;
    if (input.category_id !== undefined) values.categoryId = input.category_id;
    if (input.sdgs !== undefined) values.sdgs = [...new Set(input.sdgs)].sort((a, b) => a - b);
    if (input.wizard_step !== undefined) values.wizardStep = input.wizard_step;
    // A pending story that its author changes goes back to draft: it must be sent again.
    if (row.status === 'pending') values.status = 'draft';
    const story = await repo.updateStory(tx, row.id, values);
    return (await presentStories(tx, [story], ctx))[0]!;
  });
}

export async function submitStory(ctx: PubCtx, slug: string): Promise<TMyStory> {
  const tenantId = requireTenant(ctx);
  const result = await ctx.run(async (tx) => {
    const row = await ownStory(tx, ctx, tenantId, slug, true);
    if (row.status !== 'draft' && row.status !== 'rejected') throw conflict(MSG.notSubmittable);
    if (!hasStoryContent(row.body)) throw fieldError('body_html', MSG.storyBodyRequired);
    if (!row.summary.trim()) throw fieldError('summary', MSG.storySummaryRequired);
    const now = new Date();
    const status = needsReview(ctx.user) ? 'pending' : 'published';
    const story = await repo.updateStory(tx, row.id, {
      status,
      submittedAt: now,
      publishedAt: status === 'published' ? now : null,
      rejectionReason: null,
      reviewedAt: null,
      reviewedBy: null,
      wizardStep: 4,
    });
    if (status === 'pending') await mailReviewers(ctx, tx, tenantId, { kind: 'story', title: story.title });
    return (await presentStories(tx, [story], ctx))[0]!;
  });
  void ctx.app.mailer.flush();
  return result;
}

export async function setStoryCover(ctx: PubCtx, slug: string, file: FormFile): Promise<TMyStory> {
  const tenantId = requireTenant(ctx);
  const story = await ctx.run((tx) => ownStory(tx, ctx, tenantId, slug));
  const checked = await checkBookImage(file.buffer, file.truncated, { type: MSG.coverType, tooLarge: MSG.coverTooLarge });
  if (!checked.ok) throw fieldError('cover', checked.message);
  const key = newStorageKey(storyFolder(story.id), checked.value.ext);
  let old: string | null = null;
  let result: TMyStory;
  try {
    await ctx.storage.put(key, checked.value.buffer, checked.value.mime);
    result = await ctx.run(async (tx) => {
      const row = await ownStory(tx, ctx, tenantId, slug, true);
      if (row.status === 'published') throw conflict(MSG.notEditable);
      old = row.cover;
      const changed = await repo.updateStory(tx, row.id, { cover: key });
      return (await presentStories(tx, [changed], ctx))[0]!;
    });
  } catch (err) {
    await removeFiles(ctx, [key]);
    throw err;
  }
  await removeFiles(ctx, [old]);
  return result;
}

/**
 * A picture for the text of one's own story, not yet published (the editor inserts its address,
 * signed: the story's pictures are as private as the story until it is published).
 */
export async function uploadStoryImage(ctx: PubCtx, slug: string, file: FormFile): Promise<{ url: string }> {
  const tenantId = requireTenant(ctx);
  const story = await ctx.run((tx) => ownStory(tx, ctx, tenantId, slug));
  if (story.status === 'published') throw conflict(MSG.notEditable);
  const checked = await checkBookImage(file.buffer, file.truncated);
  if (!checked.ok) throw fieldError('image', checked.message);
  const key = newStorageKey(storyFolder(story.id), checked.value.ext);
  await ctx.storage.put(key, checked.value.buffer, checked.value.mime);
  return { url: ctx.media.signer.sign(storyMediaUrl(story.id, key)!) };
}

export async function deleteOwnStory(ctx: PubCtx, slug: string): Promise<void> {
  const tenantId = requireTenant(ctx);
  const row = await ctx.run(async (tx) => {
    const found = await ownStory(tx, ctx, tenantId, slug, true);
    if (found.status !== 'draft' && found.status !== 'rejected') throw conflict(MSG.notDeletable);
    await repo.deleteStory(tx, found.id);
    return found;
  });
  // The story's own folder holds its cover and the pictures of its text.
  await removeFiles(ctx, [row.cover]);
  try {
    await ctx.storage.deleteFolder(storyFolder(row.id));
  } catch (err) {
    ctx.warn(`could not remove the files of story ${row.id}`, err);
  }
}
