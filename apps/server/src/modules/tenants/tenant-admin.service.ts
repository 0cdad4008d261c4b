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
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import { mediaUrl, pictureFiles } from '../../lib/media.js';
import { hashPassword } from '../../lib/passwords.js';
import { siteUrl } from '../../lib/site-url.js';
import { newStorageKey, type Storage } from '../../lib/storage.js';
import { recordSchoolConsent } from '../privacy/consents.service.js';
import { cancelSchoolErasure } from '../privacy/data-rights.service.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { Run } from '../auth/auth.service.js';
import { inviteToTenant } from '../auth/invitations.routes.js';
import { TENANT_REGISTRATION_MSG as REG_MSG, ZTenantRegistration, ZTenantUnstatedCountry } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { TENANT_COLOR_FIELDS } from '@commonshelf/shared/tenants/tenants.schemas';
import type { Mailer } from '../mail/mail.service.js';
import { brandFor, renderMail } from '../mail/mail.templates.js';
import type { UserRow } from '../users/users.table.js';
import { checkRegistrationForm, type RegistrationForm } from './tenant-registration.service.js';
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
  config: Pick<AppConfig, 'publicUrl' | 'productName' | 'platformDomain'>;
  mailer: Mailer;
  /** Forgets the cached Host lookups, so a status change shows at once. */
  forgetSites: () => void;
  /** Queues the resized copy of a stored picture (lib/image-derivatives.ts). */
  deriveImage: (key: string) => Promise<unknown>;
};

export const requireTenantAdmin = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, MSG.notPlatformAdmin);

type Row = NonNullable<Awaited<ReturnType<typeof repo.findTenantForAdmin>>>;

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const present = (config: TenantAdminCtx['config'], { tenant: t, parentName, usersCount, erasure }: Row): TAdminTenant => ({
  id: t.id,
  school_name: t.schoolName,
  school_email: t.schoolEmail,
  subdomain: t.subdomain,
  domain_url: t.domainUrl,
  is_organization: t.isOrganization,
  switchboard: t.switchboard,
  country: t.country,
  status: t.status,
  logo: mediaUrl(t.logo),
  primary_color: t.primaryColor,
  colors: Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [f, t[camel(f) as keyof TenantRow] as string])) as TAdminTenant['colors'],
  parent: t.parentId ? { id: t.parentId, name: parentName ?? '' } : null,
  site_url: siteUrl(config, t),
  users_count: Number(usersCount),
  erasure: erasure ? { status: erasure.status, purge_after: erasure.purge_after ? new Date(erasure.purge_after).toISOString() : null } : null,
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

/** The applicant (or the address the platform admin gave) is invited as the site's first admin. */
async function inviteFirstAdmin(ctx: TenantAdminCtx, tx: Tx, t: TenantRow, subject: string, intro: string) {
  const base = siteUrl(ctx.config, t);
  await inviteToTenant(tx, ctx.mailer, {
    tenant: t,
    email: t.schoolEmail,
    role: t.isOrganization ? 'organization_admin' : 'school_admin',
    invitedBy: ctx.admin.id,
    brand: brandFor(t, { productName: ctx.config.productName, siteUrl: base, publicUrl: ctx.config.publicUrl }),
    base,
    // The platform team writes to applicants in English.
    language: 'en',
    subject,
    intro: `${intro} Set up your account as its ${t.isOrganization ? 'organization' : 'school'} admin to add teachers, classes and your own books.`,
  });
}

export async function approveTenant(ctx: TenantAdminCtx, id: string): Promise<TTenantDecision> {
  const tenant = await transition(ctx, id, 'pending', 'active', MSG.notPending, async (tx, t) => {
    // The applicant accepted the terms when registering; approval makes it the school's consent.
    await recordSchoolConsent(tx, t, ctx.admin);
    await inviteFirstAdmin(ctx, tx, t, `${t.schoolName} is approved on ${ctx.config.productName}`, `Good news: ${t.schoolName} is approved, and its site is live at ${siteUrl(ctx.config, t)}.`);
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
  // A school closed for its erasure opens again only while the erasure can still be cancelled.
  const tenant = await transition(ctx, id, 'suspended', 'active', MSG.notSuspended, (tx, t) => cancelSchoolErasure(tx, t, ctx.admin));
  return { tenant, message: MSG.reactivated(tenant.school_name) };
}

const isUniqueViolation = (err: unknown): err is { cause: { constraint?: string } } => (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The tenant form (`tenant/:tenantId?`): the registration's fields and rules, plus the Switchboard
 * (True or False). A new tenant is active at once and its email invited as its first admin; an
 * edit keeps the tenant's kind and status. A new logo replaces the old one, which is removed once
 * the change is saved; nothing is stored when the form is refused. The country is required, but a
 * site that has not stated it yet (registered before it was asked) may be saved without it.
 */
export async function saveTenant(ctx: TenantAdminCtx, storage: Storage, id: string | null, form: Omit<RegistrationForm, 'invitationToken'>): Promise<TTenantDecision> {
  const existing = id ? await ctx.platform((tx) => repo.findTenantForAdmin(tx, id)) : null;
  if (id && !existing) throw notFound(MSG.notFound);
  const schema = existing && existing.tenant.country === null ? ZTenantUnstatedCountry : ZTenantRegistration;
  const { data, subdomain, domainHost, logo, problems } = await checkRegistrationForm(ctx.config, form, schema);
  const switchboard = form.fields.switchboard;
  if (switchboard !== 'true' && switchboard !== 'false') (problems.switchboard ??= []).push(MSG.switchboardRequired);
  const taken = await ctx.platform(async (tx) => ({
    subdomain: subdomain ? await repo.findTenantBySubdomain(tx, subdomain) : null,
    domain: domainHost ? await repo.findTenantByDomainHost(tx, domainHost) : null,
  }));
  if (taken.subdomain && taken.subdomain.id !== id) (problems.subdomain ??= []).push(REG_MSG.subdomainTaken);
  if (taken.domain && taken.domain.id !== id) (problems.domain_url ??= []).push(REG_MSG.domainTaken);
  if (!data || Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);

  const logoKey = logo ? newStorageKey('tenants', logo.ext) : null;
  if (logo && logoKey) await storage.put(logoKey, logo.buffer, logo.mime);
  const values = {
    schoolName: data.school_name,
    schoolEmail: data.school_email,
    domainUrl: data.domain_url,
    domainHost,
    subdomain: data.subdomain,
    country: data.country,
    switchboard: switchboard === 'true',
    ...(logoKey ? { logo: logoKey } : {}),
    ...Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [camel(f), data[f]])),
  };
  let saved: string;
  try {
    saved = await ctx.platform(async (tx) => {
      if (id) {
        await repo.updateTenant(tx, id, values);
        return id;
      }
      const row = await repo.insertTenant(tx, { ...values, isOrganization: data.is_organization, status: 'active' });
      await inviteFirstAdmin(ctx, tx, row, `${row.schoolName} is ready on ${ctx.config.productName}`, `${row.schoolName} now has its own site at ${siteUrl(ctx.config, row)}.`);
      return row.id;
    });
  } catch (err) {
    if (logoKey) await storage.delete(logoKey).catch(() => undefined);
    if (isUniqueViolation(err)) {
      const field = err.cause.constraint?.includes('domain_host') ? 'domain_url' : 'subdomain';
      throw badRequest(VALIDATION_MESSAGE, { [field]: [field === 'domain_url' ? REG_MSG.domainTaken : REG_MSG.subdomainTaken] });
    }
    throw err;
  }
  // The old logo goes once nothing points at it.
  if (logoKey && existing?.tenant.logo) for (const key of pictureFiles(existing.tenant.logo)) await storage.delete(key).catch(() => undefined);
  if (logoKey) await ctx.deriveImage(logoKey);
  ctx.forgetSites();
  void ctx.mailer.flush();
  return { tenant: await getTenant(ctx, saved), message: id ? MSG.updated : MSG.added };
}

/**
 * A school's own profile, by its admins: the tenant form without what the platform decides (the
 * subdomain, the Switchboard, the kind), which keep their values.
 */
export async function saveSchoolProfile(ctx: TenantAdminCtx, storage: Storage, site: TenantRow, form: Omit<RegistrationForm, 'invitationToken'>) {
  const fields = { ...form.fields, subdomain: site.subdomain, switchboard: String(site.switchboard), is_organization: String(site.isOrganization) };
  return saveTenant(ctx, storage, site.id, { ...form, fields });
}

/** Sets the families' community password (a new one signs out every family session), or turns community access off. */
export async function setCommunityPassword(run: Run, site: TenantRow, password: string | null) {
  const hash = password === null ? null : await hashPassword(password);
  await run(async (tx) => {
    const current = await repo.findTenantForAdmin(tx, site.id, true);
    if (!current) throw notFound(MSG.notFound);
    await repo.updateTenant(tx, site.id, { communityPasswordHash: hash, communityPasswordVersion: current.tenant.communityPasswordVersion + 1 });
  });
  return { community_access: hash !== null, message: hash ? MSG.communityPasswordSet : MSG.communityPasswordOff };
}
