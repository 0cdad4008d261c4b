/**
 * Names shared by the page and the service worker (src/service-worker/sw.ts). A new name is a new
 * cache: the worker deletes the caches of older names when it takes over.
 */
export const CACHES = {
  /** The last app shell (index.html) the server sent: what a navigation gets while offline. */
  shell: 'cs-shell-v1',
  /** Hashed build files fetched at run time (the precache holds the rest). */
  assets: 'cs-assets-v1',
  /** The site's theme, manifest and icon: served at once and refreshed behind. */
  site: 'cs-site-v1',
  /** Books a reader kept on this device: only what the page put there, never filled by browsing. */
  books: 'cs-offline-books-v1',
} as const;

/** The address the shell is kept under. */
export const SHELL_KEY = '/';

/** A book's reader data, file and pictures: what the worker answers from the offline books when the network fails. */
export const OFFLINE_BOOK_PATH = /^\/api\/books\/[^/]+\/(?:read|file|media)\//;
