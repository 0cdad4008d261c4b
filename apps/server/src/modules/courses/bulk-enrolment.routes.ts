import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  BULK_CSV_LIMITS,
  BULK_CSV_TEMPLATE,
  BULK_MSG,
  ZBulkClassCreate,
  ZBulkCourseField,
  ZBulkCsvRejected,
  ZBulkCsvReport,
  ZBulkEnrolment,
  ZBulkEnrolmentList,
  ZBulkOptions,
  ZBulkSummary,
} from '@commonshelf/shared/courses/bulk-enrolment.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { cleanFileName, parseBulkCsv, type CsvUserRow } from './bulk-enrolment.csv.js';
import {
  applyCsv,
  bulkActor,
  bulkOptions,
  enrolClass,
  explainUnknownEmails,
  recentBulkEnrolments,
  registeredEmails,
  validateCsv,
} from './bulk-enrolment.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const csvErrors = { ...errors, 413: ZApiError, 415: ZApiError };

const MAX_FIELDS = 4;

type CsvForm = { courseId: number; fileName: string; rows: CsvUserRow[] };

/**
 * The multipart form of the CSV calls: a `course` field and one `file`. The file is read into
 * memory up to the size limit (a larger one is refused, never stored) and parsed here.
 */
async function readCsvForm(request: FastifyRequest): Promise<CsvForm> {
  if (!request.isMultipart()) throw new HttpError(415, BULK_MSG.notMultipart);
  let course: string | undefined;
  let file: { buffer: Buffer; truncated: boolean; name: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'file' || file) continue;
        // An empty file input sends a part with no name and no bytes: no file chosen.
        if (buffer.length === 0 && !part.filename) continue;
        file = { buffer, truncated: part.file.truncated, name: part.filename };
      } else if (part.fieldname === 'course' && typeof part.value === 'string' && course === undefined) {
        course = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(BULK_MSG.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The form has more fields than expected.');
    throw err;
  }
  const courseId = ZBulkCourseField.safeParse(course);
  const fields: Record<string, string[]> = {};
  if (!courseId.success) fields.course = [BULK_MSG.chooseCourse];
  if (!file) fields.file = [BULK_MSG.chooseFile];
  if (!courseId.success || !file) throw badRequest(VALIDATION_MESSAGE, fields);
  if (file.truncated) throw new HttpError(413, BULK_MSG.tooLarge);
  return { courseId: courseId.data, fileName: cleanFileName(file.name), rows: parseBulkCsv(file.buffer) };
}

/**
 * Bulk enrolment (`/bulk-enrolment`): a teacher enrols a class or the students a CSV file names,
 * a school admin any user of the school, the platform admin any main-site user. A file is checked
 * row by row (validate), then applied all or nothing (apply, which checks it again).
 */
const bulkEnrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only (encapsulated): the file calls take multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: BULK_CSV_LIMITS.maxBytes, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: 1024, headerPairs: 100 },
  });
  const actorOf = (request: FastifyRequest) => bulkActor(request.user!);
  // Across every site, for one question only: which unknown emails have an account elsewhere.
  const platformRun = <T>(request: FastifyRequest, fn: (tx: Tx) => Promise<T>) => request.withTenant(fn, { platform: true });

  app.get('/bulk-enrolments/template.csv', async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="bulk-enrolment-template.csv"')
      .header('cache-control', 'public, max-age=3600')
      .send(BULK_CSV_TEMPLATE),
  );

  app.get(
    '/bulk-enrolments/options/',
    { onRequest: app.requireUser, schema: { response: { 200: ZBulkOptions, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      return request.withTenant((tx) => bulkOptions(tx, actor));
    },
  );

  app.get(
    '/bulk-enrolments/',
    {
      onRequest: app.requireUser,
      schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }), response: { 200: ZBulkEnrolmentList, ...errors } },
    },
    async (request) => {
      const actor = actorOf(request);
      return request.withTenant((tx) => recentBulkEnrolments(tx, actor, request.query.limit));
    },
  );

  app.post(
    '/bulk-enrolments/class/',
    { onRequest: app.requireUser, schema: { body: ZBulkClassCreate, response: { 201: ZBulkEnrolment, ...errors } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await request.withTenant((tx) => enrolClass(tx, actor, request.body.course, request.body.class));
      request.log.info({ bulkEnrolmentId: result.id, enrolled: result.enrolled_count }, 'class enrolled in bulk');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/bulk-enrolments/csv/validate/',
    { onRequest: app.requireUser, schema: { response: { 200: ZBulkCsvReport, ...csvErrors } } },
    async (request) => {
      const actor = actorOf(request);
      const form = await readCsvForm(request);
      const { report, unknownEmails } = await request.withTenant((tx) => validateCsv(tx, actor, form.courseId, form.fileName, form.rows));
      return explainUnknownEmails(report, unknownEmails, (emails) => platformRun(request, (tx) => registeredEmails(tx, emails)));
    },
  );

  app.post(
    '/bulk-enrolments/csv/apply/',
    {
      onRequest: app.requireUser,
      schema: {
        response: { 201: z.object({ bulk_enrolment: ZBulkEnrolment, summary: ZBulkSummary }), 422: ZBulkCsvRejected, ...csvErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readCsvForm(request);
      const outcome = await request.withTenant((tx) => applyCsv(tx, actor, form.courseId, form.fileName, form.rows));
      if (!outcome.applied) {
        // Nothing was written: the transaction above only read.
        const report = await explainUnknownEmails(outcome.report, outcome.unknownEmails, (emails) =>
          platformRun(request, (tx) => registeredEmails(tx, emails)),
        );
        return reply.status(422).send({ error: BULK_MSG.hasErrors, report });
      }
      request.log.info({ bulkEnrolmentId: outcome.applied.id, enrolled: outcome.applied.enrolled_count }, 'CSV enrolled in bulk');
      return reply.status(201).send({ bulk_enrolment: outcome.applied, summary: outcome.report.summary });
    },
  );
};
export default bulkEnrolmentRoutes;
