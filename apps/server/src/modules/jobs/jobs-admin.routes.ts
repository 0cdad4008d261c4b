import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { JOBS_MSG, ZFailedJobPage, ZFailedJobQuery, ZJobAction } from '@commonshelf/shared/admin/jobs.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import * as admin from './jobs-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZId = z.object({ id: z.uuid(JOBS_MSG.notFound) });

/** `/api/admin/jobs/failed/…`: the job queue's dead letters for the platform admin (list, retry, discard). */
const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): admin.JobsAdminCtx => {
    admin.requireJobsAdmin(request.user, request.tenant);
    return { sql: app.db.querySql, jobs: app.jobs };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/jobs/failed/', { ...guard, schema: { querystring: ZFailedJobQuery, response: { 200: ZFailedJobPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await admin.listFailedJobs(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.post('/admin/jobs/failed/:id/retry/', { ...guard, schema: { params: ZId, response: { 200: ZJobAction, ...errors } } }, async (request) =>
    admin.retryJob(ctx(request), request.params.id),
  );

  app.delete('/admin/jobs/failed/:id/', { ...guard, schema: { params: ZId, response: { 200: ZJobAction, ...errors } } }, async (request) =>
    admin.discardJob(ctx(request), request.params.id),
  );
};
export default jobsAdminRoutes;
