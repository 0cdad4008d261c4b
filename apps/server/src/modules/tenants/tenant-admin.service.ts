import {
  TENANT_ADMIN_MSG as MSG,
  type TAdminTenant,
  type TTenantDecision,
  type TTenantPage,
  type ZTenantListQuery,
} from '@commonshelf/shared/tenants/tenant-admin.schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { mediaUrl } from '../../lib/media.js';
import { siteUrl } from '../../lib/site-url.js';
import type { Run } from '../auth/auth.service.js';
import { inviteToTenant } from '../auth/invitations.routes.js';
import type { Mailer } from '../mail/mail.service.js';
import { brandFor, renderMail } from '../mail/mail.templates.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './tenants.repository.js';
import type { TenantRow } from './tenants.table.js';

/**
 * The platform admin's tenants. A registration waits as `pending` until the platform admin
 * approves it (the site goes live and the applicant's email is invited as its first admin: a
 * school's school admin, an organization's organization admin) or rejects it with a reason the
 * applicant is told. An active site can be suspended (it answers 404 like an unknown host, its
 * data untouched) and reactivated.
 */

export type TenantAdminCtx = {
  /** One transaction in the platform scope. */
  platform: Run;
  admin: UserRow;
  config: Pick<AppConfig, 'publicUrl' | 'productName'>;
  mailer: Mailer;
  /** Forgets the cached Host lookups, so a status change shows at once. */
  forgetSites: () => void;
};

export function requireTenantAdmin(user: UserRow | null, site: TenantRow | null): UserRow {
  if (!user || user.role !== 'upschool_admin' || user.tenantId !== null || site !== null) throw forbidden(MSG.notPlatformAdmin);
  return user;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTenantForAdmin>>>;

const present = (config: TenantAdminCtx['config'], { tenant: t, parentName, usersCount }: Row): TAdminTenant => ({
  id: t.id,
  school_name: t.schoolName,
  school_email: t.schoolEmail,
  subdomain: t.subdomain,
  domain_url: t.domainUrl,
  is_organization: t.isOrganization,
  switchboard: t.switchboard,
  status: t.status,
  logo: mediaUrl(t.logo),
  primary_color: t.primaryColor,
  parent: t.parentId ? { id: t.parentId, name: parentName ?? '' } : null,
  site_url: siteUrl(config, t),
  users_count: Number(usersCount),
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

export async function listTenants(ctx: TenantAdminCtx, q: z.output<typeof ZTenantListQuery>): Promise<Omit<TTenantPage, 'next' | 'previous'>> {
  const filter: repo.TenantFilter = {
    status: q.status === 'all' ? undefined : q.status,
    organization: q.kind === 'all' ? undefined : q.kind === 'organization',
    search: q.search,
  };
  return ctx.platform(async (tx) => {
    const { count, rows } = await repo.listTenants(tx, filter, q.limit, q.offset);
    const per = await repo.countTenantsByStatus(tx, filter);
    const n = (s: TenantRow['status']) => per.get(s) ?? 0;
    return {
      count,
      results: rows.map((r) => present(ctx.config, r)),
      counts: { all: n('pending') + n('active') + n('rejected') + n('suspended'), pending: n('pending'), active: n('active'), rejected: n('rejected'), suspended: n('suspended') },
    };
  });
}

export async function getTenant(ctx: TenantAdminCtx, id: string): Promise<TAdminTenant> {
  const row = await ctx.platform((tx) => repo.findTenantForAdmin(tx, id));
  if (!row) throw notFound(MSG.notFound);
  return present(ctx.config, row);
}

const mainBrand = (ctx: TenantAdminCtx) => {
  const base = siteUrl(ctx.config, null);
  return brandFor(null, { productName: ctx.config.productName, siteUrl: base, publicUrl: ctx.config.publicUrl });
};

/**
 * Changes a tenant's status from `from` to `to` under a lock on its row, with what the change
 * writes besides (emails, the invitation) in the same transaction.
 */
async function transition(
  ctx: TenantAdminCtx,
  id: string,
  from: TenantRow['status'],
  to: TenantRow['status'],
  refused: string,
  also?: (tx: Tx, tenant: TenantRow) => Promise<void>,
): Promise<TAdminTenant> {
  const row = await ctx.platform(async (tx) => {
    const found = await repo.findTenantForAdmin(tx, id, true);
    if (!found) throw notFound(MSG.notFound);
    if (found.tenant.status !== from) throw conflict(refused);
    await repo.updateTenant(tx, id, { status: to });
    const tenant = { ...found.tenant, status: to };
    if (also) await also(tx, tenant);
    return { ...found, tenant: { ...tenant, updatedAt: new Date() } };
  });
  ctx.forgetSites();
  void ctx.mailer.flush();
  return present(ctx.config, row);
}

export async function approveTenant(ctx: TenantAdminCtx, id: string): Promise<TTenantDecision> {
  const tenant = await transition(ctx, id, 'pending', 'active', MSG.notPending, async (tx, t) => {
    const base = siteUrl(ctx.config, t);
    await inviteToTenant(tx, ctx.mailer, {
      tenant: t,
      email: t.schoolEmail,
      role: t.isOrganization ? 'organization_admin' : 'school_admin',
      invitedBy: ctx.admin.id,
      brand: brandFor(t, { productName: ctx.config.productName, siteUrl: base, publicUrl: ctx.config.publicUrl }),
      base,
      subject: `${t.schoolName} is approved on ${ctx.config.productName}`,
      intro: `Good news: ${t.schoolName} is approved, and its site is live at ${base}. Set up your account as its ${t.isOrganization ? 'organization' : 'school'} admin to add teachers, classes and your own books.`,
    });
  });
  return { tenant, message: MSG.approved(tenant.school_name, tenant.school_email) };
}

export async function rejectTenant(ctx: TenantAdminCtx, id: string, reason: string): Promise<TTenantDecision> {
  const tenant = await transition(ctx, id, 'pending', 'rejected', MSG.notPending, async (tx, t) => {
    const mail = renderMail(mainBrand(ctx), {
      subject: `Your registration of ${t.schoolName}`,
      paragraphs: [
        'Hello,',
        `Thank you for registering ${t.schoolName} on ${ctx.config.productName}. We are sorry, but we cannot accept this registration.`,
        `The reason: ${reason}`,
        'If you can fix this, you are welcome to register again, or reply to this email.',
      ],
    });
    await ctx.mailer.enqueue(tx, { ...mail, tenantId: null, to: t.schoolEmail, template: 'tenant_registration_rejected' });
  });
  return { tenant, message: MSG.rejected(tenant.school_name) };
}

export async function suspendTenant(ctx: TenantAdminCtx, id: string): Promise<TTenantDecision> {
  const tenant = await transition(ctx, id, 'active', 'suspended', MSG.notActive);
  return { tenant, message: MSG.suspended(tenant.school_name) };
}

export async function reactivateTenant(ctx: TenantAdminCtx, id: string): Promise<TTenantDecision> {
  const tenant = await transition(ctx, id, 'suspended', 'active', MSG.notSuspended);
  return { tenant, message: MSG.reactivated(tenant.school_name) };
}
