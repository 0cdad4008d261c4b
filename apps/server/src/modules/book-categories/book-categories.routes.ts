import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  ZAdminCategory,
  ZAdminCategoryPage,
  ZCategoryDeleted,
  ZCategoryInput,
  ZCategoryListQuery,
  ZCategoryUpdate,
} from '@commonshelf/shared/library/categories.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import * as categories from './book-categories.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Book categories for their admins (`/api/admin/book-categories/…`): the platform admin on the main
 * site manages the platform-wide ones, a school's admins on their own site the school's (and see the
 * platform's, read only). Teachers, students and everyone else: 403. Each write is one transaction.
 */
const bookCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): categories.CategoriesCtx => {
    const manager = categories.requireCategoryManager(request.user, request.tenant);
    return {
      // Platform-wide rows are written in the platform scope only (row-level security's write rule);
      // every query names whose categories it touches, so the scope reaches no further.
      run: (fn) => request.withTenant(fn, manager.tenantId === null ? { platform: true } : {}),
      manager,
    };
  };
  const guard = { onRequest: app.requireUser };

  app.get(
    '/admin/book-categories/',
    { ...guard, schema: { querystring: ZCategoryListQuery, response: { 200: ZAdminCategoryPage, ...errors } } },
    async (request) => {
      const c = ctx(request);
      const q = request.query;
      const { count, results } = await categories.listCategories(c, q);
      return {
        count,
        ...pageLinks(request, count, q.limit, q.offset),
        results,
        manages: { owner: c.manager.tenantId === null ? ('platform' as const) : ('school' as const), name: c.manager.name },
      };
    },
  );

  app.post(
    '/admin/book-categories/',
    { ...guard, schema: { body: ZCategoryInput, response: { 201: ZAdminCategory, ...errors } } },
    async (request, reply) => reply.status(201).send(await categories.createCategory(ctx(request), request.body)),
  );

  app.get('/admin/book-categories/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAdminCategory, ...errors } } }, async (request) =>
    categories.getCategory(ctx(request), request.params.id),
  );

  app.patch(
    '/admin/book-categories/:id/',
    { ...guard, schema: { params: ZId, body: ZCategoryUpdate, response: { 200: ZAdminCategory, ...errors } } },
    async (request) => categories.updateCategory(ctx(request), request.params.id, request.body),
  );

  app.delete('/admin/book-categories/:id/', { ...guard, schema: { params: ZId, response: { 200: ZCategoryDeleted, ...errors } } }, async (request) =>
    categories.deleteCategory(ctx(request), request.params.id),
  );
};
export default bookCategoriesRoutes;
