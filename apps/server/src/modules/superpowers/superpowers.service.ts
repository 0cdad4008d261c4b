import {
  eligibilityProblem,
  PROGRAMME_LABELS,
  SUPERPOWER_MSG as MSG,
  type TSuperpower,
  type TSuperpowerPage,
  type TSuperpowerProgramme,
  type TSuperpowerSaved,
  type ZGrantSuperpower,
  type ZRevokeSuperpower,
  type ZSuperpowerQuery,
} from '@commonshelf/shared/superpowers/superpowers.schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { siteUrl } from '../../lib/site-url.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import type { Mailer } from '../mail/mail.service.js';
import { brandFor, GREETING, renderTemplate, type MailTemplate } from '../mail/mail.templates.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './superpowers.repository.js';

/**
 * The superpower programmes: the platform admin grants a membership to an adult's account and
 * revokes it with a reason. A membership is recognition (listed here, emailed to the person); it
 * lifts no permission check elsewhere.
 */

export type SuperpowersCtx = { admin: UserRow; run: Run; config: AppConfig; mailer: Mailer };

export const SUPERPOWER_TEMPLATE = 'superpower-granted';

export const requireSuperpowersAdmin = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, MSG.notPlatformAdmin);

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

function present(r: repo.SuperpowerRow): TSuperpower {
  const { row, user } = r;
  return {
    id: row.id,
    programme: row.programme,
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: user.role,
      is_active: user.isActive,
      site: user.tenantId ? { id: user.tenantId, name: r.siteName ?? '' } : null,
    },
    note: row.note,
    granted_at: row.grantedAt.toISOString(),
    granted_by: row.grantedBy ? { id: row.grantedBy, name: r.grantedByName ?? '' } : null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_by: row.revokedBy ? { id: row.revokedBy, name: r.revokedByName ?? '' } : null,
    revoke_reason: row.revokeReason,
  };
}

export async function listSuperpowers(ctx: SuperpowersCtx, q: z.output<typeof ZSuperpowerQuery>): Promise<Omit<TSuperpowerPage, 'next' | 'previous'>> {
  const f = { programme: q.programme, search: q.search };
  return ctx.run(async (tx) => {
    const { count, rows } = await repo.listSuperpowers(tx, f, q.status, q.limit, q.offset);
    return { count, counts: await repo.countByStatus(tx, f), results: rows.map(present) };
  });
}

type Granted = { firstName: string; productName: string; label: string; programme: TSuperpowerProgramme; note: string; siteName: string; url: string };

/** To a person the platform team welcomed to a programme (its name is the programme's own, in every language). */
const GRANTED_MAIL: MailTemplate<Granted> = {
  en: (g) => ({
    subject: `You are now a ${g.label}`,
    paragraphs: [
      GREETING.en(g.firstName),
      `The ${g.productName} team has welcomed you to the ${g.label} programme.`,
      ...(g.note ? [`A word from the team: ${g.note}`] : []),
      g.programme === 'teacher'
        ? 'Thank you for everything you do for your students. We will be in touch about what the programme offers.'
        : 'Thank you for giving your time to the children and the school. We will be in touch about what the programme offers.',
    ],
    action: { label: `Open ${g.siteName}`, url: g.url },
    footnote: 'If you think this is a mistake, reply to this email and we will sort it out.',
  }),
  es: (g) => ({
    subject: `Ya formas parte de ${g.label}`,
    paragraphs: [
      GREETING.es(g.firstName),
      `El equipo de ${g.productName} te ha dado la bienvenida al programa ${g.label}.`,
      ...(g.note ? [`Unas palabras del equipo: ${g.note}`] : []),
      g.programme === 'teacher'
        ? 'Gracias por todo lo que haces por tus estudiantes. Te contaremos pronto lo que ofrece el programa.'
        : 'Gracias por dedicar tu tiempo a los niños y a la escuela. Te contaremos pronto lo que ofrece el programa.',
    ],
    action: { label: `Abrir ${g.siteName}`, url: g.url },
    footnote: 'Si crees que se trata de un error, responde a este correo y lo resolveremos.',
  }),
};

function grantedMail(config: AppConfig, tenant: TenantRow | null, user: UserRow, programme: TSuperpowerProgramme, note: string) {
  const base = siteUrl(config, tenant);
  return renderTemplate(brandFor(tenant, { productName: config.productName, siteUrl: base, publicUrl: config.publicUrl }), user.language, GRANTED_MAIL, {
    firstName: user.firstName,
    productName: config.productName,
    label: PROGRAMME_LABELS[programme],
    programme,
    note,
    siteName: tenant?.schoolName ?? config.productName,
    url: base,
  });
}

/**
 * Grants a membership: the person must be an adult of a role the programme takes, active, and not a
 * member already (409). The grant and its email are written in one transaction.
 */
export async function grantSuperpower(ctx: SuperpowersCtx, input: z.output<typeof ZGrantSuperpower>): Promise<TSuperpowerSaved> {
  const saved = await ctx.run(async (tx) => {
    const user = await repo.lockUser(tx, input.user_id);
    if (!user) throw badRequest(VALIDATION_MESSAGE, { user_id: [MSG.userNotFound] });
    const problem = eligibilityProblem({ role: user.role, active: user.isActive }, input.programme);
    if (problem) throw badRequest(VALIDATION_MESSAGE, { user_id: [problem] });
    if (await repo.hasActiveGrant(tx, user.id, input.programme)) {
      throw conflict(MSG.alreadyMember(fullName(user), input.programme), { user_id: [MSG.alreadyMember(fullName(user), input.programme)] });
    }
    const id = await repo.insertSuperpower(tx, { tenantId: user.tenantId, userId: user.id, programme: input.programme, note: input.note, grantedBy: ctx.admin.id });
    if (user.email) {
      const tenant = user.tenantId ? await repo.findTenant(tx, user.tenantId) : null;
      const mail = grantedMail(ctx.config, tenant, user, input.programme, input.note);
      await ctx.mailer.enqueue(tx, { ...mail, tenantId: user.tenantId, to: user.email, template: SUPERPOWER_TEMPLATE });
    }
    return (await repo.findSuperpower(tx, id))!;
  });
  void ctx.mailer.flush();
  return { superpower: present(saved), message: MSG.granted(fullName(saved.user), saved.row.programme) };
}

export async function revokeSuperpower(ctx: SuperpowersCtx, id: string, input: z.output<typeof ZRevokeSuperpower>): Promise<TSuperpowerSaved> {
  const saved = await ctx.run(async (tx: Tx) => {
    const row = await repo.lockSuperpower(tx, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.revokedAt) throw conflict(MSG.alreadyRevoked);
    await repo.revokeSuperpower(tx, id, ctx.admin.id, input.reason);
    return (await repo.findSuperpower(tx, id))!;
  });
  return { superpower: present(saved), message: MSG.revoked(fullName(saved.user), saved.row.programme) };
}
