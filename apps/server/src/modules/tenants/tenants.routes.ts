import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { presentTenant } from './tenants.service.js';

export const MAIN_SITE_NO_TENANT = 'This is the main platform site; it belongs to no school or organisation.';

const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/current-tenant', { schema: { response: { 200: ZCurrentTenant, 404: ZApiError } } }, async (request) => {
    if (!request.tenant) throw notFound(MAIN_SITE_NO_TENANT);
    return presentTenant(request.tenant);
  });
};
export default tenantsRoutes;
