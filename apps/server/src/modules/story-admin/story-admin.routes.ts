import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZReviewDecision } from '@commonshelf/shared/library/publishing.schemas';
import { ZAdminStoryDetail, ZAdminStoryListQuery, ZAdminStoryPage } from '@commonshelf/shared/library/story-admin.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import type { Run } from '../auth/auth.service.js';
import { publishingContext } from '../publishing/publishing.context.js';
import * as admin from './story-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A school's stories for its admins (`/api/admin/stories/…`), on the school's own site: the list
 * with filters, one story of any status, approve, reject with a reason, unpublish.
 */
const storyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): admin.StoryAdminCtx => {
    const school = admin.requireSchoolAdmin(request.user, request.tenant);
    const run: Run = (fn) => request.withTenant(fn);
    return {
      run,
      school,
      user: request.user!,
      pub: publishingContext(app, request),
    };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/stories/', { ...guard, schema: { querystring: ZAdminStoryListQuery, response: { 200: ZAdminStoryPage, ...errors } } }, async (request) => {
    const q = request.query;
    const { count, results, counts, classes } = await admin.listStories(ctx(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results, counts, classes };
  });

  app.get('/admin/stories/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminStoryDetail, ...errors } } }, async (request) =>
    admin.getStory(ctx(request), request.params.id),
  );

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/admin/stories/:id/${action}/`,
      { ...guard, schema: { params: ZId, body: ZReviewDecision.optional(), response: { 200: ZAdminStoryDetail, ...errors } } },
      async (request) => admin.decide(ctx(request), request.params.id, approve, request.body?.reason ?? ''),
    );
  }

  app.post('/admin/stories/:id/unpublish/', { ...guard, schema: { params: ZId, response: { 200: ZAdminStoryDetail, ...errors } } }, async (request) =>
    admin.unpublish(ctx(request), request.params.id),
  );
};
export default storyAdminRoutes;
