import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/paths.js';
import { freePort } from './test/payments-app.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real entry point (from source) as a child process, the way `npm start` runs it. */
function start(port: number, env: Record<string, string> = {}, imports: string[] = []) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ...imports.flatMap((m) => ['--import', m]), 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Up to 90 s: migrating and seeding from source takes several times longer on a busy machine. */
async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('the server process', () => {
  it('starts with demo data, refuses a second process on the same data, and shuts down cleanly on SIGTERM', async () => {
    const [p1, p2, p3] = [await freePort(), await freePort(), await freePort()];
    const first = start(p1);
    expect(await waitForHealth(p1, first.child)).toMatchObject({ status: 'ok', migrations: { current: true } });
    expect(first.output()).toContain('demo data seeded');
    const modes = await fetch(`http://127.0.0.1:${p1}/api/modes/`).then((r) => r.json());
    expect(modes.count).toBeGreaterThan(0);
    // The log goes to standard output without blocking, yet an idle server's line is not held back.
    await expect.poll(() => first.output(), { timeout: 5000 }).toMatch(/"req":\{"method":"GET","url":"\/api\/modes\/"[^\n]*"res":\{"statusCode":200\}[^\n]*"msg":"request completed"/);

    const second = start(p2);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Commonshelf process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // The lock is released and the data kept: a restart does not seed again.
    const again = start(p3);
    await waitForHealth(p3, again.child);
    expect(again.output()).not.toContain('demo data seeded');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 240_000);

  it('starts without loading what only some requests need (cold start)', async () => {
    // The first start migrates and writes the default site pages; the second is a restart, as the
    // bench's cold start measures it.
    const env = { SEED_DEMO_DATA: 'false', DATA_DIR: path.join(dataDir, 'lean') };
    const firstPort = await freePort();
    const first = start(firstPort, env);
    await waitForHealth(firstPort, first.child);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const port = await freePort();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cs-modules-')), 'loaded.json');
    const server = start(port, { ...env, LOADED_MODULES_FILE: file }, ['./src/test/loaded-modules.ts']);
    await waitForHealth(port, server.child);
    expect((await fetch(`http://127.0.0.1:${port}/api/courses/`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const packages = new Set(
      (JSON.parse(readFileSync(file, 'utf8')) as string[]).flatMap((m) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(m)?.[1] ?? []),
    );
    expect(packages).toContain('fastify'); // the list is read: it holds the server's packages
    // Each loads with its first use: pictures to resize, PDFs, lesson HTML to clean, object storage,
    // a Stripe payment (its test mode is on here), an email to send.
    for (const lazy of ['sharp', 'pdf-lib', '@pdf-lib/fontkit', 'jsdom', 'dompurify', '@aws-sdk/client-s3', 'stripe', 'nodemailer', '@zxcvbn-ts/language-common']) {
      expect(packages, lazy).not.toContain(lazy);
    }
  }, 180_000);

  it('refuses to start in production on default secrets, with a clear message', async () => {
    const p = start(await freePort(), { NODE_ENV: 'production' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('NODE_ENV=production needs JWT_SECRET');
  }, 90_000);
});
