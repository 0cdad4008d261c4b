import type { TLanguage } from '@commonshelf/shared/common/languages';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { siteUrl } from '../../lib/site-url.js';
import { brandFor, GREETING, renderTemplate, type MailTemplate } from '../mail/mail.templates.js';
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

type TokenMail = { firstName: string; siteName: string; url: string };

/** To a person an administrator made an account for: a link to choose their first password. */
const WELCOME_MAIL: MailTemplate<TokenMail> = {
  en: ({ firstName, siteName, url }) => ({
    subject: `Your ${siteName} account is ready`,
    paragraphs: [
      GREETING.en(firstName),
      `An administrator has made you an account on ${siteName}. Choose your password with the button below, then log in with this email address.`,
    ],
    action: { label: 'Choose my password', url },
    footnote: 'The link works once, for seven days. If it has expired, ask for a new one with “Forgot password” on the login page.',
  }),
  es: ({ firstName, siteName, url }) => ({
    subject: `Tu cuenta de ${siteName} está lista`,
    paragraphs: [
      GREETING.es(firstName),
      `Un administrador te ha creado una cuenta en ${siteName}. Elige tu contraseña con el botón de abajo y después inicia sesión con esta dirección de correo.`,
    ],
    action: { label: 'Elegir mi contraseña', url },
    footnote: 'El enlace funciona una sola vez, durante siete días. Si ha caducado, pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
  }),
};

const PASSWORD_RESET_MAIL: MailTemplate<TokenMail> = {
  en: ({ firstName, siteName, url }) => ({
    subject: `Reset your ${siteName} password`,
    paragraphs: [GREETING.en(firstName), `Someone asked to reset the password of your ${siteName} account. If it was you, choose a new password with the button below. The link works once, for one hour.`],
    action: { label: 'Choose a new password', url },
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  }),
  es: ({ firstName, siteName, url }) => ({
    subject: `Restablece tu contraseña de ${siteName}`,
    paragraphs: [GREETING.es(firstName), `Alguien ha pedido restablecer la contraseña de tu cuenta de ${siteName}. Si fuiste tú, elige una contraseña nueva con el botón de abajo. El enlace funciona una sola vez, durante una hora.`],
    action: { label: 'Elegir una contraseña nueva', url },
    footnote: 'Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.',
  }),
};

const EMAIL_VERIFICATION_MAIL: MailTemplate<TokenMail> = {
  en: ({ firstName, siteName, url }) => ({
    subject: `Confirm your email for ${siteName}`,
    paragraphs: [`Welcome, ${firstName}!`, `Please confirm that this is your email address, so we can help you if you ever forget your password.`],
    action: { label: 'Confirm my email', url },
    footnote: 'The link works for seven days.',
  }),
  es: ({ firstName, siteName, url }) => ({
    subject: `Confirma tu correo para ${siteName}`,
    paragraphs: [`¡Te damos la bienvenida, ${firstName}!`, 'Confirma que esta es tu dirección de correo, para que podamos ayudarte si alguna vez olvidas tu contraseña.'],
    action: { label: 'Confirmar mi correo', url },
    footnote: 'El enlace funciona durante siete días.',
  }),
};

const TOKEN_MAILS = {
  welcome: { template: WELCOME_MAIL, page: 'password-reset-confirm', name: 'account_created' },
  password_reset: { template: PASSWORD_RESET_MAIL, page: 'password-reset-confirm', name: 'password_reset' },
  email_verification: { template: EMAIL_VERIFICATION_MAIL, page: 'verification', name: 'email_verification' },
} as const;

/**
 * Emails a one-time link, in `language` (the person's own when not given). The token travels in
 * the URL fragment, which browsers never send to a server or put in a Referer, so it does not end
 * up in logs.
 */
async function sendTokenLink(
  app: FastifyInstance,
  tx: Tx,
  user: UserRow,
  tenant: TenantRow | null,
  kind: keyof typeof TOKEN_MAILS,
  language: TLanguage = user.language,
) {
  const token = newOpaqueToken();
  const ttl = kind === 'password_reset' ? RESET_TTL_MS : VERIFY_TTL_MS;
  // A welcome link is a password link that lasts as long as a verification link.
  const stored = kind === 'welcome' ? 'password_reset' : kind;
  await insertOneTimeToken(tx, { tokenHash: hashToken(token), tenantId: user.tenantId, userId: user.id, kind: stored, expiresAt: new Date(Date.now() + ttl) });
  const { base, brand } = mailContext(app, tenant);
  const { template, page, name } = TOKEN_MAILS[kind];
  const mail = renderTemplate(brand, language, template, { firstName: user.firstName, siteName: brand.name, url: `${base}/${page}/#token=${token}` });
  await app.mailer.enqueue(tx, { ...mail, tenantId: user.tenantId, to: user.email!, template: name });
}

/** At signup, in the language they signed up in. */
export const sendVerificationEmail = (app: FastifyInstance, tx: Tx, user: UserRow, tenant: TenantRow | null, language?: TLanguage) =>
  sendTokenLink(app, tx, user, tenant, 'email_verification', language);
/** In the language the reset was asked for in. */
export const sendPasswordResetEmail = (app: FastifyInstance, tx: Tx, user: UserRow, tenant: TenantRow | null, language?: TLanguage) =>
  sendTokenLink(app, tx, user, tenant, 'password_reset', language);
/** A new account an admin made: a link to choose its first password (seven days), in the admin's language. */
export const sendWelcomeEmail = (app: FastifyInstance, tx: Tx, user: UserRow, tenant: TenantRow | null, language?: TLanguage) =>
  sendTokenLink(app, tx, user, tenant, 'welcome', language);
