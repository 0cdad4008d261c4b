import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZCurrentTenant, type TCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { presentTenant } from './tenants.service.js';
import type { TenantRow } from './tenants.table.js';

export const MAIN_SITE_NO_TENANT = 'This is the main platform site; it belongs to no school or organisation.';

const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page asks; the site resolver hands out the same row object while it caches it, so its
  // presentation is built once per row rather than per request.
  const presented = new WeakMap<TenantRow, TCurrentTenant>();
  app.get('/current-tenant', { schema: { response: { 200: ZCurrentTenant, 404: ZApiError } } }, async (request) => {
    const row = request.tenant;
    if (!row) throw notFound(MAIN_SITE_NO_TENANT);
    let body = presented.get(row);
    if (!body) presented.set(row, (body = presentTenant(row)));
    return body;
  });
};
export default tenantsRoutes;
