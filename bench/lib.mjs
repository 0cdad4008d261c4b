// What the benchmark modules share: starting the built server and the reference server, loading
// them with autocannon in a child process (never on the server's event loop), and medians.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const AUTOCANNON = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

/**
 * Node's arguments for the server as `npm start` (and the unit in docs/deploy.md) starts it: the
 * heap's limit, which also sets how far V8 lets garbage pile up before a full collection. Read from
 * the root package.json, so the bench measures the server as it is run.
 */
export const SERVER_NODE_ARGS = (() => {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const m = /\bnode ((?:--[\w-]+(?:=\S+)? )*)apps\/server\/dist\/bundle\/server\.js/.exec(start);
  if (!m) throw new Error(`the start script does not run apps/server/dist/bundle/server.js with node: ${start}`);
  return m[1].split(' ').filter(Boolean);
})();

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '–');

async function waitFor(url, headers, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}) before answering`);
    const status = await new Promise((resolve) => {
      http.get(url, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', () => resolve(0));
    });
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${url}: no answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The built server's production settings, on loopback with a signing key of its own. */
export const productionEnv = (port, dataDir) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://localhost:${port}`,
  JWT_SECRET: randomBytes(32).toString('hex'),
});

/** CPU time a process has used, user and system, in ms (Linux; /proc counts 100 ticks a second). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * The production build of the server on a port of its own, against PostgreSQL (databaseUrl) or a
 * fresh (or given) embedded data directory. Resolves once `readyPath` answers 200 on `host`, with
 * the time that took since the process was spawned. `nodeArgs` go to Node before the script
 * (`--cpu-prof` and `--cpu-prof-dir` to profile the server under a load).
 */
export async function startServer({ port, databaseUrl = null, dataDir = null, env = {}, nodeArgs = [], host = 'localhost', readyPath = '/api/health/live', log }) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'commonshelf-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, path.join(root, 'apps/server/dist/bundle/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...productionEnv(port, dir),
      SEED_DEMO_DATA: 'false',
      // Every request comes from this one address: the per-address limits would answer 429.
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      CLASS_LOOKUP_RATE_LIMIT_PER_MINUTE: '1000000',
      LIVE_REMINDERS_INTERVAL_MS: '0',
      PRIVACY_PURGE_INTERVAL_MS: '0',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true' }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  try {
    await waitFor(`http://127.0.0.1:${port}${readyPath}`, { host }, child, 600_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${stderr.slice(-2000)}`);
  }
  const startMs = performance.now() - started;
  log?.(`server on :${port} ready in ${fmt(startMs)} ms`);
  return {
    port,
    pid: child.pid,
    dataDir: dir,
    startMs,
    url: (p) => `http://127.0.0.1:${port}${p}`,
    async stop({ keepData = Boolean(dataDir) } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The reference server (bench/reference.mjs) in a process of its own. */
export async function startReference({ port, databaseUrl, log }) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'reference.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port), DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    await waitFor(`http://127.0.0.1:${port}/hello`, {}, child, 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${stderr.slice(-2000)}`);
  }
  log?.(`reference server on :${port}`);
  return {
    pid: child.pid,
    url: (p) => `http://127.0.0.1:${port}${p}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

/**
 * One autocannon run (no pipelining) in a child process. Returns requests/s, latency percentiles
 * (ms), the count of errors and non-2xx answers, and with `cpuPid` the CPU time that process spent
 * per request (µs): a figure the load generator's own limits do not cap.
 */
export function cannon({ url, connections, seconds, headers = {}, method = 'GET', body, watchPid, cpuPid }) {
  const args = [AUTOCANNON, '--json', '-c', String(connections), '-d', String(seconds), '-p', '1', '-m', method];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  if (body) args.push('-b', body, '-H', 'content-type=application/json');
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let peakRss = 0;
    const timer = watchPid ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(watchPid) || 0)), 250) : null;
    const cpuBefore = cpuPid ? cpuMs(cpuPid) : NaN;
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (timer) clearInterval(timer);
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      const r = JSON.parse(out);
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        total: r.requests.total,
        peakRss,
        cpuUs: cpuPid ? ((cpuMs(cpuPid) - cpuBefore) * 1000) / r.requests.total : NaN,
      });
    });
  });
}
