import {
  PAYMENT_HISTORY_MSG as MSG,
  ZPaymentDetail,
  ZPaymentHistoryPage,
  ZPaymentHistoryQuery,
  ZPaymentParams,
  ZUnmatchedEventPage,
  ZUnmatchedEventQuery,
} from '@commonshelf/shared/commerce/payment-history.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../lib/pagination.js';
import { isPlatformAdminHere, requirePlatformAdmin, requireSiteAdmin } from '../auth/admin-guards.js';
import * as history from './payment-history.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * `/api/admin/payments/…`: payment attempts with their providers' messages and refunds (and as
 * CSV). The platform admin on the main site reads every site's; a school's or organization's admins
 * their own site's; anyone else is refused (403). Messages that match no payment belong to no site:
 * only the platform admin reads them.
 */
const paymentHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): history.PaymentHistoryCtx => {
    if (isPlatformAdminHere(request.user, request.tenant)) return { run: (fn) => request.withTenant(fn, { platform: true }), site: null };
    const { site } = requireSiteAdmin(request.user, request.tenant, MSG.notAdmin);
    return { run: (fn) => request.withTenant(fn), site };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/payments/', { ...guard, schema: { querystring: ZPaymentHistoryQuery, response: { 200: ZPaymentHistoryPage, ...errors } } }, async (request, reply) => {
    const q = request.query;
    const page = await history.listPayments(ctx(request), q);
    reply.header('Cache-Control', 'no-store');
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  // The same filters as a spreadsheet (every matching attempt, not one page).
  app.get('/admin/payments/export.csv', { ...guard, schema: { querystring: ZPaymentHistoryQuery } }, async (request, reply) => {
    const csv = await history.paymentsCsv(ctx(request), request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  app.get('/admin/payments/unmatched/', { ...guard, schema: { querystring: ZUnmatchedEventQuery, response: { 200: ZUnmatchedEventPage, ...errors } } }, async (request, reply) => {
    requirePlatformAdmin(request.user, request.tenant, MSG.notPlatformAdmin);
    const q = request.query;
    const page = await history.listUnmatchedEvents((fn) => request.withTenant(fn, { platform: true }), q);
    reply.header('Cache-Control', 'no-store');
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.get('/admin/payments/:id/', { ...guard, schema: { params: ZPaymentParams, response: { 200: ZPaymentDetail, ...errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return history.paymentDetail(ctx(request), request.params.id);
  });
};
export default paymentHistoryRoutes;
