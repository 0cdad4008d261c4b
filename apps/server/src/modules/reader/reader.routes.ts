import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import {
  ZReadCreate,
  ZReaderBook,
  ZReaderBookParams,
  ZReadingPosition,
  ZReadingPositionResult,
  ZReadResult,
} from '@commonshelf/shared/library/reader.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../courses/optional-user.js';
import {
  positionOf,
  publishedBook,
  readerView,
  recordRead,
  savePosition,
  VisitorReads,
} from './reader.service.js';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The book reader: a published book's pages or file, where the signed-in reader is in it, and
 * readings (what the impact counts). Only books the site shows are readable, whoever asks. The
 * book's file and pictures themselves are served by modules/library-media.
 */
const readerRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = new VisitorReads(app.counters);

  app.get(
    '/books/:id/read/',
    { onRequest: optionalUser(app), schema: { params: ZReaderBookParams, response: { 200: ZReaderBook, ...errors } } },
    async (request, reply) => {
      const view = await request.withTenant(async (tx) => readerView(tx, await publishedBook(tx, request.params.id), request.user));
      // Says more to a signed-in reader: never shared between readers by a cache.
      reply.header('Cache-Control', 'private, no-store');
      return view;
    },
  );

  app.get(
    '/books/:id/position/',
    { onRequest: app.requireUser, schema: { params: ZReaderBookParams, response: { 200: ZReadingPositionResult, ...errors } } },
    async (request) => request.withTenant(async (tx) => positionOf(tx, request.user!, await publishedBook(tx, request.params.id))),
  );

  app.put(
    '/books/:id/position/',
    {
      onRequest: app.requireUser,
      schema: { params: ZReaderBookParams, body: ZReadingPosition, response: { 200: ZReadingPositionResult, ...errors } },
      // Saved at every page turn, and no public list shows it.
      config: { keepsPublicCache: true },
    },
    async (request) =>
      request.withTenant(async (tx) =>
        savePosition(tx, request.user!, request.tenant?.id ?? null, await publishedBook(tx, request.params.id), request.body),
      ),
  );

  app.post(
    '/books/:id/reads/',
    {
      onRequest: optionalUser(app),
      schema: { params: ZReaderBookParams, body: ZReadCreate.optional(), response: { 200: ZReadResult, 201: ZReadResult, ...errors } },
      // Every opened book counts a read: a list ordered by reads may lag it by the cache's 2 s.
      config: { keepsPublicCache: true },
    },
    async (request, reply) => {
      const counted = await request.withTenant(async (tx) =>
        recordRead(tx, {
          user: request.user,
          tenantId: request.tenant?.id ?? null,
          book: await publishedBook(tx, request.params.id),
          visitorKey: `${request.ip}|${request.body?.visitor ?? ''}`,
          address: request.ip,
          visitors,
        }),
      );
      return reply.status(counted ? 201 : 200).send({ counted });
    },
  );
};
export default readerRoutes;
