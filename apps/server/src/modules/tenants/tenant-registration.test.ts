import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_REGISTRATION_MSG as MSG, normalizeDomainUrl } from '@commonshelf/shared/tenants/tenant-registration.schemas';
import { DEFAULT_TENANT_COLORS } from '@commonshelf/shared/tenants/tenants.schemas';
import type { Tx } from '../../db/client.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { derivativeKey } from '../../lib/media.js';
import { createLocalStorage } from '../../lib/storage.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { makePng } from '../../test/images.js';
import { storedFileNames } from '../../test/stored-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashToken } from '../auth/auth.tokens.js';
import { mailOutbox } from '../mail/mail.table.js';
import { INVITE_ON_ORGANIZATION_SITE, NOT_MULTIPART, REGISTER_ON_MAIN_SITE } from './tenant-registration.routes.js';
import { registerTenant } from './tenant-registration.service.js';
import { tenantInvitations, tenants } from './tenants.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAIN = 'localhost:3000';
const ORG_SITE = 'brightfutures.localhost:3000';
const SCHOOL_SITE = 'greenwood.localhost:3000';

// ---------------------------------------------------------------------------------------------
// Test images (see test/images.ts).

const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
    '<circle cx="5" cy="5" r="4" fill="#11365A" onclick="alert(3)"/></svg>',
);

// ---------------------------------------------------------------------------------------------
// Requests

type FileField = { data: Buffer; filename: string; type?: string };
type Fields = Record<string, string | FileField | undefined>;

/** A multipart body as a browser's FormData sends it. */
async function multipartBody(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

let ipSeq = 0;
/** Each request from its own address unless told, so the per-address limit does not couple tests. */
const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function register(fields: Fields, opts: { query?: string; ip?: string; host?: string } = {}) {
  const { payload, contentType } = await multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/tenants/create/${opts.query ?? ''}`,
    payload,
    headers: { host: opts.host ?? MAIN, 'content-type': contentType },
    remoteAddress: opts.ip ?? nextIp(),
  });
}

let seq = 0;
/** A complete, valid form for a new school with its own names. */
function validForm(over: Fields = {}): Fields {
  const n = ++seq;
  return {
    school_name: `Riverside School ${n}`,
    school_email: `office${n}@riverside${n}.org`,
    domain_url: `https://www.riverside${n}.org`,
    subdomain: `riverside-${n}`,
    is_organization: 'false',
    country: 'KE',
    primary_color: '#123456',
    primary_color_light: '#abcdef',
    primary_color_dark: '#012345',
    ...over,
  };
}

const platform = <T>(fn: (tx: Tx) => Promise<T>) => t.db.withTenant({ tenantId: null, platform: true }, fn);
const tenantBySubdomain = async (subdomain: string) =>
  (await platform((tx) => tx.select().from(tenants).where(eq(tenants.subdomain, subdomain))))[0] ?? null;
const counts = () =>
  platform(async (tx) => {
    const [tenantRows] = await tx.select({ n: sql<number>`count(*)::int` }).from(tenants);
    const [mailRows] = await tx.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    return { tenants: Number(tenantRows!.n), mails: Number(mailRows!.n), files: storedLogos().length };
  });
/** The uploaded logos, without the resized copies the image job makes of them (when it has run). */
const storedLogos = () => {
  const files = storedFileNames(path.join(t.config.uploadsDir, 'tenants'));
  const copies = new Set(files.map(derivativeKey));
  return files.filter((f) => !copies.has(f));
};

async function loginAccess(username: string, host: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { username, password: DEMO.password, remember: false },
    headers: { host },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access: string }).access;
}
const createInvitation = (access: string | null, host = ORG_SITE) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tenants/invitations/',
    headers: { host, ...(access ? { authorization: `Bearer ${access}` } : {}) },
    remoteAddress: nextIp(),
  });
async function newInvitationToken() {
  const res = await createInvitation(await loginAccess(DEMO.orgAdmin, ORG_SITE));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url.split('/').at(-1)!;
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/tenants/create/: success', () => {
  it('registers a school as pending, with its colours and logo, and queues the emails', async () => {
    const png = makePng(4, 3);
    const form = validForm({ bg_primary_color: '#fafafa', logo: { data: png, filename: 'crest.png', type: 'image/png' } });
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: `${form.school_name} has been registered as a school. Our team will reach out to you soon.` });

    const row = (await tenantBySubdomain(form.subdomain as string))!;
    expect(row).toMatchObject({
      schoolName: form.school_name,
      schoolEmail: form.school_email,
      domainUrl: form.domain_url,
      domainHost: new URL(form.domain_url as string).hostname,
      status: 'pending',
      switchboard: false,
      isOrganization: false,
      parentId: null,
      country: 'KE',
      primaryColor: '#123456',
      primaryColorLight: '#ABCDEF',
      primaryColorDark: '#012345',
      bgPrimaryColor: '#FAFAFA',
      bgSecondaryColor: DEFAULT_TENANT_COLORS.bg_secondary_color,
      borderMutedColor: DEFAULT_TENANT_COLORS.border_muted_color,
    });

    // Stored under a key of ours, served from /media with the image's type.
    expect(row.logo).toMatch(/^tenants\/[0-9a-f-]{36}\.png$/);
    expect(readFileSync(path.join(t.config.uploadsDir, row.logo!)).equals(png)).toBe(true);
    const media = await t.app.inject({ url: `/media/${row.logo}`, headers: { host: MAIN } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(png)).toBe(true);
    // A background job makes its resized WebP copy, which the site's logo address then serves.
    const copy = () => t.app.inject({ url: `/media/w320/${row.logo}`, headers: { host: MAIN } });
    await expect.poll(async () => (await copy()).headers['content-type'], { timeout: 15_000 }).toBe('image/webp');

    const mails = await platform((tx) => tx.select().from(mailOutbox).where(sql`${mailOutbox.text} like ${`%${form.school_name}%`}`));
    expect(mails.map((m) => [m.toAddress, m.template]).sort()).toEqual(
      [
        [DEMO.admin, 'tenant_registration_review'],
        [form.school_email, 'tenant_registration_received'],
      ].sort(),
    );
    const review = mails.find((m) => m.template === 'tenant_registration_review')!;
    expect(review.text).toContain(`/admin-panel/tenant/${row.id}`);
    expect(review.text).toContain('Country: KE');
    expect(review.status).toBe('stored');
  });

  it('registers an organization; a pending tenant has no site yet', async () => {
    const form = validForm({ school_name: 'Lakeside Learning Trust', is_organization: 'true' });
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Lakeside Learning Trust has been registered as an organization. Our team will reach out to you soon.');
    expect(await tenantBySubdomain(form.subdomain as string)).toMatchObject({ isOrganization: true, status: 'pending', logo: null });
    const site = await t.app.inject({ url: '/api/current-tenant', headers: { host: `${form.subdomain}.localhost:3000` } });
    expect(site.statusCode).toBe(404);
  });

  it('stores an SVG logo sanitised: no script, no event handlers (documented choice: sanitise, not refuse)', async () => {
    const form = validForm({ logo: { data: HOSTILE_SVG, filename: 'logo.svg', type: 'image/svg+xml' } });
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    const row = (await tenantBySubdomain(form.subdomain as string))!;
    expect(row.logo).toMatch(/^tenants\/[0-9a-f-]{36}\.svg$/);
    const stored = readFileSync(path.join(t.config.uploadsDir, row.logo!), 'utf8');
    expect(stored).not.toMatch(/script|onload|onclick|alert/i);
    expect(stored).toContain('<circle cx="5" cy="5" r="4" fill="#11365A"/>');
    const media = await t.app.inject({ url: `/media/${row.logo}`, headers: { host: MAIN } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(media.headers['content-security-policy']).toContain('sandbox');
  });

  it('judges the logo by its bytes: a PNG sent as "logo.svg" is stored as a PNG', async () => {
    const form = validForm({ logo: { data: makePng(2, 2), filename: 'logo.svg', type: 'image/svg+xml' } });
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    expect((await tenantBySubdomain(form.subdomain as string))!.logo).toMatch(/\.png$/);
  });

  it('treats an empty file input (no file name, no bytes) as no logo', async () => {
    const form = validForm({ logo: { data: Buffer.alloc(0), filename: '' } });
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    expect((await tenantBySubdomain(form.subdomain as string))!.logo).toBeNull();
  });
});

describe('POST /api/tenants/create/: validation', () => {
  const cases: [string, string | undefined, string][] = [
    ['school_name', undefined, MSG.schoolName],
    ['school_name', '  ', MSG.schoolName],
    ['school_name', 'St', MSG.schoolName],
    ['school_name', 'x'.repeat(101), MSG.schoolNameTooLong],
    ['school_email', '', MSG.schoolEmailRequired],
    ['school_email', 'office@', MSG.schoolEmail],
    ['school_email', 'not an email', MSG.schoolEmail],
    ['domain_url', '', MSG.domainUrlRequired],
    ['domain_url', 'not a website', MSG.domainUrl],
    ['domain_url', 'http://localhost:3000', MSG.domainUrl],
    ['domain_url', 'https://192.168.1.10', MSG.domainUrl],
    ['domain_url', 'https://intranet', MSG.domainUrl],
    ['domain_url', 'ftp://files.school.org', MSG.domainUrl],
    ['domain_url', 'javascript:alert(1)', MSG.domainUrl],
    ['domain_url', 'https://admin:secret@school.org', MSG.domainUrl],
    ['subdomain', '', MSG.subdomainRequired],
    ['subdomain', 'Oakfield', MSG.subdomainChars],
    ['subdomain', 'oak_field', MSG.subdomainChars],
    ['subdomain', 'oak.field', MSG.subdomainChars],
    ['subdomain', '-oakfield', MSG.subdomainHyphen],
    ['subdomain', 'oakfield-', MSG.subdomainHyphen],
    ['subdomain', 'a'.repeat(64), MSG.subdomainTooLong],
    ['subdomain', 'admin', MSG.subdomainReserved],
    ['subdomain', 'www', MSG.subdomainReserved],
    ['subdomain', 'commonshelf', MSG.subdomainReserved],
    ['subdomain', 'xn--80ak6aa92e', MSG.subdomainReserved],
    ['is_organization', 'maybe', MSG.isOrganization],
    ['country', undefined, MSG.country],
    ['country', '', MSG.country],
    ['country', 'Kenya', MSG.country],
    ['country', 'XX', MSG.country],
    ['country', 'UK', MSG.country],
    ['country', 'KEN', MSG.country],
    ['primary_color', undefined, MSG.colorRequired],
    ['primary_color', '', MSG.colorRequired],
    ['primary_color', 'navy', MSG.color],
    ['primary_color_light', '#12345', MSG.color],
    ['primary_color_dark', '#1234567', MSG.color],
    ['bg_primary_color', '#GGGGGG', MSG.color],
    ['border_muted_color', 'rgb(0,0,0)', MSG.color],
  ];
  it.each(cases)('%s = %j → "%s"', async (field, value, message) => {
    const res = await register(validForm({ [field]: value }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, [field]: [message] });
  });

  it('stores the country as its upper-case code, whatever case and spaces it came in', async () => {
    const form = validForm({ country: ' np ' });
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    expect(await tenantBySubdomain(form.subdomain as string)).toMatchObject({ country: 'NP' });
  });

  it('accepts the limits themselves: a 3- and a 100-character name, a 63-character subdomain, a bare domain', async () => {
    for (const over of [
      { school_name: 'Oak', subdomain: `s${'a'.repeat(61)}${seq}`.slice(0, 63), domain_url: `oak${seq}.sch.uk` },
      { school_name: 'N'.repeat(100) },
    ]) {
      const res = await register(validForm(over));
      expect(res.statusCode, res.body).toBe(201);
    }
    const row = await platform((tx) => tx.select().from(tenants).where(eq(tenants.schoolName, 'Oak')));
    expect(row[0]!.domainUrl).toMatch(/^https:\/\/oak\d+\.sch\.uk$/);
  });

  it('reports every problem at once, the database ones included', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: VALIDATION_MESSAGE,
      school_name: [MSG.schoolName],
      school_email: [MSG.schoolEmailRequired],
      domain_url: [MSG.domainUrlRequired],
      subdomain: [MSG.subdomainRequired],
      country: [MSG.country],
      primary_color: [MSG.colorRequired],
      primary_color_light: [MSG.colorRequired],
      primary_color_dark: [MSG.colorRequired],
    });

    const res = await register(
      validForm({
        school_name: 'St',
        school_email: 'nope',
        subdomain: DEMO.school.subdomain,
        domain_url: 'https://greenwood.example.org/',
        primary_color: 'red',
        logo: { data: Buffer.from('hello'), filename: 'logo.png', type: 'image/png' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: VALIDATION_MESSAGE,
      school_name: [MSG.schoolName],
      school_email: [MSG.schoolEmail],
      subdomain: [MSG.subdomainTaken],
      domain_url: [MSG.domainTaken],
      primary_color: [MSG.color],
      logo: [MSG.logoType],
    });
  });

  it('refuses a subdomain or website another tenant has, whatever its status', async () => {
    const first = validForm();
    expect((await register(first)).statusCode).toBe(201); // pending
    const again = await register(validForm({ subdomain: first.subdomain }));
    expect(again.json()).toEqual({ error: VALIDATION_MESSAGE, subdomain: [MSG.subdomainTaken] });
    // The same host however it is written: scheme, case, path, trailing dot.
    const host = new URL(first.domain_url as string).hostname;
    for (const domain_url of [`http://${host.toUpperCase()}/about`, `${host}.`, 'https://GREENWOOD.example.org']) {
      const res = await register(validForm({ domain_url }));
      expect(res.json(), domain_url).toEqual({ error: VALIDATION_MESSAGE, domain_url: [MSG.domainTaken] });
    }
    expect((await register(validForm({ subdomain: DEMO.organization.subdomain }))).json()).toMatchObject({ subdomain: [MSG.subdomainTaken] });
  });

  it('refuses a logo that lies about its type, an empty one, and one byte over 5 MB', async () => {
    const text = await register(validForm({ logo: { data: Buffer.from('plain text, honest'), filename: 'logo.png', type: 'image/png' } }));
    expect(text.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoType] });
    const gif = await register(validForm({ logo: { data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), filename: 'logo.jpg', type: 'image/jpeg' } }));
    expect(gif.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoType] });
    const empty = await register(validForm({ logo: { data: Buffer.alloc(0), filename: 'logo.png', type: 'image/png' } }));
    expect(empty.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoEmpty] });
    const big = Buffer.concat([makePng(1, 1), Buffer.alloc(5 * 1024 * 1024)]).subarray(0, 5 * 1024 * 1024 + 1);
    const tooBig = await register(validForm({ logo: { data: big, filename: 'logo.png', type: 'image/png' } }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoTooLarge] });
    const doctype = Buffer.from('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>');
    const xxe = await register(validForm({ logo: { data: doctype, filename: 'logo.svg', type: 'image/svg+xml' } }));
    expect(xxe.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoSvg] });
  });

  it('refuses a PNG whose header declares 100000 × 100000 pixels', async () => {
    const bomb = makePng(1, 1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const res = await register(validForm({ logo: { data: bomb, filename: 'logo.png', type: 'image/png' } }));
    expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoDimensions] });
  });

  it('accepts one logo file only', async () => {
    const { payload, contentType } = await multipartBody(validForm({ logo: { data: makePng(1, 1), filename: 'a.png' } }));
    // A second file part appended by hand before the closing boundary.
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    const extra = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`);
    const closing = Buffer.from(`--${boundary}--\r\n`);
    const body = Buffer.concat([payload.subarray(0, payload.length - closing.length), extra, makePng(1, 1), Buffer.from('\r\n'), closing]);
    const res = await t.app.inject({ method: 'POST', url: '/api/tenants/create/', payload: body, headers: { host: MAIN, 'content-type': contentType }, remoteAddress: nextIp() });
    expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, logo: [MSG.logoOne] });
  });

  it('takes multipart only, and only on the main site', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/tenants/create/', payload: validForm(), headers: { host: MAIN }, remoteAddress: nextIp() });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: NOT_MULTIPART });
    const onTenant = await register(validForm(), { host: SCHOOL_SITE });
    expect(onTenant.statusCode).toBe(403);
    expect(onTenant.json()).toEqual({ error: REGISTER_ON_MAIN_SITE });
  });
});

describe('POST /api/tenants/create/: nothing half-written', () => {
  it('stores nothing when validation fails, a valid logo included', async () => {
    const before = await counts();
    const res = await register(validForm({ subdomain: DEMO.school.subdomain, logo: { data: makePng(2, 2), filename: 'logo.png' } }));
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('removes the written logo and rolls everything back when the transaction fails late', async () => {
    const before = await counts();
    const fields = validForm() as Record<string, string>;
    const logo = { buffer: makePng(2, 2), truncated: false };
    let filesDuringTx = 0;
    await expect(
      registerTenant(
        {
          config: t.config,
          storage: createLocalStorage(t.config.uploadsDir),
          mailer: t.app.mailer,
          deriveImage: async () => null,
          // Everything is written, then the commit fails.
          run: (fn) =>
            t.db.withTenant({ tenantId: null, platform: true }, async (tx) => {
              const result = await fn(tx);
              if ((result as { id?: string } | null)?.id) {
                filesDuringTx = storedLogos().length;
                throw new Error('connection lost at commit');
              }
              return result;
            }),
        },
        { fields, logo, invitationToken: null },
      ),
    ).rejects.toThrow('connection lost at commit');
    expect(filesDuringTx).toBe(before.files + 1);
    expect(await counts()).toEqual(before);
  });

  it('lets exactly one of two concurrent registrations of a subdomain win', async () => {
    const before = await counts();
    const a = validForm({ logo: { data: makePng(1, 1), filename: 'a.png' } });
    const b = validForm({ subdomain: a.subdomain, logo: { data: makePng(1, 2), filename: 'b.png' } });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({ error: VALIDATION_MESSAGE, subdomain: [MSG.subdomainTaken] });
    const after = await counts();
    expect(after.tenants).toBe(before.tenants + 1);
    expect(after.files).toBe(before.files + 1);
  });
});

describe('school invitations of an organization', () => {
  it('creates a 7-day link on the main site for an organization admin', async () => {
    const res = await createInvitation(await loginAccess(DEMO.orgAdmin, ORG_SITE));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { url: string; expires_at: string };
    expect(body.url).toMatch(new RegExp(`^${new URL(t.config.publicUrl).origin}/tenant-register/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Stored hashed, never as the token itself.
    const token = body.url.split('/').at(-1)!;
    const rows = await platform((tx) => tx.select().from(tenantInvitations).where(eq(tenantInvitations.tokenHash, hashToken(token))));
    expect(rows).toHaveLength(1);
    const info = await t.app.inject({ url: `/api/tenants/invitations/${token}/`, headers: { host: MAIN } });
    expect(info.json()).toEqual({ organization_name: DEMO.organization.name });
  });

  it('is for organization admins only: 401 anonymous, 403 for a teacher or a school admin', async () => {
    expect((await createInvitation(null)).statusCode).toBe(401);
    expect((await createInvitation(await loginAccess(DEMO.teacher, SCHOOL_SITE), SCHOOL_SITE)).statusCode).toBe(403);
    expect((await createInvitation(await loginAccess(DEMO.schoolAdmin, SCHOOL_SITE), SCHOOL_SITE)).statusCode).toBe(403);
  });

  it('is refused to an organization admin whose tenant is not an organization', async () => {
    // An organization_admin account placed on a school's site (an admin's data-entry mistake).
    const school = (await tenantBySubdomain(DEMO.school.subdomain))!;
    await platform((tx) =>
      createUser(tx, { tenantId: school.id, role: 'organization_admin', firstName: 'Mis', lastName: 'Placed', email: 'misplaced@greenwood.test', password: DEMO.password }),
    );
    const res = await createInvitation(await loginAccess('misplaced@greenwood.test', SCHOOL_SITE), SCHOOL_SITE);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: INVITE_ON_ORGANIZATION_SITE });
  });

  it('registers a school of the organization, whatever is_organization says, and works once', async () => {
    const token = await newInvitationToken();
    const org = (await tenantBySubdomain(DEMO.organization.subdomain))!;
    const form = validForm({ is_organization: 'true', school_name: 'Meadow Primary' });
    const res = await register(form, { query: `?invitation_link=${token}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Meadow Primary has been registered as a school. Our team will reach out to you soon.');
    const row = (await tenantBySubdomain(form.subdomain as string))!;
    expect(row).toMatchObject({ isOrganization: false, parentId: org.id, status: 'pending' });
    const [inv] = await platform((tx) => tx.select().from(tenantInvitations).where(eq(tenantInvitations.tokenHash, hashToken(token))));
    expect(inv!.usedAt).toBeInstanceOf(Date);
    expect(inv!.usedByTenantId).toBe(row.id);

    const again = await register(validForm(), { query: `?invitation_link=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: MSG.invitationInvalid });
    expect((await t.app.inject({ url: `/api/tenants/invitations/${token}/`, headers: { host: MAIN } })).statusCode).toBe(404);
  });

  it('refuses unknown, malformed and expired links with the same message, storing nothing', async () => {
    const org = (await tenantBySubdomain(DEMO.organization.subdomain))!;
    const expired = 'e'.repeat(43);
    await platform((tx) =>
      tx.insert(tenantInvitations).values({ tenantId: org.id, tokenHash: hashToken(expired), expiresAt: new Date(Date.now() - 1000) }),
    );
    const before = await counts();
    for (const token of ['x'.repeat(43), 'short', expired, encodeURIComponent('../../etc')]) {
      const res = await register(validForm(), { query: `?invitation_link=${token}` });
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ error: MSG.invitationInvalid, invitation_link: [MSG.invitationInvalid] });
      const info = await t.app.inject({ url: `/api/tenants/invitations/${token}/`, headers: { host: MAIN } });
      expect(info.statusCode).toBe(404);
      expect(info.json()).toEqual({ error: MSG.invitationInvalid });
    }
    expect(await counts()).toEqual(before);
  });

  it('lets exactly one of two concurrent uses of a link win', async () => {
    const token = await newInvitationToken();
    const forms = [validForm({ logo: { data: makePng(1, 1), filename: 'a.png' } }), validForm({ logo: { data: makePng(1, 1), filename: 'b.png' } })];
    const before = await counts();
    const results = await Promise.all(forms.map((f) => register(f, { query: `?invitation_link=${token}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toMatchObject({ error: MSG.invitationInvalid });
    const created = await platform((tx) =>
      tx.select().from(tenants).where(inArray(tenants.subdomain, forms.map((f) => f.subdomain as string))),
    );
    expect(created).toHaveLength(1);
    const after = await counts();
    expect(after.files).toBe(before.files + 1);
    expect(after.tenants).toBe(before.tenants + 1);
  });
});

describe('rate limit', () => {
  it('allows 5 registrations an hour from one address, then answers 429', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 5; i++) expect((await register(validForm(), { ip })).statusCode).toBe(201);
    const res = await register(validForm(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/);
    expect((await register(validForm(), { ip: '10.99.0.2' })).statusCode).toBe(201);
  });
});

describe('normalizeDomainUrl', () => {
  it('keeps real web addresses, assuming https, and refuses the rest', () => {
    expect(normalizeDomainUrl('www.school.org')).toBe('https://www.school.org');
    expect(normalizeDomainUrl(' http://School.ORG/library/ ')).toBe('http://school.org/library/');
    expect(normalizeDomainUrl('https://bücher.de')).toBe('https://xn--bcher-kva.de');
    for (const bad of ['https://school.test', 'https://a..b.org', 'https://-a.org', 'https://[::1]', 'mailto:a@b.org', 'https://school.org x']) {
      expect(normalizeDomainUrl(bad), bad).toBeNull();
    }
  });
});

// Kept last: it only reads what the tests above left behind.
describe('mail outbox', () => {
  it('addresses the applicant and every active platform admin, nobody else', async () => {
    const rows = await platform((tx) =>
      tx
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'tenant_registration_review')),
    );
    expect(new Set(rows.map((r) => r.to))).toEqual(new Set([DEMO.admin]));
  });
});
