import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook for pages anyone may read that say more to a signed-in user: without a token the
 * request goes on anonymously; with one, it must be valid (401 otherwise, so the client refreshes
 * it and retries rather than showing a signed-in learner the anonymous page).
 */
export const optionalUser = (app: FastifyInstance) =>
  async function optionalUserHook(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization) await app.requireUser.call(this, request, reply);
  };
