import {
  LOGO_MAX_BYTES,
  LOGO_MAX_DIMENSION,
  normalizeDomainUrl,
  TENANT_REGISTRATION_MSG as MSG,
  ZTenantRegistration,
  type ZTenantUnstatedCountry,
} from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { TENANT_COLOR_FIELDS } from '@commonshelf/shared/tenants/tenants.schemas';
import type { TLanguage } from '@commonshelf/shared/common/languages';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { siteUrl } from '../../lib/site-url.js';
import { newStorageKey, type Storage } from '../../lib/storage.js';
import { inspectImage, type InspectedImage } from '../../lib/uploads.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { hashToken, newOpaqueToken } from '../auth/auth.tokens.js';
import type { Run } from '../auth/auth.service.js';
import type { Mailer } from '../mail/mail.service.js';
import { brandFor, renderMail, renderTemplate, type MailTemplate } from '../mail/mail.templates.js';
import { domainHostOf } from './site-host.js';
import {
  claimTenantInvitation,
  findTenantByDomainHost,
  findTenantBySubdomain,
  findUsableTenantInvitation,
  insertTenant,
  insertTenantInvitation,
  listPlatformAdminEmails,
  type TenantInvitationRow,
} from './tenants.repository.js';
import type { TenantRow } from './tenants.table.js';

export const TENANT_INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** What the registration form sent: its text fields and, if one was chosen, the logo's bytes. */
export type RegistrationForm = {
  fields: Record<string, string>;
  /** truncated: the upload went past the size limit and was cut there. */
  logo: { buffer: Buffer; truncated: boolean } | null;
  invitationToken: string | null;
};

export type RegistrationDeps = {
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl' | 'productName'>;
  storage: Storage;
  mailer: Mailer;
  /** One transaction on the main site in the platform scope: registration crosses tenants. */
  run: Run;
  /** Queues the resized copy of a stored picture (lib/image-derivatives.ts). */
  deriveImage: (key: string) => Promise<unknown>;
  /** The applicant's: their acknowledgement is written in it. */
  language?: TLanguage;
};

type Received = { siteName: string; productName: string; organization: boolean; organizationName: string | null; siteUrl: string };

/** To the applicant: their registration arrived and waits for the platform team's review. */
const REGISTRATION_RECEIVED_MAIL: MailTemplate<Received> = {
  en: (r) => ({
    subject: `We have received the registration of ${r.siteName}`,
    paragraphs: [
      'Hello,',
      `Thank you for registering ${r.siteName} as ${r.organization ? 'an organization' : 'a school'} on ${r.productName}${r.organizationName ? `, as a school of ${r.organizationName}` : ''}.`,
      `Our team will review your registration and reach out to you soon. Once it is approved, your site will be at ${r.siteUrl}.`,
    ],
    footnote: 'If you did not register, you can ignore this email: nothing happens without our review.',
  }),
  es: (r) => ({
    subject: `Hemos recibido el registro de ${r.siteName}`,
    paragraphs: [
      'Hola:',
      `Gracias por registrar ${r.siteName} como ${r.organization ? 'organización' : 'escuela'} en ${r.productName}${r.organizationName ? `, como escuela de ${r.organizationName}` : ''}.`,
      `Nuestro equipo revisará tu registro y se pondrá en contacto contigo pronto. Cuando se apruebe, tu sitio estará en ${r.siteUrl}.`,
    ],
    footnote: 'Si no hiciste este registro, puedes ignorar este correo: no ocurre nada sin nuestra revisión.',
  }),
};

type Problems = Record<string, string[]>;
type Invitation = NonNullable<Awaited<ReturnType<typeof findUsableTenantInvitation>>>;

/** Thrown inside the writing transaction to roll it back when the invitation was used meanwhile. */
class InvitationUsedError extends Error {}

const isUniqueViolation = (err: unknown): err is { cause: { code: string; constraint?: string } } =>
  (err as { cause?: { code?: string } }).cause?.code === '23505';

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The success message of spec section 2's thank-you screen. */
export const registeredMessage = (name: string, isOrganization: boolean) =>
  `${name} has been registered as ${isOrganization ? 'an organization' : 'a school'}. Our team will reach out to you soon.`;

const tokenShaped = (token: string) => /^[A-Za-z0-9_-]{16,128}$/.test(token);

/** The registration's rules, or (editing a site that has not stated its country yet) the same with the country left open. */
type RegistrationSchema = typeof ZTenantRegistration | typeof ZTenantUnstatedCountry;

/**
 * The problems of a submitted form that need no database, per field: the shared rules plus the
 * server's own. The subdomain and website host are returned whenever their own field is right, so
 * their uniqueness is checked (and reported) together with every other problem.
 */
export async function checkRegistrationForm<S extends RegistrationSchema = typeof ZTenantRegistration>(
  config: RegistrationDeps['config'],
  form: Pick<RegistrationForm, 'fields' | 'logo'>,
  schema: S = ZTenantRegistration as S,
): Promise<{
  data: z.output<S> | null;
  subdomain: string | null;
  domainHost: string | null;
  logo: Extract<InspectedImage, { ok: true }> | null;
  problems: Problems;
}> {
  const problems: Problems = {};
  const add = (field: string, message: string) => {
    const list = (problems[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };

  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? 'non_field_errors'), issue.message);

  const raw = (name: string) => {
    const value = form.fields[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const subdomain = problems.subdomain ? null : raw('subdomain');
  if (subdomain && subdomain === config.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')) add('subdomain', MSG.subdomainReserved);
  const domainHost = problems.domain_url ? null : domainHostOf(normalizeDomainUrl(raw('domain_url')));
  // Our own addresses can never be a school's own domain: the Host lookup reads them as ours.
  const ours = [config.platformDomain, new URL(config.publicUrl).hostname.toLowerCase()];
  if (domainHost && ours.some((d) => domainHost === d || domainHost.endsWith(`.${d}`))) add('domain_url', MSG.domainUrlOurs);

  let logo: Extract<InspectedImage, { ok: true }> | null = null;
  if (form.logo) {
    const inspected = form.logo.truncated
      ? ({ ok: false, message: MSG.logoTooLarge } as const)
      : await inspectImage(form.logo.buffer, {
          maxBytes: LOGO_MAX_BYTES,
          allowed: ['png', 'jpeg', 'svg'],
          maxDimension: LOGO_MAX_DIMENSION,
          messages: { empty: MSG.logoEmpty, tooLarge: MSG.logoTooLarge, type: MSG.logoType, svg: MSG.logoSvg, dimensions: MSG.logoDimensions },
        });
    if (inspected.ok) logo = inspected;
    else add('logo', inspected.message);
  }
  return {
    data: parsed.success ? (parsed.data as z.output<S>) : null,
    subdomain: problems.subdomain ? null : subdomain,
    domainHost: problems.domain_url ? null : domainHost,
    logo,
    problems,
  };
}

/**
 * Registers a school or organization from the public form (spec sections 2 and 5). Everything is
 * checked first and every problem reported at once; then the logo is stored and the tenant,
 * the invitation's use and the emails are written in one transaction, the logo being removed
 * again if that fails. New tenants wait as `pending` for a platform admin.
 */
export async function registerTenant(deps: RegistrationDeps, form: RegistrationForm): Promise<{ tenant: TenantRow; message: string }> {
  const { data, subdomain, domainHost, logo, problems } = await checkRegistrationForm(deps.config, form);

  const token = form.invitationToken;
  const lookup = await deps.run(async (tx) => ({
    subdomainTaken: subdomain ? !!(await findTenantBySubdomain(tx, subdomain)) : false,
    domainTaken: domainHost ? !!(await findTenantByDomainHost(tx, domainHost)) : false,
    invitation: token !== null && tokenShaped(token) ? await findUsableTenantInvitation(tx, hashToken(token)) : null,
  }));
  if (lookup.subdomainTaken) (problems.subdomain ??= []).push(MSG.subdomainTaken);
  if (lookup.domainTaken) (problems.domain_url ??= []).push(MSG.domainTaken);
  if (token !== null && !lookup.invitation) {
    throw badRequest(MSG.invitationInvalid, { invitation_link: [MSG.invitationInvalid], ...problems });
  }
  if (!data || Object.keys(problems).length) throw badRequest(VALIDATION_MESSAGE, problems);

  const invitation = lookup.invitation;
  // A school invited by an organization is that organization's school, whatever the form said.
  const isOrganization = invitation ? false : data.is_organization;
  const logoKey = logo ? newStorageKey('tenants', logo.ext) : null;
  if (logo && logoKey) await deps.storage.put(logoKey, logo.buffer, logo.mime);

  try {
    const tenant = await deps.run(async (tx) => {
      const row = await insertTenant(tx, {
        schoolName: data.school_name,
        schoolEmail: data.school_email,
        domainUrl: data.domain_url,
        domainHost,
        subdomain: data.subdomain,
        country: data.country,
        isOrganization,
        parentId: invitation?.organizationId ?? null,
        switchboard: false,
        status: 'pending',
        logo: logoKey,
        ...Object.fromEntries(TENANT_COLOR_FIELDS.map((f) => [camel(f), data[f]])),
      });
      if (invitation && !(await claimTenantInvitation(tx, invitation.invitation.id, row.id))) throw new InvitationUsedError();
      await enqueueRegistrationMails(deps, tx, row, invitation);
      return row;
    });
    void deps.mailer.flush();
    if (logoKey) await deps.deriveImage(logoKey);
    return { tenant, message: registeredMessage(tenant.schoolName, tenant.isOrganization) };
  } catch (err) {
    if (logoKey) await deps.storage.delete(logoKey).catch(() => undefined);
    if (err instanceof InvitationUsedError) throw badRequest(MSG.invitationInvalid, { invitation_link: [MSG.invitationInvalid] });
    if (isUniqueViolation(err)) {
      // Another registration took the name between our check and our insert.
      const field = err.cause.constraint?.includes('domain_host') ? 'domain_url' : 'subdomain';
      throw badRequest(VALIDATION_MESSAGE, { [field]: [field === 'domain_url' ? MSG.domainTaken : MSG.subdomainTaken] });
    }
    throw err;
  }
}

/** The applicant's acknowledgement and, for each platform admin, a registration to review. */
async function enqueueRegistrationMails(deps: RegistrationDeps, tx: Tx, tenant: TenantRow, invitation: Invitation | null) {
  const base = siteUrl(deps.config, null);
  const brand = brandFor(null, { productName: deps.config.productName, siteUrl: base, publicUrl: deps.config.publicUrl });
  const kind = tenant.isOrganization ? 'an organization' : 'a school';
  const applicant = renderTemplate(brand, deps.language ?? 'en', REGISTRATION_RECEIVED_MAIL, {
    siteName: tenant.schoolName,
    productName: deps.config.productName,
    organization: tenant.isOrganization,
    organizationName: invitation?.organizationName ?? null,
    siteUrl: siteUrl(deps.config, tenant),
  });
  await deps.mailer.enqueue(tx, { ...applicant, tenantId: null, to: tenant.schoolEmail, template: 'tenant_registration_received' });

  const review = renderMail(brand, {
    subject: `New registration to review: ${tenant.schoolName}`,
    paragraphs: [
      `${tenant.schoolName} has registered as ${kind} and is waiting for approval.`,
      `Email: ${tenant.schoolEmail}`,
      `Website: ${tenant.domainUrl ?? '—'}`,
      `Subdomain: ${tenant.subdomain}`,
      `Country: ${tenant.country ?? '—'}`,
      ...(invitation ? [`Invited by the organization ${invitation.organizationName}.`] : []),
    ],
    action: { label: 'Review the registration', url: `${base}/admin-panel/tenant/${tenant.id}` },
  });
  for (const to of await listPlatformAdminEmails(tx)) {
    await deps.mailer.enqueue(tx, { ...review, tenantId: null, to, template: 'tenant_registration_review' });
  }
}

/** The organization behind a school invitation link, if the link can still be used. */
export async function findInvitingOrganization(run: Run, token: string): Promise<string | null> {
  if (!tokenShaped(token)) return null;
  const found = await run((tx) => findUsableTenantInvitation(tx, hashToken(token)));
  return found?.organizationName ?? null;
}

/** Writes a new one-time link for a school to register under this organization, valid for 7 days, in the caller's transaction. */
export async function issueSchoolInvitation(
  tx: Tx,
  config: Pick<AppConfig, 'publicUrl'>,
  organization: Pick<TenantRow, 'id'>,
  email: string | null = null,
): Promise<{ invitation: TenantInvitationRow; url: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + TENANT_INVITATION_TTL_MS);
  const invitation = await insertTenantInvitation(tx, { tenantId: organization.id, tokenHash: hashToken(token), expiresAt, email });
  // Registration happens on the main site, whoever hands the link out.
  return { invitation, url: `${siteUrl(config, null)}/tenant-register/${token}`, expiresAt };
}

/** A new one-time link for a school to register under this organization, valid for 7 days. */
export async function createSchoolInvitation(
  run: Run,
  config: Pick<AppConfig, 'publicUrl'>,
  organization: TenantRow,
): Promise<{ url: string; expiresAt: Date }> {
  const { url, expiresAt } = await run((tx) => issueSchoolInvitation(tx, config, organization));
  return { url, expiresAt };
}
