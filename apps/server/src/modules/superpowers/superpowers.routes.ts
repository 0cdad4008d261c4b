import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  SUPERPOWER_MSG as MSG,
  ZGrantSuperpower,
  ZRevokeSuperpower,
  ZSuperpowerPage,
  ZSuperpowerQuery,
  ZSuperpowerSaved,
} from '@commonshelf/shared/superpowers/superpowers.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import * as service from './superpowers.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const writeErrors = { ...errors, 409: ZApiError, 429: ZApiError };
const ZParams = z.object({ id: z.uuid(MSG.notFound) });

/** The superpower programmes: the platform admin, on the main site only. */
const superpowersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): service.SuperpowersCtx => ({
    admin: service.requireSuperpowersAdmin(request.user, request.tenant),
    run: (fn) => request.withTenant(fn, { platform: true }),
    config: app.config,
    mailer: app.mailer,
  });
  const guard = { onRequest: app.requireUser };
  const saving = { config: { rateLimit: { max: 240, timeWindow: '1 hour' } } };

  app.get('/admin/superpowers/', { ...guard, schema: { querystring: ZSuperpowerQuery, response: { 200: ZSuperpowerPage, ...errors } } }, async (request) => {
    const page = await service.listSuperpowers(ctx(request), request.query);
    return { ...page, ...pageLinks(request, page.count, request.query.limit, request.query.offset) };
  });
  app.post('/admin/superpowers/', { ...guard, ...saving, schema: { body: ZGrantSuperpower, response: { 201: ZSuperpowerSaved, ...writeErrors } } }, async (request, reply) => {
    const c = ctx(request);
    return reply.status(201).send(await service.grantSuperpower(c, request.body));
  });
  app.post(
    '/admin/superpowers/:id/revoke/',
    { ...guard, ...saving, schema: { params: ZParams, body: ZRevokeSuperpower, response: { 200: ZSuperpowerSaved, ...writeErrors } } },
    async (request) => {
      const c = ctx(request);
      return service.revokeSuperpower(c, request.params.id, request.body);
    },
  );
};
export default superpowersRoutes;
