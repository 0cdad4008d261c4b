import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { createUser, DEMO } from '../../db/seed/seed.js';
import { apiClient, createTestApp, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from '../mail/mail.table.js';
import { findTenantBySubdomain } from '../tenants/tenants.repository.js';
import { sendDueReminders } from './live.reminders.js';
import { liveRegistrations, liveSessions } from './live.table.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

let t: TestApp;
let greenwoodId: string;
const { call, login, platform } = apiClient(() => t);
beforeAll(async () => {
  t = await createTestApp();
  greenwoodId = (await platform((tx) => findTenantBySubdomain(tx, 'greenwood')))!.id;
});
afterAll(() => t.close());

async function makeSession(startsAt: Date, values: Partial<typeof liveSessions.$inferInsert> = {}) {
  const slug = `reminder-test-${randomUUID().slice(0, 8)}`;
  const [row] = await platform((tx) =>
    tx
      .insert(liveSessions)
      .values({ tenantId: null, slug, kind: 'live_lesson', title: `Pond life ${slug}`, startsAt, durationMinutes: 45, joinUrl: 'https://meet.example.org/x', status: 'published', ...values })
      .returning(),
  );
  return row!;
}

async function newPerson() {
  const email = `remind-${randomUUID().slice(0, 8)}@example.org`;
  await platform((tx) => createUser(tx, { tenantId: greenwoodId, role: 'teacher', firstName: 'Kofi', lastName: 'Test', email, password: DEMO.password }));
  return { email, token: await login(email) };
}

const remindersTo = async (emails: string[]) =>
  platform((tx) => tx.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails)))
    .then((rows) => rows.filter((m) => m.template.startsWith('live_reminder_')));

describe('reminders', () => {
  it('sends each registration a reminder a day before and one an hour before, exactly once each', async () => {
    // Far enough ahead that registering now leaves both reminders to the job.
    const start = new Date(Math.ceil((Date.now() + 5 * 24 * HOUR) / MIN) * MIN);
    const s = await makeSession(start);
    const a = await newPerson();
    const b = await newPerson();
    const student = await login(DEMO_STUDENTS[7]!.username);
    for (const token of [a.token, b.token, student]) expect((await call('POST', `/api/live/${s.slug}/registration/`, { token })).statusCode).toBe(201);
    const emails = [a.email, b.email];
    const at = (ms: number) => new Date(start.getTime() + ms);

    await sendDueReminders(t.app, at(-24 * HOUR - MIN));
    expect(await remindersTo(emails)).toEqual([]);

    await sendDueReminders(t.app, at(-24 * HOUR + MIN));
    let mails = await remindersTo(emails);
    expect(mails.map((m) => [m.toAddress, m.template]).sort()).toEqual([
      [a.email, 'live_reminder_day'],
      [b.email, 'live_reminder_day'],
    ].sort());
    const day = mails.find((m) => m.toAddress === a.email)!;
    expect(day.subject).toBe(`Coming up: ${s.title}`);
    expect(day.text).toContain('starts in 23 hours 59 minutes');
    expect(day.text).toContain(`http://greenwood.localhost:3000/webinar/${s.slug}`);
    expect(day.text).not.toContain('meet.example.org');
    expect(day.tenantId).toBe(greenwoodId);

    // Later runs in the same window, or before the next one, send nothing more.
    await sendDueReminders(t.app, at(-24 * HOUR + 2 * MIN));
    await sendDueReminders(t.app, at(-2 * HOUR));
    expect(await remindersTo(emails)).toHaveLength(2);

    await sendDueReminders(t.app, at(-HOUR + MIN));
    mails = await remindersTo(emails);
    const soon = mails.filter((m) => m.template === 'live_reminder_soon');
    expect(soon.map((m) => m.toAddress).sort()).toEqual(emails.sort());
    expect(soon[0]!.subject).toBe(`Starting soon: ${s.title}`);
    expect(soon[0]!.text).toContain('starts in 59 minutes');

    await sendDueReminders(t.app, at(-10 * MIN));
    await sendDueReminders(t.app, at(MIN));
    expect(await remindersTo(emails)).toHaveLength(4);
    const regs = await platform((tx) => tx.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id)));
    // The student, who has no email, is marked too: the job does not try them again every minute.
    expect(regs.every((r) => r.dayReminderAt && r.soonReminderAt)).toBe(true);
  });

  it('claims each reminder once when two servers run the job at the same moment', async () => {
    const start = new Date(Date.now() + 10 * 24 * HOUR);
    const s = await makeSession(start);
    const people = await Promise.all([newPerson(), newPerson(), newPerson()]);
    for (const p of people) await call('POST', `/api/live/${s.slug}/registration/`, { token: p.token });
    const now = new Date(start.getTime() - 20 * HOUR);
    const [one, two] = await Promise.all([sendDueReminders(t.app, now), sendDueReminders(t.app, now)]);
    expect(one.day + two.day).toBe(3);
    const mails = await remindersTo(people.map((p) => p.email));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(people.map((p) => p.email).sort());
  });

  it('sends only the hour-before reminder when the day-before one was missed, and none for drafts or ended sessions', async () => {
    const start = new Date(Date.now() + 15 * 24 * HOUR);
    const s = await makeSession(start);
    const draft = await makeSession(start);
    const p = await newPerson();
    await call('POST', `/api/live/${s.slug}/registration/`, { token: p.token });
    const userId = (await platform((tx) => tx.select().from(liveRegistrations).where(eq(liveRegistrations.sessionId, s.id))))[0]!.userId;
    await platform(async (tx) => {
      await tx.insert(liveRegistrations).values({ tenantId: greenwoodId, sessionId: draft.id, userId });
      await tx.update(liveSessions).set({ status: 'draft' }).where(eq(liveSessions.id, draft.id));
    });
    await sendDueReminders(t.app, new Date(start.getTime() - 30 * MIN));
    const mails = await remindersTo([p.email]);
    expect(mails.map((m) => m.template)).toEqual(['live_reminder_soon']);
    expect(mails[0]!.subject).toBe(`Starting soon: ${s.title}`);
    await sendDueReminders(t.app, new Date(start.getTime() - 20 * HOUR));
    await sendDueReminders(t.app, new Date(start.getTime() + HOUR));
    expect(await remindersTo([p.email])).toHaveLength(1);
  });

  it('sends no reminder a registration made shortly before the start already covers', async () => {
    const p = await newPerson();
    const soon = await makeSession(new Date(Date.now() + 30 * MIN));
    const tomorrow = await makeSession(new Date(Date.now() + 5 * HOUR));
    for (const s of [soon, tomorrow]) await call('POST', `/api/live/${s.slug}/registration/`, { token: p.token });
    await sendDueReminders(t.app, new Date(Date.now() + MIN));
    expect(await remindersTo([p.email])).toEqual([]);
    // The hour-before reminder of the later one still comes.
    await sendDueReminders(t.app, new Date(tomorrow.startsAt.getTime() - 50 * MIN));
    expect((await remindersTo([p.email])).map((m) => m.template)).toEqual(['live_reminder_soon']);
  });
});

describe('reminder job', () => {
  it('runs in the server process on its schedule and stops when the server closes', async () => {
    const job = await createTestApp({ NODE_ENV: 'development', LIVE_REMINDERS_INTERVAL_MS: '200' });
    try {
      const email = `job-${randomUUID().slice(0, 8)}@example.org`;
      await job.db.withTenant({ tenantId: null, platform: true }, async (tx) => {
        const tenant = (await findTenantBySubdomain(tx, 'greenwood'))!;
        const user = await createUser(tx, { tenantId: tenant.id, role: 'teacher', firstName: 'Ama', lastName: 'Job', email, password: DEMO.password });
        const [s] = await tx
          .insert(liveSessions)
          .values({ tenantId: null, slug: 'job-test', kind: 'webinar', title: 'Job test', startsAt: new Date(Date.now() + 40 * MIN), joinUrl: 'https://meet.example.org/j', status: 'published' })
          .returning();
        // Registered long ago: both reminders are still to send, and only the hour-before one is due.
        await tx.insert(liveRegistrations).values({ tenantId: tenant.id, sessionId: s!.id, userId: user.id });
      });
      await expect
        .poll(
          () => job.db.withTenant({ tenantId: null, platform: true }, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))),
          { timeout: 5000 },
        )
        .toHaveLength(1);
    } finally {
      await job.close();
    }
  });
});
