import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  STORY_ADMIN_MSG as MSG,
  ZOrgBookListQuery,
  ZOrgBookPage,
  ZOrgBookStats,
  ZOrgSites,
  ZOrgStatsQuery,
  ZOrgStoryDetail,
  ZOrgStoryListQuery,
  ZOrgStoryPage,
} from '@commonshelf/shared/library/story-admin.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { requireOrganizationAdmin } from '../tenants/organization-scope.js';
import * as org from './organization.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The organization admin's view across the organization's schools (`/api/organization/…`), on the
 * organization's own site: its sites, the stories and books published or waiting for review, and
 * book statistics. Read only; anyone but the organization's admins gets 403.
 */
const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): org.OrgCtx => {
    const site = requireOrganizationAdmin(request.user, request.tenant, MSG.notOrganizationAdmin);
    return { runPlatform: (fn) => request.withTenant(fn, { platform: true }), organizationId: site.id, config: app.config };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/organization/sites/', { ...guard, schema: { response: { 200: ZOrgSites, ...errors } } }, async (request) => org.sites(ctx(request)));

  app.get('/organization/stories/', { ...guard, schema: { querystring: ZOrgStoryListQuery, response: { 200: ZOrgStoryPage, ...errors } } }, async (request) => {
    const q = request.query;
    const { count, counts, results } = await org.listStories(ctx(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results, counts };
  });

  app.get('/organization/stories/:id/', { ...guard, schema: { params: ZId, response: { 200: ZOrgStoryDetail, ...errors } } }, async (request) =>
    org.getStory(ctx(request), request.params.id),
  );

  app.get('/organization/books/', { ...guard, schema: { querystring: ZOrgBookListQuery, response: { 200: ZOrgBookPage, ...errors } } }, async (request) => {
    const q = request.query;
    const { count, results } = await org.listBooks(ctx(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  app.get('/organization/book-stats/', { ...guard, schema: { querystring: ZOrgStatsQuery, response: { 200: ZOrgBookStats, ...errors } } }, async (request) =>
    org.bookStats(ctx(request), request.query),
  );
};
export default organizationRoutes;
