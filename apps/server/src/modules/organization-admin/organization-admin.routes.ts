import {
  ORG_ADMIN_MSG as MSG,
  ZInvitationQuery,
  ZLeftOrganization,
  ZOrgDashboard,
  ZOrgSchoolPage,
  ZOrgSchoolQuery,
  ZSchoolInvitationPage,
  ZSchoolInvitationResult,
  ZSchoolInvite,
  ZSchoolOrganizations,
} from '@commonshelf/shared/admin/organization-admin.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLinks } from '../../lib/pagination.js';
import { requireOrganizationAdmin } from '../tenants/organization-scope.js';
import * as org from './organization-admin.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZInvitationParams = z.object({ id: z.uuid(MSG.invitationNotFound) });
const ZOrganizationParams = z.object({ id: z.uuid(MSG.notYourOrganization) });

/**
 * The organization admin's console on the organization's own site (`/api/organization/dashboard/`,
 * `schools/`, `schools/invite/`, `schools/invitations/…`), and a school admin's view of the
 * organization their school belongs to (`/api/admin/organizations/…`) on the school's site.
 */
const organizationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest): org.OrgAdminCtx => ({
    organization: requireOrganizationAdmin(request.user, request.tenant, MSG.notOrganizationAdmin),
    run: (fn) => request.withTenant(fn),
    runPlatform: (fn) => request.withTenant(fn, { platform: true }),
    config: app.config,
    mailer: app.mailer,
  });
  const guard = { onRequest: app.requireUser };

  app.get('/organization/dashboard/', { ...guard, schema: { response: { 200: ZOrgDashboard, ...errors } } }, async (request, reply) => {
    const c = ctx(request);
    reply.header('Cache-Control', 'no-store');
    return org.dashboard(c);
  });

  app.get('/organization/schools/', { ...guard, schema: { querystring: ZOrgSchoolQuery, response: { 200: ZOrgSchoolPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await org.listSchools(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.post(
    '/organization/schools/invite/',
    { ...guard, config: { rateLimit: { max: 30, timeWindow: '1 hour' } }, schema: { body: ZSchoolInvite, response: { 201: ZSchoolInvitationResult, ...errors } } },
    async (request, reply) => {
      const c = ctx(request);
      return reply.status(201).send(await org.inviteSchool(c, request.user!, request.body.email));
    },
  );

  app.get('/organization/schools/invitations/', { ...guard, schema: { querystring: ZInvitationQuery, response: { 200: ZSchoolInvitationPage, ...errors } } }, async (request) => {
    const q = request.query;
    const page = await org.listInvitations(ctx(request), q);
    return { ...page, ...pageLinks(request, page.count, q.limit, q.offset) };
  });

  app.post(
    '/organization/schools/invitations/:id/revoke/',
    { ...guard, schema: { params: ZInvitationParams, response: { 200: ZSchoolInvitationResult, ...errors } } },
    async (request) => org.revokeInvitation(ctx(request), request.params.id),
  );

  // A school's organization, for the school's own admins.
  const school = (request: FastifyRequest): org.SchoolCtx => {
    const { user, site } = org.requireSchoolAdmin(request.user, request.tenant);
    return { user, site, runPlatform: (fn) => request.withTenant(fn, { platform: true }), config: app.config, mailer: app.mailer };
  };

  app.get('/admin/organizations/', { ...guard, schema: { response: { 200: ZSchoolOrganizations, ...errors } } }, async (request) =>
    org.schoolOrganizations(school(request)),
  );

  app.post(
    '/admin/organizations/:id/leave/',
    { ...guard, schema: { params: ZOrganizationParams, response: { 200: ZLeftOrganization, ...errors } } },
    async (request) => {
      const result = await org.leaveOrganization(school(request), request.params.id);
      app.sites.forget();
      return result;
    },
  );
};
export default organizationAdminRoutes;
