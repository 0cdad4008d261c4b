import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from '../lib/paths.js';
import { freePort } from '../test/payments-app.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { copyTemplateDatabase, dropTestDatabase, pgUrlFor, TEST_DB_KIND, TEST_PG_URL } from '../test/test-db.js';

/**
 * Faults of the server process itself, on PostgreSQL as in production, each with the real entry
 * point (`src/server.ts`) as a child process:
 * - the database unreachable at start: a clear line per try, and the server comes up when it does;
 * - SIGKILL after the provider charged but before our commit: after a restart the order completes
 *   exactly once (the reconciliation asks the provider; the provider's retried webhook changes nothing);
 * - SIGTERM with requests in flight: they finish and are answered, then the process exits 0.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const PG = new URL(TEST_PG_URL);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-'));
let database = '';

function start(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}
type Server = ReturnType<typeof start>;

/** Polls until `read` gives something; 90 s by default, as starting from source is slow on a busy machine. */
async function until<T>(what: string, read: () => T | Promise<T>, timeoutMs = 90_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A request to the main site of a server on `port` (node:http, so the Host header is ours). */
function request(port: number, method: string, url: string, body?: Json, agent?: http.Agent): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, agent, headers: { host: `localhost:${port}`, ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const healthy = (port: number, server: Server) => () => {
  if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
  return request(port, 'GET', '/api/health').then((r) => r.status === 200, () => false);
};

async function ownerQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: pgUrlFor(database) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  database = await copyTemplateDatabase(inject('dbTemplate'));
});
afterAll(async () => {
  if (database) await dropTestDatabase(database);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('server process faults', () => {
  it('the database unreachable at start: a clear line per try, no crash loop, and it starts when the database appears', async () => {
    const dbPort = await freePort();
    const port = await freePort();
    const server = start(port, { DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}/${database}`, DATABASE_CONNECT_TIMEOUT_SECONDS: '120' });
    let proxy: TcpProxy | null = null;
    try {
      await until('a waiting line', () => server.output().includes(`Waiting for the database at 127.0.0.1:${dbPort}/${database} (ECONNREFUSED)`), 90_000);
      expect(server.child.exitCode).toBeNull();
      proxy = await startTcpProxy({ host: PG.hostname, port: Number(PG.port || 5432) }, dbPort);
      await until('health', healthy(port, server));
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await proxy?.close();
    }
  }, 240_000);

  it('gives up after DATABASE_CONNECT_TIMEOUT_SECONDS with a message that says what to check, and no stack trace', async () => {
    const server = start(await freePort(), { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/${database}`, DATABASE_CONNECT_TIMEOUT_SECONDS: '2' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain('could not be reached');
    expect(server.output()).toContain('Check that PostgreSQL is running and that DATABASE_URL points at it');
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 120_000);

  describe('with a running server', () => {
    // The stand-in providers call back through this relay (PAYMENTS_SELF_URL), so a test can act
    // at the moment the provider's webhook arrives.
    let target = 0;
    let onWebhook: ((req: http.IncomingMessage, body: string) => boolean) | null = null;
    const relay = http.createServer((req, res) => {
      // The server dying mid-request resets connections on both sides: expected here.
      req.on('error', () => {});
      res.on('error', () => {});
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.method === 'POST' && req.url!.startsWith('/api/payments/webhooks/') && onWebhook?.(req, body)) {
          res.destroy();
          return;
        }
        const headers = { ...req.headers };
        delete headers['content-length'];
        const up = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers }, (r) => {
          res.writeHead(r.statusCode!, r.headers);
          r.pipe(res);
        });
        up.on('error', () => res.destroy());
        up.end(body);
      });
    });
    let relayPort = 0;
    const env = () => ({ DATABASE_URL: pgUrlFor(database), PAYMENTS_SELF_URL: `http://127.0.0.1:${relayPort}` });
    let server: Server;
    let port = 0;

    beforeAll(async () => {
      if (TEST_DB_KIND !== 'postgres') return;
      await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
      relayPort = (relay.address() as { port: number }).port;
      port = target = await freePort();
      server = start(port, env());
      await until('health', healthy(port, server));
    }, 180_000);
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await new Promise<void>((r) => relay.close(() => r()));
    });

    it('SIGKILL after the provider charged, before our commit: after a restart the order completes exactly once', async () => {
      const products = (await request(port, 'GET', '/api/products/')).json;
      const ebook = products.results.find((p: Json) => p.kind === 'book_digital');
      const started = await request(port, 'POST', '/api/checkout/', { items: [ebook.id], email: 'killed@example.org', name: 'Kiran Rao', provider: 'stripe' });
      expect(started.status).toBe(201);
      const reference = started.json.order.reference as string;

      // The buyer pays; the provider has charged and sends its webhook, and at that moment, before
      // the webhook reaches us, the server is killed.
      let webhook: { headers: http.IncomingHttpHeaders; body: string } | null = null;
      onWebhook = (req, body) => {
        webhook = { headers: req.headers, body };
        server.child.kill('SIGKILL');
        return true;
      };
      const page = new URL(started.json.redirect_url as string);
      const pay = new Promise<void>((resolve) => {
        const form = 'outcome=success';
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: page.pathname, headers: { host: `localhost:${port}`, 'content-type': 'application/x-www-form-urlencoded', 'content-length': form.length } }, () => resolve());
        req.on('error', () => resolve()); // the server dies under the buyer's browser
        req.end(form);
      });
      await pay;
      expect((await server.exited).signal).toBe('SIGKILL');
      onWebhook = null;
      expect(webhook).not.toBeNull();
      const [before] = await ownerQuery<{ status: string }>('select status from orders where reference = $1', [reference]);
      expect(before!.status).toBe('pending');

      // Restarted: the reconciliation asks the provider and completes the order by itself.
      port = target = await freePort();
      server = start(port, env());
      await until('health', healthy(port, server));
      const [after] = await until('the order completed', async () => {
        const rows = await ownerQuery<{ status: string }>('select status from orders where reference = $1', [reference]);
        return rows[0]!.status === 'fulfilled' ? rows : null;
      }, 60_000);
      expect(after!.status).toBe('fulfilled');

      // The provider retries its webhook: accepted, and nothing happens twice.
      const { host: _host, 'content-length': _length, ...headers } = webhook!.headers;
      const retried = await new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/payments/webhooks/stripe/', headers: { ...headers, host: `localhost:${port}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end(webhook!.body);
      });
      expect(retried).toBe(200);
      const applied = await ownerQuery<{ outcome: string; source: string }>(
        'select e.outcome, e.source from payment_events e join payments p on p.id = e.payment_id join orders o on o.id = p.order_id where o.reference = $1 order by e.created_at',
        [reference],
      );
      expect(applied.filter((e) => e.outcome === 'applied')).toHaveLength(1);
      const mails = await ownerQuery('select 1 from mail_outbox where to_address = $1 and template = $2', ['killed@example.org', 'order-confirmation']);
      expect(mails).toHaveLength(1);
    }, 300_000);

    it('SIGTERM with requests in flight: each is finished and answered, new connections are refused, and the process exits 0', async () => {
      // Logins (each writes a session) whose bodies are still arriving when the signal comes: in
      // flight by any measure. (A checkout would call test mode's provider on this very server.)
      const body = JSON.stringify({ username: 'admin@commonshelf.test', password: 'demo-pass-2026', remember: false });
      const inFlight = Array.from({ length: 6 }, () => {
        let finish: () => void = () => {};
        const answered = new Promise<{ status: number; json: Json }>((resolve, reject) => {
          const req = http.request(
            { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/token/', headers: { host: `localhost:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
            (res) => {
              let text = '';
              res.on('data', (c) => (text += c));
              res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
            },
          );
          req.on('error', reject);
          req.write(body.slice(0, 10));
          finish = () => req.end(body.slice(10));
        });
        return { answered, finish };
      });
      // Their headers are read (the server has begun them) before the signal.
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      await until('the shutdown to begin', () => server.output().includes('shutting down'), 10_000);
      for (const r of inFlight) r.finish();

      const answers = await Promise.all(inFlight.map((r) => r.answered));
      for (const a of answers) expect(a.status, JSON.stringify(a.json)).toBe(200);
      expect((await server.exited).code).toBe(0);
      await expect(request(port, 'GET', '/api/health')).rejects.toThrow(/ECONNREFUSED/);

      // Each login's session was written: its refresh token works on the next server.
      const sessions = await ownerQuery('select 1 from auth_sessions s join users u on u.id = s.user_id where u.email = $1 and s.created_at > now() - interval \'2 minutes\'', ['admin@commonshelf.test']);
      expect(sessions.length).toBeGreaterThanOrEqual(6);
    }, 180_000);
  });
});
