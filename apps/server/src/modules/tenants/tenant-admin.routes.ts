import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZAdminTenant, ZTenantDecision, ZTenantListQuery, ZTenantPage, ZTenantRejection } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import * as admin from './tenant-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZTenantParams = z.object({ tenantId: z.uuid('This tenant does not exist.') });

/** `/api/api-admin/tenants/…` (spec section 7): the platform admin's tenants and their decisions. */
const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): admin.TenantAdminCtx => ({
    admin: admin.requireTenantAdmin(request.user, request.tenant),
    platform: (fn) => request.withTenant(fn, { platform: true }),
    config: app.config,
    mailer: app.mailer,
    forgetSites: () => app.sites.forget(),
  });
  const guard = { preHandler: app.requireUser };

  app.get('/api-admin/tenants/', { ...guard, schema: { querystring: ZTenantListQuery, response: { 200: ZTenantPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await admin.listTenants(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.get('/api-admin/tenants/:tenantId/', { ...guard, schema: { params: ZTenantParams, response: { 200: ZAdminTenant, ...errors } } }, async (request) =>
    admin.getTenant(ctx(request), request.params.tenantId),
  );

  const decision = { ...guard, schema: { params: ZTenantParams, response: { 200: ZTenantDecision, ...errors } } };
  app.post('/api-admin/tenants/:tenantId/approve/', decision, async (request) => admin.approveTenant(ctx(request), request.params.tenantId));
  app.post('/api-admin/tenants/:tenantId/suspend/', decision, async (request) => admin.suspendTenant(ctx(request), request.params.tenantId));
  app.post('/api-admin/tenants/:tenantId/reactivate/', decision, async (request) => admin.reactivateTenant(ctx(request), request.params.tenantId));
  app.post(
    '/api-admin/tenants/:tenantId/reject/',
    { ...guard, schema: { params: ZTenantParams, body: ZTenantRejection, response: { 200: ZTenantDecision, ...errors } } },
    async (request) => admin.rejectTenant(ctx(request), request.params.tenantId, request.body.reason),
  );
};
export default tenantAdminRoutes;
