import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A request the application made to itself through the recording proxy (a webhook, a provider API call). */
export type Recorded = { method: string; path: string; headers: Record<string, string>; body: string };

/**
 * The whole application listening on a real port, as in test mode's production shape: the provider
 * SDKs and clients reach the stand-ins over HTTP, and the stand-ins' webhooks come back over HTTP to
 * the same webhook endpoints a live provider calls. With `record`, those calls pass through a proxy
 * that keeps a copy of each, so a test can replay or alter a real signed webhook.
 */
export async function createListeningTestApp(
  env: Record<string, string> = {},
  opts: { record?: boolean; appPort?: number } = {},
): Promise<TestApp & { origin: string; recorded: Recorded[] }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const recorded: Recorded[] = [];
  let closeProxy = async () => {};
  const extra: Record<string, string> = {};
  if (opts.record) {
    const proxy = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host' && k !== 'content-length')) as Record<string, string>;
        recorded.push({ method: req.method!, path: req.url!, headers, body });
        fetch(`${origin}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : body })
          .then(async (r) => {
            res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
            res.end(Buffer.from(await r.arrayBuffer()));
          })
          .catch(() => res.writeHead(502).end());
      });
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    extra.PAYMENTS_SELF_URL = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    closeProxy = () => new Promise<void>((r) => proxy.close(() => r()));
  }
  const t = await createTestApp({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...extra, ...env }, { appPort: opts.appPort });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    origin,
    recorded,
    close: async () => {
      await closeProxy();
      await t.close();
    },
  };
}

/** Waits until `test` holds (background webhooks land a moment after the page that caused them). */
export async function eventually<T>(read: () => Promise<T>, test: (v: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (test(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A buyer on a provider's hosted page (test mode): opens it, chooses an outcome, and is sent back.
 * Returns where the provider sends the browser.
 */
export async function choose(t: { origin: string }, redirectUrl: string, outcome: 'success' | 'failure' | 'cancel'): Promise<URL> {
  const page = new URL(redirectUrl);
  const url = `${t.origin}${page.pathname}${page.search}`;
  const shown = await fetch(url);
  expect(shown.status, `hosted page ${url}`).toBe(200);
  const html = await shown.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(action, 'the hosted page offers a choice').toBeTruthy();
  const res = await fetch(`${t.origin}${action}`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(res.status, await res.clone().text()).toBe(303);
  return new URL(res.headers.get('location')!, page);
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A posting address for a printed book. */
export const TEST_ADDRESS = { name: 'Kiran Rao', line1: '12 Mill Lane', city: 'Leeds', postal_code: 'LS1 4AB', country: 'GB' };

/**
 * A purchase made and paid through a provider's test mode on a site: an e-book, or (`print`) a
 * printed book posted to TEST_ADDRESS; `user` makes it a signed-in purchase, `pay: false` leaves it
 * waiting on the provider's page. Returns the order's reference and its access token.
 */
export async function paidPurchase(
  t: TestApp & { origin: string },
  host: string,
  opts: { provider?: 'stripe' | 'paypal' | 'phonepe'; user?: string; print?: boolean; product?: number; name?: string; email?: string; pay?: boolean } = {},
): Promise<{ reference: string; token: string; redirectUrl: string }> {
  const send = (method: 'GET' | 'POST', url: string, payload?: Json) =>
    t.app.inject({ method, url, payload, headers: { host, ...(opts.user ? { authorization: `Bearer ${opts.user}` } : {}) } });
  const products = (await send('GET', '/api/products/')).json() as Json;
  const product = opts.product ?? products.results.find((p: Json) => p.kind === (opts.print ? 'book_print' : 'book_digital')).id;
  const res = await send('POST', '/api/checkout/', {
    items: [product],
    email: opts.email ?? 'buyer@example.org',
    name: opts.name ?? 'Kiran Rao',
    provider: opts.provider ?? 'stripe',
    ...(opts.print ? { shipping_address: TEST_ADDRESS } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const started = res.json() as Json;
  const reference = started.order.reference as string;
  const token = started.access_token as string;
  if (opts.pay !== false) {
    await choose(t, started.redirect_url, 'success');
    const order = await eventually(
      async () => (await send('GET', `/api/orders/${reference}/?token=${encodeURIComponent(token)}`)).json() as Json,
      (o) => o.status === 'fulfilled',
    );
    expect(order.status, `order ${reference} paid`).toBe('fulfilled');
  }
  return { reference, token, redirectUrl: started.redirect_url };
}
