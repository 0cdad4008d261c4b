import multipart from '@fastify/multipart';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  LOGO_MAX_BYTES,
  TENANT_REGISTRATION_MSG as MSG,
  ZTenantInvitationCreated,
  ZTenantInvitationInfo,
  ZTenantRegistrationResult,
} from '@commonshelf/shared/tenants/tenant-registration.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors.js';
import { queueImage } from '../../lib/image-derivatives.js';
import { storageFromConfig } from '../../lib/storage.js';
import type { Run } from '../auth/auth.service.js';
import {
  createSchoolInvitation,
  findInvitingOrganization,
  registerTenant,
  type RegistrationForm,
} from './tenant-registration.service.js';
import { readSmallForm } from '../../lib/multipart-form.js';

export const REGISTER_ON_MAIN_SITE = 'New schools and organizations are registered on the main site.';
export const INVITE_ON_ORGANIZATION_SITE = "School invitation links are created on your organization's own site.";
export const NOT_MULTIPART = 'Send the registration as a multipart form (multipart/form-data).';

export const MAX_FIELDS = 40;

/** The registration form's text fields and its logo (spec section 7: multipart). */
export async function readRegistrationForm(request: FastifyRequest): Promise<Omit<RegistrationForm, 'invitationToken'>> {
  const { fields, file } = await readSmallForm(request, 'logo', LOGO_MAX_BYTES, { notMultipart: NOT_MULTIPART, fileOne: MSG.logoOne });
  return { fields, logo: file };
}

/**
 * Self-registration of schools and organizations (`POST /api/tenants/create/`, spec section 7),
 * and the one-time links organizations send their schools to register with.
 */
const tenantRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only, not app-wide: no other route takes multipart bodies yet.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: 4096, headerPairs: 100 },
  });
  const storage = storageFromConfig(app.config);
  const platformRun =
    (request: FastifyRequest): Run =>
    (fn) =>
      request.withTenant(fn, { platform: true });

  app.post(
    '/tenants/create/',
    {
      schema: {
        querystring: z.object({ invitation_link: z.string().max(256).optional() }),
        response: { 201: ZTenantRegistrationResult, 400: ZApiError, 403: ZApiError, 415: ZApiError, 429: ZApiError },
      },
      config: { rateLimit: { max: app.config.tenantRegistrationRateLimitPerHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      if (request.tenant) throw forbidden(REGISTER_ON_MAIN_SITE);
      const form = await readRegistrationForm(request);
      const { tenant, message } = await registerTenant(
        { config: app.config, storage, mailer: app.mailer, run: platformRun(request), deriveImage: queueImage(app, request), language: request.language },
        { ...form, invitationToken: request.query.invitation_link ?? null },
      );
      request.log.info({ tenantId: tenant.id, subdomain: tenant.subdomain, parentId: tenant.parentId }, 'tenant registered, pending approval');
      return reply.status(201).send({ message });
    },
  );

  app.get(
    '/tenants/invitations/:token/',
    {
      schema: { params: z.object({ token: z.string().max(256) }), response: { 200: ZTenantInvitationInfo, 404: ZApiError } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const name = await findInvitingOrganization(platformRun(request), request.params.token);
      if (!name) throw notFound(MSG.invitationInvalid);
      return { organization_name: name };
    },
  );

  app.post(
    '/tenants/invitations/',
    {
      onRequest: app.requireRole('organization_admin'),
      schema: { response: { 201: ZTenantInvitationCreated, 401: ZApiError, 403: ZApiError } },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const organization = request.tenant;
      if (!organization?.isOrganization) throw forbidden(INVITE_ON_ORGANIZATION_SITE);
      const { url, expiresAt } = await createSchoolInvitation((fn) => request.withTenant(fn), app.config, organization);
      return reply.status(201).send({ url, expires_at: expiresAt.toISOString() });
    },
  );
};
export default tenantRegistrationRoutes;
