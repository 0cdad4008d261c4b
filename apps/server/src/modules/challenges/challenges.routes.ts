import multipart from '@fastify/multipart';
import {
  CHALLENGE_KINDS,
  SUBMISSION_MAX_BYTES,
  SUBMISSION_MSG as MSG,
  ZChallengeCard,
  ZChallengeDetail,
  ZChallengeListQuery,
  ZClassSubmission,
  ZDearWorldBody,
  ZFeatureBody,
  ZOwnSubmission,
  ZSubmissionFilters,
  ZSubmissionListQuery,
  ZSubmissionSaved,
} from '@commonshelf/shared/challenges/challenges.schemas';
import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { pageLinks } from '../../lib/pagination.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { optionalUser } from '../courses/optional-user.js';
import { listPublishedChallenges } from './challenges.repository.js';
import {
  challengeDetail,
  chooseForDearWorld,
  featureSubmission,
  fileAccess,
  isPlatformAdmin,
  presentCard,
  presentOwn,
  publishedChallenge,
  STAFF_ROLES,
  submissionFilters,
  submissionsForStaff,
  submitEntry,
  withdrawEntry,
  type EntryForm,
  type Run,
} from './challenges.service.js';
import { privateFilesFromConfig } from './submission-files.js';

const MAX_FIELDS = 10;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZChallengeParams = z.object({ kind: z.enum(CHALLENGE_KINDS, { error: MSG.notFound }), slug: z.string().max(200) });
const ZIdParams = z.object({ id: z.string().max(64) });

/**
 * The entry form: `text`, one `file` and `remove_file`. The file is read into memory up to the
 * limit (nothing touches the disk before it has been judged); an empty file input counts as none.
 */
async function readEntryForm(request: FastifyRequest): Promise<EntryForm> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.notMultipart);
  const fields = new Map<string, string>();
  let file: EntryForm['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'file') continue;
        if (buffer.length === 0 && !part.filename) continue;
        if (file) throw badRequest(VALIDATION_MESSAGE, { file: [MSG.fileOne] });
        file = { buffer, truncated: part.file.truncated, filename: part.filename };
      } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(VALIDATION_MESSAGE, { file: [MSG.fileOne] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(MSG.tooManyFields);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(VALIDATION_MESSAGE, { file: [MSG.fileTooLarge] });
    throw err;
  }
  return { text: fields.get('text'), file, removeFile: fields.get('remove_file') === 'true' };
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Challenges (SDG challenges, comprehension corners, the letter challenge) and their entries: the
 * catalogue and pages are public; entries are the signed-in learner's own; teachers and admins see
 * and feature their learners' entries; the platform admin chooses letters for the Dear World book.
 */
const challengesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart for entries only; the field-size limit also bounds the text (10,000 characters of UTF-8).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: SUBMISSION_MAX_BYTES, files: 2, fields: MAX_FIELDS, parts: MAX_FIELDS + 2, fieldSize: 64 * 1024, headerPairs: 100 },
  });
  const files = privateFilesFromConfig(app.config);
  const siteRun =
    (request: FastifyRequest): Run =>
    (fn) =>
      request.withTenant(fn);
  /** The platform admin works across every site; everyone else within their own. */
  const staffRun =
    (request: FastifyRequest): Run =>
    (fn) =>
      request.withTenant(fn, isPlatformAdmin(request.user) ? { platform: true } : {});

  app.get('/challenges/', { schema: { querystring: ZChallengeListQuery, response: { 200: zPage(ZChallengeCard), 400: ZApiError } } }, async (request) => {
    const q = request.query;
    const { rows, count } = await request.withTenant((tx) =>
      listPublishedChallenges(tx, { kind: q.kind, modeId: q.mode, search: q.search || undefined, sdg: q.sdg, limit: q.limit, offset: q.offset }),
    );
    return { count, ...pageLinks(request, count, q.limit, q.offset), results: rows.map(presentCard) };
  });

  app.get(
    '/challenges/:kind/:slug/',
    { onRequest: optionalUser(app), schema: { params: ZChallengeParams, response: { 200: ZChallengeDetail, ...errors } } },
    async (request) =>
      request.withTenant(async (tx) =>
        challengeDetail(tx, await publishedChallenge(tx, request.params.kind, request.params.slug), request.user),
      ),
  );

  app.post(
    '/challenges/:kind/:slug/submission/',
    {
      onRequest: app.requireUser,
      schema: { params: ZChallengeParams, response: { 200: ZSubmissionSaved, 201: ZSubmissionSaved, 415: ZApiError, ...errors } },
    },
    async (request, reply) => {
      const form = await readEntryForm(request);
      const saved = await submitEntry({ run: siteRun(request), files }, request.user!, request.params.kind, request.params.slug, form);
      return reply.status(saved.created ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/challenges/:kind/:slug/submission/',
    { onRequest: app.requireUser, schema: { params: ZChallengeParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await withdrawEntry({ run: siteRun(request), files }, request.user!, request.params.kind, request.params.slug);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/challenge-submissions/',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { querystring: ZSubmissionListQuery, response: { 200: zPage(ZClassSubmission), ...errors } },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await staffRun(request)((tx) =>
        submissionsForStaff(tx, request.user!, {
          challengeId: q.challenge,
          classId: q.class,
          kind: q.kind,
          featured: q.featured,
          dearWorld: q.dear_world,
          limit: q.limit,
          offset: q.offset,
        }),
      );
      return { count, ...pageLinks(request, count, q.limit, q.offset), results };
    },
  );

  app.get(
    '/challenge-submissions/filters/',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: ZSubmissionFilters, ...errors } } },
    async (request) => staffRun(request)((tx) => submissionFilters(tx, request.user!)),
  );

  app.post(
    '/challenge-submissions/:id/feature/',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { params: ZIdParams, body: ZFeatureBody, response: { 200: ZOwnSubmission, ...errors } },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound(MSG.entryNotFound);
      const row = await staffRun(request)((tx) => featureSubmission(tx, request.user!, request.params.id, request.body.featured));
      return presentOwn(row);
    },
  );

  app.post(
    '/challenge-submissions/:id/dear-world/',
    { onRequest: app.requireUser, schema: { params: ZIdParams, body: ZDearWorldBody, response: { 200: ZOwnSubmission, ...errors } } },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound(MSG.entryNotFound);
      const row = await staffRun(request)((tx) => chooseForDearWorld(tx, request.user!, request.params.id, request.body.chosen));
      return presentOwn(row);
    },
  );

  app.get(
    '/challenge-submissions/:id/file',
    { onRequest: optionalUser(app), schema: { params: ZIdParams, querystring: z.object({ v: z.string().max(20).optional() }) } },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound(MSG.entryNotFound);
      const access = await staffRun(request)((tx) => fileAccess(tx, request.user, request.params.id));
      const s = access.submission;
      const stored = await files.open(s.fileKey!);
      if (!stored) throw notFound(MSG.entryNotFound);
      const inline = s.fileType?.startsWith('image/') ?? false;
      const name = s.fileName ?? 'entry';
      return reply
        .header('Content-Type', s.fileType ?? 'application/octet-stream')
        .header('Content-Length', stored.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-site')
        .header('Cache-Control', access.public ? 'no-cache' : 'private, no-store')
        .header(
          'Content-Disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(stored.stream);
    },
  );
};
export default challengesRoutes;
