import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { zList } from '@commonshelf/shared/courses/courses.schemas';
import {
  CERTIFICATE_NOT_FOUND,
  ZCertificate,
  ZCertificateNotFound,
  ZCertificateVerification,
} from '@commonshelf/shared/courses/learning.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.js';
import { findCertificate, listCertificates, normalizeCertificateId } from './certificates.repository.js';
import { certificatePdf, presentCertificate, presentVerification } from './certificates.service.js';

const ZParams = z.object({ id: z.string().max(40) });

/** The learner's certificates, their PDFs, and the public verification of any certificate. */
const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in learner's own certificate; another's is answered like one that does not exist. */
  const ownCertificate = async (request: FastifyRequest, rawId: string) => {
    const id = normalizeCertificateId(rawId);
    const row = id ? await request.withTenant((tx) => findCertificate(tx, id)) : null;
    if (!row || row.certificate.userId !== request.user!.id) throw notFound(CERTIFICATE_NOT_FOUND);
    return row;
  };

  app.get(
    '/certificates/',
    { onRequest: app.requireUser, schema: { response: { 200: zList(ZCertificate), 401: ZApiError } } },
    async (request) => {
      const rows = await request.withTenant((tx) => listCertificates(tx, request.user!.id));
      return { count: rows.length, results: rows.map((r) => presentCertificate(app.config, r)) };
    },
  );

  app.get(
    '/certificates/:id/',
    { onRequest: app.requireUser, schema: { params: ZParams, response: { 200: ZCertificate, 401: ZApiError, 404: ZApiError } } },
    async (request) => presentCertificate(app.config, await ownCertificate(request, request.params.id)),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      onRequest: app.requireUser,
      schema: { params: ZParams },
      // Drawing a PDF costs far more than a page of JSON; generous, as a class shares one address.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await ownCertificate(request, request.params.id);
      const pdf = await certificatePdf(app.config, row);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certificate-${row.certificate.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  // Public and on every site: a certificate printed by one school is checked from anywhere. It reads
  // across sites (platform scope) and answers only what the certificate itself shows.
  app.get(
    '/certificate-verification/:id/',
    {
      schema: { params: ZParams, response: { 200: ZCertificateVerification, 404: ZCertificateNotFound, 429: ZApiError } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const id = normalizeCertificateId(request.params.id);
      const row = id ? await request.withTenant((tx) => findCertificate(tx, id), { platform: true }) : null;
      if (!row) return reply.status(404).send({ valid: false, error: CERTIFICATE_NOT_FOUND });
      return presentVerification(app.config, row);
    },
  );
};
export default certificatesRoutes;
