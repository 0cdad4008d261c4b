import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  TENANT_ADMIN_MSG as MSG,
  ZAdminTenant,
  ZCommunityPassword,
  ZCommunityPasswordResult,
  ZSchoolProfile,
  ZTenantDecision,
  ZTenantListQuery,
  ZTenantPage,
  ZTenantRejection,
} from '@commonshelf/shared/tenants/tenant-admin.schemas';
import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { queueImage } from '../../lib/image-derivatives.js';
import { storageFromConfig } from '../../lib/storage.js';
import { MAX_FIELDS, readRegistrationForm } from './tenant-registration.routes.js';
import { requireSiteAdmin } from '../auth/admin-guards.js';
import * as admin from './tenant-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZTenantParams = z.object({ tenantId: z.uuid('This tenant does not exist.') });

/** `/api/api-admin/tenants/…` (spec section 7): the platform admin's tenants and their decisions. */
const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The tenant form is multipart like the registration (the logo), with the same limits.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: 4096, headerPairs: 100 },
  });
  const storage = storageFromConfig(app.config);
  const ctx = (request: FastifyRequest): admin.TenantAdminCtx => ({
    admin: admin.requireTenantAdmin(request.user, request.tenant),
    platform: (fn) => request.withTenant(fn, { platform: true }),
    config: app.config,
    mailer: app.mailer,
    forgetSites: () => app.sites.forget(),
    deriveImage: queueImage(app, request),
  });
  const guard = { onRequest: app.requireUser };

  app.get('/api-admin/tenants/', { ...guard, schema: { querystring: ZTenantListQuery, response: { 200: ZTenantPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await admin.listTenants(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  const save = { ...guard, schema: { response: { 200: ZTenantDecision, 201: ZTenantDecision, ...errors, 415: ZApiError } } };
  app.post('/api-admin/tenants/', save, async (request, reply) => {
    const c = ctx(request);
    return reply.status(201).send(await admin.saveTenant(c, storage, null, await readRegistrationForm(request)));
  });
  app.patch('/api-admin/tenants/:tenantId/', { ...save, schema: { ...save.schema, params: ZTenantParams } }, async (request) => {
    const c = ctx(request);
    return admin.saveTenant(c, storage, request.params.tenantId, await readRegistrationForm(request));
  });

  // The school's own profile, by its admins on its site.
  const school = (request: FastifyRequest) => {
    const { user, site } = requireSiteAdmin(request.user, request.tenant, MSG.notSchoolAdmin);
    const c: admin.TenantAdminCtx = {
      admin: user,
      platform: (fn) => request.withTenant(fn),
      config: app.config,
      mailer: app.mailer,
      forgetSites: () => app.sites.forget(),
      deriveImage: queueImage(app, request),
    };
    return { c, site };
  };
  app.get('/school-admin/profile/', { ...guard, schema: { response: { 200: ZSchoolProfile, ...errors } } }, async (request) => {
    const { c, site } = school(request);
    return { tenant: await admin.getTenant(c, site.id), community_access: site.communityPasswordHash !== null };
  });
  app.patch('/school-admin/profile/', { ...guard, schema: { response: { 200: ZTenantDecision, ...errors, 415: ZApiError } } }, async (request) => {
    const { c, site } = school(request);
    return admin.saveSchoolProfile(c, storage, site, await readRegistrationForm(request));
  });
  app.put(
    '/school-admin/community-password/',
    { ...guard, config: { rateLimit: { max: 20, timeWindow: '1 hour' } }, schema: { body: ZCommunityPassword, response: { 200: ZCommunityPasswordResult, ...errors } } },
    async (request) => {
      const { c, site } = school(request);
      const result = await admin.setCommunityPassword(c.platform, site, request.body.password);
      app.sites.forget();
      return result;
    },
  );

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
