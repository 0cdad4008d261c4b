import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZPlatformDashboard } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformDashboard, requireDashboardAdmin } from './admin-dashboard.service.js';

/** `GET /api/admin/dashboard/`: the platform admin's dashboard numbers. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/',
    { onRequest: app.requireUser, schema: { response: { 200: ZPlatformDashboard, 401: ZApiError, 403: ZApiError } } },
    async (request, reply) => {
      requireDashboardAdmin(request.user, request.tenant);
      reply.header('Cache-Control', 'no-store');
      return platformDashboard((fn) => request.withTenant(fn, { platform: true }));
    },
  );
};
export default adminDashboardRoutes;
