import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/availability.js';
import { HttpError } from '../lib/http-errors.js';

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE = 'This site is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait after a 503 (a database restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

/** Field path of a validation issue as the client names it: `body.email` → `email`. */
function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : fallback;
}

/**
 * Every error leaves as JSON `{error, ...fields}`: validation as 400 with DRF-style field lists,
 * the client's own mistakes with their status, the database out of reach as 503 with Retry-After,
 * anything else as 500 with no internals.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath, err.validationContext ?? 'non_field_errors');
        (fields[name] ??= []).push(issue.message);
      }
      return reply.status(400).send({ error: VALIDATION_MESSAGE, ...fields });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.message, ...err.fields });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.status(status).send({ error: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      // The database restarting or out of reach: the request's transaction did not commit (or, if
      // the connection broke at the very end, its answer was lost). The client may try again.
      request.log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ error: SERVER_ERROR_MESSAGE });
  });
});
