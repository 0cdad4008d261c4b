import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { zList } from '@commonshelf/shared/courses/courses.schemas';
import {
  ZEnrollment,
  ZEnrollmentCreate,
  ZEnrollmentDetail,
  ZEnrollmentListQuery,
  ZLessonCompleteResult,
  ZQuizResult,
  ZQuizSubmission,
} from '@commonshelf/shared/courses/learning.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLessonParams } from './courses.routes.js';
import {
  completeLesson,
  enrol,
  enrollmentDetail,
  myEnrollments,
  publishedCourse,
  publishedCourseById,
  submitQuiz,
  visitLesson,
} from './learning.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** Enrolments, progress and quizzes of the signed-in learner (spec: enrolling needs a signed-in user). */
const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/course-enrollments/',
    { onRequest: app.requireUser, schema: { querystring: ZEnrollmentListQuery, response: { 200: zList(ZEnrollment), ...errors } } },
    async (request) => {
      const results = await request.withTenant((tx) => myEnrollments(tx, request.user!, request.query.course));
      return { count: results.length, results };
    },
  );

  app.post(
    '/course-enrollments/',
    { onRequest: app.requireUser, schema: { body: ZEnrollmentCreate, response: { 200: ZEnrollment, 201: ZEnrollment, ...errors } } },
    async (request, reply) => {
      const { created, enrollment } = await request.withTenant(async (tx) =>
        enrol(tx, request.user!, await publishedCourseById(tx, request.body.course)),
      );
      return reply.status(created ? 201 : 200).send(enrollment);
    },
  );

  app.get(
    '/course-enrollments/:id/',
    { onRequest: app.requireUser, schema: { params: z.object({ id: z.string().max(64) }), response: { 200: ZEnrollmentDetail, ...errors } } },
    async (request, reply) => {
      // Not a uuid: no such enrolment, without asking the database (which would refuse the cast).
      if (!z.uuid().safeParse(request.params.id).success) return reply.status(404).send({ error: 'This enrolment does not exist.' });
      return request.withTenant((tx) => enrollmentDetail(tx, request.user!, request.params.id));
    },
  );

  app.post(
    '/courses/:slug/chapters/:chapterSlug/lessons/:lessonSlug/complete/',
    { onRequest: app.requireUser, schema: { params: ZLessonParams, response: { 200: ZLessonCompleteResult, ...errors } } },
    async (request) => {
      const { slug, chapterSlug, lessonSlug } = request.params;
      return request.withTenant(async (tx) => completeLesson(tx, request.user!, await publishedCourse(tx, slug), chapterSlug, lessonSlug));
    },
  );

  app.post(
    '/courses/:slug/chapters/:chapterSlug/lessons/:lessonSlug/visit/',
    { onRequest: app.requireUser, schema: { params: ZLessonParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { slug, chapterSlug, lessonSlug } = request.params;
      await request.withTenant(async (tx) => visitLesson(tx, request.user!, await publishedCourse(tx, slug), chapterSlug, lessonSlug));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/courses/:slug/chapters/:chapterSlug/lessons/:lessonSlug/quiz/',
    {
      onRequest: app.requireUser,
      // No per-address limit: a whole class shares one address, and every attempt needs an enrolment.
      schema: { params: ZLessonParams, body: ZQuizSubmission, response: { 200: ZQuizResult, ...errors } },
    },
    async (request) => {
      const { slug, chapterSlug, lessonSlug } = request.params;
      return request.withTenant(async (tx) =>
        submitQuiz(tx, request.user!, await publishedCourse(tx, slug), chapterSlug, lessonSlug, request.body.answers),
      );
    },
  );
};
export default learningRoutes;
