import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  ZAdminBookDetail,
  ZAdminBookListQuery,
  ZAdminBookOptions,
  ZAdminBookPage,
  ZAdminBookPatch,
  ZAdminBookStats,
} from '@commonshelf/shared/library/book-admin.schemas';
import { ZReviewDecision } from '@commonshelf/shared/library/publishing.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { readBookForm } from '../publishing/book-form.js';
import { publishingContext } from '../publishing/publishing.context.js';
import { BOOK_MULTIPART } from '../publishing/publishing.routes.js';
import * as admin from './book-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 415: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The library's books for its admins (`/api/admin/books/…`): the platform admin's platform-wide
 * library on the main site, a school's or organization's own books for its admins on its site.
 * List with filters and counts, statistics, one book in any status, add and edit (the publishing
 * module's multipart form), featured and mode, publish, unpublish, send back, delete.
 */
const bookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, BOOK_MULTIPART);
  const ctx = (request: FastifyRequest) => admin.adminCtx(publishingContext(app, request));
  const guard = { onRequest: app.requireUser };

  app.get('/admin/books/', { ...guard, schema: { querystring: ZAdminBookListQuery, response: { 200: ZAdminBookPage, ...errors } } }, async (request) => {
    const q = request.query;
    const { count, counts, results } = await admin.listBooks(ctx(request), q);
    return { count, ...pageLinks(request, count, q.limit, q.offset), results, counts };
  });

  app.get('/admin/books/options/', { ...guard, schema: { response: { 200: ZAdminBookOptions, ...errors } } }, async (request) => admin.options(ctx(request)));

  app.get('/admin/books/stats/', { ...guard, schema: { response: { 200: ZAdminBookStats, ...errors } } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return admin.stats(ctx(request));
  });

  app.post('/admin/books/', { ...guard, schema: { response: { 201: ZAdminBookDetail, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    const form = await readBookForm(request, c.pub.storage);
    return reply.status(201).send(await admin.saveLibraryBook(c, form));
  });

  app.get('/admin/books/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminBookDetail, ...errors } } }, async (request) =>
    admin.getBook(ctx(request), request.params.id),
  );

  // An edit: PUT, or POST as the browser's progress-reporting upload sends it.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/admin/books/:id/',
      onRequest: app.requireUser,
      schema: { params: ZId, response: { 200: ZAdminBookDetail, ...errors } },
      handler: async (request) => {
        const c = ctx(request);
        const form = await readBookForm(request, c.pub.storage);
        return admin.saveLibraryBook(c, form, request.params.id);
      },
    });
  }

  app.patch('/admin/books/:id/', { ...guard, schema: { params: ZId, body: ZAdminBookPatch, response: { 200: ZAdminBookDetail, ...errors } } }, async (request) =>
    admin.patchBook(ctx(request), request.params.id, request.body),
  );

  app.post('/admin/books/:id/publish/', { ...guard, schema: { params: ZId, response: { 200: ZAdminBookDetail, ...errors } } }, async (request) =>
    admin.publishBook(ctx(request), request.params.id),
  );

  app.post('/admin/books/:id/unpublish/', { ...guard, schema: { params: ZId, response: { 200: ZAdminBookDetail, ...errors } } }, async (request) =>
    admin.unpublishBook(ctx(request), request.params.id),
  );

  app.post(
    '/admin/books/:id/reject/',
    { ...guard, schema: { params: ZId, body: ZReviewDecision.optional(), response: { 200: ZAdminBookDetail, ...errors } } },
    async (request) => admin.rejectBook(ctx(request), request.params.id, request.body?.reason ?? ''),
  );

  app.delete('/admin/books/:id/', { ...guard, schema: { params: ZId, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await admin.deleteBook(ctx(request), request.params.id);
    return reply.status(204).send(null);
  });
};
export default bookAdminRoutes;
