import { ZEmailVerification, ZPasswordResetConfirm, ZPasswordResetRequest } from '@commonshelf/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { claimPurchasesOf } from '../orders/fulfilment.js';
import { consumeOneTimeToken, findUserById, findUserByLogin, revokeUserSessions, updateUser } from './auth.repository.js';
import { hashToken } from './auth.tokens.js';
import { validatePassword } from './password-validators.js';
import { sendPasswordResetEmail, sendVerificationEmail } from './recovery.service.js';

export const RESET_REQUESTED = 'If an account uses that email on this site, we have sent it a link to choose a new password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
export const RESET_DONE = 'Your password has been changed. You can now log in with it.';
export const VERIFY_LINK_INVALID = 'This confirmation link is invalid or has expired.';
export const VERIFY_DONE = 'Thank you! Your email address is confirmed.';
export const VERIFY_SENT = 'We have sent you a new link to confirm your email address.';
export const VERIFY_ALREADY = 'Your email address is already confirmed.';

/** Password reset by email and email verification, both through one-time links. */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password-reset/',
    { schema: { body: ZPasswordResetRequest }, config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
    async (request) => {
      // The same answer whether or not the account exists, so the form reveals nobody's email.
      await request.withTenant(async (tx) => {
        const user = await findUserByLogin(tx, request.body.email);
        if (user?.isActive && user.email) await sendPasswordResetEmail(app, tx, user, request.tenant, request.language);
      });
      void app.mailer.flush();
      return { success: true, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/password-reset/confirm/',
    { schema: { body: ZPasswordResetConfirm }, config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    async (request) => {
      const b = request.body;
      const ok = await request.withTenant(async (tx) => {
        const used = await consumeOneTimeToken(tx, hashToken(b.token), 'password_reset');
        const user = used ? await findUserById(tx, used.userId) : null;
        if (!user?.isActive) return false;
        const problems = await validatePassword(b.password, { first_name: user.firstName, last_name: user.lastName, email: user.email, username: user.username });
        // Thrown inside the transaction: it rolls back, so a refused password leaves the link usable.
        if (problems.length) throw badRequest(VALIDATION_MESSAGE, { password: problems });
        await updateUser(tx, user.id, { passwordHash: await hashPassword(b.password), emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await revokeUserSessions(tx, user.id, 'password reset');
        // The link came by email: the address is proved, so purchases made with it join the account.
        await claimPurchasesOf(tx, user);
        return true;
      });
      if (!ok) throw badRequest(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
      return { success: true, message: RESET_DONE };
    },
  );

  // A signed-in account that has not confirmed its email asks for a new link (the first one is lost,
  // or expired): what waits for the address, such as a visitor's purchases, opens once it is confirmed.
  app.post(
    '/auth/verify-email/resend/',
    { onRequest: app.requireUser, config: { rateLimit: { max: 3, timeWindow: '15 minutes' } } },
    async (request) => {
      const user = request.user!;
      if (user.emailVerifiedAt) return { success: true, message: VERIFY_ALREADY };
      if (!user.email) throw badRequest('This account has no email address to confirm.');
      await request.withTenant((tx) => sendVerificationEmail(app, tx, user, request.tenant, request.language));
      void app.mailer.flush();
      return { success: true, message: VERIFY_SENT };
    },
  );

  app.post(
    '/auth/verify-email/',
    { schema: { body: ZEmailVerification }, config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    async (request) => {
      const ok = await request.withTenant(async (tx) => {
        const used = await consumeOneTimeToken(tx, hashToken(request.body.token), 'email_verification');
        if (!used) return false;
        await updateUser(tx, used.userId, { emailVerifiedAt: new Date() });
        const user = await findUserById(tx, used.userId);
        if (user) await claimPurchasesOf(tx, user);
        return true;
      });
      if (!ok) throw badRequest(VERIFY_LINK_INVALID, { token: [VERIFY_LINK_INVALID] });
      return { success: true, message: VERIFY_DONE };
    },
  );
};
export default recoveryRoutes;
