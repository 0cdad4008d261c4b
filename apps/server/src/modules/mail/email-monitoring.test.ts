import { EMAIL_MSG } from '@commonshelf/shared/mail/email-monitoring.schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/seed.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { mailOutbox } from './mail.table.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW } = HOSTS;

/** Words only this test's messages carry, so the demo's own emails stay out of the counts. */
const TAG = 'zq-monitor';
const ids: Record<'failed' | 'sent' | 'stored' | 'queued', string> = { failed: '', sent: '', stored: '', queued: '' };
let admin: string;

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await login(DEMO.admin, MAIN);
  const gw = await platform(async (tx) => (await findTenantBySubdomain(tx, 'greenwood'))!);
  const base = { text: 'Hello from the outbox.\nChoose a new password: http://greenwood.localhost/password-reset-confirm/#token=abcDEF123_-x\nYour order: http://x/trackorder/AB12?token=s3cr3t&lang=en', html: '<p>Hello from the outbox.</p><script>alert(1)</script>' };
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  await platform(async (tx) => {
    const rows = await tx
      .insert(mailOutbox)
      .values([
        { ...base, tenantId: gw.id, toAddress: 'failed@example.com', subject: `Reset your password ${TAG}`, template: 'password-reset', status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED 10.0.0.1:25', createdAt: minutesAgo(4) },
        { ...base, tenantId: null, toAddress: 'sent@example.com', subject: `Welcome ${TAG}`, template: 'invitation', status: 'sent', attempts: 1, sentAt: minutesAgo(3), createdAt: minutesAgo(3) },
        { ...base, tenantId: null, toAddress: 'stored@example.com', subject: `Receipt ${TAG}`, template: 'donation-receipt', status: 'stored', createdAt: minutesAgo(2) },
        { ...base, tenantId: gw.id, toAddress: 'queued@example.com', subject: `Reminder ${TAG}`, template: 'live-reminder', status: 'queued', createdAt: minutesAgo(1) },
      ])
      .returning();
    for (const r of rows) ids[r.status] = r.id;
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, token = admin, host = MAIN) => call('GET', url, { token, host });
const resend = (id: string, token = admin, host = MAIN) => call('POST', `/api/admin/emails/${id}/resend/`, { token, host });
const rowOf = (id: string) => platform(async (tx) => (await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!);

describe('email monitoring', () => {
  it('is the platform admin’s, on the main site only', async () => {
    expect((await call('GET', '/api/admin/emails/', { host: MAIN })).statusCode).toBe(401);
    for (const who of [DEMO.teacher, DEMO.schoolAdmin]) {
      const res = await get('/api/admin/emails/', await login(who, GW), GW);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(EMAIL_MSG.notPlatformAdmin);
      expect((await resend(ids.failed, await login(who, GW), GW)).statusCode).toBe(403);
    }
    // The platform admin's token is not valid on a school's site.
    expect((await get('/api/admin/emails/', admin, GW)).statusCode).toBe(401);
  });

  it('lists every site’s emails, newest first, with counts per status, filters and search; never the HTML', async () => {
    const res = await get(`/api/admin/emails/?search=${TAG}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.count).toBe(4);
    expect(page.counts).toEqual({ all: 4, queued: 1, sent: 1, failed: 1, stored: 1 });
    expect(page.results.map((e: { to: string }) => e.to)).toEqual(['queued@example.com', 'stored@example.com', 'sent@example.com', 'failed@example.com']);
    const failed = page.results[3];
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED 10.0.0.1:25', template: 'password-reset', site: { name: 'Greenwood Primary School' } });
    expect(page.results[2].site).toBeNull();
    expect(JSON.stringify(page)).not.toContain('<script>');
    expect(page.templates).toEqual(expect.arrayContaining(['donation-receipt', 'invitation', 'live-reminder', 'password-reset']));

    const onlyFailed = (await get(`/api/admin/emails/?search=${TAG}&status=failed`)).json();
    expect(onlyFailed.results.map((e: { id: string }) => e.id)).toEqual([ids.failed]);
    // The tabs keep counting every status under the same search.
    expect(onlyFailed.counts.all).toBe(4);
    const byTemplate = (await get(`/api/admin/emails/?search=${TAG}&template=invitation`)).json();
    expect(byTemplate.results.map((e: { id: string }) => e.id)).toEqual([ids.sent]);
    const byAddress = (await get('/api/admin/emails/?search=stored%40example')).json();
    expect(byAddress.results.map((e: { id: string }) => e.id)).toEqual([ids.stored]);
    // LIKE's wildcards are searched for as typed.
    expect((await get('/api/admin/emails/?search=%25%25')).json().count).toBe(0);

    const paged = (await get(`/api/admin/emails/?search=${TAG}&limit=3`)).json();
    expect(paged.results).toHaveLength(3);
    expect(paged.next).toContain('offset=3');

    expect((await get('/api/admin/emails/?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/emails/?limit=1000')).statusCode).toBe(400);
  });

  it('shows one message’s text without its secrets, not its HTML', async () => {
    const res = await get(`/api/admin/emails/${ids.failed}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.failed, subject: `Reset your password ${TAG}` });
    // Links that would let the reader act as the recipient are hidden.
    expect(res.json().text).toBe(
      'Hello from the outbox.\nChoose a new password: http://greenwood.localhost/password-reset-confirm/#token=[hidden]\nYour order: http://x/trackorder/AB12?token=[hidden]&lang=en',
    );
    expect(res.json()).not.toHaveProperty('html');
    expect((await get('/api/admin/emails/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
    expect((await get('/api/admin/emails/not-an-id/')).statusCode).toBe(400);
  });

  it('sends a failed email again as the same message, and a sent one as a copy; one still waiting is refused', async () => {
    const waiting = await resend(ids.queued);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toBe(EMAIL_MSG.alreadyQueued);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const before = smtp.mails.length;
    const delivered = (to: string) => smtp.mails.slice(before).filter((m) => m.to.includes(to)).length;
    const retried = await resend(ids.failed);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(EMAIL_MSG.resentQueued);
    expect(retried.json().email.id).toBe(ids.failed);
    expect(retried.json().email.status).toBe('sent');
    expect(await rowOf(ids.failed)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(delivered('failed@example.com')).toBe(1);

    const copied = await resend(ids.sent);
    expect(copied.statusCode, copied.body).toBe(200);
    const copyId = copied.json().email.id as string;
    expect(copyId).not.toBe(ids.sent);
    expect(copied.json().email).toMatchObject({ to: 'sent@example.com', subject: `Welcome ${TAG}`, template: 'invitation', status: 'sent' });
    // The original keeps its own record.
    expect(await rowOf(ids.sent)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(delivered('sent@example.com')).toBe(1);
    expect(delivered('failed@example.com')).toBe(1);

    await platform((tx) => tx.delete(mailOutbox).where(inArray(mailOutbox.id, [copyId])));
  });
});
