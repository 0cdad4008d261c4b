import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZCurrentTenant, type TCurrentTenant } from '@commonshelf/shared/tenants/tenants.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { weakEtag } from '../../plugins/http-cache.js';
import { presentTenant } from './tenants.service.js';
import type { TenantRow } from './tenants.table.js';

export const MAIN_SITE_NO_TENANT = 'This is the main platform site; it belongs to no school or organisation.';

const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page asks. The site resolver hands out the same row object while it caches it, so the
  // answer is built, checked against its schema (as the serializer would) and tagged once per row.
  const answers = new WeakMap<TenantRow, { json: string; etag: string }>();
  app.get('/current-tenant', { schema: { response: { 200: ZCurrentTenant, 404: ZApiError } } }, async (request, reply) => {
    const row = request.tenant;
    if (!row) throw notFound(MAIN_SITE_NO_TENANT);
    let answer = answers.get(row);
    if (!answer) {
      const json = JSON.stringify(ZCurrentTenant.parse(presentTenant(row)));
      answers.set(row, (answer = { json, etag: weakEtag(json) }));
    }
    // Already JSON: Fastify sends a string as it is, without serializing it again.
    return reply.type('application/json; charset=utf-8').header('ETag', answer.etag).send(answer.json as unknown as TCurrentTenant);
  });
};
export default tenantsRoutes;
