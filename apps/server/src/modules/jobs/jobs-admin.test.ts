import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { JOBS_MSG } from '@commonshelf/shared/admin/jobs.schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { IMAGE_JOB } from '../../lib/image-derivatives.js';
import { imageUrl } from '../../lib/media.js';
import { makePng } from '../../test/images.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const { call, login } = apiClient(() => t);
const { main: MAIN, greenwood: GW } = HOSTS;
let admin: string;

/** A picture in the uploads folder, as an upload leaves it. */
function upload(bytes: Buffer): string {
  const key = `tenants/${randomUUID()}.png`;
  const file = path.join(t.config.uploadsDir, key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return key;
}

const failedList = async (kind = IMAGE_JOB) => (await call('GET', `/api/admin/jobs/failed/?kind=${kind}`, { host: MAIN, token: admin })).json();
const until = (what: () => Promise<boolean> | boolean) => expect.poll(what, { timeout: 30_000, interval: 200 }).toBe(true);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(DEMO.admin, MAIN);
});
afterAll(() => t?.close());

describe('resized copies of uploaded pictures', () => {
  it('serves the original until the job has made the WebP copy, then the copy', async () => {
    const key = upload(makePng(1200, 600));
    const url = imageUrl(key)!;
    expect(url).toBe(`/media/w320/${key}`);
    const before = await t.app.inject({ url, headers: { host: MAIN } });
    expect(before.statusCode).toBe(302);
    expect(before.headers.location).toBe(`/media/${key}`);

    await t.app.jobs.send(IMAGE_JOB, { key });
    let res = before;
    await until(async () => (res = await t.app.inject({ url, headers: { host: MAIN } })).statusCode === 200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
  });
});

describe('dead letters in the admin panel', () => {
  it('lists a job whose tries ran out, with its kind, error and attempts; retried, it runs again and leaves the list', async () => {
    const key = upload(makePng(800, 800, false)); // the header's size, but no pixels: the copy cannot be made
    const id = await t.app.jobs.send(IMAGE_JOB, { key });
    await until(async () => (await failedList()).results.some((j: { id: string }) => j.id === id));
    const job = (await failedList()).results.find((j: { id: string }) => j.id === id);
    expect(job).toMatchObject({ kind: IMAGE_JOB, attempts: 3 });
    expect(job.error).toMatch(/\S/);
    expect(job.error).not.toMatch(/\n\s+at /); // a message, never a stack
    expect((await failedList()).kinds).toContain(IMAGE_JOB);

    const metrics = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(new RegExp(`^commonshelf_jobs_failed\\{kind="${IMAGE_JOB}"\\} [1-9]`, 'm'));
    expect(metrics.body).toMatch(new RegExp(`^commonshelf_job_queue_depth\\{kind="${IMAGE_JOB}"\\} \\d`, 'm'));

    // The picture is put right; the retry makes its copy.
    writeFileSync(path.join(t.config.uploadsDir, key), makePng(640, 640));
    const retried = await call('POST', `/api/admin/jobs/failed/${id}/retry/`, { host: MAIN, token: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(JOBS_MSG.retried);
    await until(async () => (await t.app.inject({ url: imageUrl(key)!, headers: { host: MAIN } })).statusCode === 200);
    expect((await failedList()).results.some((j: { id: string }) => j.id === id)).toBe(false);
    // It is no dead letter any more.
    expect((await call('POST', `/api/admin/jobs/failed/${id}/retry/`, { host: MAIN, token: admin })).statusCode).toBe(404);
  });

  it('discards a dead letter for good', async () => {
    const id = await t.app.jobs.send(IMAGE_JOB, { key: upload(makePng(500, 500, false)) });
    await until(async () => (await failedList()).results.some((j: { id: string }) => j.id === id));
    const gone = await call('DELETE', `/api/admin/jobs/failed/${id}/`, { host: MAIN, token: admin });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(JOBS_MSG.discarded);
    expect((await failedList()).results.some((j: { id: string }) => j.id === id)).toBe(false);
    const again = await call('DELETE', `/api/admin/jobs/failed/${id}/`, { host: MAIN, token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(JOBS_MSG.notFound);
    expect((await call('POST', '/api/admin/jobs/failed/not-a-job/retry/', { host: MAIN, token: admin })).statusCode).toBe(400);
  });

  it('belongs to the platform admin on the main site only', async () => {
    const id = randomUUID();
    expect((await call('GET', '/api/admin/jobs/failed/', { host: MAIN })).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/jobs/failed/${id}/retry/`, { host: MAIN })).statusCode).toBe(401);
    for (const who of [DEMO.teacher, DEMO.schoolAdmin]) {
      const token = await login(who, GW);
      const res = await call('GET', '/api/admin/jobs/failed/', { host: GW, token });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(JOBS_MSG.notPlatformAdmin);
      expect((await call('DELETE', `/api/admin/jobs/failed/${id}/`, { host: GW, token })).statusCode).toBe(403);
    }
    // The platform admin's token is the main site's: a school's site does not take it.
    expect((await call('GET', '/api/admin/jobs/failed/', { host: GW, token: admin })).statusCode).toBe(401);
  });
});
