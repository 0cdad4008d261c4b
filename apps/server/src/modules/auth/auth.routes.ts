import {
  MSG,
  ZLoginRequest,
  ZLoginResponse,
  ZPasswordChange,
  ZRefreshRequest,
  ZTokenPair,
} from '@commonshelf/shared/auth/auth.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZLanguageChoice, ZUser } from '@commonshelf/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttemptLimiter, waitMessage } from '../../lib/attempt-limiter.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findStudentClassId } from '../classes/classes.repository.js';
import { presentUser } from '../users/users.presenter.js';
import { findRefreshToken, revokeSession, revokeUserSessions, updateUser } from './auth.repository.js';
import type { Run } from './auth.service.js';
import { hashToken } from './auth.tokens.js';
import { alertClassTeacher, CLASS_ALERT_AT } from './class-login-alert.js';
import { validatePassword } from './password-validators.js';

const FIVE_MINUTES = 5 * 60_000;

/** Login, token refresh, logout, profile and password change. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Failures only. Short windows: a child guessing a classmate's password locks nobody out for long.
  const perAccount = new AttemptLimiter(app.counters, 'login-account', 10, FIVE_MINUTES);
  const perClass = new AttemptLimiter(app.counters, 'login-class', 100, FIVE_MINUTES);

  app.post(
    '/auth/token/',
    {
      schema: { body: ZLoginRequest, response: { 200: ZLoginResponse, 401: ZApiError, 429: ZApiError } },
      config: { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' }, keepsPublicCache: true },
    },
    async (request, reply) => {
      const run: Run = (fn) => request.withTenant(fn);
      const accountKey = `${request.tenant?.id ?? 'main'}:${request.body.username.toLowerCase()}`;
      const wait = await perAccount.retryAfter(accountKey);
      if (wait) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, `Too many failed attempts for this account. ${waitMessage(wait)}`);
      }
      try {
        const { userRow: _u, ...result } = await app.auth.login(run, { ...request.body, userAgent: request.headers['user-agent'], language: request.language });
        await perAccount.reset(accountKey);
        return result;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          await perAccount.fail(accountKey);
          if (!request.body.username.includes('@')) {
            const classId = await run((tx) => findStudentClassId(tx, request.body.username));
            if (classId) {
              const classWait = await perClass.retryAfter(classId);
              const failures = await perClass.fail(classId);
              // One password tried on every child, or one child's guessed: the teacher hears of it
              // once a window. Classmates who type their own password are never refused.
              if (failures === CLASS_ALERT_AT) {
                await run((tx) => alertClassTeacher(app, tx, classId, failures, FIVE_MINUTES / 60_000)).then(
                  (sent) => sent && void app.mailer.flush(),
                  (alertErr: unknown) => request.log.error({ err: alertErr, classId }, 'class login alert failed'),
                );
              }
              if (classWait) {
                reply.header('Retry-After', String(classWait));
                throw new HttpError(429, `Too many failed attempts in this class. ${waitMessage(classWait)}`);
              }
            }
          }
        }
        throw err;
      }
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
      schema: { body: ZRefreshRequest, response: { 200: ZTokenPair, 401: ZApiError } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, keepsPublicCache: true },
    },
    async (request) => app.auth.refresh((fn) => request.withTenant(fn), request.body.refresh, request.tenant),
  );

  app.post(
    '/auth/logout/',
    { schema: { body: z.object({ refresh: z.string().max(512).optional() }).optional() }, config: { keepsPublicCache: true } },
    async (request) => {
      const refresh = request.body?.refresh;
      await request.withTenant(async (tx) => {
        if (refresh) {
          const known = await findRefreshToken(tx, hashToken(refresh));
          if (known) await revokeSession(tx, known.sessionId, 'logout');
        }
        const token = request.headers.authorization?.replace(/^Bearer\s+/i, '');
        const claims = token ? await app.tokens.verifyAccess(token) : null;
        if (claims) await revokeSession(tx, claims.sid, 'logout');
      });
      return { success: true };
    },
  );

  app.get('/user/profile/', { onRequest: app.requireUser, schema: { response: { 200: ZUser } } }, async (request) =>
    presentUser(request.user!),
  );

  // The web app tells the server when a signed-in person switches language, so the emails they are
  // sent later (a reminder, a reviewer's decision) are written in it.
  app.put(
    '/user/language/',
    { onRequest: app.requireUser, schema: { body: ZLanguageChoice, response: { 200: ZLanguageChoice } }, config: { keepsPublicCache: true } },
    async (request) => {
      await request.withTenant((tx) => updateUser(tx, request.user!.id, { language: request.body.language }));
      return { language: request.body.language };
    },
  );

  app.post(
    '/auth/password/change/',
    {
      onRequest: app.requireUser,
      schema: { body: ZPasswordChange },
      config: { rateLimit: { max: 10, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const user = request.user!;
      if (!(await verifyPassword(user.passwordHash, request.body.old_password))) {
        throw badRequest(MSG.oldPasswordWrong, { old_password: [MSG.oldPasswordWrong] });
      }
      const problems = await validatePassword(request.body.password, {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        username: user.username,
      });
      if (problems.length) throw badRequest(problems[0]!, { password: problems });
      const passwordHash = await hashPassword(request.body.password);
      // Every login of this account ends now, this one included; the client logs in again.
      await request.withTenant(async (tx) => {
        await updateUser(tx, user.id, { passwordHash });
        await revokeUserSessions(tx, user.id, 'password changed');
      });
      return { success: true, message: 'Your password has been changed. Please log in again.' };
    },
  );
};
export default authRoutes;
