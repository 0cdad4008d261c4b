import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { siteUrl } from '../../lib/site-url.js';
import { brandFor, renderMail } from '../mail/mail.templates.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import { insertOneTimeToken } from './auth.repository.js';
import { hashToken, newOpaqueToken } from './auth.tokens.js';

export const RESET_TTL_MS = 60 * 60_000;
export const VERIFY_TTL_MS = 7 * 24 * 60 * 60_000;

/** Brand and link base for emails about a site. */
export function mailContext(app: FastifyInstance, tenant: TenantRow | null) {
  const base = siteUrl(app.config, tenant);
  return { base, brand: brandFor(tenant, { productName: app.config.productName, siteUrl: base, publicUrl: app.config.publicUrl }) };
}

/**
 * Emails a one-time link. The token travels in the URL fragment, which browsers never send to a
 * server or put in a Referer, so it does not end up in logs.
 */
async function sendTokenLink(
  app: FastifyInstance,
  tx: Tx,
  user: UserRow,
  tenant: TenantRow | null,
  kind: 'password_reset' | 'email_verification' | 'welcome',
) {
  const token = newOpaqueToken();
  const ttl = kind === 'password_reset' ? RESET_TTL_MS : VERIFY_TTL_MS;
  // A welcome link is a password link that lasts as long as a verification link.
  const stored = kind === 'welcome' ? 'password_reset' : kind;
  await insertOneTimeToken(tx, { tokenHash: hashToken(token), tenantId: user.tenantId, userId: user.id, kind: stored, expiresAt: new Date(Date.now() + ttl) });
  const { base, brand } = mailContext(app, tenant);
  const mails = {
    welcome: () =>
      renderMail(brand, {
        subject: `Your ${brand.name} account is ready`,
        paragraphs: [
          `Hello ${user.firstName},`,
          `An administrator has made you an account on ${brand.name}. Choose your password with the button below, then log in with this email address.`,
        ],
        action: { label: 'Choose my password', url: `${base}/password-reset-confirm/#token=${token}` },
        footnote: 'The link works once, for seven days. If it has expired, ask for a new one with “Forgot password” on the login page.',
      }),
    password_reset: () =>
      renderMail(brand, {
        subject: `Reset your ${brand.name} password`,
        paragraphs: [`Hello ${user.firstName},`, `Someone asked to reset the password of your ${brand.name} account. If it was you, choose a new password with the button below. The link works once, for one hour.`],
        action: { label: 'Choose a new password', url: `${base}/password-reset-confirm/#token=${token}` },
        footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
      }),
    email_verification: () =>
      renderMail(brand, {
        subject: `Confirm your email for ${brand.name}`,
        paragraphs: [`Welcome, ${user.firstName}!`, `Please confirm that this is your email address, so we can help you if you ever forget your password.`],
        action: { label: 'Confirm my email', url: `${base}/verification/#token=${token}` },
        footnote: 'The link works for seven days.',
      }),
  };
  const mail = mails[kind]();
  await app.mailer.enqueue(tx, { ...mail, tenantId: user.tenantId, to: user.email!, template: kind === 'welcome' ? 'account_created' : kind });
}

export const sendVerificationEmail = (app: FastifyInstance, tx: Tx, user: UserRow, tenant: TenantRow | null) =>
  sendTokenLink(app, tx, user, tenant, 'email_verification');
export const sendPasswordResetEmail = (app: FastifyInstance, tx: Tx, user: UserRow, tenant: TenantRow | null) =>
  sendTokenLink(app, tx, user, tenant, 'password_reset');
/** A new account an admin made: a link to choose its first password (seven days). */
export const sendWelcomeEmail = (app: FastifyInstance, tx: Tx, user: UserRow, tenant: TenantRow | null) =>
  sendTokenLink(app, tx, user, tenant, 'welcome');
