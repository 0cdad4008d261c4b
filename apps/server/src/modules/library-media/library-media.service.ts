import type { Tx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { Caching } from '../../lib/send-stored.js';
import type { UrlSigner } from '../../lib/signed-urls.js';
import type { Run } from '../auth/auth.service.js';
import { teachesStudent } from '../publishing/publishing.repository.js';
import { findPublishedBook } from '../reader/reader.repository.js';
import { organizationScope } from '../tenants/organization-scope.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './library-media.repository.js';
import { fileVersion, storedName, storyFolder } from './media-urls.js';

/**
 * Who may fetch the library's uploaded files. Anyone, a published item's, on a site that shows it
 * (a school's own items on its site, platform-wide books everywhere). Otherwise only:
 * - its author (the uploader of a book, the writer of a story);
 * - the site's admins, and a teacher for the uploads of their own classes' students (the people
 *   who review them);
 * - the admins of the organization the school belongs to, who oversee its library;
 * - the platform admin, whose library is every site's;
 * - or whoever holds an address the API signed for one of them (see lib/signed-urls.ts).
 * Everyone else gets the same 404 as for a file that does not exist.
 */

export const MEDIA_MSG = {
  bookNotFound: 'This book does not exist or is not published.',
  storyNotFound: 'This story does not exist or is not published.',
  fileNotFound: 'This file does not exist.',
  noFile: 'This book is read page by page and has no file.',
  expired: 'This link has expired. Reload the page to get a new one.',
} as const;

const SITE_ADMINS: readonly string[] = ['school_admin', 'teacher_admin', 'organization_admin'];

export type MediaCtx = {
  /** The request's site scope (row-level security shows what this site shows). */
  run: Run;
  /** Every site's rows: used only once the request is signed or the user is someone above. */
  runPlatform: Run;
  user: UserRow | null;
  signer: UrlSigner;
};

/** Whether this user may see a site's unpublished item of this author (see above). */
export async function mayManage(tx: Tx, user: UserRow, item: { tenantId: string | null; authorId: string | null }): Promise<boolean> {
  if (item.authorId !== null && item.authorId === user.id) return true;
  if (user.role === 'upschool_admin' && user.tenantId === null) return true;
  if (item.tenantId === null || user.tenantId === null) return false;
  if (user.tenantId === item.tenantId) {
    if (SITE_ADMINS.includes(user.role)) return true;
    return user.role === 'teacher' && item.authorId !== null && (await teachesStudent(tx, user.id, item.authorId));
  }
  if (user.role !== 'organization_admin') return false;
  const scope = await organizationScope(tx, user.tenantId);
  return scope.tenantIds.includes(item.tenantId);
}

type Item = { status: string; tenantId: string | null; authorId: string | null };
export type Granted<T> = { item: T; key: string; caching: Exclude<Caching, 'revalidate'> };

/**
 * Finds the item and the stored key of the file asked for, or refuses: public when the site shows
 * the item published, private when the request is signed or the user may manage the item.
 */
async function authorise<T extends Item>(
  ctx: MediaCtx,
  o: {
    id: number | null;
    /** The item as this site shows it (null when it does not). */
    shown: (tx: Tx) => Promise<T | null>;
    /** The item, in every site's scope. */
    any: (tx: Tx, id: number) => Promise<T | null>;
    /** The stored key of the file asked for, or null when the item has no such file. */
    resolve: (tx: Tx, item: T) => Promise<string | null>;
    path: string;
    token: string | undefined;
    missing: string;
  },
): Promise<Granted<T>> {
  const shown = await ctx.run(async (tx) => {
    const item = await o.shown(tx);
    return item?.status === 'published' ? { item, key: await o.resolve(tx, item) } : null;
  });
  if (shown) {
    if (!shown.key) throw notFound(MEDIA_MSG.fileNotFound);
    return { item: shown.item, key: shown.key, caching: 'public' };
  }
  if (o.id === null) throw notFound(o.missing);
  const id = o.id;
  const verdict = o.token === undefined ? 'invalid' : ctx.signer.verify(o.path, o.token);
  const found = await ctx.runPlatform(async (tx) => {
    const item = await o.any(tx, id);
    if (!item) return null;
    if (verdict !== 'valid' && !(ctx.user && (await mayManage(tx, ctx.user, item)))) return verdict;
    return { item, key: await o.resolve(tx, item) };
  });
  if (found === 'expired') throw forbidden(MEDIA_MSG.expired);
  if (!found || found === 'invalid') throw notFound(o.missing);
  if (!found.key) throw notFound(MEDIA_MSG.fileNotFound);
  return { item: found.item, key: found.key, caching: 'private' };
}

const numericId = (idOrSlug: string) => (/^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null);
type BookItem = repo.MediaBook & { authorId: string | null };
const asItem = (b: repo.MediaBook): BookItem => ({ ...b, authorId: b.uploadedBy });

/** A book's PDF or EPUB (by id, or by slug for published books). */
export async function bookFile(ctx: MediaCtx, idOrSlug: string, path: string, token: string | undefined, version: string | undefined) {
  const noFile = async (_tx: Tx, b: repo.MediaBook) => {
    if (b.format === 'pages' || !b.fileKey) throw notFound(MEDIA_MSG.noFile);
    return b.fileKey;
  };
  const granted = await authorise<BookItem>(ctx, {
    id: numericId(idOrSlug),
    shown: async (tx) => {
      const row = await findPublishedBook(tx, idOrSlug);
      return row ? asItem(row) : null;
    },
    any: async (tx, id) => {
      const row = await repo.findBook(tx, id);
      return row ? asItem(row) : null;
    },
    resolve: noFile,
    path,
    token,
    missing: MEDIA_MSG.bookNotFound,
  });
  // The address names the file's version: a published file under the name it was asked by may be kept.
  const caching: Caching = granted.caching === 'public' && version !== fileVersion(granted.key) ? 'revalidate' : granted.caching;
  return { ...granted, caching };
}

/** A book's cover or one of its pages' pictures, by its stored name. */
export async function bookPicture(ctx: MediaCtx, id: number, name: string, path: string, token: string | undefined) {
  const resolve = async (tx: Tx, b: repo.MediaBook) => (b.cover && storedName(b.cover) === name ? b.cover : repo.pageImage(tx, b.id, name));
  return authorise<BookItem>(ctx, {
    id,
    shown: async (tx) => {
      const row = await repo.findBook(tx, id);
      return row ? asItem(row) : null;
    },
    any: async (tx) => {
      const row = await repo.findBook(tx, id);
      return row ? asItem(row) : null;
    },
    resolve,
    path,
    token,
    missing: MEDIA_MSG.bookNotFound,
  });
}

/** A story's cover or one of the pictures of its text, by its stored name. */
export async function storyPicture(ctx: MediaCtx, id: number, name: string, path: string, token: string | undefined) {
  const find = (tx: Tx) => repo.findStory(tx, id);
  return authorise<repo.MediaStory>(ctx, {
    id,
    shown: find,
    any: find,
    resolve: async (_tx, s) => (s.cover && storedName(s.cover) === name ? s.cover : `${storyFolder(s.id)}/${name}`),
    path,
    token,
    missing: MEDIA_MSG.storyNotFound,
  });
}
