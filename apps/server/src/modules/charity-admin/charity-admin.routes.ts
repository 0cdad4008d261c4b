import multipart from '@fastify/multipart';
import {
  CAUSE_FORM_MSG,
  CAUSE_LIMITS,
  ZAdminCharity,
  ZAdminCharityDetail,
  ZAdminCharityListQuery,
  ZAdminCharityOptions,
  ZAdminCharitySaved,
  ZAdminProjectDetail,
  ZAdminProjectSaved,
  ZAdminProject,
  ZAdminProjectListQuery,
  ZAdminProjectUpdate,
  ZProjectUpdateInput,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSmallFiles } from '../../lib/multipart-form.js';
import { pageLinks } from '../../lib/pagination.js';
import { storageFromConfig } from '../../lib/storage.js';
import * as details from './cause-details.service.js';
import { CAUSE_FILE_FIELDS, saveCharity, saveProject } from './cause-forms.service.js';
import * as svc from './charity-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 415: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZStatus = z.object({ id: z.number().int(), status: z.enum(['draft', 'published', 'archived']) });

/**
 * Charities and projects for their admins (`/api/admin/charities/…`, `/api/admin/projects/…`):
 * lists (words, status, scope, paging), one cause in full, add and edit (multipart, with a cover
 * and photos), publish, unpublish and delete; a project's updates (post, edit, delete). The
 * platform admin on the main site manages the platform-wide causes (and reads every site's), a
 * site's admins that site's own; another scope's cause is a 404. A cause that has received
 * donations is never deleted (409): it can be unpublished instead.
 */
const charityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // A cover and the photos (one past the limit, to refuse it by name); the text fields; a story of 20,000 characters.
    limits: { fileSize: CAUSE_LIMITS.imageBytes, files: CAUSE_LIMITS.photos + 2, fields: 20, parts: CAUSE_LIMITS.photos + 22, fieldSize: 128 * 1024, headerPairs: 100 },
  });
  const storage = storageFromConfig(app.config);
  const guard = { onRequest: app.requireUser };
  const ctx = (request: FastifyRequest): svc.CharityAdminCtx => {
    const owner = svc.ownerOf(request.user!, request.tenant);
    const platform: svc.CharityAdminCtx['run'] = (fn) => request.withTenant(fn, { platform: true });
    return { owner, run: owner === null ? platform : (fn) => request.withTenant(fn), platform, storage };
  };
  const readForm = (request: FastifyRequest) =>
    readSmallFiles(request, CAUSE_FILE_FIELDS, CAUSE_LIMITS.imageBytes, { notMultipart: CAUSE_FORM_MSG.notMultipart, fileOne: CAUSE_FORM_MSG.tooManyPhotos }, 'photos');
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

  app.get('/admin/charities/options/', { ...guard, schema: { response: { 200: ZAdminCharityOptions, ...errors } } }, async (request) => details.charityOptions(ctx(request)));
  app.get('/admin/charities/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminCharityDetail, ...errors } } }, async (request) =>
    details.charityDetail(ctx(request), request.params.id),
  );
  app.get('/admin/projects/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminProjectDetail, ...errors } } }, async (request) =>
    details.projectDetail(ctx(request), request.params.id),
  );

  app.post('/admin/charities/', { ...guard, schema: { response: { 201: ZAdminCharitySaved, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    return reply.status(201).send(await saveCharity(c, null, await readForm(request)));
  });
  app.patch('/admin/charities/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminCharitySaved, ...errors } } }, async (request) => {
    const c = ctx(request);
    return saveCharity(c, request.params.id, await readForm(request));
  });
  app.post('/admin/projects/', { ...guard, schema: { response: { 201: ZAdminProjectSaved, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    return reply.status(201).send(await saveProject(c, null, await readForm(request)));
  });
  app.patch('/admin/projects/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminProjectSaved, ...errors } } }, async (request) => {
    const c = ctx(request);
    return saveProject(c, request.params.id, await readForm(request));
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
