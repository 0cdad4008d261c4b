import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import { ZLibraryCard, ZLibraryCountries, ZLibraryDetail, ZLibraryListQuery } from '@commonshelf/shared/library/libraries.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import type { Runs } from '../charities/charities.service.js';
import { libraryCards, libraryCountries, libraryDetail } from './libraries.service.js';

const ZIdOrSlug = z.object({ idOrSlug: z.string().min(1).max(200) });

/**
 * Partner and community libraries, public: the site's own and the platform-wide ones, published
 * only. A funding project's amount raised is summed across every site (see the charities routes).
 */
const librariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = (request: FastifyRequest): Runs => ({
    site: (fn) => request.withTenant(fn),
    platform: (fn) => request.withTenant(fn, { platform: true }),
  });
  /** Public lists: read-only, and on the read replica for visitors without a login. */
  const listRuns = (request: FastifyRequest): Runs => ({
    site: (fn) => request.withTenant(fn, { readOnly: 'replica' }),
    platform: (fn) => request.withTenant(fn, { platform: true, readOnly: 'replica' }),
  });

  app.get('/libraries/', { config: { publicCache: true }, schema: { querystring: ZLibraryListQuery, response: { 200: zPage(ZLibraryCard), 400: ZApiError } } }, async (request) => {
    const q = request.query;
    const { count, results } = await libraryCards(listRuns(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  // A static path wins over `:idOrSlug`, so no library may use the slug `countries`.
  app.get('/libraries/countries/', { schema: { response: { 200: ZLibraryCountries } } }, async (request) => ({
    results: await libraryCountries(runs(request)),
  }));

  app.get('/libraries/:idOrSlug/', { schema: { params: ZIdOrSlug, response: { 200: ZLibraryDetail, 400: ZApiError, 404: ZApiError } } }, async (request) =>
    libraryDetail(runs(request), request.params.idOrSlug),
  );
};
export default librariesRoutes;
