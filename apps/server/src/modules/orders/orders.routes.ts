import { ZCheckoutInput, ZCheckoutResult, ZDonationCheckoutInput, ZRetryPaymentInput } from '@commonshelf/shared/commerce/checkout.schemas';
import { ZInvoiceParams, ZInvoicePdfQuery, ZInvoiceView, ZMyOrder, ZMyOrdersQuery, ZOrderParams, ZOrderQuery, ZOrderView } from '@commonshelf/shared/commerce/orders.schemas';
import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../lib/pagination.js';
import { optionalUser } from '../courses/optional-user.js';
import { paymentDeps } from '../payments/payments.plugin.js';
import { invoicePdf, invoiceView } from './invoices.service.js';
import { checkoutCart, checkoutDonation, myOrders, orderView, retryPayment, type Buyer } from './orders.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 502: ZApiError };
/** Checkout creates orders and calls a provider: generous for a family at one address, tight for a script. */
const checkoutLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * Checkout (the cart, a donation, another attempt at an unpaid order) and the buyer's orders. Prices
 * come from the database only; visitors check out too, and open their order with the access token
 * checkout returns (or the link in their email).
 */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const buyer = (request: FastifyRequest): Buyer => ({ run: (fn) => request.withTenant(fn), tenant: request.tenant, user: request.user, language: request.language });

  app.post(
    '/checkout/',
    { onRequest: optionalUser(app), config: checkoutLimit, schema: { body: ZCheckoutInput, response: { 201: ZCheckoutResult, ...errors } } },
    async (request, reply) => reply.status(201).send(await checkoutCart(deps, buyer(request), request.body)),
  );

  app.post(
    '/checkout/donation/',
    { onRequest: optionalUser(app), config: checkoutLimit, schema: { body: ZDonationCheckoutInput, response: { 201: ZCheckoutResult, ...errors } } },
    async (request, reply) => reply.status(201).send(await checkoutDonation(deps, buyer(request), request.body)),
  );

  app.get('/orders/mine/', { onRequest: app.requireUser, schema: { querystring: ZMyOrdersQuery, response: { 200: zPage(ZMyOrder), ...errors } } }, async (request) => {
    const q = request.query;
    const { count, results } = await myOrders((fn) => request.withTenant(fn), request.user!, q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  app.get(
    '/orders/:reference/',
    { onRequest: optionalUser(app), config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { params: ZOrderParams, querystring: ZOrderQuery, response: { 200: ZOrderView, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orderView(deps, buyer(request), request.params.reference, request.query.token);
    },
  );

  // Invoices and receipts: as JSON for the page, and as a PDF to keep.
  const invoiceRoute = { onRequest: optionalUser(app), config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  app.get('/invoices/:type/:reference/', { ...invoiceRoute, schema: { params: ZInvoiceParams, querystring: ZOrderQuery, response: { 200: ZInvoiceView, ...errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return invoiceView(deps, buyer(request), request.params.type, request.params.reference, request.query.token);
  });
  app.get('/invoices/:type/:reference/pdf', { ...invoiceRoute, schema: { params: ZInvoiceParams, querystring: ZInvoicePdfQuery } }, async (request, reply) => {
    const { view, pdf } = await invoicePdf(deps, buyer(request), request.params.type, request.params.reference, request.query.token, request.query.lang);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${view.number}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(pdf));
  });

  app.post(
    '/orders/:reference/pay/',
    { onRequest: optionalUser(app), config: checkoutLimit, schema: { params: ZOrderParams, body: ZRetryPaymentInput, response: { 201: ZCheckoutResult, ...errors } } },
    async (request, reply) => reply.status(201).send(await retryPayment(deps, buyer(request), request.params.reference, request.body)),
  );
};
export default ordersRoutes;
