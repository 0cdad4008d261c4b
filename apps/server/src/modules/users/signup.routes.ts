import { MSG, ZSignupRequest } from '@commonshelf/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { verifyTurnstile } from '../../lib/turnstile.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { findUserByLogin } from '../auth/auth.repository.js';
import { validatePassword } from '../auth/password-validators.js';
import { sendVerificationEmail } from '../auth/recovery.service.js';
import { presentUser } from './users.presenter.js';
import { insertUser } from './users.repository.js';
import { isUniqueViolation } from '../../db/errors.js';

export const SIGNUP_TENANT_SITE = 'Accounts for this site are created by its school. Ask your teacher or school admin.';


/** Self-signup on the main site: students and teachers only; logs the new account straight in. */
const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup/',
    { schema: { body: ZSignupRequest }, config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request, reply) => {
      if (request.tenant) throw forbidden(SIGNUP_TENANT_SITE);
      const b = request.body;
      const { turnstile } = app.config;
      if (turnstile.secretKey) {
        const check = await verifyTurnstile({ secretKey: turnstile.secretKey, verifyUrl: turnstile.verifyUrl }, b.turnstile_token, request.ip);
        if (!check.ok) throw badRequest(check.message, { turnstile_token: [check.message] });
      } else if (app.config.env === 'production') {
        request.log.warn('TURNSTILE_SECRET_KEY is not set: signup runs without a bot check');
      }
      const problems = await validatePassword(b.password, { first_name: b.first_name, last_name: b.last_name, email: b.email });
      if (problems.length) throw badRequest(VALIDATION_MESSAGE, { password: problems });
      const passwordHash = await hashPassword(b.password);
      const email = b.email.toLowerCase();
      try {
        const result = await request.withTenant(async (tx) => {
          // Email is unique across the platform: check every site, not just this one.
          if (await findUserByLogin(tx, email)) return null;
          const user = await insertUser(tx, {
            tenantId: null,
            role: b.role,
            firstName: b.first_name,
            lastName: b.last_name,
            email,
            country: b.country,
            passwordHash,
            canvaAccount: b.canvaAccount,
          });
          await sendVerificationEmail(app, tx, user, null, request.language);
          const tokens = await app.auth.issue(tx, user, { remember: false, userAgent: request.headers['user-agent'], language: request.language });
          return { user, tokens };
        }, { platform: true });
        if (!result) throw conflict(MSG.emailTaken, { email: [MSG.emailTaken] });
        void app.mailer.flush();
        reply.status(201);
        return { success: true, access: result.tokens.access, refresh: result.tokens.refresh, user: presentUser(result.user) };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.emailTaken, { email: [MSG.emailTaken] });
        throw err;
      }
    },
  );
};
export default signupRoutes;
