import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  DATA_RIGHTS_MSG,
  ERASURE_GRACE_DAYS,
  TERMS_VERSION,
  ZConsentResult,
  ZParentConsentInput,
  ZParentConsentView,
  ZParentDecision,
  ZParentDecisionResult,
  ZPrivacyRecords,
  ZRequestResult,
  ZSchoolErasureInput,
} from '@commonshelf/shared/privacy/data-rights.schemas';
import { ZPrivacySaved, ZPrivacySettings } from '@commonshelf/shared/privacy/privacy.schemas';
import { TENANT_ADMIN_MSG } from '@commonshelf/shared/tenants/tenant-admin.schemas';
import { requireSiteAdmin } from '../auth/admin-guards.js';
import { listConsents, parentConsentView, parentDecision, requestParentConsent, withdrawConsent, type ConsentCtx } from './consents.service.js';
import {
  cancelErasure,
  exportZip,
  fileStoresFromConfig,
  listRequests,
  planOwnExport,
  planSchoolExport,
  planStudentExport,
  scheduleSchoolErasure,
  scheduleStudentErasure,
  type DataRightsCtx,
  type ExportPlan,
} from './data-rights.service.js';
import { privacySettingsOf, savePrivacySettings } from './privacy.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZStudentParams = z.object({ studentId: z.uuid({ error: DATA_RIGHTS_MSG.studentNotFound }) });
const ZConsentParams = z.object({ consentId: z.uuid({ error: DATA_RIGHTS_MSG.consentNotFound }) });
const ZRequestParams = z.object({ requestId: z.uuid({ error: DATA_RIGHTS_MSG.requestNotFound }) });
/** The parent's link token travels in a body, never in a URL that logs would keep. */
const ZToken = z.object({ token: z.string({ error: DATA_RIGHTS_MSG.linkInvalid }).max(200, { error: DATA_RIGHTS_MSG.linkInvalid }) });

/**
 * A school's privacy: its settings, the consents it holds, exports and erasures of its students'
 * data (`/api/school-admin/privacy/…`, its admins on their own site); a signed-in person's own export
 * (`/api/privacy/my-data/`); the parent's consent page (`/api/privacy/parent-consent/…`, by link).
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireUser };
  const stores = fileStoresFromConfig(app.config);
  const admin = (request: FastifyRequest) => requireSiteAdmin(request.user, request.tenant, TENANT_ADMIN_MSG.notSchoolAdmin);
  const ctx = (request: FastifyRequest): DataRightsCtx & ConsentCtx => {
    const { user, site } = admin(request);
    return { app, run: (fn) => request.withTenant(fn), site, admin: user, stores };
  };
  const sendZip = (reply: FastifyReply, plan: ExportPlan) =>
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${plan.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(exportZip(stores, plan));
  // Exports read every table a person appears in: a handful a minute is plenty.
  const exporting = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

  app.get('/school-admin/privacy/', { ...guard, schema: { response: { 200: ZPrivacySettings, ...errors } } }, async (request) => privacySettingsOf(admin(request).site));
  app.put('/school-admin/privacy/', { ...guard, schema: { body: ZPrivacySettings, response: { 200: ZPrivacySaved, ...errors } } }, async (request) => {
    const saved = await savePrivacySettings((fn) => request.withTenant(fn), admin(request).site, request.body);
    app.sites.forget();
    return saved;
  });

  app.get('/school-admin/privacy/records/', { ...guard, schema: { response: { 200: ZPrivacyRecords, ...errors } } }, async (request) => {
    admin(request);
    return request.withTenant(async (tx) => ({ consents: await listConsents(tx), requests: await listRequests(tx), grace_days: ERASURE_GRACE_DAYS, terms_version: TERMS_VERSION }));
  });

  app.post('/school-admin/privacy/consents/', { ...guard, schema: { body: ZParentConsentInput, response: { 201: ZConsentResult, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await requestParentConsent(ctx(request), request.body)),
  );
  app.post('/school-admin/privacy/consents/:consentId/withdraw/', { ...guard, schema: { params: ZConsentParams, response: { 200: ZConsentResult, ...errors } } }, async (request) =>
    withdrawConsent(ctx(request), request.params.consentId),
  );

  app.get('/school-admin/privacy/students/:studentId/export/', { ...guard, ...exporting, schema: { params: ZStudentParams } }, async (request, reply) =>
    sendZip(reply, await planStudentExport(ctx(request), request.params.studentId)),
  );
  app.get('/school-admin/privacy/export/', { ...guard, ...exporting, schema: {} }, async (request, reply) => sendZip(reply, await planSchoolExport(ctx(request))));
  app.get('/privacy/my-data/', { ...guard, ...exporting, schema: {} }, async (request, reply) =>
    sendZip(reply, await planOwnExport((fn) => request.withTenant(fn), request.tenant, request.user!, stores)),
  );

  app.post('/school-admin/privacy/students/:studentId/erase/', { ...guard, schema: { params: ZStudentParams, response: { 201: ZRequestResult, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await scheduleStudentErasure(ctx(request), request.params.studentId)),
  );
  app.post('/school-admin/privacy/erase-school/', { ...guard, schema: { body: ZSchoolErasureInput, response: { 201: ZRequestResult, ...errors } } }, async (request, reply) => {
    const result = await scheduleSchoolErasure(ctx(request), request.body);
    app.sites.forget();
    return reply.code(201).send(result);
  });
  app.post('/school-admin/privacy/requests/:requestId/cancel/', { ...guard, schema: { params: ZRequestParams, response: { 200: ZRequestResult, ...errors } } }, async (request) =>
    cancelErasure(ctx(request), request.params.requestId),
  );

  const byLink = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  app.post('/privacy/parent-consent/', { ...byLink, schema: { body: ZToken, response: { 200: ZParentConsentView, ...errors } } }, async (request) =>
    parentConsentView(app, request.body.token),
  );
  app.post('/privacy/parent-consent/decision/', { ...byLink, schema: { body: ZToken.extend(ZParentDecision.shape), response: { 200: ZParentDecisionResult, ...errors } } }, async (request) =>
    parentDecision(app, request.body.token, request.body),
  );
};
export default privacyRoutes;
