import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { execRows, inPlatformScope } from '../db/client.js';
import { hashQueue } from '../lib/passwords.js';
import { countJobs } from '../modules/jobs/jobs.repository.js';

/**
 * `GET /metrics` in Prometheus's text format: requests and their latency by route, the database
 * pool (and the read replica's, with its fallbacks to the primary), the email outbox, the background
 * job queue, payments by provider and outcome, and the process's own figures.
 *
 * Routes are labelled by their pattern (`/api/books/:id/`), never by the address asked for, so the
 * number of series stays bounded whatever is requested. The outbox and payment figures are read
 * from the database when scraped: every instance reports the same numbers (use max() across them).
 *
 * Access: with METRICS_TOKEN set, `Authorization: Bearer <token>`; without it, only a direct
 * connection from this machine (no proxy headers). Anyone else gets the site's ordinary 404.
 */
export const METRICS_PATH = '/metrics';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (s: string) => createHash('sha256').update(s).digest();

function mayRead(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(digest(given), digest(token));
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** The route's pattern; the web app's catch-all and unknown addresses share one label each. */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  return url.startsWith('/api') || url === METRICS_PATH ? url : 'web';
}

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  /** Counts by state (a pool's connections, the password hashes), read when scraped. */
  const stateGauge = (name: string, help: string, read: () => Record<string, number>) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const [state, n] of Object.entries(read())) this.set({ state }, n);
      },
    });
  const pool = app.db.poolStats;
  if (pool) stateGauge('db_pool_connections', 'Database pool connections: all open, idle, and requests waiting for one.', pool);

  const replica = app.db.replica;
  if (replica) {
    stateGauge('db_replica_pool_connections', 'Read replica pool connections: all open, idle, and requests waiting for one.', () => replica.poolStats());
    const fallbacks = new Counter({
      name: 'db_replica_fallbacks_total',
      help: 'Read-only work meant for the read replica that ran on the primary: the replica failed it, or was being passed over after a failure.',
      labelNames: ['reason'] as const,
      registers: [registry],
    });
    fallbacks.inc({ reason: 'error' }, 0);
    fallbacks.inc({ reason: 'passed_over' }, 0);
    replica.onFallback((err) => fallbacks.inc({ reason: err ? 'error' : 'passed_over' }));
  }

  stateGauge(
    'commonshelf_password_hashes',
    'Password hashes (logins, sign-ups, password changes): running, at most one per core, and waiting for a turn.',
    hashQueue,
  );

  type Row = { a: string; b: string; n: number };
  const outbox = new Gauge({
    name: 'commonshelf_outbox_messages',
    help: 'Emails in the outbox by status (queued is the queue depth).',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const payments = new Gauge({
    name: 'commonshelf_payments_last_day',
    help: 'Payments started in the last 24 hours, by provider and status.',
    labelNames: ['provider', 'status'] as const,
    registers: [registry],
  });
  const events = new Gauge({
    name: 'commonshelf_payment_events_last_day',
    help: 'Provider events (webhooks, status checks, captures) received in the last 24 hours, by provider and whether they verified.',
    labelNames: ['provider', 'verified'] as const,
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: 'commonshelf_job_queue_depth',
    help: 'Background jobs waiting to run (new or waiting to retry), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobsFailed = new Gauge({
    name: 'commonshelf_jobs_failed',
    help: 'Background jobs whose retries ran out (the dead letters in the admin panel), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  /** Reads the database's figures afresh; while it is away they are left out rather than shown stale. */
  const readDatabase = async (request: FastifyRequest) => {
    outbox.reset();
    payments.reset();
    events.reset();
    queueDepth.reset();
    jobsFailed.reset();
    try {
      // Every kind this server runs has a series, 0 when nothing waits or failed.
      for (const kind of app.jobs?.kinds() ?? []) {
        queueDepth.set({ kind }, 0);
        jobsFailed.set({ kind }, 0);
      }
      for (const c of await countJobs(app.db.querySql)) {
        if (c.state === 'created' || c.state === 'retry') queueDepth.inc({ kind: c.kind }, c.n);
        else if (c.state === 'failed') jobsFailed.set({ kind: c.kind }, c.n);
      }
    } catch (err) {
      request.log.warn({ err }, 'metrics: job queue figures unavailable');
    }
    try {
      const [o, p, e] = await inPlatformScope(app.db, (tx) =>
        Promise.all([
          execRows<Row>(tx, sql`select status::text as a, '' as b, count(*)::int as n from mail_outbox group by status`),
          execRows<Row>(tx, sql`select provider::text as a, status::text as b, count(*)::int as n from payments where created_at > now() - interval '1 day' group by 1, 2`),
          execRows<Row>(tx, sql`select provider::text as a, verified::text as b, count(*)::int as n from payment_events where created_at > now() - interval '1 day' group by 1, 2`),
        ]),
      );
      for (const r of o) outbox.set({ status: r.a }, r.n);
      for (const r of p) payments.set({ provider: r.a, status: r.b }, r.n);
      for (const r of e) events.set({ provider: r.a, verified: r.b }, r.n);
    } catch (err) {
      request.log.warn({ err }, 'metrics: database figures unavailable');
    }
  };

  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request, app.config.metricsToken)) return reply.callNotFound();
    await readDatabase(request);
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
