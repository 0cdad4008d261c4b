import { ORDER_ADMIN_MSG as MSG, ZAdminOrderPage, ZAdminOrderQuery, ZRefundInput, ZRefundResult, ZShipInput, ZShipResult } from '@commonshelf/shared/commerce/order-admin.schemas';
import { ZOrderParams } from '@commonshelf/shared/commerce/orders.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-errors.js';
import { pageLinks } from '../../lib/pagination.js';
import { isPlatformAdminHere } from '../auth/admin-guards.js';
import { paymentDeps } from '../payments/payments.plugin.js';
import * as admin from './order-admin.service.js';
import * as shipping from './shipping.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 502: ZApiError };

/** `/api/admin/orders/…`: orders with filters (and as CSV), full refunds, and shipping print orders. */
const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const ctx = (request: FastifyRequest): admin.OrderAdminCtx => {
    const user = request.user;
    const site = request.tenant;
    if (user && isPlatformAdminHere(user, site)) return { run: (fn) => request.withTenant(fn, { platform: true }), deps, admin: user, site: null };
    if (user && site && user.tenantId === site.id && ['school_admin', 'organization_admin'].includes(user.role)) return { run: (fn) => request.withTenant(fn), deps, admin: user, site };
    throw forbidden(MSG.notAdmin);
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/orders/', { ...guard, schema: { querystring: ZAdminOrderQuery, response: { 200: ZAdminOrderPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await admin.listOrders(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  // The same filters as a spreadsheet (every matching order, not one page).
  app.get('/admin/orders/export.csv', { ...guard, schema: { querystring: ZAdminOrderQuery } }, async (request, reply) => {
    const { results } = await admin.listOrders(ctx(request), request.query, true);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(admin.ordersCsv(results));
  });

  app.post(
    '/admin/orders/:reference/refund/',
    { ...guard, config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { params: ZOrderParams, body: ZRefundInput, response: { 200: ZRefundResult, ...errors } } },
    async (request) => admin.refundOrder(ctx(request), request.params.reference, request.body.reason),
  );

  // A paid print order is marked shipped with its tracking; PATCH corrects those details later.
  const ship = { ...guard, config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { params: ZOrderParams, body: ZShipInput, response: { 200: ZShipResult, ...errors } } };
  app.post('/admin/orders/:reference/ship/', ship, async (request) => shipping.shipOrder(ctx(request), request.params.reference, request.body));
  app.patch('/admin/orders/:reference/ship/', ship, async (request) => shipping.correctShipment(ctx(request), request.params.reference, request.body));
};
export default orderAdminRoutes;
