import { GLOBAL_REACH_MAX_AGE, ZGlobalReach } from '@commonshelf/shared/site/global-reach.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { globalReach } from './global-reach.service.js';

/**
 * Where the platform's schools, organizations and libraries are, per country: readable by anyone,
 * the same answer on every site, so browsers and shared caches may keep it for a few minutes.
 */
const globalReachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/global-reach/', { schema: { response: { 200: ZGlobalReach } } }, async (request, reply) => {
    const body = await request.withTenant(globalReach, { platform: true });
    reply.header('Cache-Control', `public, max-age=${GLOBAL_REACH_MAX_AGE}`);
    return body;
  });
};
export default globalReachRoutes;
