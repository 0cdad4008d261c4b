import { ZSdgList } from '@commonshelf/shared/sdgs/sdgs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sdgSummaries } from './sdgs.service.js';

/** The 17 goals with what the site offers for each: readable by anyone. */
const sdgsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sdgs/', { schema: { response: { 200: ZSdgList } } }, async (request) => {
    const results = await request.withTenant(sdgSummaries);
    return { count: results.length, results };
  });
};
export default sdgsRoutes;
