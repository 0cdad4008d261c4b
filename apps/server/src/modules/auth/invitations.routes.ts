import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ZInvitationAccept,
  ZInvitationCreate,
  ZInvitationInfo,
  ZLoginResponse,
} from '@commonshelf/shared/auth/auth.schemas';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import { ROLE_ARTICLE_NAMES } from '@commonshelf/shared/users/user-admin.schemas';
import type { TUserRole } from '@commonshelf/shared/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Mailer } from '../mail/mail.service.js';
import { claimPurchasesOf } from '../orders/fulfilment.js';
import { renderTemplate, type MailBrand, type MailTemplate } from '../mail/mail.templates.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { presentUser } from '../users/users.presenter.js';
import { insertUser } from '../users/users.repository.js';
import { users } from '../users/users.table.js';
import { revokeUserSessions, updateUser } from './auth.repository.js';
import { LOGIN_FAILED } from './auth.service.js';
import { invitations } from './auth.table.js';
import { hashToken, newOpaqueToken } from './auth.tokens.js';
import { validatePassword } from './password-validators.js';
import { mailContext } from './recovery.service.js';

/** The invitation's email around its `intro` (and `subject`, when the caller has its own). */
const INVITATION_MAIL: MailTemplate<{ siteName: string; intro: string; subject?: string; url: string }> = {
  en: ({ siteName, intro, subject, url }) => ({
    subject: subject ?? `You are invited to join ${siteName}`,
    paragraphs: ['Hello,', intro, 'Use the button below to log in with your account, or to create one. The invitation is valid for 14 days.'],
    action: { label: 'Accept the invitation', url },
    footnote: 'If you were not expecting this invitation, you can ignore this email.',
  }),
  es: ({ siteName, intro, subject, url }) => ({
    subject: subject ?? `Te invitan a unirte a ${siteName}`,
    paragraphs: ['Hola:', intro, 'Usa el botón de abajo para iniciar sesión con tu cuenta o para crear una. La invitación es válida durante 14 días.'],
    action: { label: 'Aceptar la invitación', url },
    footnote: 'Si no esperabas esta invitación, puedes ignorar este correo.',
  }),
};

const AS_ROLE: Record<TLanguage, Record<TUserRole, string>> = {
  en: ROLE_ARTICLE_NAMES,
  es: {
    teacher: 'docente',
    teacher_admin: 'docente con permisos de administración',
    school_admin: 'administrador de la escuela',
    organization_admin: 'administrador de la organización',
    upschool_admin: 'administrador de la plataforma',
    student: 'estudiante',
  },
};

/** "Ana Ruiz has invited you to join Greenwood on Commonshelf as a teacher." */
const INVITED_BY: Record<TLanguage, (who: string, siteName: string, productName: string, role: TUserRole) => string> = {
  en: (who, siteName, productName, role) => `${who} has invited you to join ${siteName} on ${productName} as ${AS_ROLE.en[role]}.`,
  es: (who, siteName, productName, role) => `${who} te ha invitado a unirte a ${siteName} en ${productName} como ${AS_ROLE.es[role]}.`,
};

export const INVITATION_INVALID = 'This invitation is invalid or has expired. Ask your school for a new one.';
const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

/** Which roles an admin may invite into their own tenant. */
const INVITES: Partial<Record<TUserRole, TUserRole[]>> = {
  school_admin: ['teacher', 'teacher_admin', 'school_admin'],
  teacher_admin: ['teacher'],
  organization_admin: ['teacher', 'teacher_admin', 'school_admin', 'organization_admin'],
};

type InvitationRow = typeof invitations.$inferSelect;
const statusOf = (i: InvitationRow): 'pending' | 'accepted' | 'revoked' | 'expired' =>
  i.acceptedAt ? 'accepted' : i.revokedAt ? 'revoked' : i.expiresAt.getTime() < Date.now() ? 'expired' : 'pending';

async function findInvitation(tx: Tx, token: string) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.tokenHash, hashToken(token))).limit(1);
  return row ?? null;
}

/** The account an invited email already has on any site (email is unique platform-wide). */
async function findAccountByEmail(tx: Tx, email: string) {
  const [row] = await tx.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * Invites an email into a tenant with a role, in the caller's transaction: a newer invitation
 * replaces an older pending one for the same email, and the email with the link (`/login/<token>`)
 * goes through the outbox. Used by admins inviting into their own site and by the platform admin
 * approving a registration (the applicant becomes the site's first admin).
 */
export async function inviteToTenant(
  tx: Tx,
  mailer: Mailer,
  o: { tenant: TenantRow; email: string; role: TUserRole; invitedBy: string | null; brand: MailBrand; base: string; language: TLanguage; intro: string; subject?: string },
) {
  const token = newOpaqueToken();
  const email = o.email.toLowerCase();
  await tx
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(sql`lower(${invitations.email})`, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  await tx.insert(invitations).values({
    tenantId: o.tenant.id,
    tokenHash: hashToken(token),
    email,
    role: o.role,
    invitedBy: o.invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const mail = renderTemplate(o.brand, o.language, INVITATION_MAIL, { siteName: o.tenant.schoolName, intro: o.intro, subject: o.subject, url: `${o.base}/login/${token}` });
  await mailer.enqueue(tx, { ...mail, tenantId: o.tenant.id, to: email, template: 'invitation' });
}

/**
 * Invitations: an admin invites an email into their tenant with a role; the link
 * (`/login/<token>`) lets the person log in with an existing account, or create one, and join.
 */
const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ token: z.string().min(10).max(100) });

  app.post(
    '/invitations/',
    {
      onRequest: app.requireRole('school_admin', 'teacher_admin', 'organization_admin'),
      schema: { body: ZInvitationCreate },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const inviter = request.user!;
      const tenant = request.tenant!;
      const { email, role } = request.body;
      if (!INVITES[inviter.role]?.includes(role) || (role === 'organization_admin' && !tenant.isOrganization)) {
        throw forbidden(`You cannot invite ${ROLE_ARTICLE_NAMES[role]}.`);
      }
      const { base, brand } = mailContext(app, tenant);
      await request.withTenant((tx) =>
        inviteToTenant(tx, app.mailer, {
          tenant,
          email,
          role,
          invitedBy: inviter.id,
          brand,
          base,
          // In the inviter's language: most likely the one the school works in.
          language: request.language,
          intro: INVITED_BY[request.language](`${inviter.firstName} ${inviter.lastName}`, tenant.schoolName, app.config.productName, role),
        }),
      );
      void app.mailer.flush();
      reply.status(201);
      return { success: true, message: `Invitation sent to ${email}.` };
    },
  );

  app.get('/invitations/:token/', { schema: { params, response: { 200: ZInvitationInfo } } }, async (request) => {
    const tenant = request.tenant;
    if (!tenant) throw notFound(INVITATION_INVALID);
    const info = await request.withTenant(async (tx) => {
      const inv = await findInvitation(tx, request.params.token);
      if (!inv) return null;
      return { inv, account: await findAccountByEmail(tx, inv.email) };
    }, { platform: true });
    if (!info || info.inv.tenantId !== tenant.id) throw notFound(INVITATION_INVALID);
    return {
      email: info.inv.email,
      role: info.inv.role,
      tenant_name: tenant.schoolName,
      status: statusOf(info.inv),
      account_exists: !!info.account,
    };
  });

  app.post(
    '/invitations/:token/accept/',
    {
      schema: { params, body: ZInvitationAccept, response: { 200: ZLoginResponse } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const tenant = request.tenant;
      if (!tenant) throw notFound(INVITATION_INVALID);
      const body = request.body;
      const newHash = 'first_name' in body ? await hashPassword(body.password) : null;
      // Crosses sites (the account may live on another one), so it runs in the platform scope,
      // checking the invitation's tenant against this site explicitly.
      const result = await request.withTenant(async (tx) => {
        const inv = await findInvitation(tx, request.params.token);
        if (!inv || inv.tenantId !== tenant.id || statusOf(inv) !== 'pending') throw badRequest(INVITATION_INVALID);
        const existing = await findAccountByEmail(tx, inv.email);
        let user;
        if ('first_name' in body) {
          if (existing) throw badRequest('An account already uses this email. Log in with it to accept.');
          const problems = await validatePassword(body.password, { first_name: body.first_name, last_name: body.last_name, email: inv.email });
          if (problems.length) throw badRequest(VALIDATION_MESSAGE, { password: problems });
          user = await insertUser(tx, {
            tenantId: tenant.id,
            role: inv.role,
            firstName: body.first_name,
            lastName: body.last_name,
            email: inv.email,
            passwordHash: newHash,
            emailVerifiedAt: new Date(),
          });
        } else {
          if (!existing || !existing.isActive || !(await verifyPassword(existing.passwordHash, body.password))) {
            throw new HttpError(401, LOGIN_FAILED);
          }
          if (existing.role === 'upschool_admin') throw forbidden('A platform admin account cannot join a school.');
          await updateUser(tx, existing.id, { tenantId: tenant.id, role: inv.role, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() });
          // Logins on the account's old site end: it belongs to this site now.
          await revokeUserSessions(tx, existing.id, 'joined another site');
          user = { ...existing, tenantId: tenant.id, role: inv.role };
        }
        await tx.update(invitations).set({ acceptedAt: new Date(), acceptedBy: user.id }).where(eq(invitations.id, inv.id));
        // The invitation came to this address: purchases made with it on this site join the account.
        await claimPurchasesOf(tx, user);
        const tokens = await app.auth.issue(tx, user, { remember: false, userAgent: request.headers['user-agent'], language: request.language });
        return { access: tokens.access, refresh: tokens.refresh, user: presentUser(user) };
      }, { platform: true });
      return result;
    },
  );
};
export default invitationsRoutes;
