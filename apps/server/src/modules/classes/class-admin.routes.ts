import { ZClassCode } from '@commonshelf/shared/auth/auth.schemas';
import { ZAdminClassList, ZClassFields, ZClassPatch, ZClassResult, ZClassStudents, ZStudentMove, ZStudentResult } from '@commonshelf/shared/auth/class-admin.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import * as admin from './class-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const ZClassParams = z.object({ classId: z.uuid('This class does not exist at your school.') });
const ZStudentParams = ZClassParams.extend({ studentId: z.uuid('This student is not in this class.') });

/**
 * `/api/school-admin/classes/…`: a school's classes and their students for the school's admins, on
 * its site; `GET /api/class-qr.svg?code=` draws a class's login QR code for its poster.
 */
const classAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): admin.ClassAdminCtx => {
    const { user, site } = admin.requireClassAdmin(request.user, request.tenant);
    return { run: (fn) => request.withTenant(fn), site, user, config: app.config };
  };
  const guard = { onRequest: app.requireUser };

  app.get('/school-admin/classes/', { ...guard, schema: { response: { 200: ZAdminClassList, ...errors } } }, async (request) => admin.listClasses(ctx(request)));
  app.post('/school-admin/classes/', { ...guard, schema: { body: ZClassFields, response: { 201: ZClassResult, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await admin.addClass(ctx(request), request.body)),
  );
  app.patch('/school-admin/classes/:classId/', { ...guard, schema: { params: ZClassParams, body: ZClassPatch, response: { 200: ZClassResult, ...errors } } }, async (request) =>
    admin.editClass(ctx(request), request.params.classId, request.body),
  );
  app.post('/school-admin/classes/:classId/rotate-code/', { ...guard, schema: { params: ZClassParams, response: { 200: ZClassResult, ...errors } } }, async (request) =>
    admin.rotateCode(ctx(request), request.params.classId),
  );
  app.get('/school-admin/classes/:classId/students/', { ...guard, schema: { params: ZClassParams, response: { 200: ZClassStudents, ...errors } } }, async (request) =>
    admin.classStudents(ctx(request), request.params.classId),
  );
  const student = { ...guard, schema: { params: ZStudentParams, response: { 200: ZStudentResult, ...errors } } };
  app.post('/school-admin/classes/:classId/students/:studentId/reset-password/', student, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return admin.resetStudentPassword(ctx(request), request.params.classId, request.params.studentId);
  });
  app.post('/school-admin/classes/:classId/students/:studentId/archive/', student, async (request) =>
    admin.archiveStudent(ctx(request), request.params.classId, request.params.studentId),
  );
  app.post(
    '/school-admin/classes/:classId/students/:studentId/move/',
    { ...guard, schema: { params: ZStudentParams, body: ZStudentMove, response: { 200: ZStudentResult, ...errors } } },
    async (request) => admin.moveStudentTo(ctx(request), request.params.classId, request.params.studentId, request.body.class_id),
  );

  // Draws any well-formed code without looking it up, so it tells nobody whether a class exists.
  app.get('/class-qr.svg', { schema: { querystring: z.object({ code: z.string().max(16) }) } }, async (request, reply) => {
    const code = ZClassCode.safeParse(request.query.code);
    if (!code.success || !request.tenant) throw notFound('No such class code.');
    const svg = await QRCode.toString(admin.loginUrl(app.config, request.tenant, code.data), { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#1a1a2eff', light: '#ffffffff' } });
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=300')
      .send(svg);
  });
};
export default classAdminRoutes;
