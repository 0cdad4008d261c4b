import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  ENQUIRY_MSG as MSG,
  SCREENSHOT_MAX_BYTES,
  ZEnquiryDetail,
  ZEnquiryListQuery,
  ZEnquiryPage,
  ZEnquirySent,
  ZEnquiryUpdate,
  ZEnquiryUpdated,
} from '@commonshelf/shared/site/enquiries.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waitMessage } from '../../lib/attempt-limiter.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { readSmallForm, type UploadedFile } from '../../lib/multipart-form.js';
import { pageLinks } from '../../lib/pagination.js';
import { privateStorageFromConfig } from '../../lib/private-storage.js';
import { sendStored } from '../../lib/send-stored.js';
import { verifyTurnstile } from '../../lib/turnstile.js';
import { optionalUser } from '../courses/optional-user.js';
import * as enquiries from './enquiries.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZId = z.object({ id: z.uuid(MSG.notFound) });

/** Text fields a form may carry: every kind's fields and a few to spare. */
const MAX_FIELDS = 30;

/** The 429 of the public forms: what happened and how long to wait. */
export const enquiryRateLimited = (seconds: number) =>
  `You have sent several messages from this network in the last hour. ${waitMessage(Math.max(1, seconds))}`;

/**
 * The public site's enquiry forms (`POST /api/enquiries/`, on any site) and their list for the
 * admins (`/api/admin/enquiries/…`: the platform admin on the main site reads every site's, a
 * school's admins on their own site that site's).
 */
const enquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart for a problem report's screenshot; the field-size limit also bounds the message.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: SCREENSHOT_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: 32 * 1024, headerPairs: 100 },
  });
  const store = privateStorageFromConfig(app.config);

  app.post(
    '/enquiries/',
    {
      onRequest: optionalUser(app),
      config: {
        rateLimit: {
          max: app.config.enquiryRateLimitPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: (_request, context) => new HttpError(429, enquiryRateLimited(Math.ceil(context.ttl / 1000))),
        },
      },
      schema: { response: { 201: ZEnquirySent, 400: ZApiError, 401: ZApiError, 415: ZApiError, 429: ZApiError } },
    },
    async (request, reply) => {
      let raw: unknown = request.body;
      let file: UploadedFile | null = null;
      if (request.isMultipart()) {
        const form = await readSmallForm(request, 'screenshot', SCREENSHOT_MAX_BYTES, { notMultipart: MSG.format, fileOne: MSG.screenshotOne });
        raw = form.fields;
        file = form.file;
      }
      // Checked before the bot check, so a typing mistake does not spend the visitor's token.
      const checked = await enquiries.checkEnquiry(raw, file);
      const { turnstile } = app.config;
      if (turnstile.secretKey) {
        const check = await verifyTurnstile({ secretKey: turnstile.secretKey, verifyUrl: turnstile.verifyUrl }, checked.input.turnstile_token, request.ip);
        if (!check.ok) throw badRequest(check.message, { turnstile_token: [check.message] });
      } else if (app.config.env === 'production') {
        request.log.warn('TURNSTILE_SECRET_KEY is not set: the enquiry forms run without a bot check');
      }
      const sent = await enquiries.submitEnquiry(
        { config: app.config, mailer: app.mailer, store, platform: (fn) => request.withTenant(fn, { platform: true }) },
        checked,
        { site: request.tenant, user: request.user, userAgent: request.headers['user-agent'], language: request.language },
      );
      request.log.info({ enquiryId: sent.id, kind: sent.kind, tenantId: request.tenant?.id ?? null }, 'enquiry received');
      return reply.status(201).send(sent);
    },
  );

  const ctx = (request: FastifyRequest): enquiries.EnquiryAdminCtx => {
    const reader = enquiries.requireEnquiryReader(request.user, request.tenant);
    // The platform admin reads every site's rows in the platform scope; a site's admins work under
    // its row-level security. Every query names whose rows it reads as well.
    return { reader, run: (fn) => request.withTenant(fn, reader.owner === null ? { platform: true } : {}) };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/admin/enquiries/', { ...guard, schema: { querystring: ZEnquiryListQuery, response: { 200: ZEnquiryPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await enquiries.listEnquiries(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.get('/admin/enquiries/:id/', { ...guard, schema: { params: ZId, response: { 200: ZEnquiryDetail, ...errors } } }, async (request) =>
    enquiries.getEnquiry(ctx(request), request.params.id),
  );

  app.patch('/admin/enquiries/:id/', { ...guard, schema: { params: ZId, body: ZEnquiryUpdate, response: { 200: ZEnquiryUpdated, ...errors } } }, async (request) =>
    enquiries.updateEnquiry(ctx(request), request.params.id, request.body),
  );

  app.get('/admin/enquiries/:id/screenshot/', { ...guard, schema: { params: ZId } }, async (request, reply) => {
    const key = await enquiries.screenshotKey(ctx(request), request.params.id);
    return sendStored(request, reply, store, key, {
      caching: 'private',
      filename: `enquiry-${request.params.id.slice(0, 8)}${key.slice(key.lastIndexOf('.'))}`,
      missing: MSG.screenshotMissing,
    });
  });
};
export default enquiriesRoutes;
