import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZEmailDetail, ZEmailListQuery, ZEmailPage, ZEmailResent } from '@commonshelf/shared/mail/email-monitoring.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import * as monitoring from './email-monitoring.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZId = z.object({ id: z.uuid('This email does not exist.') });

/** `/api/admin/emails/…`: the outbox for the platform admin (list, one message, send again). */
const emailMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): monitoring.EmailMonitoringCtx => {
    monitoring.requireEmailMonitor(request.user, request.tenant);
    return { platform: (fn) => request.withTenant(fn, { platform: true }), mailer: app.mailer };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/emails/', { ...guard, schema: { querystring: ZEmailListQuery, response: { 200: ZEmailPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await monitoring.listEmails(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.get('/admin/emails/:id/', { ...guard, schema: { params: ZId, response: { 200: ZEmailDetail, ...errors } } }, async (request) =>
    monitoring.getEmail(ctx(request), request.params.id),
  );

  app.post('/admin/emails/:id/resend/', { ...guard, schema: { params: ZId, response: { 200: ZEmailResent, ...errors } } }, async (request) =>
    monitoring.resendEmail(ctx(request), request.params.id, app.config.smtpUrl !== null),
  );
};
export default emailMonitoringRoutes;
