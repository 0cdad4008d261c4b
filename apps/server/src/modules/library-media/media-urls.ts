import type { UrlSigner } from '../../lib/signed-urls.js';

/**
 * Addresses of the library's uploaded files (see library-media.routes.ts). Every book file, cover
 * and page picture, and every story cover and picture, is served by a route that decides per
 * request: anyone may fetch a published item's files on the site that shows it; an unpublished
 * one's only its author, their reviewers and the library's admins, who are shown signed addresses.
 *
 * A picture's address ends with its stored name (`<uuid>.png`), so a new picture is a new address
 * and a published one can be cached; a book file's carries its name as `?v=`.
 */

/** The last part of a storage key: `books/covers/<uuid>.png` → `<uuid>.png`. */
export const storedName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
export const MEDIA_NAME = /^[a-z0-9-]+\.[a-z0-9]{1,8}$/;

export const bookMediaUrl = (bookId: number, key: string | null | undefined) => (key ? `/api/books/${bookId}/media/${storedName(key)}` : null);
export const bookCoverUrl = (book: { id: number; cover: string | null }) => bookMediaUrl(book.id, book.cover);
/** The version of a book's file that `?v=` names. */
export const fileVersion = (key: string) => storedName(key).replace(/\.[a-z0-9]+$/, '');
export const bookFileUrl = (book: { id: number; fileKey: string | null }) => (book.fileKey ? `/api/books/${book.id}/file/?v=${fileVersion(book.fileKey)}` : null);

export const storyMediaUrl = (storyId: number, key: string | null | undefined) => (key ? `/api/stories/${storyId}/media/${storedName(key)}` : null);
export const storyCoverUrl = (story: { id: number; cover: string | null }) => storyMediaUrl(story.id, story.cover);
/** Where a story's own pictures (cover and the pictures in its text) are stored. */
export const storyFolder = (storyId: number) => `stories/${storyId}`;

// ---------------------------------------------------------------------------------------------
// Views for the people allowed to see unpublished items

export type MediaView = {
  signer: UrlSigner;
  /** The site the viewer is on (null: the main site). */
  siteId: string | null;
};

/** Whether a visitor of this site fetches the item's files without a signature: it is published and the site shows it. */
export const isPublicOn = (item: { status: string; tenantId: string | null }, siteId: string | null) =>
  item.status === 'published' && (item.tenantId === null || item.tenantId === siteId);

/** A file's address as an allowed viewer gets it: signed unless the item is public where they are. */
export function viewerUrl(view: MediaView, item: { status: string; tenantId: string | null }, url: string | null): string | null {
  return url && !isPublicOn(item, view.siteId) ? view.signer.sign(url) : url;
}

type BookLike = { id: number; status: string; tenantId: string | null; cover: string | null; fileKey: string | null };

/** A book's cover, file and page pictures for a viewer allowed to see it. */
export function bookMediaFor(view: MediaView, book: BookLike, pages: { pageNo: number; text: string; image: string | null }[]) {
  const url = (u: string | null) => viewerUrl(view, book, u);
  return {
    cover: url(bookCoverUrl(book)),
    file: url(bookFileUrl(book)),
    pages: pages.map((p) => ({ page_no: p.pageNo, text: p.text, image: url(bookMediaUrl(book.id, p.image)) })),
  };
}

const STORY_PICTURE = /\/api\/stories\/(\d{1,10})\/media\/([a-z0-9-]+\.[a-z0-9]{1,8})(?:\?t=[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22})?/g;

/** A story's text with the signatures of its pictures' addresses taken out: what is stored. */
export const unsignStoryHtml = (html: string) => html.replace(STORY_PICTURE, '/api/stories/$1/media/$2');

/** A story's text for a viewer allowed to see it: the story's own pictures signed when they are not public. */
export function storyHtmlFor(view: MediaView, story: { id: number; status: string; tenantId: string }, html: string): string {
  if (isPublicOn(story, view.siteId)) return unsignStoryHtml(html);
  return html.replace(STORY_PICTURE, (match, id: string, name: string) => (Number(id) === story.id ? view.signer.sign(`/api/stories/${id}/media/${name}`) : match));
}

/** A story's cover and text for a viewer allowed to see it. */
export function storyMediaFor(view: MediaView, story: { id: number; status: string; tenantId: string; cover: string | null }, html: string) {
  return { cover: viewerUrl(view, story, storyCoverUrl(story)), body_html: storyHtmlFor(view, story, html) };
}
