import { useSyncExternalStore } from 'react';
import { CACHES } from './offline-caches';
import { getLocalStorage, isRecord, readJson } from './storage';

/**
 * Books kept on this device for reading without a network. The page (never the service worker)
 * fetches a published book's reader data, its file or page pictures and its cover into their own
 * cache; the service worker answers the reader from there when the network fails. The list of
 * kept books lives in local storage so the library can show them while offline.
 *
 * Books are fetched as a visitor would (no sign-in): the copy holds nobody's reading position.
 */
export type OfflineBook = {
  id: number;
  slug: string;
  title: string;
  cover: string | null;
  language: string;
  bytes: number;
  saved_at: string;
};

type ReaderData = {
  id: number;
  slug: string;
  title: string;
  language: string;
  cover: string | null;
  file_url: string | null;
  pages: { image: string | null }[];
};

const INDEX_KEY = 'cs.offlineBooks';
const CHANGE_EVENT = 'cs:offline-books';

/** Keeping books needs the Cache API and the service worker, which only the production build registers. */
export function canKeepOffline(): boolean {
  return import.meta.env.PROD && typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;
}

function isOfflineBook(v: unknown): v is OfflineBook {
  return isRecord(v) && typeof v.id === 'number' && typeof v.slug === 'string' && typeof v.title === 'string';
}

export function listOfflineBooks(): OfflineBook[] {
  const value = readJson(getLocalStorage(), INDEX_KEY);
  return Array.isArray(value) ? value.filter(isOfflineBook) : [];
}

function writeIndex(books: OfflineBook[]) {
  try {
    getLocalStorage()?.setItem(INDEX_KEY, JSON.stringify(books));
  } catch {
    // Storage full or blocked: the copies are still in the cache; the list is rebuilt on the next save.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const readerUrl = (idOrSlug: string | number) => `/api/books/${encodeURIComponent(String(idOrSlug))}/read/`;

/** Why a book could not be kept: it is no longer published, or the download failed. */
export class OfflineBookError extends Error {
  constructor(readonly reason: 'gone' | 'failed') {
    super(reason === 'gone' ? 'This book is no longer published.' : 'The book could not be downloaded.');
  }
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new OfflineBookError(response.status === 404 ? 'gone' : 'failed');
  return response;
}

/**
 * Downloads a book for offline reading: its reader data (kept under its id and its slug, since
 * reader addresses use either), its file or page pictures, and its cover. All or nothing: a
 * failed download leaves no part behind.
 */
export async function keepBookOffline(idOrSlug: string | number): Promise<OfflineBook> {
  const cache = await caches.open(CACHES.books);
  const dataResponse = await fetchOk(readerUrl(idOrSlug));
  const data = (await dataResponse.clone().json()) as ReaderData;
  const files = [data.file_url, data.cover, ...data.pages.map((p) => p.image)].filter((u): u is string => Boolean(u));
  const stored: string[] = [];
  try {
    let bytes = 0;
    for (const url of new Set(files)) {
      const response = await fetchOk(url);
      bytes += Number(response.headers.get('content-length') ?? 0) || (await response.clone().blob()).size;
      await cache.put(url, response);
      stored.push(url);
    }
    const body = await dataResponse.text();
    bytes += body.length;
    for (const key of new Set([readerUrl(data.id), readerUrl(data.slug)])) {
      await cache.put(key, new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
      stored.push(key);
    }
    // Ask the browser not to clear this site's storage when space runs low (it may say no).
    void navigator.storage?.persist?.().catch(() => false);
    const book: OfflineBook = {
      id: data.id,
      slug: data.slug,
      title: data.title,
      cover: data.cover,
      language: data.language,
      bytes,
      saved_at: new Date().toISOString(),
    };
    writeIndex([book, ...listOfflineBooks().filter((b) => b.id !== book.id)]);
    return book;
  } catch (error) {
    await Promise.all(stored.map((url) => cache.delete(url)));
    throw error;
  }
}

/** Removes a kept book's copies from this device. */
export async function removeOfflineBook(id: number): Promise<void> {
  const cache = await caches.open(CACHES.books);
  const prefix = `/api/books/${id}/`;
  const book = listOfflineBooks().find((b) => b.id === id);
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((request) => {
        const path = new URL(request.url).pathname;
        return path.startsWith(prefix) || (book !== undefined && path === readerUrl(book.slug));
      })
      .map((request) => cache.delete(request)),
  );
  writeIndex(listOfflineBooks().filter((b) => b.id !== id));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab kept or removed a book.
  const onStorage = (e: StorageEvent) => e.key === INDEX_KEY && onChange();
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshot: { raw: string | null; books: OfflineBook[] } = { raw: null, books: [] };
function getSnapshot(): OfflineBook[] {
  let raw: string | null = null;
  try {
    raw = getLocalStorage()?.getItem(INDEX_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== snapshot.raw) snapshot = { raw, books: listOfflineBooks() };
  return snapshot.books;
}

/** The books kept on this device, kept current across tabs. */
export function useOfflineBooks(): OfflineBook[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => []);
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** A book kept on this device, if it is. */
export function useOfflineBook(id: number | undefined): OfflineBook | undefined {
  return useOfflineBooks().find((b) => b.id === id);
}
