import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { z } from 'zod';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  migrations: z.object({ applied: z.number(), expected: z.number(), current: z.boolean() }).nullable(),
  /** Only with a read replica configured; informational: its state never makes the instance unready. */
  replica: z.object({ state: z.enum(['up', 'down']), standby: z.boolean().nullable(), lag_seconds: z.number().nullable() }).optional(),
});

/**
 * Readiness (`/health`, and `/health/ready` for orchestrators that name it): the database answers
 * and its schema has at least this build's migrations; a closing server answers 503 (Fastify's
 * return503OnClosing), so a load balancer stops sending it work. Liveness (`/health/live`): the
 * process answers at all, whatever the database does, so a database outage never gets healthy
 * instances restarted. With a read replica, readiness reports it (up or down, whether it is a
 * standby, its replay lag) without depending on it: read-only work falls back to the primary.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { logLevel: 'warn', schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));
  app.get('/health', { schema: { response: { 200: ZHealth, 503: z.union([ZHealth, ZApiError]) } } }, readiness);
  app.get('/health/ready', { logLevel: 'warn', schema: { response: { 200: ZHealth, 503: z.union([ZHealth, ZApiError]) } } }, readiness);

  async function readiness(request: FastifyRequest, reply: FastifyReply) {
    const replica = app.db.replica ? await replicaState() : undefined;
    try {
      const m = await app.db.migrationStatus();
      // A schema ahead of this build is one a newer release expanded (migrations only add until a
      // later release contracts), so an old instance stays ready during a rolling upgrade.
      const current = m.applied >= m.expected;
      return reply
        .status(current ? 200 : 503)
        .send({ status: current ? 'ok' : 'degraded', database: 'up', migrations: { ...m, current }, replica });
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'degraded', database: 'down', migrations: null, replica });
    }
  }

  async function replicaState() {
    const r = await app.db.replica!.check();
    return { state: r.state, standby: r.standby, lag_seconds: r.lagSeconds === null ? null : Math.round(r.lagSeconds * 10) / 10 };
  }
};
export default healthRoutes;
