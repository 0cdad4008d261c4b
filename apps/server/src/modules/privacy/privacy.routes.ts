import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZPrivacySaved, ZPrivacySettings } from '@commonshelf/shared/privacy/privacy.schemas';
import { TENANT_ADMIN_MSG } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSiteAdmin } from '../auth/admin-guards.js';
import { privacySettingsOf, savePrivacySettings } from './privacy.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** `/api/school-admin/privacy/`: a school's privacy settings, by its admins on its own site. */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireUser };
  app.get('/school-admin/privacy/', { ...guard, schema: { response: { 200: ZPrivacySettings, ...errors } } }, async (request) => {
    const { site } = requireSiteAdmin(request.user, request.tenant, TENANT_ADMIN_MSG.notSchoolAdmin);
    return privacySettingsOf(site);
  });
  app.put('/school-admin/privacy/', { ...guard, schema: { body: ZPrivacySettings, response: { 200: ZPrivacySaved, ...errors } } }, async (request) => {
    const { site } = requireSiteAdmin(request.user, request.tenant, TENANT_ADMIN_MSG.notSchoolAdmin);
    const saved = await savePrivacySettings((fn) => request.withTenant(fn), site, request.body);
    app.sites.forget();
    return saved;
  });
};
export default privacyRoutes;
