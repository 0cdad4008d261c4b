#!/usr/bin/env node
// A steady-rate soak of the built product: mixed traffic (browse, search, login, cart, checkout in
// the providers' test mode) at a fixed rate for a bounded time and count, against a server of its
// own on loopback. It passes with 0 errors and flat memory; it prints what it saw either way.
//
//   npm run build && node bench/soak.mjs [--duration 180] [--rate 20] [--max-requests 10000]
//
// The server gets a fresh data directory (the embedded database, seeded with the demo data), or
// DATABASE_URL if it is set. Nothing leaves the machine: the providers' test mode answers on the
// same server.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_NODE_ARGS, productionEnv } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    duration: { type: 'string', default: '180' },
    rate: { type: 'string', default: '20' },
    'max-requests': { type: 'string', default: '10000' },
    // Memory may grow this much (MB) from the end of warm-up to the end and still count as flat.
    'memory-growth-mb': { type: 'string', default: '48' },
  },
});
const DURATION_S = Number(opts.duration);
const RATE = Number(opts.rate);
const MAX_REQUESTS = Number(opts['max-requests']);
const GROWTH_MB = Number(opts['memory-growth-mb']);
for (const [name, v] of Object.entries({ duration: DURATION_S, rate: RATE, 'max-requests': MAX_REQUESTS, 'memory-growth-mb': GROWTH_MB })) {
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
}
if (DURATION_S > 3600 || RATE > 200) throw new Error('A soak here is bounded: at most an hour and 200 requests a second.');

const root = path.resolve(import.meta.dirname, '..');
const SITE = 'greenwood.localhost';
const TEACHER = { username: 'teacher@greenwood.test', password: 'demo-pass-2026' };
const WARM_UP_S = Math.min(30, DURATION_S / 4);

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ---------------------------------------------------------------------------------------------
// The server

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'commonshelf-soak-'));
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, 'apps/server/dist/bundle/server.js')], {
  cwd: root,
  // Production settings, with the demo data and the providers' test mode asked for explicitly.
  env: {
    ...process.env,
    ...productionEnv(port, dataDir),
    ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true',
    SEED_DEMO_DATA: 'true',
    PAYMENTS_TEST_MODE: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let serverExited = null;
server.on('exit', (code, signal) => (serverExited = { code, signal }));
const stopServer = async () => {
  if (!serverExited) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/** One request to the tenant's site on loopback; resolves with status, body and time taken. */
function request(method, url, { body, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: {
          host: `${SITE}:${port}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (err) => resolve({ status: 0, body: err.message, ms: performance.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    if (serverExited) throw new Error(`the server exited before it was ready (${JSON.stringify(serverExited)})`);
    const res = await request('GET', '/api/health');
    if (res.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server was not healthy within 2 minutes');
}

/** Resident memory of the server process, in MB (Linux). */
function serverRssMb() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The traffic: a fixed mix, spread evenly over each second. Login and checkout stay within what one
// address may do (30 a minute each), as a school behind one address would.

const WORDS = ['tree', 'river', 'seed', 'moon', 'mango', 'friends', 'water', 'brave', 'librery', 'hedgehog'];
let products = [];
let teacherToken = null;
let n = 0;
let cartCalls = 0;

const kinds = {
  'browse books': () => request('GET', `/api/books/?page=${1 + (n % 3)}`),
  'book facets': () => request('GET', '/api/books/facets/'),
  'browse courses': () => request('GET', '/api/courses/'),
  'browse charities': () => request('GET', '/api/charities/'),
  'browse products': () => request('GET', '/api/products/'),
  search: () => request('GET', `/api/combined/?search=${encodeURIComponent(WORDS[n % WORDS.length])}`),
  'site and impact': () => request('GET', n % 2 ? '/api/current-tenant' : '/api/v1/impacts/count/'),
  login: async () => {
    const res = await request('POST', '/api/auth/token/', { body: TEACHER });
    if (res.status === 200) teacherToken = JSON.parse(res.body).access;
    return res;
  },
  // The signed-in teacher's server cart: one call adds a product, the next takes it out again.
  cart: () => {
    const product = products[Math.floor(cartCalls / 2) % products.length];
    const add = cartCalls++ % 2 === 0;
    return add ? request('POST', '/api/data/cart/', { body: { product_id: product.id }, token: teacherToken }) : request('DELETE', `/api/data/cart/${product.id}/`, { token: teacherToken });
  },
  checkout: () =>
    request('POST', '/api/checkout/', {
      body: { provider: 'stripe', email: `soak${n}@example.org`, name: 'Soak Test', items: [products[n % products.length].id] },
    }),
};
// Requests per 20 at the default rate (per second): reads dominate, as on a real site.
const MIX = [
  ['browse books', 5],
  ['book facets', 1],
  ['browse courses', 2],
  ['browse charities', 2],
  ['browse products', 2],
  ['search', 4],
  ['site and impact', 2],
  ['cart', 2],
];
const EXPECTED = { login: [200], checkout: [201] };
// Login and checkout: every 4 s each, offset so they never fall in the same second.
const RARE_EVERY_S = 4;

const seen = new Map(); // kind → { count, errors, ms[] }
const failures = [];
const note = (kind, res) => {
  const s = seen.get(kind) ?? { count: 0, errors: 0, ms: [] };
  s.count++;
  s.ms.push(res.ms);
  const ok = (EXPECTED[kind] ?? [200]).includes(res.status);
  if (!ok) {
    s.errors++;
    if (failures.length < 20) failures.push(`${kind}: ${res.status} ${res.body.slice(0, 200)}`);
  }
  seen.set(kind, s);
};

function scheduleOfSecond(second) {
  const total = MIX.reduce((sum, [, w]) => sum + w, 0);
  const slots = [];
  for (let i = 0; i < RATE; i++) {
    // Deterministic spread of the mix's weights over the second's slots.
    let pick = ((i + second * 7) % total) + 1;
    for (const [kind, w] of MIX) {
      pick -= w;
      if (pick <= 0) {
        slots.push(kind);
        break;
      }
    }
  }
  if (second % RARE_EVERY_S === 0) slots[0] = 'login';
  if (second % RARE_EVERY_S === 2) slots[0] = 'checkout';
  return slots;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

// ---------------------------------------------------------------------------------------------
// The run

let exitCode = 1;
try {
  console.log(`Soak: ${RATE} requests a second for ${DURATION_S} s (at most ${MAX_REQUESTS}) against http://${SITE}:${port} (loopback)`);
  await waitForHealth();
  const list = JSON.parse((await request('GET', '/api/products/')).body);
  products = list.results.filter((p) => !p.requires_shipping);
  if (!products.length) throw new Error('the demo site sells no digital products to soak the cart and checkout with');
  await kinds.login();
  if (!teacherToken) throw new Error('the demo teacher could not log in');

  const memory = [];
  const start = performance.now();
  const inFlight = new Set();
  let sent = 0;
  for (let second = 0; second < DURATION_S && sent < MAX_REQUESTS; second++) {
    if (serverExited) throw new Error(`the server exited during the soak (${JSON.stringify(serverExited)})`);
    const slots = scheduleOfSecond(second);
    for (let i = 0; i < slots.length && sent < MAX_REQUESTS; i++) {
      // Each request at its own moment in the second: a steady rate, not bursts.
      const at = start + second * 1000 + (i * 1000) / slots.length;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const kind = slots[i];
      n++;
      sent++;
      const p = kinds[kind]().then((res) => note(kind, res));
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    if (second % 5 === 4) memory.push({ t: second + 1, mb: serverRssMb() });
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;

  // Report.
  const rows = [...seen.entries()].map(([kind, s]) => {
    const ms = s.ms.sort((a, b) => a - b);
    return { kind, requests: s.count, errors: s.errors, p50: percentile(ms, 50).toFixed(1), p95: percentile(ms, 95).toFixed(1), p99: percentile(ms, 99).toFixed(1) };
  });
  console.table(rows);
  const totalErrors = rows.reduce((sum, r) => sum + r.errors, 0);
  const totalRequests = rows.reduce((sum, r) => sum + r.requests, 0);
  console.log(`${totalRequests} requests in ${elapsed.toFixed(1)} s (${(totalRequests / elapsed).toFixed(1)}/s), ${totalErrors} errors`);
  for (const f of failures) console.log(`  ${f}`);

  // Flat memory: from the end of warm-up to the end, growth within the allowance.
  const samples = memory.filter((m) => m.mb !== null);
  let memoryOk = true;
  if (samples.length >= 2) {
    const afterWarmUp = samples.find((m) => m.t >= WARM_UP_S) ?? samples[0];
    const last = samples[samples.length - 1];
    const peak = Math.max(...samples.map((m) => m.mb));
    const growth = last.mb - afterWarmUp.mb;
    memoryOk = growth <= GROWTH_MB;
    console.log(
      `Server memory (RSS): ${afterWarmUp.mb.toFixed(0)} MB at ${afterWarmUp.t} s, ${last.mb.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB; allowed +${GROWTH_MB}), peak ${peak.toFixed(0)} MB`,
    );
  } else {
    console.log('Server memory: not measured (no /proc on this system, or the run was too short)');
  }
  exitCode = totalErrors === 0 && memoryOk ? 0 : 1;
  console.log(exitCode === 0 ? 'Soak passed: 0 errors, flat memory.' : 'Soak FAILED.');
} catch (err) {
  console.error(`Soak could not run: ${err instanceof Error ? err.message : err}`);
} finally {
  await stopServer();
}
process.exit(exitCode);
