import { ZApiError, zPage } from '@commonshelf/shared/common/api.schemas';
import { zList } from '@commonshelf/shared/courses/courses.schemas';
import {
  ZLiveListQuery,
  ZLiveRegistration,
  ZLiveRegistrationResult,
  ZLiveSessionCard,
  ZLiveSessionCreate,
  ZLiveSessionDetail,
} from '@commonshelf/shared/live/live.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { optionalUser } from '../courses/optional-user.js';
import {
  calendarFile,
  cancelRegistration,
  createSession,
  listLive,
  myRegistrations,
  publishedSession,
  register,
  sessionDetail,
} from './live.service.js';

const params = z.object({ slug: z.string().max(200) });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * Live lessons and webinars. Registrations for a platform-wide session come from every site and
 * its places are counted across them, so this work runs in the platform scope and every query
 * names the site (`request.tenant`) or the person it serves.
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = (request: { tenant: { id: string } | null }) => request.tenant?.id ?? null;

  app.get('/live/', { schema: { querystring: ZLiveListQuery, response: { 200: zPage(ZLiveSessionCard), 400: ZApiError } } }, async (request) => {
    const q = request.query;
    const { count, results } = await request.withTenant((tx) => listLive(tx, site(request), q, new Date()), { platform: true });
    return { count, ...pageLinks(request, count, q.limit, q.offset), results };
  });

  app.get(
    '/live/:slug/',
    { onRequest: optionalUser(app), schema: { params, response: { 200: ZLiveSessionDetail, 401: ZApiError, 404: ZApiError } } },
    async (request) =>
      request.withTenant(
        async (tx) => sessionDetail(tx, await publishedSession(tx, site(request), request.params.slug), request.user, new Date()),
        { platform: true },
      ),
  );

  app.get('/live/:slug/calendar.ics', { schema: { params } }, async (request, reply) => {
    const { session } = await request.withTenant((tx) => publishedSession(tx, site(request), request.params.slug), { platform: true });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${session.slug}.ics"`)
      .header('cache-control', 'no-cache')
      .send(calendarFile(app, request.tenant, session));
  });

  app.post(
    '/live/:slug/registration/',
    { onRequest: app.requireUser, schema: { params, response: { 200: ZLiveRegistrationResult, 201: ZLiveRegistrationResult, ...errors } } },
    async (request, reply) => {
      const { created, result } = await request.withTenant(
        (tx) => register(app, tx, { site: request.tenant, user: request.user!, slug: request.params.slug, now: new Date() }),
        { platform: true },
      );
      if (created) void app.mailer.flush();
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/live/:slug/registration/',
    { onRequest: app.requireUser, schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await request.withTenant(
        (tx) => cancelRegistration(tx, { siteTenantId: site(request), user: request.user!, slug: request.params.slug, now: new Date() }),
        { platform: true },
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/live-registrations/',
    { onRequest: app.requireUser, schema: { response: { 200: zList(ZLiveRegistration), ...errors } } },
    async (request) => {
      const results = await request.withTenant((tx) => myRegistrations(tx, request.user!, new Date()), { platform: true });
      return { count: results.length, results };
    },
  );

  // A site's staff schedule its sessions; on the main site the platform admin schedules platform-wide ones.
  app.post(
    '/live/sessions/',
    {
      onRequest: app.requireRole('school_admin', 'teacher_admin', 'organization_admin', 'upschool_admin'),
      schema: { body: ZLiveSessionCreate, response: { 201: ZLiveSessionDetail, ...errors } },
    },
    async (request, reply) => {
      const detail = await request.withTenant((tx) => createSession(tx, request.tenant, request.body, new Date()), { platform: true });
      return reply.status(201).send(detail);
    },
  );
};
export default liveRoutes;
