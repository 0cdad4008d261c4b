import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import { FILM_NOT_FOUND, ZImpactFilm, ZImpactFilmListQuery } from '@commonshelf/shared/sdgs/films.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { pageLinks } from '../../lib/pagination.js';
import { presentFilm } from './films.presenter.js';
import { findPublishedFilmBySlug, listPublishedFilms } from './films.repository.js';

const ZFilmParams = z.object({ slug: z.string().max(200) });

/** Impact films: published films of the site and platform-wide ones, readable by anyone. */
const filmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impact-films/',
    { schema: { querystring: ZImpactFilmListQuery, response: { 200: zPage(ZImpactFilm), 400: ZApiError } } },
    async (request) => {
      const q = request.query;
      const { rows, count } = await request.withTenant((tx) =>
        listPublishedFilms(tx, { search: q.search || undefined, sdg: q.sdg, limit: q.limit, offset: q.offset }),
      );
      return { count, ...pageLinks(request, count, q.limit, q.offset), results: rows.map(presentFilm).filter((f) => f !== null) };
    },
  );

  app.get(
    '/impact-films/:slug/',
    { schema: { params: ZFilmParams, response: { 200: ZImpactFilm, 404: ZApiError } } },
    async (request) => {
      const row = await request.withTenant((tx) => findPublishedFilmBySlug(tx, request.params.slug));
      const film = row ? presentFilm(row) : null;
      if (!film) throw notFound(FILM_NOT_FOUND);
      return film;
    },
  );
};
export default filmsRoutes;
