import { DONATION_ADMIN_MSG as MSG, ZAdminDonationPage, ZAdminDonationQuery, ZDonationFilters, ZDonationReport } from '@commonshelf/shared/charities/donation-admin.schemas';
import { ZOrderParams } from '@commonshelf/shared/commerce/orders.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../lib/pagination.js';
import { isPlatformAdminHere, requireSiteAdmin } from '../auth/admin-guards.js';
import { paymentDeps } from '../payments/payments.plugin.js';
import * as svc from './donation-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * `/api/admin/donations/…`: the gifts (filtered, paged, as CSV), the report of sums, and a gift's
 * receipt. The platform admin on the main site sees every site's; a school's or organization's
 * admins their own site's; anyone else is refused (403).
 */
const donationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const ctx = (request: FastifyRequest): svc.DonationAdminCtx => {
    if (isPlatformAdminHere(request.user, request.tenant)) return { run: (fn) => request.withTenant(fn, { platform: true }), siteId: null, deps };
    const { site } = requireSiteAdmin(request.user, request.tenant, MSG.notAdmin);
    return { run: (fn) => request.withTenant(fn), siteId: site.id, deps };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/donations/', { ...guard, schema: { querystring: ZAdminDonationQuery, response: { 200: ZAdminDonationPage, ...errors } } }, async (request, reply) => {
    const q = request.query;
    const page = await svc.listDonations(ctx(request), q);
    reply.header('Cache-Control', 'no-store');
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  // The same filters as a spreadsheet: every matching gift, not one page.
  app.get('/admin/donations/export.csv', { ...guard, schema: { querystring: ZAdminDonationQuery } }, async (request, reply) => {
    const csv = await svc.exportDonations(ctx(request), request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="donations-${today()}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  app.get('/admin/donations/report/', { ...guard, schema: { querystring: ZDonationFilters, response: { 200: ZDonationReport, ...errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return svc.donationReport(ctx(request), request.query);
  });

  app.get(
    '/admin/donations/:reference/receipt.pdf',
    { ...guard, config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { params: ZOrderParams } },
    async (request, reply) => {
      const { view, pdf } = await svc.receiptPdf(ctx(request), request.params.reference);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${view.number}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
export default donationAdminRoutes;
