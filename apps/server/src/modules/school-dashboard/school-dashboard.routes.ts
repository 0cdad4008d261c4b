import { SCHOOL_DASHBOARD_MSG as MSG, ZSchoolDashboard, ZTeacherClassesQuery, ZTeacherClassPage, ZTeacherClassStudents } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { ZStudentResult } from '@commonshelf/shared/auth/class-admin.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLinks } from '../../lib/pagination.js';
import { z } from 'zod';
import {
  requireClassTeacher,
  requireSchoolDashboardAdmin,
  resetClassStudentPassword,
  schoolDashboard,
  teacherClasses,
  teacherClassStudents,
  type TeacherClassesCtx,
} from './school-dashboard.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * `GET /api/admin/school-dashboard/`: a school's numbers for its admins; `GET
 * /api/v1/teacher/school-classes/` (spec 7): a teacher's classes with their recent activity, and
 * `…/:classId/students/` one class's students. All on the school's own site only.
 */
const schoolDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A teacher's (or the school's admins') request on their school's own site; a 403 for anyone else. */
  const teacherCtx = (request: FastifyRequest): TeacherClassesCtx => {
    const { user, site } = requireClassTeacher(request.user, request.tenant);
    return { run: (fn) => request.withTenant(fn), site, user, config: app.config };
  };
  app.get('/admin/school-dashboard/', { onRequest: app.requireUser, schema: { response: { 200: ZSchoolDashboard, ...errors } } }, async (request, reply) => {
    const { site } = requireSchoolDashboardAdmin(request.user, request.tenant);
    reply.header('Cache-Control', 'no-store');
    return schoolDashboard((fn) => request.withTenant(fn), site);
  });

  app.get(
    '/v1/teacher/school-classes/',
    { onRequest: app.requireUser, schema: { querystring: ZTeacherClassesQuery, response: { 200: ZTeacherClassPage, ...errors } } },
    async (request, reply) => {
      const q = request.query;
      const page = await teacherClasses(teacherCtx(request), q);
      reply.header('Cache-Control', 'no-store');
      return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
    },
  );

  app.get(
    '/v1/teacher/school-classes/:classId/students/',
    { onRequest: app.requireUser, schema: { params: z.object({ classId: z.uuid(MSG.classNotFound) }), response: { 200: ZTeacherClassStudents, ...errors } } },
    async (request, reply) => {
      const ctx = teacherCtx(request);
      reply.header('Cache-Control', 'no-store');
      return teacherClassStudents(ctx, request.params.classId);
    },
  );

  // A child who forgot their password: their teacher gives them a new one, shown once.
  app.post(
    '/v1/teacher/school-classes/:classId/students/:studentId/reset-password/',
    {
      onRequest: app.requireUser,
      schema: { params: z.object({ classId: z.uuid(MSG.classNotFound), studentId: z.uuid(MSG.classNotFound) }), response: { 200: ZStudentResult, ...errors } },
    },
    async (request, reply) => {
      const ctx = teacherCtx(request);
      reply.header('Cache-Control', 'no-store');
      return resetClassStudentPassword(ctx, request.params.classId, request.params.studentId);
    },
  );
};
export default schoolDashboardRoutes;
