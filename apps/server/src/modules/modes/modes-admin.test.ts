import { MODES_ADMIN_MSG as MSG } from '@commonshelf/shared/modes/modes-admin.schemas';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { multipartForm } from '../../test/book-files.js';
import { makePng } from '../../test/images.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { modes } from './modes.table.js';

let t: TestApp;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;
let admin: string;
let schoolAdmin: string;
let gwId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.admin, MAIN);
  schoolAdmin = await login(DEMO.schoolAdmin, GW);
  gwId = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
});
afterAll(() => t.close());

const json = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: Record<string, unknown>, token = admin, host = MAIN) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { host, authorization: `Bearer ${token}` } });
const siteModes = async (host: string) => (await call('GET', '/api/modes/', { host })).json().results.map((m: { name: string; locked: boolean }) => `${m.name}${m.locked ? ' (locked)' : ''}`);

describe('modes for the platform admin', () => {
  it('is the platform admin’s, on the main site; a school’s choice is its admins’, on its site', async () => {
    expect((await call('GET', '/api/admin/modes/', { host: MAIN })).statusCode).toBe(401);
    const res = await json('GET', '/api/admin/modes/', undefined, schoolAdmin, GW);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.notPlatformAdmin);
    const teacher = await login(DEMO.teacher, GW);
    expect((await json('GET', '/api/school-admin/modes/', undefined, teacher, GW)).statusCode).toBe(403);
    expect((await json('GET', '/api/school-admin/modes/', undefined, admin, MAIN)).json().error).toBe(MSG.notSchoolAdmin);
  });

  it('lists the catalogue; adds a mode (offered by no site yet), refuses a second of the same name', async () => {
    const list = (await json('GET', '/api/admin/modes/')).json();
    expect(list.count).toBe(6);
    expect(list.results.filter((m: { locked: boolean }) => m.locked)).toHaveLength(1);

    const empty = await json('POST', '/api/admin/modes/', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().name).toEqual([MSG.nameRequired]);
    const res = await json('POST', '/api/admin/modes/', { name: 'Ocean Explorers', description: 'Seas, rivers and the creatures in them.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Ocean Explorers', slug: 'ocean-explorers', locked: false, active: true, sites_enabled: 0, image: null });
    expect((await json('POST', '/api/admin/modes/', { name: 'ocean explorers' })).json().name).toEqual([MSG.nameTaken]);
    // The main site offers every active mode; Greenwood only the ones it turned on.
    expect(await siteModes(MAIN)).toContain('Ocean Explorers');
    expect(await siteModes(GW)).not.toContain('Ocean Explorers');
  });

  it('gives a mode its picture, judged by its bytes; the old file goes', async () => {
    const [mode] = await platform((tx) => tx.select().from(modes).where(eq(modes.slug, 'ocean-explorers')));
    const put = (data: Buffer, name = 'sea.png', type = 'image/png') => {
      const body = multipartForm({}, [{ field: 'image', name, data, type }]);
      return t.app.inject({ method: 'PUT', url: `/api/admin/modes/${mode!.id}/image/`, payload: body.payload, headers: { host: MAIN, authorization: `Bearer ${admin}`, ...body.headers } });
    };
    const bad = await put(Buffer.from('<html>not an image</html>'), 'sea.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().image).toEqual([MSG.imageType]);
    // An SVG is cleaned of scripts before it is stored.
    const script = await put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><circle cx="5" cy="5" r="4"/></svg>'), 'sea.svg', 'image/svg+xml');
    expect(script.statusCode, script.body).toBe(200);
    const svgKey = (await platform((tx) => tx.select().from(modes).where(eq(modes.id, mode!.id))))[0]!.image!;
    const stored = readFileSync(path.join(t.config.uploadsDir, svgKey), 'utf8');
    expect(stored).toContain('<circle');
    expect(stored).not.toContain('<script');

    const first = await put(makePng(40, 40));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().image).toMatch(/^\/media\/modes\//);
    const firstKey = (await platform((tx) => tx.select().from(modes).where(eq(modes.id, mode!.id))))[0]!.image!;
    await put(makePng(50, 50));
    const secondKey = (await platform((tx) => tx.select().from(modes).where(eq(modes.id, mode!.id))))[0]!.image!;
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(path.join(t.config.uploadsDir, firstKey))).toBe(false);
    expect(existsSync(path.join(t.config.uploadsDir, secondKey))).toBe(true);
  });

  it('turns a mode on and locks it for one site; locking or deactivating it platform-wide applies everywhere', async () => {
    const [mode] = await platform((tx) => tx.select().from(modes).where(eq(modes.slug, 'ocean-explorers')));
    const on = await json('PUT', `/api/admin/modes/${mode!.id}/sites/${gwId}/`, { enabled: true, locked: false });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().results.find((r: { site: { id: string } }) => r.site.id === gwId)).toMatchObject({ enabled: true, locked: false });
    expect(await siteModes(GW)).toContain('Ocean Explorers');
    expect(await siteModes(BF)).not.toContain('Ocean Explorers');

    expect((await json('PATCH', `/api/admin/modes/${mode!.id}/`, { locked: true })).json().locked).toBe(true);
    expect(await siteModes(GW)).toContain('Ocean Explorers (locked)');
    expect((await json('PATCH', `/api/admin/modes/${mode!.id}/`, { locked: false, active: false })).json().active).toBe(false);
    expect(await siteModes(GW)).not.toContain('Ocean Explorers');
    expect(await siteModes(MAIN)).not.toContain('Ocean Explorers');
    await json('PATCH', `/api/admin/modes/${mode!.id}/`, { active: true });

    expect((await json('PUT', `/api/admin/modes/${mode!.id}/sites/00000000-0000-4000-8000-000000000000/`, { enabled: true, locked: false })).statusCode).toBe(404);
    expect((await json('PATCH', '/api/admin/modes/999999/', { locked: true })).statusCode).toBe(404);
  });
});

describe('a school’s modes', () => {
  it('lists every active mode with the school’s choice, and changes it for the school only', async () => {
    const res = await json('GET', '/api/school-admin/modes/', undefined, schoolAdmin, GW);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.switchboard).toBe(true);
    const ocean = body.results.find((r: { mode: { name: string } }) => r.mode.name === 'Ocean Explorers');
    expect(ocean).toMatchObject({ enabled: true, locked: false, locked_by_platform: false });

    const changed = await json('PUT', `/api/school-admin/modes/${ocean.mode.id}/`, { enabled: true, locked: true }, schoolAdmin, GW);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await siteModes(GW)).toContain('Ocean Explorers (locked)');
    await json('PUT', `/api/school-admin/modes/${ocean.mode.id}/`, { enabled: false, locked: false }, schoolAdmin, GW);
    expect(await siteModes(GW)).not.toContain('Ocean Explorers');
    // The main site's list does not change with a school's choice.
    expect(await siteModes(MAIN)).toContain('Ocean Explorers');

    // An inactive mode cannot be chosen by a school.
    await json('PATCH', `/api/admin/modes/${ocean.mode.id}/`, { active: false });
    expect((await json('PUT', `/api/school-admin/modes/${ocean.mode.id}/`, { enabled: true, locked: false }, schoolAdmin, GW)).statusCode).toBe(404);
    expect((await json('PUT', `/api/school-admin/modes/${ocean.mode.id}/`, { enabled: 'yes' }, schoolAdmin, GW)).statusCode).toBe(400);
  });
});
