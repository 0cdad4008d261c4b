import { existsSync } from 'node:fs';
import path from 'node:path';
import { CAUSE_FORM_MSG as M, CAUSE_LIMITS } from '@commonshelf/shared/charities/charity-admin.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { multipartForm, type FilePart } from '../../test/book-files.js';
import { makeJpeg, makePng } from '../../test/images.js';
import { storedFileNames } from '../../test/stored-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { charities, projects } from '../charities/charities.table.js';
import { recordDonation } from '../charities/charities.seed.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';

let t: TestApp;
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
const { login, platform, call } = apiClient(() => t);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const tokens = { admin: '', gw: '', teacher: '', student: '', bf: '' };

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await login(DEMO.admin, MAIN);
  tokens.gw = await login(DEMO.schoolAdmin);
  tokens.teacher = await login(DEMO.teacher);
  tokens.student = await login('amarao07');
  tokens.bf = await login(DEMO.orgAdmin, BF);
});
afterAll(async () => t?.close());

/** A multipart request as the admin's form sends it. */
function send(method: 'POST' | 'PATCH', url: string, o: { host: string; token?: string; fields?: Record<string, string>; files?: FilePart[] }) {
  const form = multipartForm(o.fields ?? {}, o.files ?? []);
  return t.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { host: o.host, ...form.headers, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
  });
}

const png = (name = 'cover.png', field = 'image'): FilePart => ({ field, name, data: makePng(40, 30), type: 'image/png' });
const jpeg = (name = 'photo.jpg', field = 'photos'): FilePart => ({ field, name, data: makeJpeg(40, 30), type: 'image/jpeg' });
const charityFields = (o: Record<string, string> = {}) => ({ name: 'Clean Rivers Fund', summary: 'Cleaning the rivers children swim in.', currency: 'USD', ...o });

/** Files stored under a folder of the uploads. */
const stored = (folder: string) => storedFileNames(path.join(t.config.uploadsDir, folder));
const fileOf = (url: string) => path.join(t.config.uploadsDir, decodeURIComponent(url.replace(/^\/media\//, '')));
const charityBySlug = (slug: string, tenantId: string | null = null) =>
  platform(async (tx) => (await tx.select().from(charities).where(eq(charities.slug, slug))).filter((c) => c.tenantId === tenantId));
const idOf = (table: typeof charities | typeof projects, slug: string) =>
  platform(async (tx) => (await tx.select({ id: table.id, tenantId: table.tenantId }).from(table).where(eq(table.slug, slug))).find((r) => r.tenantId === null)!.id);

describe('charity form: add and edit', () => {
  it('adds a platform-wide charity with a cover and photos; its address is made from its name and kept unique', async () => {
    const res = await send('POST', '/api/admin/charities/', {
      host: MAIN,
      token: tokens.admin,
      fields: charityFields({ website: 'www.cleanrivers.example.org', story: 'First paragraph.\n\nSecond paragraph.' }),
      files: [png(), jpeg('one.jpg'), { ...png('two.png'), field: 'photos' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json;
    expect(body.message).toBe(M.charityAdded);
    expect(body.charity).toMatchObject({
      name: 'Clean Rivers Fund',
      slug: 'clean-rivers-fund',
      website: 'https://www.cleanrivers.example.org',
      story: 'First paragraph.\n\nSecond paragraph.',
      currency: 'USD',
      status: 'draft',
      platform_wide: true,
      editable: true,
      raised_minor: 0,
      projects: [],
    });
    expect(body.charity.photos).toHaveLength(2);
    for (const url of [body.charity.image, ...body.charity.photos]) expect(existsSync(fileOf(url))).toBe(true);

    const again = await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields({ status: 'published' }) });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().charity).toMatchObject({ slug: 'clean-rivers-fund-2', status: 'published', image: null, photos: [] });
    const site = (await call('GET', '/api/charities/?limit=50', { host: MAIN })).json().results as Json[];
    expect(site.map((c) => c.slug)).toContain('clean-rivers-fund-2');
    expect(site.map((c) => c.slug)).not.toContain('clean-rivers-fund');
  });

  it('judges pictures by their bytes: a PNG named .exe is taken, a text file named .png is refused and nothing is written', async () => {
    const ok = await send('POST', '/api/admin/charities/', {
      host: MAIN,
      token: tokens.admin,
      fields: charityFields({ name: 'Bytes Count' }),
      files: [{ field: 'image', name: 'picture.exe', data: makePng(10, 10), type: 'application/octet-stream' }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().charity.image).toMatch(/^\/media\/charities\/[0-9a-f-]+\.png$/);

    const before = stored('charities').length;
    const bad = await send('POST', '/api/admin/charities/', {
      host: MAIN,
      token: tokens.admin,
      fields: charityFields({ name: 'Text Pretending' }),
      files: [
        { field: 'image', name: 'cover.png', data: Buffer.from('hello, I am text'), type: 'image/png' },
        jpeg('fine.jpg'),
        { field: 'photos', name: 'notes.jpg', data: Buffer.from('<html>no</html>'), type: 'image/jpeg' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please correct the highlighted fields.', image: [M.imageType], photos: [`“notes.jpg”: ${M.imageType}`] });
    expect(await charityBySlug('text-pretending')).toEqual([]);
    expect(stored('charities')).toHaveLength(before);

    const empty = await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields(), files: [{ field: 'image', name: 'e.png', data: Buffer.alloc(0) }] });
    expect(empty.json().image).toEqual([M.imageEmpty]);
    const huge = await send('POST', '/api/admin/charities/', {
      host: MAIN,
      token: tokens.admin,
      fields: charityFields(),
      files: [{ field: 'image', name: 'big.png', data: Buffer.concat([makePng(10, 10), Buffer.alloc(CAUSE_LIMITS.imageBytes)]) }],
    });
    expect(huge.json().image).toEqual([M.imageTooLarge]);
    const many = await send('POST', '/api/admin/charities/', {
      host: MAIN,
      token: tokens.admin,
      fields: charityFields({ name: 'Too Many Photos' }),
      files: Array.from({ length: CAUSE_LIMITS.photos + 1 }, (_, i) => jpeg(`p${i}.jpg`)),
    });
    expect(many.json().photos).toEqual([M.tooManyPhotos]);
    expect(stored('charities')).toHaveLength(before);
  });

  it('answers every field’s own message, and a 415 for a form that is not multipart', async () => {
    const res = await send('POST', '/api/admin/charities/', {
      host: MAIN,
      token: tokens.admin,
      fields: { name: ' ', slug: 'Bad Slug', summary: '', story: 'x'.repeat(CAUSE_LIMITS.story + 1), website: 'not a website', currency: 'XYZ', status: 'live' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      name: [M.nameRequired],
      slug: [M.slug],
      summary: [M.summaryRequired],
      story: [M.tooLong(CAUSE_LIMITS.story)],
      website: [M.website],
      currency: [M.currency],
      status: [M.status],
    });
    const digits = await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields({ slug: '2026', name: 'x'.repeat(CAUSE_LIMITS.name + 1) }) });
    expect(digits.json()).toMatchObject({ slug: [M.slug], name: [M.tooLong(CAUSE_LIMITS.name)] });
    const missing = await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: {} });
    expect(Object.keys(missing.json()).sort()).toEqual(['currency', 'error', 'name', 'summary']);

    const taken = await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields({ slug: 'pustak-gaadi-trust' }) });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().slug).toEqual([M.charitySlugTaken]);
    // A school's cause keeps clear of the platform-wide addresses its site shows.
    const shadow = await send('POST', '/api/admin/charities/', { host: GW, token: tokens.gw, fields: charityFields({ slug: 'pustak-gaadi-trust' }) });
    expect(shadow.json().slug).toEqual([M.charitySlugTaken]);

    const json = await call('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, payload: charityFields() });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(M.notMultipart);
  });

  it('edits: a field left out is kept, a new cover replaces the old file after the save, a photo is removed', async () => {
    const made = (
      await send('POST', '/api/admin/charities/', {
        host: MAIN,
        token: tokens.admin,
        fields: charityFields({ name: 'Edit Me', website: 'https://edit.example.org' }),
        files: [png(), jpeg('a.jpg'), jpeg('b.jpg')],
      })
    ).json().charity as Json;
    const url = `/api/admin/charities/${made.id}/`;

    const renamed = await send('PATCH', url, { host: MAIN, token: tokens.admin, fields: { name: 'Edited' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe(M.charityUpdated);
    expect(renamed.json().charity).toMatchObject({ name: 'Edited', slug: 'edit-me', website: 'https://edit.example.org', summary: made.summary, image: made.image, photos: made.photos });

    const [first, second] = made.photos as string[];
    const replaced = await send('PATCH', url, { host: MAIN, token: tokens.admin, fields: { remove_photos: JSON.stringify([first]), website: '' }, files: [png('new.png')] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().charity as Json;
    expect(after.image).not.toBe(made.image);
    expect(after.photos).toEqual([second]);
    expect(after.website).toBeNull();
    expect(existsSync(fileOf(made.image))).toBe(false);
    expect(existsSync(fileOf(first!))).toBe(false);
    expect(existsSync(fileOf(after.image))).toBe(true);

    // A removal naming no photo of this charity refuses the whole change, and its new cover is not kept.
    const before = stored('charities').length;
    const unknown = await send('PATCH', url, { host: MAIN, token: tokens.admin, fields: { name: 'Nope', remove_photos: JSON.stringify(['/media/charities/other.png']) }, files: [png()] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().photos).toEqual([M.photoUnknown]);
    expect(stored('charities')).toHaveLength(before);
    expect((await charityBySlug('edit-me'))[0]).toMatchObject({ name: 'Edited' });

    // A slug another charity has, checked in the saving transaction: nothing changes, the new file goes.
    const clash = await send('PATCH', url, { host: MAIN, token: tokens.admin, fields: { slug: 'pustak-gaadi-trust' }, files: [png()] });
    expect(clash.json().slug).toEqual([M.charitySlugTaken]);
    expect(stored('charities')).toHaveLength(before);

    const tooMany = await send('PATCH', url, { host: MAIN, token: tokens.admin, files: Array.from({ length: CAUSE_LIMITS.photos }, (_, i) => jpeg(`x${i}.jpg`)) });
    expect(tooMany.json().photos).toEqual([M.tooManyPhotos]);
    expect(stored('charities')).toHaveLength(before);

    const noCover = await send('PATCH', url, { host: MAIN, token: tokens.admin, fields: { remove_image: 'true' } });
    expect(noCover.json().charity.image).toBeNull();
    expect(existsSync(fileOf(after.image))).toBe(false);
  });

  it('keeps the currency once gifts or fundraising pages use it; before that, the projects follow a change', async () => {
    const donated = await idOf(charities, 'maji-safi-kwa-watoto');
    const locked = await send('PATCH', `/api/admin/charities/${donated}/`, { host: MAIN, token: tokens.admin, fields: { currency: 'GBP' } });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().currency).toEqual([M.currencyLocked]);
    expect((await charityBySlug('maji-safi-kwa-watoto'))[0]!.currency).toBe('USD');

    const fresh = (await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields({ name: 'Currency Free' }) })).json().charity as Json;
    const project = await send('POST', '/api/admin/projects/', { host: MAIN, token: tokens.admin, fields: { charity_id: String(fresh.id), title: 'Follows', summary: 'It follows.', goal: '100' } });
    expect(project.json().project.currency).toBe('USD');
    const changed = await send('PATCH', `/api/admin/charities/${fresh.id}/`, { host: MAIN, token: tokens.admin, fields: { currency: 'GBP' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().charity.currency).toBe('GBP');
    expect((await call('GET', `/api/admin/projects/${project.json().project.id}/`, { host: MAIN, token: tokens.admin })).json().currency).toBe('GBP');

    // A gift in that currency locks it.
    await platform((tx) => recordDonation(tx, { tenantId: null, charityId: fresh.id, projectId: null, amountMinor: 500, currency: 'GBP', name: 'A Donor', email: 'donor@example.com', title: 'Gift' }));
    const now = await send('PATCH', `/api/admin/charities/${fresh.id}/`, { host: MAIN, token: tokens.admin, fields: { currency: 'EUR' } });
    expect(now.json().currency).toEqual([M.currencyLocked]);
  });
});

describe('deleting a cause with pictures', () => {
  it('removes the charity’s and its projects’ pictures once the delete has committed', async () => {
    const c = (await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields({ name: 'Short Lived' }), files: [png(), jpeg()] })).json().charity as Json;
    const p = (await send('POST', '/api/admin/projects/', { host: MAIN, token: tokens.admin, fields: { charity_id: String(c.id), title: 'Gone soon', summary: 'S', goal: '5' }, files: [png()] })).json()
      .project as Json;
    const files = [c.image, ...c.photos, p.image] as string[];
    expect(files.every((f) => existsSync(fileOf(f)))).toBe(true);
    expect((await call('DELETE', `/api/admin/charities/${c.id}/`, { host: MAIN, token: tokens.admin })).statusCode).toBe(204);
    expect(files.some((f) => existsSync(fileOf(f)))).toBe(false);
    expect((await call('GET', `/api/admin/projects/${p.id}/`, { host: MAIN, token: tokens.admin })).statusCode).toBe(404);
  });
});

describe('project form: add and edit', () => {
  it('adds a project to one of the console’s charities: money typed in major units, the charity’s currency, shown once both are published', async () => {
    const charity = (await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.admin, fields: charityFields({ name: 'Solar Schools', currency: 'INR', status: 'published' }) })).json().charity as Json;
    const res = await send('POST', '/api/admin/projects/', {
      host: MAIN,
      token: tokens.admin,
      fields: { charity_id: String(charity.id), title: 'Panels for Pali', summary: 'Solar panels for a school.', goal: '2,500.50', offline_raised: '100.5', status: 'published', story: 'Why.\n\nHow.' },
      files: [png(), jpeg()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().project as Json;
    expect(res.json().message).toBe(M.projectAdded);
    expect(p).toMatchObject({ slug: 'panels-for-pali', currency: 'INR', goal_minor: 250_050, offline_raised_minor: 10_050, raised_minor: 10_050, status: 'published', charity: { id: charity.id, currency: 'INR' } });
    expect(p.photos).toHaveLength(1);
    const page = (await call('GET', '/api/projects/panels-for-pali/', { host: MAIN })).json();
    expect(page).toMatchObject({ goal_minor: 250_050, raised_minor: 10_050, currency: 'INR' });

    const edit = await send('PATCH', `/api/admin/projects/${p.id}/`, { host: MAIN, token: tokens.admin, fields: { goal: '3000', offline_raised: '' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ message: M.projectUpdated, project: { goal_minor: 300_000, offline_raised_minor: 0, title: 'Panels for Pali', image: p.image } });
    expect((await call('GET', `/api/admin/charities/${charity.id}/`, { host: MAIN, token: tokens.admin })).json().projects.map((x: Json) => x.id)).toEqual([p.id]);
  });

  it('answers every field’s own message', async () => {
    const charity = await idOf(charities, 'pustak-gaadi-trust');
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{}, { charity_id: [M.charityRequired], title: [M.titleRequired], summary: [M.summaryRequired], goal: [M.goalRequired] }],
      [{ charity_id: 'abc', title: 'T', summary: 'S', goal: '12.345', offline_raised: '-5' }, { charity_id: [M.charityRequired], goal: [M.amountFormat], offline_raised: [M.amountFormat] }],
      [{ charity_id: String(charity), title: 'T', summary: 'S', goal: '0', offline_raised: '100000000.01' }, { goal: [M.goalPositive], offline_raised: [M.offlineTooLarge] }],
      [{ charity_id: String(charity), title: 'T', summary: 'S', goal: '999999999', slug: 'A_B' }, { goal: [M.goalTooLarge], slug: [M.slug] }],
      [{ charity_id: String(charity), title: 'T', summary: 'S', goal: '1e5', status: 'gone' }, { goal: [M.amountFormat], status: [M.status] }],
      [{ charity_id: String(charity), title: 'T', summary: 'S', goal: '10', slug: 'library-on-wheels-barmer' }, { slug: [M.projectSlugTaken] }],
      [{ charity_id: '999999', title: 'T', summary: 'S', goal: '10' }, { charity_id: [M.charityNotFound] }],
    ];
    for (const [fields, expected] of cases) {
      const res = await send('POST', '/api/admin/projects/', { host: MAIN, token: tokens.admin, fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toEqual({ error: 'Please correct the highlighted fields.', ...expected });
    }
    expect(await platform(async (tx) => tx.select().from(projects).where(eq(projects.title, 'T')))).toEqual([]);
  });

  it('never moves a project that has gifts to another charity; one without may move', async () => {
    const project = await idOf(projects, 'library-on-wheels-barmer');
    const other = await idOf(charities, 'yachay-warmi');
    const res = await send('PATCH', `/api/admin/projects/${project}/`, { host: MAIN, token: tokens.admin, fields: { charity_id: String(other) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().charity_id).toEqual([M.charityLocked]);

    const home = await idOf(charities, 'pustak-gaadi-trust');
    const fresh = (await send('POST', '/api/admin/projects/', { host: MAIN, token: tokens.admin, fields: { charity_id: String(home), title: 'Mover', summary: 'Moves.', goal: '50' } })).json().project as Json;
    expect(fresh.currency).toBe('INR');
    const moved = await send('PATCH', `/api/admin/projects/${fresh.id}/`, { host: MAIN, token: tokens.admin, fields: { charity_id: String(other) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().project).toMatchObject({ charity: { id: other }, currency: 'GBP' });
  });
});

describe('charity and project forms: who may', () => {
  it('asks for a login, refuses teachers and students (403) and a token of another site (401)', async () => {
    const fields = charityFields({ name: 'Not Allowed' });
    expect((await send('POST', '/api/admin/charities/', { host: GW, fields })).statusCode).toBe(401);
    for (const token of [tokens.teacher, tokens.student]) {
      const res = await send('POST', '/api/admin/charities/', { host: GW, token, fields });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only the platform admin or this site’s admins can manage charities here.');
      expect((await send('POST', '/api/admin/projects/', { host: GW, token, fields: {} })).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/charities/options/', { host: GW, token })).statusCode).toBe(403);
    }
    expect((await send('POST', '/api/admin/charities/', { host: MAIN, token: tokens.gw, fields })).statusCode).toBe(401);
    expect(await charityBySlug('not-allowed')).toEqual([]);
  });

  it('lets a school’s admin add their site’s own cause, shown on their site only; other scopes’ causes are a 404 to change', async () => {
    const gwSite = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!.id);
    const made = await send('POST', '/api/admin/charities/', { host: GW, token: tokens.gw, fields: charityFields({ name: 'Greenwood Pond Club', currency: 'GBP', status: 'published' }), files: [png()] });
    expect(made.statusCode, made.body).toBe(201);
    const c = made.json().charity as Json;
    expect(c).toMatchObject({ platform_wide: false, editable: true, site: { id: gwSite } });
    const project = await send('POST', '/api/admin/projects/', { host: GW, token: tokens.gw, fields: { charity_id: String(c.id), title: 'Pond dipping nets', summary: 'Nets.', goal: '80', status: 'published' } });
    expect(project.statusCode, project.body).toBe(201);

    const slugs = async (host: string) => ((await call('GET', '/api/charities/?limit=50', { host })).json().results as Json[]).map((x) => x.slug);
    expect(await slugs(GW)).toContain('greenwood-pond-club');
    expect(await slugs(MAIN)).not.toContain('greenwood-pond-club');
    expect(await slugs(BF)).not.toContain('greenwood-pond-club');

    // Another scope's cause: the same 404 as a missing one, for every other console.
    for (const [host, token] of [
      [MAIN, tokens.admin],
      [BF, tokens.bf],
    ] as const) {
      const res = await send('PATCH', `/api/admin/charities/${c.id}/`, { host, token, fields: { name: 'Taken over' } });
      expect(res.statusCode).toBe(404);
      expect((await send('PATCH', `/api/admin/projects/${project.json().project.id}/`, { host, token, fields: { title: 'Taken over' } })).statusCode).toBe(404);
    }
    const platformOne = await idOf(charities, 'pustak-gaadi-trust');
    expect((await send('PATCH', `/api/admin/charities/${platformOne}/`, { host: GW, token: tokens.gw, fields: { name: 'Mine now' } })).statusCode).toBe(404);
    // A project under a platform-wide charity is not the school's to make.
    const under = await send('POST', '/api/admin/projects/', { host: GW, token: tokens.gw, fields: { charity_id: String(platformOne), title: 'Sneaky', summary: 'S', goal: '10' } });
    expect(under.json().charity_id).toEqual([M.charityNotFound]);
    expect((await charityBySlug('pustak-gaadi-trust'))[0]!.name).not.toBe('Mine now');
    expect((await charityBySlug('greenwood-pond-club', gwSite))[0]!.name).toBe('Greenwood Pond Club');
  });
});
