import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  ZAdminContentPage,
  ZAdminContentPageList,
  ZContentPage,
  ZContentPageInput,
  ZContentPreview,
  ZContentPreviewInput,
  ZContentRevision,
  ZContentRevisionParams,
  ZContentSlugParams,
} from '@commonshelf/shared/site/content-pages.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as content from './content.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * The public site's pages (`/api/content-pages/:slug/`, for everyone) and their editor
 * (`/api/admin/content-pages/…`): the platform admin on the main site edits the platform's pages,
 * a school's admins on their own site its about and contact pages. Each write is one transaction.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/content-pages/:slug/', { schema: { params: ZContentSlugParams, response: { 200: ZContentPage, 404: ZApiError } } }, async (request) =>
    content.shownPage((fn) => request.withTenant(fn), request.tenant, request.params.slug),
  );

  const ctx = (request: FastifyRequest): content.ContentCtx => {
    const editor = content.requireContentEditor(request.user, request.tenant);
    return { editor, run: (fn) => request.withTenant(fn, editor.owner === null ? { platform: true } : {}) };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/content-pages/', { ...guard, schema: { response: { 200: ZAdminContentPageList, ...errors } } }, async (request) =>
    content.listEditablePages(ctx(request)),
  );

  app.post('/admin/content-pages/preview/', { ...guard, schema: { body: ZContentPreviewInput, response: { 200: ZContentPreview, ...errors } } }, async (request) => {
    ctx(request);
    return content.preview(request.body.body_md);
  });

  app.get('/admin/content-pages/:slug/', { ...guard, schema: { params: ZContentSlugParams, response: { 200: ZAdminContentPage, ...errors } } }, async (request) =>
    content.editablePage(ctx(request), request.params.slug),
  );

  app.put(
    '/admin/content-pages/:slug/',
    { ...guard, schema: { params: ZContentSlugParams, body: ZContentPageInput, response: { 200: ZAdminContentPage, ...errors } } },
    async (request) => content.savePage(ctx(request), request.params.slug, request.body),
  );

  app.delete('/admin/content-pages/:slug/', { ...guard, schema: { params: ZContentSlugParams, response: { 200: ZAdminContentPage, ...errors } } }, async (request) =>
    content.revertToPlatform(ctx(request), request.params.slug),
  );

  app.get(
    '/admin/content-pages/:slug/revisions/:version/',
    { ...guard, schema: { params: ZContentRevisionParams, response: { 200: ZContentRevision, ...errors } } },
    async (request) => content.pageRevision(ctx(request), request.params.slug, request.params.version),
  );

  app.post(
    '/admin/content-pages/:slug/revisions/:version/restore/',
    { ...guard, schema: { params: ZContentRevisionParams, response: { 200: ZAdminContentPage, ...errors } } },
    async (request) => content.restoreRevision(ctx(request), request.params.slug, request.params.version),
  );
};
export default contentRoutes;
