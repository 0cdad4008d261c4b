import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { z } from 'zod';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  migrations: z.object({ applied: z.number(), expected: z.number(), current: z.boolean() }).nullable(),
});

/** Liveness and readiness: the database answers and its schema is the one this build expects. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: ZHealth, 503: z.union([ZHealth, ZApiError]) } } }, async (request, reply) => {
    try {
      const m = await app.db.migrationStatus();
      const current = m.applied === m.expected;
      return reply
        .status(current ? 200 : 503)
        .send({ status: current ? 'ok' : 'degraded', database: 'up', migrations: { ...m, current } });
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'degraded', database: 'down', migrations: null });
    }
  });
};
export default healthRoutes;
