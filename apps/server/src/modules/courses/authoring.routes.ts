import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  AUTHORING_MSG as MSG,
  CONTENT_IMAGE_MAX_BYTES,
  COVER_MAX_BYTES,
  RESOURCE_MAX_BYTES,
  VIDEO_MAX_BYTES,
  ZAuthoringCourse,
  ZAuthoringCourseItem,
  ZAuthoringLesson,
  ZAuthoringQuiz,
  ZChapterInput,
  ZChapterUpdate,
  ZCourseInput,
  ZCourseUpdate,
  ZIdOrder,
  ZLessonCreate,
  ZLessonUpdate,
  ZOutlineOrder,
  ZResourceLink,
  ZUploadedImage,
} from '@commonshelf/shared/courses/authoring.schemas';
import { zList } from '@commonshelf/shared/courses/courses.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { storageFromConfig } from '../../lib/storage.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import * as authoring from './authoring.service.js';
import { readSmallForm } from '../../lib/multipart-form.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 415: ZApiError, 422: ZApiError };
const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const readForm = (request: FastifyRequest, fileField: string, maxBytes: number) => readSmallForm(request, fileField, maxBytes, MSG);

/**
 * Course authoring (`/api/authoring/…`): the platform admin on the main site edits the
 * platform-wide courses, a school admin on their own site edits their school's; anyone else gets
 * 403. Rows of another owner answer 404, as if they did not exist.
 */
const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 4096, headerPairs: 100 },
  });
  const storage = storageFromConfig(app.config);

  const ctx = (request: FastifyRequest): authoring.AuthoringCtx => {
    const owner = authoring.requireOwner(request.user, request.tenant);
    return {
      // Platform-wide rows (tenant_id null) are written in the platform scope only (row-level
      // security's write rule); every authoring query names its owner, so the scope reaches no further.
      run: (fn) => request.withTenant(fn, owner.tenantId === null ? { platform: true } : {}),
      storage,
      owner,
      warn: (msg, err) => request.log.warn({ err }, msg),
    };
  };
  const guard = { onRequest: app.requireUser };

  // Courses -------------------------------------------------------------------------------------

  app.get('/authoring/courses/', { ...guard, schema: { response: { 200: zList(ZAuthoringCourseItem), ...errors } } }, async (request) => {
    const results = await authoring.listCourses(ctx(request));
    return { count: results.length, results };
  });

  app.post('/authoring/courses/', { ...guard, schema: { body: ZCourseInput, response: { 201: ZAuthoringCourse, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    const { slug, ...rest } = request.body;
    return reply.status(201).send(await authoring.createCourse(c, { ...rest, slug: slug || undefined }));
  });

  app.get('/authoring/courses/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) =>
    authoring.getCourse(ctx(request), request.params.id),
  );

  app.patch(
    '/authoring/courses/:id/',
    { ...guard, schema: { params: ZId, body: ZCourseUpdate, response: { 200: ZAuthoringCourse, ...errors } } },
    async (request) => {
      const c = ctx(request);
      const { slug, ...rest } = request.body;
      return authoring.updateCourseDetails(c, request.params.id, { ...rest, slug: slug || undefined });
    },
  );

  app.delete('/authoring/courses/:id/', { ...guard, schema: { params: ZId, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await authoring.deleteCourse(ctx(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/authoring/courses/:id/publish/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) =>
    authoring.setCourseStatus(ctx(request), request.params.id, 'published'),
  );

  app.post('/authoring/courses/:id/unpublish/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) =>
    authoring.setCourseStatus(ctx(request), request.params.id, 'draft'),
  );

  app.put('/authoring/courses/:id/cover/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) => {
    const c = ctx(request);
    const { file } = await readForm(request, 'cover', COVER_MAX_BYTES);
    if (!file) throw badRequest(VALIDATION_MESSAGE, { cover: [MSG.fileMissing] });
    return authoring.setCourseCover(c, request.params.id, file);
  });

  app.delete('/authoring/courses/:id/cover/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) =>
    authoring.removeCourseCover(ctx(request), request.params.id),
  );

  app.put(
    '/authoring/courses/:id/outline/',
    { ...guard, schema: { params: ZId, body: ZOutlineOrder, response: { 200: ZAuthoringCourse, ...errors } } },
    async (request) => authoring.reorderOutline(ctx(request), request.params.id, request.body),
  );

  app.post('/authoring/images/', { ...guard, schema: { response: { 201: ZUploadedImage, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    const { file } = await readForm(request, 'image', CONTENT_IMAGE_MAX_BYTES);
    if (!file) throw badRequest(VALIDATION_MESSAGE, { image: [MSG.fileMissing] });
    return reply.status(201).send(await authoring.uploadContentImage(c, file));
  });

  // Chapters ------------------------------------------------------------------------------------

  app.post(
    '/authoring/courses/:id/chapters/',
    { ...guard, schema: { params: ZId, body: ZChapterInput, response: { 201: ZAuthoringCourse, ...errors } } },
    async (request, reply) => {
      const { title, slug } = request.body;
      return reply.status(201).send(await authoring.createChapter(ctx(request), request.params.id, { title, slug: slug || undefined }));
    },
  );

  app.patch(
    '/authoring/chapters/:id/',
    { ...guard, schema: { params: ZId, body: ZChapterUpdate, response: { 200: ZAuthoringCourse, ...errors } } },
    async (request) => {
      const { title, slug } = request.body;
      return authoring.updateChapterDetails(ctx(request), request.params.id, { title, slug: slug || undefined });
    },
  );

  app.delete('/authoring/chapters/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) =>
    authoring.removeChapter(ctx(request), request.params.id),
  );

  // Lessons -------------------------------------------------------------------------------------

  app.post(
    '/authoring/chapters/:id/lessons/',
    { ...guard, schema: { params: ZId, body: ZLessonCreate, response: { 201: ZAuthoringLesson, ...errors } } },
    async (request, reply) => {
      const { slug, ...rest } = request.body;
      return reply.status(201).send(await authoring.createLesson(ctx(request), request.params.id, { ...rest, slug: slug || undefined }));
    },
  );

  app.get('/authoring/lessons/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringLesson, ...errors } } }, async (request) =>
    authoring.getLesson(ctx(request), request.params.id),
  );

  app.patch(
    '/authoring/lessons/:id/',
    { ...guard, schema: { params: ZId, body: ZLessonUpdate, response: { 200: ZAuthoringLesson, ...errors } } },
    async (request) => authoring.updateLessonDetails(ctx(request), request.params.id, request.body),
  );

  app.delete('/authoring/lessons/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringCourse, ...errors } } }, async (request) =>
    authoring.removeLesson(ctx(request), request.params.id),
  );

  app.put('/authoring/lessons/:id/video/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringLesson, ...errors } } }, async (request) => {
    const c = ctx(request);
    if (!request.isMultipart()) throw new HttpError(415, MSG.notMultipart);
    const data = await request.file({ limits: { fileSize: VIDEO_MAX_BYTES } });
    if (!data || data.fieldname !== 'file') throw badRequest(VALIDATION_MESSAGE, { file: [MSG.fileMissing] });
    return authoring.setLessonVideo(c, request.params.id, data.file, { maxBytes: VIDEO_MAX_BYTES, truncated: () => data.file.truncated });
  });

  app.delete('/authoring/lessons/:id/video/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringLesson, ...errors } } }, async (request) =>
    authoring.removeLessonVideo(ctx(request), request.params.id),
  );

  // Resources: a link as JSON, or a file (with its title) as a multipart form.
  app.post('/authoring/lessons/:id/resources/', { ...guard, schema: { params: ZId, response: { 201: ZAuthoringLesson, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    if (request.isMultipart()) {
      const { fields, file } = await readForm(request, 'file', RESOURCE_MAX_BYTES);
      const title = ZResourceLink.shape.title.safeParse(fields.title ?? '');
      if (!title.success) throw badRequest(VALIDATION_MESSAGE, { title: title.error.issues.map((i) => i.message) });
      if (fields.url) throw badRequest(VALIDATION_MESSAGE, { file: [MSG.resourceFileOrLink] });
      if (!file) throw badRequest(VALIDATION_MESSAGE, { file: [MSG.fileMissing] });
      return reply.status(201).send(await authoring.addResource(c, request.params.id, { title: title.data, file }));
    }
    const body = ZResourceLink.safeParse(request.body);
    if (!body.success) {
      const fields: Record<string, string[]> = {};
      for (const i of body.error.issues) (fields[String(i.path[0] ?? 'non_field_errors')] ??= []).push(i.message);
      throw badRequest(VALIDATION_MESSAGE, fields);
    }
    return reply.status(201).send(await authoring.addResource(c, request.params.id, body.data));
  });

  app.put(
    '/authoring/lessons/:id/resources/order/',
    { ...guard, schema: { params: ZId, body: ZIdOrder, response: { 200: ZAuthoringLesson, ...errors } } },
    async (request) => authoring.reorderResources(ctx(request), request.params.id, request.body.ids),
  );

  app.delete('/authoring/resources/:id/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringLesson, ...errors } } }, async (request) =>
    authoring.removeResource(ctx(request), request.params.id),
  );

  // Quizzes -------------------------------------------------------------------------------------

  app.put(
    '/authoring/lessons/:id/quiz/',
    { ...guard, schema: { params: ZId, body: ZAuthoringQuiz, response: { 200: ZAuthoringLesson, ...errors } } },
    async (request) => authoring.putQuiz(ctx(request), request.params.id, request.body),
  );

  app.delete('/authoring/lessons/:id/quiz/', { ...guard, schema: { params: ZId, response: { 200: ZAuthoringLesson, ...errors } } }, async (request) =>
    authoring.removeQuiz(ctx(request), request.params.id),
  );
};
export default authoringRoutes;
