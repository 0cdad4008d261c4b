/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHES, OFFLINE_BOOK_PATH, SHELL_KEY } from '../lib/offline-caches';

/**
 * The app's service worker (built by vite-plugin-pwa, which fills in the precache list).
 *
 * - The build's JavaScript, styles and fonts are precached (admin consoles' chunks excepted; they
 *   are cached when first used), so the app starts without a network.
 * - Pages come from the network, which renders each one's title and link-preview tags; the last
 *   shell is kept, and a page asked for offline gets it. The shell carries the site's identity,
 *   so the app boots as this site.
 * - A book the reader kept on this device is answered from its own cache when the network fails,
 *   with byte ranges for the PDF reader. Browsing never fills that cache: only the page does.
 * - The API is otherwise never cached: nobody's data outlives their session on a shared computer.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const sameOrigin = (url: URL) => url.origin === self.location.origin;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const SITE_FILES = ['/theme.css', '/manifest.webmanifest', '/favicon.svg'];

self.addEventListener('install', (event) => {
  // The shell and the site's look are there for offline use from the first visit on, not from
  // the second (the first page was loaded before this worker existed).
  event.waitUntil(
    Promise.all([
      caches.open(CACHES.shell).then(async (cache) => {
        const response = await fetch(SHELL_KEY, { credentials: 'same-origin' });
        if (isShell(response)) await cache.put(SHELL_KEY, response);
      }),
      caches.open(CACHES.site).then((cache) => cache.addAll(SITE_FILES)),
    ]),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set<string>([...Object.values(CACHES), cacheNames.precache, cacheNames.runtime]);
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('cs-') && !current.has(k)).map((k) => caches.delete(k)))),
  );
});
// A page opened before the worker was installed is looked after at once.
clientsClaim();

function isShell(response: Response): boolean {
  return response.ok && response.type === 'basic' && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const cache = await caches.open(CACHES.shell);
      try {
        const response = await fetch(request);
        if (isShell(response)) await cache.put(SHELL_KEY, response.clone());
        return response;
      } catch {
        return (await cache.match(SHELL_KEY)) ?? Response.error();
      }
    },
    // Files and API addresses opened as pages (a PDF invoice, a download) are not the app.
    { denylist: [/^\/api\//, /^\/media\//, /\.[a-z0-9]{2,5}$/i] },
  ),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && SITE_FILES.includes(url.pathname),
  new StaleWhileRevalidate({ cacheName: CACHES.site }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && OFFLINE_BOOK_PATH.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await caches.match(request, { cacheName: CACHES.books, ignoreVary: true });
      if (!kept) throw error;
      return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
    }
  },
);
