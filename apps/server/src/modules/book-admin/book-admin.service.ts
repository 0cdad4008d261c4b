import {
  BOOK_ADMIN_MSG as MSG,
  ZAdminBookFields,
  type TAdminBook,
  type TAdminBookDetail,
  type TAdminBookListParams,
  type TAdminBookOptions,
  type TAdminBookPatch,
  type TAdminBookStats,
  type TBookStatusEvent,
} from '@commonshelf/shared/library/book-admin.schemas';
import { REACTION_KINDS } from '@commonshelf/shared/library/library.schemas';
import { PUBLISHING_MSG, type TMyBook } from '@commonshelf/shared/library/publishing.schemas';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { siteUrl } from '../../lib/site-url.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { bookCoverUrl, bookMediaFor, viewerUrl } from '../library-media/media-urls.js';
import { removeFiles, reviewBook, saveBook, SITE_ADMIN_ROLES, type BookForm, type PubCtx } from '../publishing/publishing.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { nameSeenBy } from '../users/public-name.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './book-admin.repository.js';
import { isoOrNull } from '../../lib/iso-date.js';

/**
 * The library's books for its admins. The platform admin, on the main site, manages the
 * platform-wide library (and views every site's books, read only); a school's or organization's
 * admins manage their own site's books on that site. Uploads and edits go through the publishing
 * module's `saveBook` (its file checks, storage and moderation rules) in its admin mode.
 */

export const STATS_DAYS = 30;

/** Whose library this user manages here: null (the platform's) or their site's id; 403 for anyone else. */
export function libraryOf(user: UserRow | null, site: TenantRow | null): repo.LibraryOwner {
  if (user && !site && user.tenantId === null && user.role === 'upschool_admin') return null;
  if (user && site && user.tenantId === site.id && (SITE_ADMIN_ROLES as readonly string[]).includes(user.role)) return site.id;
  throw forbidden(MSG.notLibraryAdmin);
}

export type BookAdminCtx = {
  library: repo.LibraryOwner;
  /** The library's transaction: platform scope for the platform's library, the site's otherwise. */
  run: Run;
  pub: PubCtx;
};

export function adminCtx(pub: PubCtx): BookAdminCtx {
  const library = libraryOf(pub.user, pub.site);
  return { library, run: library === null ? pub.runPlatform : pub.run, pub };
}
const fieldError = (field: string, message: string) => badRequest(VALIDATION_MESSAGE, { [field]: [message] });

function present(ctx: BookAdminCtx, row: repo.AdminBookRow): TAdminBook {
  const { book: b } = row;
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    authors: b.authors,
    cover: viewerUrl(ctx.pub.media, b, bookCoverUrl(b)),
    format: b.format,
    language: b.language,
    reading_level: b.readingLevel,
    category: row.category?.id ? row.category : null,
    mode: row.mode?.id ? row.mode : null,
    featured: b.featured,
    status: b.status,
    rejection_reason: b.rejectionReason,
    platform_wide: b.tenantId === null,
    site: row.site?.id ? row.site : null,
    uploaded_by: row.uploader?.id ? { id: row.uploader.id, name: nameSeenBy(ctx.pub.user, row.uploader), role: row.uploader.role } : null,
    readings: row.readings,
    reactions: row.reactions,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    submitted_at: isoOrNull(b.submittedAt),
    published_at: isoOrNull(b.publishedAt),
    editable: b.tenantId === ctx.library,
  };
}

/** Where a list or a detail may look: the library; the platform admin also every site's books. */
function scopeFor(ctx: BookAdminCtx, scope: 'library' | 'sites', siteId?: string): repo.BookScope {
  if (scope === 'library') return { owner: ctx.library };
  if (ctx.library !== null) throw forbidden(MSG.notLibraryAdmin);
  return { sites: true, siteId };
}

export async function listBooks(ctx: BookAdminCtx, q: TAdminBookListParams) {
  const scope = scopeFor(ctx, q.scope, q.site);
  if (q.site && q.scope !== 'sites') throw fieldError('site', MSG.siteUnknown);
  // Other sites' books are read across tenants: the platform scope, for the platform admin only.
  const run = 'sites' in scope ? ctx.pub.runPlatform : ctx.run;
  return run(async (tx) => {
    const { rows, count, counts } = await repo.listBooks(tx, {
      scope,
      status: q.status,
      categoryId: q.category,
      uncategorized: q.uncategorized === 'true',
      language: q.language,
      level: q.level,
      format: q.format,
      featured: q.featured === undefined ? undefined : q.featured === 'true',
      search: q.search,
      sort: q.sort,
      limit: q.limit,
      offset: q.offset,
    });
    return { count, counts, results: rows.map((r) => present(ctx, r)) };
  });
}

/** What the dates of a book tell, for books from before the history was kept. */
function historyFromDates(b: repo.BookRow, uploader: string | null, reviewer: string | null): TBookStatusEvent[] {
  const out: TBookStatusEvent[] = [{ from: null, to: 'draft', by: uploader, reason: null, at: b.createdAt.toISOString() }];
  if (b.submittedAt && b.status !== 'draft') out.push({ from: 'draft', to: 'pending', by: uploader, reason: null, at: b.submittedAt.toISOString() });
  if (b.status === 'published' || b.status === 'rejected') {
    const at = b.status === 'published' ? (b.publishedAt ?? b.reviewedAt) : b.reviewedAt;
    out.push({ from: out.at(-1)!.to, to: b.status, by: reviewer, reason: b.status === 'rejected' ? b.rejectionReason : null, at: (at ?? b.updatedAt).toISOString() });
  }
  if (b.status === 'published' && out.length === 1) out[0] = { ...out[0]!, to: 'published', at: (b.publishedAt ?? b.createdAt).toISOString() };
  return out;
}

async function detailOf(tx: Tx, ctx: BookAdminCtx, row: repo.AdminBookRow): Promise<TAdminBookDetail> {
  const b = row.book;
  const [pages, events, reviewer, source, reactions] = await Promise.all([
    repo.pagesOf(tx, b.id),
    repo.statusEvents(tx, b.id),
    repo.personName(tx, b.reviewedBy),
    repo.sourceOf(tx, b.sourceBookId),
    repo.reactionCountsOf(tx, b.id),
  ]);
  const item = present(ctx, row);
  const uploader = item.uploaded_by?.name ?? null;
  const history: TBookStatusEvent[] = events.length
    ? events.map((e) => ({ from: e.from, to: e.to, reason: e.reason, at: e.at.toISOString(), by: e.actor?.id ? nameSeenBy(ctx.pub.user, e.actor) : null }))
    : historyFromDates(b, uploader, reviewer);
  const own = b.tenantId === ctx.library;
  // Unpublished books' files (and other sites' books') are shown under signed addresses.
  const media = bookMediaFor(ctx.pub.media, b, pages);
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
    submitted_at: item.submitted_at,
    reviewed_at: isoOrNull(b.reviewedAt),
    platform_status: b.platformStatus,
    platform_rejection_reason: b.platformRejectionReason,
    uploaded_by: item.uploaded_by,
    updated_at: item.updated_at,
    featured: b.featured,
    mode_id: b.modeId,
    category: item.category,
    mode: item.mode,
    platform_wide: item.platform_wide,
    site: item.site,
    created_at: item.created_at,
    published_at: item.published_at,
    reviewed_by: reviewer,
    source,
    readings: row.readings,
    reactions,
    history,
    editable: own,
    public_url: b.status !== 'published' ? null : own ? `/library/${b.id}` : `${siteUrl(ctx.pub.app.config, item.site)}/library/${b.id}`,
  };
}

/** One book in any status: the library's own, or (platform admin) any site's, read only. */
export async function getBook(ctx: BookAdminCtx, id: number): Promise<TAdminBookDetail> {
  const own = await ctx.run(async (tx) => {
    const row = await repo.findBook(tx, { owner: ctx.library }, id);
    return row ? detailOf(tx, ctx, row) : null;
  });
  if (own) return own;
  if (ctx.library === null) {
    const other = await ctx.pub.runPlatform(async (tx) => {
      const row = await repo.findBook(tx, { sites: true }, id);
      return row ? detailOf(tx, ctx, row) : null;
    });
    if (other) return other;
  }
  throw notFound(MSG.notFound);
}

async function checkMode(tx: Tx, ctx: BookAdminCtx, modeId: number | null | undefined) {
  if (modeId === null || modeId === undefined) return;
  if (!(await repo.modesFor(tx, ctx.library)).some((m) => m.id === modeId)) throw fieldError('mode_id', MSG.modeUnknown);
}

/** The admin-only fields of the form's `meta` (the book's details are the publishing module's to check). */
function adminFields(raw: string | undefined, creating: boolean) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw badRequest(PUBLISHING_MSG.metaInvalid);
  }
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const parsed = ZAdminBookFields.safeParse(record);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (fields[String(i.path[0] ?? 'non_field_errors')] ??= []).push(i.message);
    throw badRequest(VALIDATION_MESSAGE, fields);
  }
  // An edit that leaves a field out keeps it; a new book starts unfeatured, in every mode.
  return {
    featured: creating || 'featured' in record ? parsed.data.featured : undefined,
    modeId: creating || 'mode_id' in record ? parsed.data.mode_id : undefined,
    status: parsed.data.status,
  };
}

/** Adds a book to the library, or changes any of its books (files, details, featured, mode, draft or published). */
export async function saveLibraryBook(ctx: BookAdminCtx, form: BookForm, id?: number): Promise<TAdminBookDetail> {
  let fields: ReturnType<typeof adminFields>;
  try {
    fields = adminFields(form.meta, id === undefined);
    await ctx.run((tx) => checkMode(tx, ctx, fields.modeId));
  } catch (err) {
    // The book file arrived stored (the publishing module's book form): refused, it goes.
    if (form.file?.ok) await removeFiles(ctx.pub, [form.file.key]);
    throw err;
  }
  const saved: TMyBook = await saveBook(ctx.pub, form, id, {
    owner: ctx.library,
    fields: {
      ...(fields.featured !== undefined ? { featured: fields.featured } : {}),
      ...(fields.modeId !== undefined ? { modeId: fields.modeId } : {}),
    },
    status: fields.status,
    notFound: MSG.notFound,
  });
  return getBook(ctx, saved.id);
}

/** The list's quick changes: featured, and the Switchboard mode. */
export async function patchBook(ctx: BookAdminCtx, id: number, patch: TAdminBookPatch): Promise<TAdminBookDetail> {
  return ctx.run(async (tx) => {
    const row = await repo.lockBook(tx, ctx.library, id);
    if (!row) throw notFound(MSG.notFound);
    await checkMode(tx, ctx, patch.mode_id);
    await repo.updateBook(tx, id, {
      ...(patch.featured !== undefined ? { featured: patch.featured } : {}),
      ...(patch.mode_id !== undefined ? { modeId: patch.mode_id } : {}),
    });
    return detailOf(tx, ctx, (await repo.findBook(tx, { owner: ctx.library }, id))!);
  });
}

/**
 * Publishes a book of the library. A book that waits for review is approved through the
 * publishing module's review (its record and its email to the author); a draft or a book that was
 * sent back is published by the admin's decision.
 */
export async function publishBook(ctx: BookAdminCtx, id: number): Promise<TAdminBookDetail> {
  const current = await ctx.run((tx) => repo.findBook(tx, { owner: ctx.library }, id));
  if (!current) throw notFound(MSG.notFound);
  if (current.book.status === 'pending' && ctx.library !== null) {
    await reviewBook(ctx.pub, id, true, '');
    return getBook(ctx, id);
  }
  return ctx.run(async (tx) => {
    const row = await repo.lockBook(tx, ctx.library, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.status === 'published') throw conflict(MSG.notPublishable);
    const now = new Date();
    const book = await repo.updateBook(tx, id, { status: 'published', publishedAt: now, reviewedAt: now, reviewedBy: ctx.pub.user.id, rejectionReason: null });
    await repo.recordBookStatus(tx, { book, from: row.status, to: 'published', actorId: ctx.pub.user.id });
    return detailOf(tx, ctx, (await repo.findBook(tx, { owner: ctx.library }, id))!);
  });
}

/** Takes a published book out of the library: a draft again, which its admins can change and publish later. Its readings and reactions stay. */
export async function unpublishBook(ctx: BookAdminCtx, id: number): Promise<TAdminBookDetail> {
  return ctx.run(async (tx) => {
    const row = await repo.lockBook(tx, ctx.library, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.status !== 'published') throw conflict(MSG.notPublished);
    const book = await repo.updateBook(tx, id, { status: 'draft', publishedAt: null, reviewedAt: new Date(), reviewedBy: ctx.pub.user.id });
    await repo.recordBookStatus(tx, { book, from: 'published', to: 'draft', actorId: ctx.pub.user.id });
    return detailOf(tx, ctx, (await repo.findBook(tx, { owner: ctx.library }, id))!);
  });
}

/** Sends a book that waits for review back to its author with a reason (the publishing module's review). */
export async function rejectBook(ctx: BookAdminCtx, id: number, reason: string): Promise<TAdminBookDetail> {
  const current = await ctx.run((tx) => repo.findBook(tx, { owner: ctx.library }, id));
  if (!current) throw notFound(MSG.notFound);
  if (current.book.status !== 'pending' || ctx.library === null) throw conflict(MSG.notPending);
  await reviewBook(ctx.pub, id, false, reason);
  return getBook(ctx, id);
}

/**
 * Deletes a book of the library with its pages, history, readings and reactions, then its stored
 * files, except those another book still uses (a platform-wide copy shares its source's files).
 */
export async function deleteBook(ctx: BookAdminCtx, id: number): Promise<void> {
  const keys = await ctx.run(async (tx) => {
    const row = await repo.lockBook(tx, ctx.library, id);
    if (!row) throw notFound(MSG.notFound);
    const pages = await repo.pagesOf(tx, id);
    await repo.deleteBook(tx, id);
    return [row.cover, row.fileKey, ...pages.map((p) => p.image)].filter((k): k is string => !!k);
  });
  // Other sites' books are invisible in a site's own scope: the reference check looks everywhere.
  const used = await ctx.pub.runPlatform((tx) => repo.keysInUse(tx, keys));
  await removeFiles(
    ctx.pub,
    keys.filter((k) => !used.has(k)),
  );
}

export async function options(ctx: BookAdminCtx): Promise<TAdminBookOptions> {
  const [categories, modes] = await ctx.run(async (tx) => Promise.all([repo.categoriesFor(tx, ctx.library), repo.modesFor(tx, ctx.library)]));
  const sites = ctx.library === null ? await ctx.pub.runPlatform((tx) => repo.sites(tx)) : [];
  return {
    library: { platform_wide: ctx.library === null, name: ctx.library === null ? 'Platform library' : (ctx.pub.site?.schoolName ?? '') },
    categories: categories.map((c) => ({ id: c.id, name: c.name, platform_wide: c.tenantId === null })),
    modes,
    sites,
  };
}

export async function stats(ctx: BookAdminCtx): Promise<TAdminBookStats> {
  const s = await ctx.run((tx) => repo.libraryStats(tx, ctx.library, STATS_DAYS));
  const byStatus = { all: 0, draft: 0, pending: 0, published: 0, rejected: 0 };
  for (const r of s.statuses) {
    byStatus[r.status] = r.n;
    byStatus.all += r.n;
  }
  const byKind = new Map(s.reactionKinds.map((r) => [r.kind, r.n]));
  const kinds = REACTION_KINDS.map((kind) => ({ kind, count: byKind.get(kind) ?? 0 }));
  return {
    book_stats: { all_book: byStatus.published, featured_book: s.featured },
    by_status: byStatus,
    by_format: s.formats.map((f) => ({ format: f.format, count: f.n })),
    by_language: s.languages.map((l) => ({ code: l.code, count: l.n })),
    by_level: s.levels.map((l) => ({ level: l.level, count: l.n })),
    by_category: s.categories.map((c) => ({ id: c.id, name: c.name ?? 'No category', count: c.n })),
    readings: { total: s.readTotal, last_30_days: s.series.reduce((n, d) => n + d.count, 0), daily: s.series },
    most_read: s.mostRead.map((b) => ({ id: b.id, title: b.title, cover: viewerUrl(ctx.pub.media, b, bookCoverUrl(b)), readings: b.n })),
    reactions: { total: kinds.reduce((n, k) => n + k.count, 0), by_kind: kinds },
  };
}
