import {
  ARCHIVED_STUDENTS_MSG as MSG,
  ZArchivedStudentPage,
  ZArchivedStudentRestored,
  ZArchivedStudentsQuery,
} from '@commonshelf/shared/auth/archived-students.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { listArchivedStudents, requireArchivedStudentsViewer, restoreArchivedStudent, type ArchivedStudentsCtx } from './archived-students.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZStudentParams = z.object({ studentId: z.uuid({ error: MSG.notFound }) });

/**
 * `GET /api/v1/teacher/archived-students/` and `POST …/:studentId/restore/`: the archived students
 * of a teacher's classes (every one of the school for its admins), on the school's own site.
 */
const archivedStudentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): ArchivedStudentsCtx => {
    const { user, site } = requireArchivedStudentsViewer(request.user, request.tenant);
    return { run: (fn) => request.withTenant(fn), site, user };
  };
  const guard = { onRequest: app.requireUser };

  app.get(
    '/v1/teacher/archived-students/',
    { ...guard, schema: { querystring: ZArchivedStudentsQuery, response: { 200: ZArchivedStudentPage, ...errors } } },
    async (request, reply) => {
      const q = request.query;
      const page = await listArchivedStudents(ctx(request), q);
      reply.header('Cache-Control', 'no-store');
      return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
    },
  );
  app.post(
    '/v1/teacher/archived-students/:studentId/restore/',
    { ...guard, schema: { params: ZStudentParams, response: { 200: ZArchivedStudentRestored, ...errors } } },
    async (request) => restoreArchivedStudent(ctx(request), request.params.studentId),
  );
};
export default archivedStudentsRoutes;
