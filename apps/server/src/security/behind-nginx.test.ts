import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_DB_ROLE } from '../config.js';
import { DEMO } from '../db/seed/seed.js';
import { SERVER_ROOT } from '../lib/paths.js';
import { multipartForm } from '../test/book-files.js';
import { makePng } from '../test/images.js';
import { startMailCatcher } from '../test/mail-catcher.js';
import { freePort } from '../test/payments-app.js';
import { TEST_REDIS_URL } from '../test/redis.js';
import { startS3 } from '../test/s3-server.js';
import { copyTemplateDatabase, dropTestDatabase, pgUrlFor, TEST_DB_KIND } from '../test/test-db.js';

/**
 * Two instances of the server (real processes, from source) behind nginx (Debian's package) on
 * loopback, sharing PostgreSQL, Redis, an S3 bucket and an SMTP server, as a scaled-out deployment
 * runs (docs/deploy.md, Several nodes). nginx balances round robin and names the instance that
 * answered in `X-Upstream`, so each test shows which instance did what.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CI = process.env.CI === 'true';
const skip = TEST_DB_KIND !== 'postgres' || (!NGINX && !CI);
const why = TEST_DB_KIND === 'postgres' && !NGINX && !CI ? ' (skipped: no nginx here; apt-get install nginx; under CI=true it runs)' : '';

const LOGINS_PER_MINUTE = 6;
const JWT_SECRET = randomBytes(32).toString('hex');

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; json: () => ReturnType<typeof JSON.parse>; upstream: string };

function send(port: number, method: string, url: string, opts: { host: string; json?: unknown; token?: string; forwardedFor?: string; body?: Buffer; headers?: Record<string, string> }): Promise<Answer> {
  const payload = opts.body ?? (opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json)));
  const headers: Record<string, string> = { host: opts.host, ...opts.headers };
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  if (payload) headers['content-length'] = String(payload.length);
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body.toString()), upstream: String(res.headers['x-upstream'] ?? '') });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitUntil<T>(what: string | (() => string), fn: () => Promise<T | null | false>, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(skip)(`two instances behind nginx${why}`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-nginx-'));
  const prefix = `cs-nginx-${randomBytes(4).toString('hex')}:`;
  const servers: { port: number; child: ChildProcess; output: () => string }[] = [];
  let nginx: ChildProcess | undefined;
  let database = '';
  let lb = 0;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;

  const GW = () => `greenwood.localhost:${lb}`;
  const MAIN = () => `localhost:${lb}`;
  const [a, b] = [() => servers[0]!, () => servers[1]!];
  const other = (upstream: string) => servers.find((s) => !upstream.endsWith(`:${s.port}`))!;

  beforeAll(async () => {
    if (!NGINX) throw new Error('nginx is not installed: CI needs it (apt-get install nginx, as .ci/run does)');
    [s3, smtp] = await Promise.all([startS3(), startMailCatcher()]);
    database = await copyTemplateDatabase(inject('dbTemplate'));
    const ports = [await freePort(), await freePort()];
    lb = await freePort();
    for (const port of ports) {
      const dataDir = path.join(dir, `data-${port}`);
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SEED_DEMO_DATA: 'false',
          DATABASE_URL: pgUrlFor(database),
          DATABASE_APP_URL: pgUrlFor(database, APP_DB_ROLE),
          JWT_SECRET,
          TRUST_PROXY: 'true',
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: prefix,
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
          SMTP_URL: smtp.url,
          LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGINS_PER_MINUTE),
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      });
      let output = '';
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      servers.push({ port, child, output: () => output });
    }
    const conf = path.join(dir, 'nginx.conf');
    for (const d of ['body', 'proxy', 'logs']) mkdirSync(path.join(dir, d), { recursive: true, mode: 0o777 });
    writeFileSync(
      conf,
      `worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
  client_max_body_size 20m;
  upstream commonshelf {
    server 127.0.0.1:${ports[0]} max_fails=0;
    server 127.0.0.1:${ports[1]} max_fails=0;
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${lb};
    location / {
      proxy_pass http://commonshelf;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
    const checked = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
    for (const s of servers) {
      // The instance's output as it is when the wait gives up, to tell why it never became ready.
      // An instance that exits ends the wait at once (waitUntil treats a throw as "not yet").
      await waitUntil(() => `the instance on ${s.port} (${s.output()})`, async () => {
        if (s.child.exitCode !== null) return true;
        return (await send(s.port, 'GET', '/api/health/ready', { host: 'localhost' })).status === 200;
      });
      if (s.child.exitCode !== null) throw new Error(`an instance exited:\n${s.output()}`);
    }
    await waitUntil('nginx', async () => (await send(lb, 'GET', '/api/health/live', { host: MAIN() })).status === 200, 10_000);
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
    await Promise.all([s3?.close(), smtp?.close()]);
    if (database) await dropTestDatabase(database);
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Sends cheap requests until the next one goes to the instance other than `upstream` (round robin). */
  async function nextGoesAfter(upstream: string) {
    for (let i = 0; i < 4; i++) {
      const probe = await send(lb, 'GET', '/api/health/live', { host: MAIN() });
      if (probe.upstream === upstream) return;
    }
    throw new Error('nginx does not alternate');
  }

  it('balances across both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add((await send(lb, 'GET', '/api/current-tenant', { host: GW() })).upstream);
    expect(seen).toEqual(new Set(servers.map((s) => `127.0.0.1:${s.port}`)));
  });

  it('logs in on one instance and refreshes on the other; a revoked session is refused by both', async () => {
    const login = await send(lb, 'POST', '/api/auth/token/', { host: GW(), json: { username: DEMO.teacher, password: DEMO.password }, forwardedFor: '10.20.0.1' });
    expect(login.status, login.body.toString()).toBe(200);
    const { access, refresh } = login.json();
    await nextGoesAfter(login.upstream);
    const refreshed = await send(lb, 'POST', '/api/auth/token/refresh/', { host: GW(), json: { refresh }, forwardedFor: '10.20.0.1' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.upstream).not.toBe(login.upstream);
    // The refresh token was rotated: the old one is spent everywhere.
    const tokens = refreshed.json();
    expect(tokens.refresh).not.toBe(refresh);

    // Both instances know the session (directly, not through nginx).
    for (const s of [a(), b()]) expect((await send(s.port, 'GET', '/api/user/profile/', { host: GW(), token: tokens.access })).status).toBe(200);
    const out = await send(lb, 'POST', '/api/auth/logout/', { host: GW(), token: tokens.access, json: { refresh: tokens.refresh } });
    expect(out.status).toBe(200);
    for (const s of [a(), b()]) {
      expect((await send(s.port, 'GET', '/api/user/profile/', { host: GW(), token: tokens.access })).status).toBe(401);
      expect((await send(s.port, 'GET', '/api/user/profile/', { host: GW(), token: access })).status).toBe(401);
      expect((await send(s.port, 'POST', '/api/auth/token/refresh/', { host: GW(), json: { refresh: tokens.refresh } })).status).toBe(401);
    }
  });

  it('counts one address’s logins across both instances', async () => {
    const ip = '10.20.0.2';
    const upstreams = new Set<string>();
    for (let i = 0; i < LOGINS_PER_MINUTE; i++) {
      const res = await send(lb, 'POST', '/api/auth/token/', { host: GW(), json: { username: DEMO.schoolAdmin, password: 'not-the-password' }, forwardedFor: ip });
      expect(res.status).toBe(401);
      upstreams.add(res.upstream);
    }
    expect(upstreams.size).toBe(2);
    const over = await send(lb, 'POST', '/api/auth/token/', { host: GW(), json: { username: DEMO.schoolAdmin, password: DEMO.password }, forwardedFor: ip });
    expect(over.status).toBe(429);
    // Another address is not held back.
    expect((await send(lb, 'POST', '/api/auth/token/', { host: GW(), json: { username: DEMO.schoolAdmin, password: DEMO.password }, forwardedFor: '10.20.0.3' })).status).toBe(200);
  });

  it('serves an upload made through one instance from the other', async () => {
    const login = await send(lb, 'POST', '/api/auth/token/', { host: MAIN(), json: { username: DEMO.admin, password: DEMO.password }, forwardedFor: '10.20.0.4' });
    expect(login.status).toBe(200);
    const logo = makePng(40, 40);
    const form = multipartForm(
      { school_name: 'Two Instances School', school_email: 'office@twoinstances-school.org', domain_url: 'https://www.twoinstances-school.org', subdomain: 'twoinstances', is_organization: 'false', switchboard: 'true', country: 'GH', primary_color: '#224466', primary_color_light: '#E0E8F0', primary_color_dark: '#112233' },
      [{ field: 'logo', name: 'logo.png', data: logo, type: 'image/png' }],
    );
    const created = await send(lb, 'POST', '/api/api-admin/tenants/', { host: MAIN(), token: login.json().access, body: form.payload as Buffer, headers: form.headers as Record<string, string> });
    expect(created.status, created.body.toString()).toBe(201);
    const url: string = created.json().tenant.logo;
    const served = await send(other(created.upstream).port, 'GET', url, { host: MAIN() });
    expect(served.status).toBe(200);
    expect(served.body.equals(logo)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('sends an email job once, whichever instance queued it and however often both flush', async () => {
    const to = ['teacher@greenwood.test', 'schooladmin@greenwood.test'];
    const upstreams = new Set<string>();
    for (const email of to) {
      const res = await send(lb, 'POST', '/api/auth/password-reset/', { host: GW(), json: { email }, forwardedFor: '10.20.0.5' });
      expect(res.status).toBe(200);
      upstreams.add(res.upstream);
    }
    expect(upstreams.size).toBe(2);
    const resets = () => smtp.mails.filter((m) => /Subject: .*password/i.test(m.raw) && to.some((e) => m.to.includes(e)));
    await waitUntil('the reset emails', async () => resets().length >= to.length, 30_000);
    // Both instances go on flushing the outbox (a request that queues nothing still flushes): nothing more is sent.
    for (let i = 0; i < 4; i++) await send(lb, 'POST', '/api/auth/password-reset/', { host: GW(), json: { email: `nobody-${i}@example.org` }, forwardedFor: `10.20.1.${i}` });
    await new Promise((r) => setTimeout(r, 1_000));
    expect(resets().map((m) => m.to[0]).sort()).toEqual([...to].sort());
    const client = new pg.Client({ connectionString: pgUrlFor(database) });
    await client.connect();
    try {
      const { rows } = await client.query("select to_address, status, attempts from mail_outbox where template = 'password_reset' order by to_address");
      expect(rows).toEqual(to.sort().map((address) => ({ to_address: address, status: 'sent', attempts: 1 })));
    } finally {
      await client.end();
    }
  });
});
