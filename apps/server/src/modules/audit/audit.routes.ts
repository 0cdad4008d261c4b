import { ZAuditListQuery, ZAuditPage } from '@commonshelf/shared/admin/audit.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../lib/pagination.js';
import * as audit from './audit.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** `GET /api/admin/audit/`: the audit log for the platform admin, newest first, with filters. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit/',
    { onRequest: app.requireUser, schema: { querystring: ZAuditListQuery, response: { 200: ZAuditPage, ...errors } } },
    async (request) => {
      audit.requireAuditReader(request.user, request.tenant);
      const q = request.query;
      const page = await audit.listAuditEvents({ platform: (fn) => request.withTenant(fn, { platform: true }) }, q);
      return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
    },
  );
};
export default auditRoutes;
