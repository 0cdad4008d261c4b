import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '../db/seed/content/students.content.js';
import { DEMO } from '../db/seed/seed.js';
import { CLASS_ALERT_AT } from '../modules/auth/class-login-alert.js';
import { mailOutbox } from '../modules/mail/mail.table.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../test/test-app.js';

/**
 * Attack: one password tried on every child of a class (password spraying), from many addresses so
 * that no per-address limit sees it, and from one address. Expected: every attempt is refused with
 * the same 401 (one address is slowed to 429 by its own limit); the class's teacher is told once,
 * by an email that names no child and no password; no child is locked out: each still signs in
 * with their own password.
 */
let t: TestApp;
const { call, platform } = apiClient(() => t);
const GW = HOSTS.greenwood;
const SPRAYED = 'sunshine2026';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const alerts = () => platform((tx) => tx.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, DEMO.teacher), eq(mailOutbox.template, 'class_login_alert'))));
const attempt = (username: string, password: string, ip?: string) => call('POST', '/api/auth/token/', { host: GW, payload: { username, password, remember: false }, ip });

describe('one password sprayed across a class', () => {
  it('from many addresses: each attempt a plain 401, and the teacher told once, by name of the class only', async () => {
    const rounds = Math.ceil((CLASS_ALERT_AT + 5) / DEMO_STUDENTS.length);
    let tried = 0;
    for (let round = 0; round < rounds; round++) {
      for (const s of DEMO_STUDENTS) {
        const res = await attempt(s.username, SPRAYED);
        expect(res.statusCode, res.body).toBe(401);
        tried++;
        if (tried === CLASS_ALERT_AT - 1) expect(await alerts()).toHaveLength(0);
      }
    }
    expect(tried).toBeGreaterThan(CLASS_ALERT_AT);
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Many wrong passwords tried in ${DEMO.className}`);
    expect(sent[0]!.text).toContain(`${CLASS_ALERT_AT} sign-ins to ${DEMO.className} failed`);
    for (const s of DEMO_STUDENTS) {
      expect(sent[0]!.text).not.toContain(s.username);
      expect(sent[0]!.text).not.toContain(s.last_name);
    }
    expect(sent[0]!.text).not.toContain(SPRAYED);
  });

  it('from one address: that address is slowed down with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await attempt(DEMO_STUDENTS[i % DEMO_STUDENTS.length]!.username, SPRAYED, '10.66.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('locks no child out: every one still signs in with their own password, and the teacher is not told again', async () => {
    for (const s of DEMO_STUDENTS) {
      const res = await attempt(s.username, DEMO.password);
      expect(res.statusCode, `${s.username}: ${res.body}`).toBe(200);
    }
    expect(await alerts()).toHaveLength(1);
  });
});
