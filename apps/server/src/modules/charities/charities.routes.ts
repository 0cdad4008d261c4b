import { zPage } from '@commonshelf/shared/common/api.schemas';
import { ZCharityCard } from '@commonshelf/shared/charities/charities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaUrl } from '../../lib/media.js';
import { pageLinks } from '../../lib/pagination.js';
import { listPublishedCharities } from './charities.repository.js';

const ZQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Charities as the Give pages and the spec's `GET /charities/` read them. */
const charitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/charities/', { schema: { querystring: ZQuery, response: { 200: zPage(ZCharityCard) } } }, async (request) => {
    const { limit, offset } = request.query;
    const { rows, count } = await request.withTenant((tx) => listPublishedCharities(tx, limit, offset));
    return {
      count,
      ...pageLinks(request, count, limit, offset),
      results: rows.map((r) => ({
        id: r.charity.id,
        name: r.charity.name,
        slug: r.charity.slug,
        summary: r.charity.summary,
        image: mediaUrl(r.charity.image),
        currency: r.charity.currency,
        goal_minor: Number(r.goal ?? 0),
        raised_minor: Number(r.raised ?? 0),
        projects_count: Number(r.projects ?? 0),
      })),
    };
  });
};
export default charitiesRoutes;
