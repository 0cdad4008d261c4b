import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  AVATAR_MAX_BYTES,
  IMPORT_LIMITS,
  IMPORT_MSG,
  USER_ADMIN_MSG as MSG,
  ZAdminUser,
  ZAdminUserPage,
  ZImportRejected,
  ZImportReport,
  ZImportResult,
  ZPlatformUserQuery,
  ZSiteUserQuery,
  ZUserFormOptions,
  ZUserOptionsQuery,
  ZUserProfile,
  ZUserSaved,
  ZUserStats,
} from '@commonshelf/shared/users/user-admin.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { readSmallForm } from '../../lib/multipart-form.js';
import { pageLinks } from '../../lib/pagination.js';
import { storageFromConfig } from '../../lib/storage.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { sendWelcomeEmail } from '../auth/recovery.service.js';
import { applyImport, checkImport, parseImportCsv } from './user-admin.import.js';
import * as admin from './user-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const formErrors = { ...errors, 409: ZApiError, 413: ZApiError, 415: ZApiError, 429: ZApiError };
const ZUserParams = z.object({ userId: z.uuid(MSG.notFound) });
const MAX_FIELDS = 16;
const formMessages = { notMultipart: MSG.notMultipart, fileOne: MSG.avatarOne };

/** Answers with credentials are shown once: no cache may keep them. */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Users for their admins. `/api/api-super-admin/…` (spec section 7): the platform admin, on the
 * main site, every account; `/api/admin/users/…`: a school's admins, on their site, its own.
 */
const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The user form (an avatar) and the students' CSV file are multipart.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: Math.max(AVATAR_MAX_BYTES, IMPORT_LIMITS.maxBytes), files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: 1024, headerPairs: 100 },
  });
  const storage = storageFromConfig(app.config);
  const shared = (request: FastifyRequest): Omit<admin.UserAdminCtx, 'admin' | 'site' | 'run'> => ({
    platform: (fn) => request.withTenant(fn, { platform: true }),
    config: app.config,
    storage,
    welcome: (tx, user, site) => sendWelcomeEmail(app, tx, user, site, request.language),
    flushMail: () => void app.mailer.flush(),
  });
  const platformCtx = (request: FastifyRequest): admin.UserAdminCtx => {
    const user = admin.requireUsersPlatformAdmin(request.user, request.tenant);
    const s = shared(request);
    return { ...s, admin: user, site: null, run: s.platform };
  };
  const siteCtx = (request: FastifyRequest) => {
    const { user, site } = admin.requireUsersSiteAdmin(request.user, request.tenant);
    return { ...shared(request), admin: user, site, run: (fn) => request.withTenant(fn) } satisfies admin.UserAdminCtx;
  };
  const guard = { onRequest: app.requireUser };
  const saving = { config: { rateLimit: { max: 240, timeWindow: '1 hour' } } };
  const readForm = (request: FastifyRequest) => readSmallForm(request, 'avatar', AVATAR_MAX_BYTES, formMessages);

  // The platform admin, on the main site: every account.
  app.get('/api-super-admin/users/', { ...guard, schema: { querystring: ZPlatformUserQuery, response: { 200: ZAdminUserPage, ...errors } } }, async (request) => {
    const page = await admin.listUsers(platformCtx(request), request.query);
    return { ...page, ...pageLinks(request, page.count, request.query.limit, request.query.offset) };
  });
  app.get('/api-super-admin/users/stats/', { ...guard, schema: { response: { 200: ZUserStats, ...errors } } }, async (request, reply) => {
    const ctx = platformCtx(request);
    noStore(reply);
    return admin.userStats(ctx.run);
  });
  app.get('/api-super-admin/users/options/', { ...guard, schema: { querystring: ZUserOptionsQuery, response: { 200: ZUserFormOptions, ...errors } } }, async (request) =>
    admin.formOptions(platformCtx(request), request.query.site),
  );

  // A site's admins, on their own site: its accounts.
  app.get('/admin/users/', { ...guard, schema: { querystring: ZSiteUserQuery, response: { 200: ZAdminUserPage, ...errors } } }, async (request) => {
    const page = await admin.listUsers(siteCtx(request), request.query);
    return { ...page, ...pageLinks(request, page.count, request.query.limit, request.query.offset) };
  });
  app.get('/admin/users/options/', { ...guard, schema: { response: { 200: ZUserFormOptions, ...errors } } }, async (request) => admin.formOptions(siteCtx(request)));

  // Both consoles: add an account, and an account's details, form and profile.
  for (const c of [
    { one: '/api-super-admin/users/:userId/', create: '/api-super-admin/create-user/', ctx: platformCtx },
    { one: '/admin/users/:userId/', create: '/admin/users/', ctx: siteCtx },
  ]) {
    app.post(c.create, { ...guard, ...saving, schema: { response: { 201: ZUserSaved, ...formErrors } } }, async (request, reply) => {
      const ctx = c.ctx(request);
      const saved = await admin.saveUser(ctx, null, await readForm(request));
      return noStore(reply).status(201).send(saved);
    });
    app.get(c.one, { ...guard, schema: { params: ZUserParams, response: { 200: ZAdminUser, ...errors } } }, async (request) => admin.getUser(c.ctx(request), request.params.userId));
    app.patch(c.one, { ...guard, ...saving, schema: { params: ZUserParams, response: { 200: ZUserSaved, ...formErrors } } }, async (request) => {
      const ctx = c.ctx(request);
      return admin.saveUser(ctx, request.params.userId, await readForm(request));
    });
    app.get(`${c.one}profile/`, { ...guard, schema: { params: ZUserParams, response: { 200: ZUserProfile, ...errors } } }, async (request) =>
      admin.userProfile(c.ctx(request), request.params.userId),
    );
  }

  // A school's students from a CSV file: checked (a row report), then added all or none.
  const readImport = async (request: FastifyRequest) => {
    const { file } = await readSmallForm(request, 'file', IMPORT_LIMITS.maxBytes, { notMultipart: MSG.notMultipart, fileOne: IMPORT_MSG.noFile });
    if (!file) throw badRequest(VALIDATION_MESSAGE, { file: [IMPORT_MSG.noFile] });
    if (file.truncated) throw new HttpError(413, IMPORT_MSG.tooLarge);
    return parseImportCsv(file.buffer, file.filename);
  };
  const importing = { config: { rateLimit: { max: 60, timeWindow: '1 hour' } } };
  app.post('/admin/users/import/validate/', { ...guard, ...importing, schema: { response: { 200: ZImportReport, ...formErrors } } }, async (request) => {
    const ctx = siteCtx(request);
    const file = await readImport(request);
    return (await ctx.run((tx) => checkImport(tx, ctx.site, file))).report;
  });
  app.post(
    '/admin/users/import/',
    { ...guard, ...importing, schema: { response: { 201: ZImportResult, 422: ZImportRejected, ...formErrors } } },
    async (request, reply) => {
      const ctx = siteCtx(request);
      const outcome = await applyImport(ctx, await readImport(request));
      // Nothing was written: the report says why.
      if ('rejected' in outcome) return reply.status(422).send({ error: IMPORT_MSG.hasErrors, report: outcome.rejected });
      request.log.info({ added: outcome.result.credentials.length }, 'students imported from CSV');
      return noStore(reply).status(201).send(outcome.result);
    },
  );
};
export default userAdminRoutes;
