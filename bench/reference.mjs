// The reference server: a bare Fastify hello-world route, and per endpoint a bare Fastify route that
// runs the endpoint's own SQL through the raw driver (pg), in one transaction with the same
// row-level-security settings the application sets, so the database's share of the work is equal.
//
// The SQL is captured at start from the application's repository functions (built code) as they
// send it to the driver, on the database given by DATABASE_URL, and replayed verbatim per request:
// the statements the application names (its built queries, kept prepared by each connection,
// db/built-once.ts) under the same names, the others unnamed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { ENDPOINTS, tenantId } from './endpoints.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
const { drizzle } = await import(pathToFileURL(require.resolve('drizzle-orm/node-postgres')).href);
const dist = (p) => import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist', p)).href);
const { deriveAppUrl } = await dist('config.js');
const { nameStatementsOn } = await dist('db/built-once.js');

const SETTINGS = `select set_config('app.tenant_id', $1, true), set_config('app.scope', $2, true),
  set_config('app.actor_id', '', true), set_config('app.actor_label', '', true),
  set_config('app.actor_role', '', true), set_config('app.audit_route', '', true)`;

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

if (process.env.DATABASE_URL) {
  // The application's role and pool size: row-level security applies as it does to the app.
  const pool = new pg.Pool({ connectionString: deriveAppUrl(process.env.DATABASE_URL), max: 10 });
  for (const [name, ep] of Object.entries(ENDPOINTS)) {
    const transactions = [];
    const capture = await pool.connect();
    try {
      let current = null;
      // As the application's connections: its built queries named (the server's default).
      nameStatementsOn(capture);
      const send = capture.query.bind(capture);
      capture.query = (config, values, ...rest) => {
        if (current && typeof config === 'object') current.push({ sql: config.text, params: values ?? config.values ?? [], name: config.name || undefined });
        return send(config, values, ...rest);
      };
      const db = drizzle(capture);
      const run = async (ctx, fn) => {
        const queries = [];
        transactions.push({ settings: [ctx.tenantId ?? 'main', ctx.platform ? 'platform' : ''], queries });
        return db.transaction(async (tx) => {
          await capture.query(SETTINGS, [ctx.tenantId ?? 'main', ctx.platform ? 'platform' : '']);
          current = queries;
          try {
            return await fn(tx);
          } finally {
            current = null;
          }
        });
      };
      await ep.capture(run, tenantId(ep.tenant));
    } finally {
      capture.release();
    }
    app.get(`/ref/${name}`, async () => {
      const out = [];
      for (const t of transactions) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query(SETTINGS, t.settings);
          // Issued together, as the repository does with Promise.all (the connection runs them in turn).
          const results = await Promise.all(t.queries.map((q) => client.query({ name: q.name, text: q.sql, values: q.params })));
          await client.query('commit');
          for (const r of results) out.push(r.rows);
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      }
      return out;
    });
  }
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
