import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  MODE_LIMITS,
  MODES_ADMIN_MSG as MSG,
  ZAdminMode,
  ZAdminModeList,
  ZModeFields,
  ZModeSiteChoice,
  ZModeSites,
  ZSchoolModes,
} from '@commonshelf/shared/modes/modes-admin.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSmallForm } from '../../lib/multipart-form.js';
import { storageFromConfig } from '../../lib/storage.js';
import type { Run } from '../auth/auth.service.js';
import { requirePlatformAdmin, requireSiteAdmin } from '../auth/admin-guards.js';
import * as admin from './modes-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 415: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZSiteParams = ZId.extend({ tenantId: z.uuid(MSG.siteNotFound) });

/**
 * `/api/admin/modes/…`: the platform admin's catalogue of Switchboard modes and each site's
 * choice; `/api/school-admin/modes/…`: a school's own choice, on its site.
 */
const modesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MODE_LIMITS.imageBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 100 },
  });
  const storage = storageFromConfig(app.config);
  const guard = { onRequest: app.requireUser };
  const platform = (request: FastifyRequest): Run => {
    requirePlatformAdmin(request.user, request.tenant, MSG.notPlatformAdmin);
    return (fn) => request.withTenant(fn, { platform: true });
  };

  app.get('/admin/modes/', { ...guard, schema: { response: { 200: ZAdminModeList, ...errors } } }, async (request) => admin.listModes(platform(request)));
  app.post('/admin/modes/', { ...guard, schema: { body: ZModeFields, response: { 201: ZAdminMode, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await admin.addMode(platform(request), request.body)),
  );
  app.patch('/admin/modes/:id/', { ...guard, schema: { params: ZId, body: ZModeFields.partial(), response: { 200: ZAdminMode, ...errors } } }, async (request) =>
    admin.editMode(platform(request), request.params.id, request.body),
  );
  app.put('/admin/modes/:id/image/', { ...guard, schema: { params: ZId, response: { 200: ZAdminMode, ...errors } } }, async (request) => {
    const run = platform(request);
    const { file } = await readSmallForm(request, 'image', MODE_LIMITS.imageBytes, MSG);
    return admin.setModeImage(run, storage, request.params.id, file);
  });
  app.get('/admin/modes/:id/sites/', { ...guard, schema: { params: ZId, response: { 200: ZModeSites, ...errors } } }, async (request) =>
    admin.listModeSites(platform(request), request.params.id),
  );
  app.put('/admin/modes/:id/sites/:tenantId/', { ...guard, schema: { params: ZSiteParams, body: ZModeSiteChoice, response: { 200: ZModeSites, ...errors } } }, async (request) => {
    const run = platform(request);
    await admin.siteExists(run, request.params.tenantId);
    await admin.chooseForSite(run, request.params.tenantId, request.params.id, request.body, false);
    return admin.listModeSites(run, request.params.id);
  });

  app.get('/school-admin/modes/', { ...guard, schema: { response: { 200: ZSchoolModes, ...errors } } }, async (request) => {
    const { site } = requireSiteAdmin(request.user, request.tenant, MSG.notSchoolAdmin);
    return admin.listSchoolModes((fn) => request.withTenant(fn), site);
  });
  app.put('/school-admin/modes/:id/', { ...guard, schema: { params: ZId, body: ZModeSiteChoice, response: { 200: ZSchoolModes, ...errors } } }, async (request) => {
    const { site } = requireSiteAdmin(request.user, request.tenant, MSG.notSchoolAdmin);
    const run: Run = (fn) => request.withTenant(fn);
    await admin.chooseForSite(run, site.id, request.params.id, request.body, true);
    return admin.listSchoolModes(run, site);
  });
};
export default modesAdminRoutes;
