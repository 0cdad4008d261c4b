import { randomBytes } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inPlatformScope } from '../../db/client.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailOutbox } from './mail.table.js';
import { createMailer, retryDelayMs } from './mail.service.js';

const quiet = { error: () => {} };

describe('the outbox with several senders', () => {
  let t: TestApp;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    [t, catcher] = await Promise.all([createTestApp(), startMailCatcher()]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), catcher?.close()]);
  });

  const tag = () => randomBytes(4).toString('hex');
  const enqueue = async (mailer: ReturnType<typeof createMailer>, to: string[]) =>
    inPlatformScope(t.db, async (tx) => {
      for (const address of to) await mailer.enqueue(tx, { tenantId: null, to: address, template: 'test', subject: `Hello ${address}`, text: 'Hi', html: '<p>Hi</p>' });
    });
  const rows = (pattern: string) => inPlatformScope(t.db, (tx) => tx.select().from(mailOutbox).where(like(mailOutbox.toAddress, pattern)));

  it('sends each email once when two instances flush the same outbox at the same time', async () => {
    const a = createMailer({ db: t.db, smtpUrl: catcher.url, from: 'A <a@example.org>', log: quiet });
    const b = createMailer({ db: t.db, smtpUrl: catcher.url, from: 'B <b@example.org>', log: quiet });
    const run = tag();
    const to = Array.from({ length: 45 }, (_, i) => `once-${run}-${i}@example.org`);
    await enqueue(a, to);
    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    // A flush started while another runs joins it; run both again until the outbox is empty.
    await Promise.all([a.flush(), b.flush()]);
    const received = catcher.mails.flatMap((m) => m.to).filter((addr) => addr.includes(run));
    expect(received.sort()).toEqual([...to].sort());
    const stored = await rows(`once-${run}-%`);
    expect(stored.every((r) => r.status === 'sent' && r.attempts === 1 && r.lockedUntil === null)).toBe(true);
    a.close();
    b.close();
  });

  it('waits out a backoff after a failure, and takes back an email whose sender died with it', async () => {
    // Nothing listens on port 9 of this machine: SMTP fails at once.
    const down = createMailer({ db: t.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.org', log: quiet });
    const run = tag();
    await enqueue(down, [`retry-${run}@example.org`]);
    await down.flush();
    let [row] = await rows(`retry-${run}@%`);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    const wait = row!.lockedUntil!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(retryDelayMs(1) - 5_000);
    expect(wait).toBeLessThanOrEqual(retryDelayMs(1));
    // Not due yet: another flush leaves it alone.
    await down.flush();
    [row] = await rows(`retry-${run}@%`);
    expect(row!.attempts).toBe(1);
    // Due: the next flush (here through a working SMTP server) sends it.
    await inPlatformScope(t.db, (tx) => tx.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.id, row!.id)));
    const up = createMailer({ db: t.db, smtpUrl: catcher.url, from: 'x@example.org', log: quiet });
    await up.flush();
    [row] = await rows(`retry-${run}@%`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    down.close();
    up.close();
  });

  it('backs off 30 s, 1, 2 and 4 minutes between tries', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('leaves an email claimed by a sender that is still within its lease', async () => {
    const mailer = createMailer({ db: t.db, smtpUrl: catcher.url, from: 'x@example.org', log: quiet });
    const run = tag();
    await enqueue(mailer, [`leased-${run}@example.org`]);
    const [row] = await rows(`leased-${run}@%`);
    // Another instance claimed it a moment ago and is still sending.
    await inPlatformScope(t.db, (tx) => tx.update(mailOutbox).set({ attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` }).where(inArray(mailOutbox.id, [row!.id])));
    await mailer.flush();
    expect((await rows(`leased-${run}@%`))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(catcher.mails.some((m) => m.to.includes(`leased-${run}@example.org`))).toBe(false);
    mailer.close();
  });
});
