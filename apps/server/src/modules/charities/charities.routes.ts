import {
  ZCharityCard,
  ZCharityDetail,
  ZCharityListQuery,
  ZProjectCard,
  ZProjectDetail,
  ZProjectListQuery,
} from '@commonshelf/shared/charities/charities.schemas';
import { FUNDRAISER_MSG, ZFundraiserDetail, ZFundraiserInput, ZFundraiserUpdate, ZMyFundraiser, ZMyFundraisers } from '@commonshelf/shared/charities/fundraising.schemas';
import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { pageLinks } from '../../lib/pagination.js';
import { siteUrl } from '../../lib/site-url.js';
import {
  changeFundraiser,
  charityCards,
  charityDetail,
  createFundraiser,
  fundraiserDetail,
  fundraiserPath,
  myFundraisers,
  projectCards,
  projectDetail,
  publicFundraiserSlug,
  type Run,
  type Runs,
} from './charities.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZIdOrSlug = z.object({ idOrSlug: z.string().min(1).max(200) });
const ZSlug = z.object({ slug: z.string().min(1).max(200) });
/** Fundraising page addresses are made of lower-case letters, digits and hyphens. */
const FUNDRAISER_SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * Charities, their projects and fundraising pages. Charities and projects are content (a site's own
 * and platform-wide ones, published only); gifts to a platform-wide cause come from every site, so
 * the amounts raised are summed in the platform scope for the causes the site's own query found.
 * Fundraising pages belong to one school's site.
 */
const charitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = (request: FastifyRequest): Runs => ({
    site: (fn) => request.withTenant(fn),
    platform: (fn) => request.withTenant(fn, { platform: true }),
  });
  /** Public lists: read-only, and on the read replica for visitors without a login. */
  const listRuns = (request: FastifyRequest): Runs => ({
    site: (fn) => request.withTenant(fn, { readOnly: 'replica' }),
    platform: (fn) => request.withTenant(fn, { platform: true, readOnly: 'replica' }),
  });
  const siteRun = (request: FastifyRequest): Run => (fn) => request.withTenant(fn);
  /** The address of this site, for share links (from configuration, never from the Host header). */
  const siteOrigin = (request: FastifyRequest) => siteUrl(app.config, request.tenant ? { subdomain: request.tenant.subdomain } : null);
  const fundraiserSlug = (slug: string) => {
    if (!FUNDRAISER_SLUG.test(slug)) throw notFound(FUNDRAISER_MSG.notFound);
    return slug;
  };

  app.get('/charities/', { config: { publicCache: true }, schema: { querystring: ZCharityListQuery, response: { 200: zPage(ZCharityCard), 400: ZApiError } } }, async (request) => {
    const { limit, offset } = request.query;
    const { count, results } = await charityCards(listRuns(request), limit, offset);
    return { count, ...pageLinks(request, count, limit, offset), results };
  });

  app.get('/charities/:idOrSlug/', { schema: { params: ZIdOrSlug, response: { 200: ZCharityDetail, ...errors } } }, async (request) =>
    charityDetail(runs(request), request.params.idOrSlug),
  );

  app.get('/projects/', { config: { publicCache: true }, schema: { querystring: ZProjectListQuery, response: { 200: zPage(ZProjectCard), 400: ZApiError } } }, async (request) => {
    const q = request.query;
    const { count, results } = await projectCards(listRuns(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  app.get('/projects/:slug/', { schema: { params: ZSlug, response: { 200: ZProjectDetail, ...errors } } }, async (request) =>
    projectDetail(runs(request), request.params.slug),
  );

  app.get('/fundraisers/mine/', { onRequest: app.requireUser, schema: { response: { 200: ZMyFundraisers, ...errors } } }, async (request) =>
    myFundraisers(siteRun(request), request.user!, request.tenant, siteOrigin(request)),
  );

  app.post(
    '/fundraisers/',
    { onRequest: app.requireUser, schema: { body: ZFundraiserInput, response: { 201: ZMyFundraiser, ...errors } } },
    async (request, reply) => {
      const created = await createFundraiser(siteRun(request), request.user!, request.tenant, request.body, siteOrigin(request));
      return reply.status(201).send(created);
    },
  );

  app.get('/fundraisers/:slug/', { schema: { params: ZSlug, response: { 200: ZFundraiserDetail, ...errors } } }, async (request) =>
    fundraiserDetail(siteRun(request), fundraiserSlug(request.params.slug)),
  );

  app.patch(
    '/fundraisers/:slug/',
    { onRequest: app.requireUser, schema: { params: ZSlug, body: ZFundraiserUpdate, response: { 200: ZMyFundraiser, ...errors } } },
    async (request) => changeFundraiser(siteRun(request), request.user!, fundraiserSlug(request.params.slug), request.body, siteOrigin(request)),
  );

  /** The page's share link as a QR code (an SVG), for posters and newsletters. */
  app.get('/fundraisers/:slug/qr.svg', { schema: { params: ZSlug } }, async (request, reply) => {
    const slug = await publicFundraiserSlug(siteRun(request), fundraiserSlug(request.params.slug));
    const svg = await QRCode.toString(`${siteOrigin(request)}${fundraiserPath(slug)}`, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#1a1a2eff', light: '#ffffffff' } });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=300')
      .send(svg);
  });
};
export default charitiesRoutes;
