import {
  ZAdminCharity,
  ZAdminCharityListQuery,
  ZAdminProject,
  ZAdminProjectListQuery,
  ZAdminProjectUpdate,
  ZProjectUpdateInput,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import * as svc from './charity-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZStatus = z.object({ id: z.number().int(), status: z.enum(['draft', 'published', 'archived']) });

/**
 * Charities and projects for their admins (`/api/admin/charities/…`, `/api/admin/projects/…`):
 * lists (words, status, scope, paging), publish, unpublish and delete; a project's updates (post, edit, delete). The platform admin on the main site manages the platform-wide
 * causes, a site's admins that site's own; another scope's cause is a 404. A cause that has
 * received donations is never deleted (409): it can be unpublished instead.
 */
const charityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requireUser };
  const ctx = (request: FastifyRequest): svc.CharityAdminCtx => {
    const owner = svc.ownerOf(request.user!, request.tenant);
    return { owner, run: owner === null ? (fn) => request.withTenant(fn, { platform: true }) : (fn) => request.withTenant(fn) };
  };
  app.get('/admin/charities/', { ...guard, schema: { querystring: ZAdminCharityListQuery, response: { 200: zPage(ZAdminCharity), ...errors } } }, async (request) => {
    const q = request.query;
    const { count, results } = await svc.listCharities(ctx(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  app.get('/admin/projects/', { ...guard, schema: { querystring: ZAdminProjectListQuery, response: { 200: zPage(ZAdminProject), ...errors } } }, async (request) => {
    const q = request.query;
    const { count, results } = await svc.listProjects(ctx(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  const ZUpdateId = ZId.extend({ updateId: z.coerce.number().int().positive().max(2_147_483_647) });
  app.post(
    '/admin/projects/:id/updates/',
    { ...guard, schema: { params: ZId, body: ZProjectUpdateInput, response: { 201: ZAdminProjectUpdate, ...errors } } },
    async (request, reply) => reply.status(201).send(await svc.addProjectUpdate(ctx(request), request.params.id, request.body)),
  );
  app.put(
    '/admin/projects/:id/updates/:updateId/',
    { ...guard, schema: { params: ZUpdateId, body: ZProjectUpdateInput, response: { 200: ZAdminProjectUpdate, ...errors } } },
    async (request) => svc.editProjectUpdate(ctx(request), request.params.id, request.params.updateId, request.body),
  );
  app.delete('/admin/projects/:id/updates/:updateId/', { ...guard, schema: { params: ZUpdateId, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await svc.deleteProjectUpdate(ctx(request), request.params.id, request.params.updateId);
    return reply.status(204).send(null);
  });

  const schema = { params: ZId, response: { 200: ZStatus, ...errors } };

  for (const [kind, setStatus, remove] of [
    ['charities', svc.setCharityStatus, svc.deleteCharity],
    ['projects', svc.setProjectStatus, svc.deleteProject],
  ] as const) {
    app.post(`/admin/${kind}/:id/publish/`, { ...guard, schema }, async (request) => setStatus(ctx(request), request.params.id, 'published'));
    app.post(`/admin/${kind}/:id/unpublish/`, { ...guard, schema }, async (request) => setStatus(ctx(request), request.params.id, 'draft'));
    app.delete(`/admin/${kind}/:id/`, { ...guard, schema: { params: ZId, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
      await remove(ctx(request), request.params.id);
      return reply.status(204).send(null);
    });
  }
};
export default charityAdminRoutes;
