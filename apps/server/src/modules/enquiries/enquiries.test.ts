import path from 'node:path';
import {
  addDays,
  ENQUIRY_MSG as MSG,
  ENQUIRY_NEXT_STEPS,
  nowIn,
  SCREENSHOT_MAX_BYTES,
} from '@commonshelf/shared/site/enquiries.schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '../../db/client.js';
import { DEMO } from '../../db/seed/seed.js';
import { PRIVATE_UPLOADS_DIR } from '../../lib/private-storage.js';
import { TURNSTILE_EXPIRED, TURNSTILE_FAILED } from '../../lib/turnstile.js';
import { VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { multipartForm, type FilePart } from '../../test/book-files.js';
import { makeJpeg, makePng } from '../../test/images.js';
import { storedFileNames } from '../../test/stored-files.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { startTurnstile } from '../../test/turnstile-server.js';
import { mailOutbox } from '../mail/mail.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { users } from '../users/users.table.js';
import { enquiries } from './enquiries.table.js';

let t: TestApp;
let turnstile: Awaited<ReturnType<typeof startTurnstile>>;
const { call, login, platform } = apiClient(() => t);
const { main: MAIN, greenwood: GW, brightfutures: BF } = HOSTS;

beforeAll(async () => {
  turnstile = await startTurnstile('enquiry-secret');
  t = await createTestApp({ TURNSTILE_SECRET_KEY: 'enquiry-secret', TURNSTILE_VERIFY_URL: turnstile.url, PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  await t?.close();
  await turnstile?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ipSeq = 0;
const nextIp = () => `10.61.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Sends a form as the web app does (JSON), from an address of its own unless told. */
const send = (body: Json, o: { host?: string; token?: string; ip?: string; agent?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/enquiries/',
    payload: body,
    headers: {
      host: o.host ?? MAIN,
      'user-agent': o.agent ?? 'EnquiryTest/1.0',
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    },
    remoteAddress: o.ip ?? nextIp(),
  });

/** A problem report with its screenshot, as a multipart form. */
const sendForm = (fields: Record<string, string>, files: FilePart[], o: { host?: string } = {}) => {
  const form = multipartForm(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/enquiries/', payload: form.payload, headers: { host: o.host ?? MAIN, ...form.headers }, remoteAddress: nextIp() });
};

const admin = (method: 'GET' | 'PATCH', url: string, o: { token?: string; host?: string; payload?: Json } = {}) =>
  call(method, url, { host: o.host ?? MAIN, ...(o.token ? { token: o.token } : {}), ...(o.payload ? { payload: o.payload } : {}) });

/** A date within the next weeks, as the visitor's own calendar shows it. */
const soon = (zone = 'Europe/London') => addDays(nowIn(zone).date, 10);

/** A valid form of each kind, with fields of its own. */
function form(kind: 'contact' | 'tour' | 'problem' | 'demo' | 'sales', over: Json = {}): Json {
  const email = `${unique(kind)}@example.org`;
  const base = { kind, name: 'Ada Okoro', email, turnstile_token: turnstile.issue(), ...over };
  switch (kind) {
    case 'contact':
      return { subject: 'Partnership idea', message: 'We run a reading club and would love to work with you.', page_url: 'http://localhost:3000/contact', ...base };
    case 'tour':
      return {
        organisation: 'Riverside Primary',
        role: 'school_leader',
        school_size: '100_499',
        preferred_date: soon(),
        preferred_time: '14:30',
        time_zone: 'Europe/London',
        message: 'Our literacy lead will join.',
        ...base,
      };
    case 'problem':
      return { message: 'The reader froze on page 3.', page_url: 'http://localhost:3000/library/12', ...base };
    case 'demo':
      return { organisation: 'Lakeside Academy', role: 'teacher', country: 'KE', students: 640, ...base };
    case 'sales':
      return { organisation: 'Hilltop Trust', interests: ['printed_books', 'teacher_training'], quantity: '1,200', message: 'For three schools.', ...base };
  }
}

const mailIds = async () => new Set((await platform((tx) => tx.select({ id: mailOutbox.id }).from(mailOutbox))).map((r) => r.id));
/** The outbox rows written since `before` was taken. */
const newMail = async (before: Set<string>) => (await platform((tx) => tx.select().from(mailOutbox))).filter((m) => !before.has(m.id));
const countEnquiries = async () => (await platform((tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from enquiries`)))[0]!.n;
const enquiryRow = async (id: string) => (await platform((tx) => tx.select().from(enquiries).where(eq(enquiries.id, id))))[0]!;

const platformAdminEmails = async () =>
  (await platform((tx) => tx.select({ email: users.email }).from(users).where(and(eq(users.role, 'upschool_admin'), eq(users.isActive, true), isNull(users.tenantId)))))
    .map((r) => r.email!)
    .sort();
const siteAdminEmails = async (tenantId: string) =>
  (
    await platform((tx) =>
      tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.role, ['school_admin', 'organization_admin']), eq(users.isActive, true))),
    )
  )
    .map((r) => r.email!)
    .sort();
const siteId = async (subdomain: string) => (await platform((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, subdomain))))[0]!.id;

const SUBJECTS: Record<string, (b: Json) => string> = {
  contact: (b) => `Contact message: ${b.subject}`,
  tour: (b) => `Tour request from ${b.organisation}`,
  problem: (b) => `Problem report from ${b.name}`,
  demo: (b) => `Demo request from ${b.organisation}`,
  sales: (b) => `Sales enquiry from ${b.organisation}`,
};
const ACKS: Record<string, string> = {
  contact: 'We received your message',
  tour: 'We received your tour request',
  problem: 'We received your problem report',
  demo: 'We received your demo request',
  sales: 'We received your enquiry',
};

describe('POST /api/enquiries/', () => {
  it('stores each kind from the main site and emails the platform admins and the sender through the outbox', async () => {
    const admins = await platformAdminEmails();
    expect(admins).toContain(DEMO.admin);
    for (const kind of ['contact', 'tour', 'problem', 'demo', 'sales'] as const) {
      const body = form(kind);
      const before = await mailIds();
      const res = await send(body, { agent: `Browser for ${kind}` });
      expect(res.statusCode, res.body).toBe(201);
      const sent = res.json();
      expect(sent).toEqual({ id: expect.any(String), kind, message: MSG.sent, next_steps: ENQUIRY_NEXT_STEPS[kind] });

      const row = await enquiryRow(sent.id);
      expect(row).toMatchObject({ tenantId: null, kind, name: 'Ada Okoro', email: body.email, status: 'new', note: '', handledAt: null, handledBy: null, userId: null, fileKey: null });
      expect(row.userAgent).toBe(`Browser for ${kind}`);
      expect(row.pageUrl).toBe(body.page_url ?? null);

      const mail = await newMail(before);
      expect(mail.map((m) => m.toAddress).sort()).toEqual([...admins, body.email].sort());
      expect(mail.every((m) => m.tenantId === null && m.status === 'stored')).toBe(true);
      const notices = mail.filter((m) => m.toAddress !== body.email);
      for (const m of notices) {
        expect(m.template).toBe(`enquiry_${kind}`);
        expect(m.subject).toBe(SUBJECTS[kind]!(body));
        expect(m.text).toContain(`Ada Okoro (${body.email})`);
        expect(m.text).toContain('on the main site');
        expect(m.text).toContain(`http://localhost:3000/admin-panel/enquiries?id=${sent.id}`);
        if (body.message) expect(m.text).toContain(body.message);
      }
      const [ack] = mail.filter((m) => m.toAddress === body.email);
      expect(ack!.template).toBe('enquiry_received');
      expect(ack!.subject).toBe(ACKS[kind]);
      expect(ack!.text).toContain(ENQUIRY_NEXT_STEPS[kind]);
      // Nothing the sender typed goes back out in the site's name.
      expect(ack!.text).not.toContain('Ada');
      if (body.message) expect(ack!.text).not.toContain(body.message);
    }
  });

  it('keeps each kind’s own fields in its details, and describes them to the admins', async () => {
    const tour = form('tour', { time_zone: 'Asia/Kolkata', preferred_date: soon('Asia/Kolkata'), preferred_time: '09:15' });
    const res = await send(tour);
    expect(res.statusCode, res.body).toBe(201);
    const row = await enquiryRow(res.json().id);
    expect(row.organisation).toBe('Riverside Primary');
    expect(row.details).toEqual({ role: 'school_leader', school_size: '100_499', preferred_date: tour.preferred_date, preferred_time: '09:15', time_zone: 'Asia/Kolkata' });

    const before = await mailIds();
    const demo = await send(form('demo'));
    expect((await enquiryRow(demo.json().id)).details).toEqual({ role: 'teacher', country: 'KE', students: 640 });
    const notice = (await newMail(before)).find((m) => m.template === 'enquiry_demo')!;
    expect(notice.text).toContain('Country: Kenya');
    expect(notice.text).toContain('Number of students: 640');
    expect(notice.text).toContain('Role: Teacher');

    const sales = await send(form('sales', { interests: ['teacher_training', 'printed_books', 'dear_world_book'] }));
    expect((await enquiryRow(sales.json().id)).details).toEqual({ interests: ['printed_books', 'dear_world_book', 'teacher_training'], quantity: 1200 });
    const contact = await send(form('contact'));
    expect((await enquiryRow(contact.json().id)).details).toEqual({ subject: 'Partnership idea' });
  });

  it('sends a contact message on a school’s site to that school’s admins, and the other kinds to the platform team', async () => {
    const gw = await siteId('greenwood');
    const schoolAdmins = await siteAdminEmails(gw);
    expect(schoolAdmins).toContain(DEMO.schoolAdmin);
    const platformAdmins = await platformAdminEmails();

    let before = await mailIds();
    const contact = form('contact', { subject: 'Parents’ evening' });
    const res = await send(contact, { host: GW });
    expect(res.statusCode, res.body).toBe(201);
    expect((await enquiryRow(res.json().id)).tenantId).toBe(gw);
    let mail = await newMail(before);
    expect(mail.map((m) => m.toAddress).sort()).toEqual([...schoolAdmins, contact.email].sort());
    expect(mail.every((m) => m.tenantId === gw)).toBe(true);
    const notice = mail.find((m) => m.template === 'enquiry_contact')!;
    expect(notice.subject).toBe('Contact message: Parents’ evening');
    expect(notice.text).toContain(`on ${DEMO.school.name}’s site`);
    expect(notice.text).toContain(`http://greenwood.localhost:3000/admin-school/enquiries?id=${res.json().id}`);
    // The acknowledgement speaks for the school.
    const ack = mail.find((m) => m.toAddress === contact.email)!;
    expect(ack.text).toContain(`Thank you for contacting ${DEMO.school.name}`);
    expect(ack.html).toContain(DEMO.school.name);

    before = await mailIds();
    const demo = form('demo');
    expect((await send(demo, { host: GW })).statusCode).toBe(201);
    mail = await newMail(before);
    expect(mail.map((m) => m.toAddress).sort()).toEqual([...platformAdmins, demo.email].sort());
    expect(mail.find((m) => m.template === 'enquiry_demo')!.text).toContain('http://localhost:3000/admin-panel/enquiries?id=');
  });

  it('records the signed-in sender, and refuses a token that is not valid here', async () => {
    const teacher = await login(DEMO.teacher, GW);
    const res = await send(form('problem'), { host: GW, token: teacher });
    expect(res.statusCode, res.body).toBe(201);
    const [me] = await platform((tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO.teacher)));
    expect((await enquiryRow(res.json().id)).userId).toBe(me!.id);

    const before = await countEnquiries();
    expect((await send(form('problem'), { host: MAIN, token: teacher })).statusCode).toBe(401);
    expect((await send(form('problem'), { token: 'not-a-token' })).statusCode).toBe(401);
    expect(await countEnquiries()).toBe(before);
  });

  it('answers a 400 with every field’s own message and stores and sends nothing', async () => {
    const enquiriesBefore = await countEnquiries();
    const mailBefore = await mailIds();
    const bad = async (body: Json) => {
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };

    expect(await bad({ kind: 'contact', turnstile_token: turnstile.issue() })).toEqual({
      error: VALIDATION_MESSAGE,
      name: [MSG.nameRequired],
      email: [MSG.emailRequired],
      subject: [MSG.subjectRequired],
      message: [MSG.messageRequired],
    });
    expect(await bad(form('contact', { name: '  ', email: 'not-an-email', subject: 'Two\nlines', message: 'Hi\u0000' }))).toMatchObject({
      name: [MSG.nameRequired],
      email: [MSG.emailInvalid],
      subject: [MSG.oneLine],
      message: [MSG.controlCharacters],
    });
    expect((await bad(form('contact', { message: 'x'.repeat(5001) }))).message).toEqual(['Use at most 5,000 characters.']);
    expect(await bad({ kind: 'newsletter', name: 'A', email: 'a@example.org' })).toEqual({ error: VALIDATION_MESSAGE, kind: [MSG.kind] });
    expect(await bad({ name: 'A' })).toEqual({ error: VALIDATION_MESSAGE, kind: [MSG.kind] });

    // A tour: the visitor's own day decides what is past.
    const zone = 'Pacific/Auckland';
    const today = nowIn(zone);
    expect((await bad(form('tour', { time_zone: zone, preferred_date: addDays(today.date, -1) }))).preferred_date).toEqual([MSG.datePast]);
    expect((await bad(form('tour', { time_zone: zone, preferred_date: addDays(today.date, 400) }))).preferred_date).toEqual([MSG.dateTooFar]);
    if (today.time !== '00:00') {
      expect((await bad(form('tour', { time_zone: zone, preferred_date: today.date, preferred_time: '00:00' }))).preferred_time).toEqual([MSG.timePast]);
    }
    expect(await bad(form('tour', { organisation: '', role: 'pilot', school_size: '', preferred_date: '2031-02-30', preferred_time: '7pm', time_zone: 'Mars/Olympus' }))).toMatchObject({
      organisation: [MSG.organisationRequired],
      role: [MSG.roleRequired],
      school_size: [MSG.schoolSizeRequired],
      preferred_date: [MSG.dateInvalid],
      preferred_time: [MSG.timeInvalid],
      time_zone: [MSG.timeZoneInvalid],
    });
    // Other problems do not hide a date in the past.
    expect(await bad(form('tour', { name: '', preferred_date: addDays(nowIn('Europe/London').date, -3) }))).toMatchObject({ name: [MSG.nameRequired], preferred_date: [MSG.datePast] });

    expect(await bad(form('problem', { message: ' ', page_url: 'javascript:alert(1)' }))).toMatchObject({ message: [MSG.problemRequired], page_url: [MSG.pageUrlInvalid] });
    expect(await bad(form('demo', { country: 'Kenya', students: 0 }))).toMatchObject({ country: [MSG.countryRequired], students: [MSG.countRange] });
    expect((await bad(form('demo', { students: '' }))).students).toEqual([MSG.studentsRequired]);
    expect(await bad(form('sales', { interests: [], quantity: 'lots' }))).toMatchObject({ interests: [MSG.interestsRequired], quantity: [MSG.countRange] });
    expect((await bad(form('sales', { interests: ['yachts'] }))).interests).toEqual([MSG.interestsRequired]);

    // Not JSON or a form at all.
    const encoded = await t.app.inject({ method: 'POST', url: '/api/enquiries/', payload: 'kind=contact&name=A', headers: { host: MAIN, 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: nextIp() });
    expect(encoded.statusCode).toBe(415);
    expect(encoded.json().error).toBeTruthy();
    const text = await t.app.inject({ method: 'POST', url: '/api/enquiries/', payload: 'hello', headers: { host: MAIN, 'content-type': 'text/plain' }, remoteAddress: nextIp() });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: MSG.format });
    const list = await send([form('contact')] as unknown as Json);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ error: MSG.format });

    expect(await countEnquiries()).toBe(enquiriesBefore);
    expect(await newMail(mailBefore)).toEqual([]);
  });
});

describe('a problem report’s screenshot', () => {
  const fields = (over: Record<string, string> = {}) => ({
    kind: 'problem',
    name: 'Sam Lee',
    email: `${unique('shot')}@example.org`,
    message: 'The page is blank after I log in.',
    page_url: 'http://localhost:3000/dashboard',
    turnstile_token: turnstile.issue(),
    ...over,
  });
  const storedShots = () => storedFileNames(path.join(t.config.dataDir, PRIVATE_UPLOADS_DIR, 'enquiries'));
  /** A minimal lossless WebP: RIFF header, a VP8L chunk with its signature and a 3×2 size. */
  const webp = () => {
    const chunk = Buffer.alloc(10);
    chunk[0] = 0x2f;
    chunk.writeUInt32LE(((3 - 1) | ((2 - 1) << 14)) >>> 0, 1);
    const body = Buffer.concat([Buffer.from('WEBP'), Buffer.from('VP8L'), Buffer.from([chunk.length, 0, 0, 0]), chunk]);
    const head = Buffer.alloc(8);
    head.write('RIFF', 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body]);
  };

  it('is stored privately and shown to the admins only, through an authenticated route', async () => {
    const png = makePng(64, 40);
    const res = await sendForm(fields(), [{ field: 'screenshot', name: 'screen.png', data: png, type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(201);
    const row = await enquiryRow(res.json().id);
    expect(row.fileKey).toMatch(/^enquiries\/[0-9a-f-]{36}\.png$/);
    expect(row.pageUrl).toBe('http://localhost:3000/dashboard');
    // Never under /media.
    expect((await call('GET', `/media/${row.fileKey}`, { host: MAIN })).statusCode).toBe(404);

    const url = `/api/admin/enquiries/${row.id}/screenshot/`;
    expect((await admin('GET', url)).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher, GW);
    expect((await admin('GET', url, { token: teacher, host: GW })).statusCode).toBe(403);
    // A school's admins reach only their own site's enquiries.
    const schoolAdmin = await login(DEMO.schoolAdmin, GW);
    expect((await admin('GET', url, { token: schoolAdmin, host: GW })).statusCode).toBe(404);

    const platformAdmin = await login(DEMO.admin, MAIN);
    const detail = (await admin('GET', `/api/admin/enquiries/${row.id}/`, { token: platformAdmin })).json();
    expect(detail).toMatchObject({ has_screenshot: true, screenshot_url: url, page_url: 'http://localhost:3000/dashboard' });
    const file = await admin('GET', url, { token: platformAdmin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);

    // No screenshot: a 404 saying so.
    const plain = await send(form('problem'));
    const none = await admin('GET', `/api/admin/enquiries/${plain.json().id}/screenshot/`, { token: platformAdmin });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(MSG.noScreenshot);
  });

  it('takes JPEG and WebP as well, judged by their bytes', async () => {
    const jpeg = await sendForm(fields(), [{ field: 'screenshot', name: 'shot.jpeg', data: makeJpeg(30, 20), type: 'image/jpeg' }]);
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect((await enquiryRow(jpeg.json().id)).fileKey).toMatch(/\.jpg$/);
    // Named .png, but WebP inside: stored as what it is.
    const w = await sendForm(fields(), [{ field: 'screenshot', name: 'shot.png', data: webp(), type: 'image/png' }]);
    expect(w.statusCode, w.body).toBe(201);
    expect((await enquiryRow(w.json().id)).fileKey).toMatch(/\.webp$/);
  });

  it('refuses a file that is not a PNG, JPEG or WebP image, too large, or on another kind, leaving nothing behind', async () => {
    const enquiriesBefore = await countEnquiries();
    const shotsBefore = storedShots().length;
    const mailBefore = await mailIds();
    const refused = async (res: Awaited<ReturnType<typeof sendForm>>, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: VALIDATION_MESSAGE, screenshot: [message] });
    };
    // A text file renamed .png, sent as image/png.
    await refused(await sendForm(fields(), [{ field: 'screenshot', name: 'notes.png', data: Buffer.from('just some text, not a picture\n'), type: 'image/png' }]), MSG.screenshotType);
    // An SVG (scripts can ride in it) and a GIF are not among the types.
    await refused(await sendForm(fields(), [{ field: 'screenshot', name: 'a.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' }]), MSG.screenshotType);
    await refused(await sendForm(fields(), [{ field: 'screenshot', name: 'a.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), type: 'image/gif' }]), MSG.screenshotType);
    await refused(await sendForm(fields(), [{ field: 'screenshot', name: 'empty.png', data: Buffer.alloc(0), type: 'image/png' }]), MSG.screenshotEmpty);
    const big = Buffer.concat([makePng(10, 10), Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
    await refused(await sendForm(fields(), [{ field: 'screenshot', name: 'big.png', data: big, type: 'image/png' }]), MSG.screenshotTooLarge);
    await refused(await sendForm(fields(), [{ field: 'screenshot', name: 'huge.png', data: makePng(9000, 10, false), type: 'image/png' }]), MSG.screenshotDimensions);
    await refused(
      await sendForm({ ...fields(), kind: 'contact', subject: 'Hello' }, [{ field: 'screenshot', name: 'a.png', data: makePng(4, 4), type: 'image/png' }]),
      MSG.screenshotOnlyProblem,
    );
    const two = await sendForm(fields(), [
      { field: 'screenshot', name: 'a.png', data: makePng(4, 4), type: 'image/png' },
      { field: 'screenshot', name: 'b.png', data: makePng(4, 4), type: 'image/png' },
    ]);
    await refused(two, MSG.screenshotOne);
    // Field problems and the file's come back together.
    const both = await sendForm(fields({ message: '' }), [{ field: 'screenshot', name: 'notes.png', data: Buffer.from('text'), type: 'image/png' }]);
    expect(both.json()).toEqual({ error: VALIDATION_MESSAGE, message: [MSG.problemRequired], screenshot: [MSG.screenshotType] });

    expect(await countEnquiries()).toBe(enquiriesBefore);
    expect(storedShots().length).toBe(shotsBefore);
    expect(await newMail(mailBefore)).toEqual([]);
  });
});

describe('Turnstile', () => {
  it('is checked with Cloudflare’s siteverify when configured: missing, forged, expired and replayed tokens are refused', async () => {
    const before = await countEnquiries();
    const refused = async (token: string, message: string) => {
      const res = await send(form('contact', { turnstile_token: token }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, turnstile_token: [message] });
    };
    await refused('', TURNSTILE_FAILED);
    await refused('forged-token', TURNSTILE_FAILED);
    await refused(turnstile.issue(301_000), TURNSTILE_EXPIRED);
    const token = turnstile.issue();
    const ok = await send(form('contact', { turnstile_token: token }), { ip: '10.62.0.7' });
    expect(ok.statusCode, ok.body).toBe(201);
    await refused(token, TURNSTILE_EXPIRED);
    expect(await countEnquiries()).toBe(before + 1);
    const last = turnstile.requests.at(-1)!;
    expect(last.get('secret')).toBe('enquiry-secret');
    expect(turnstile.requests.some((r) => r.get('response') === token && r.get('remoteip') === '10.62.0.7')).toBe(true);
  });

  it('is not spent on a form with mistakes: the same token sends the corrected form', async () => {
    const token = turnstile.issue();
    const asked = turnstile.requests.length;
    const wrong = await send(form('demo', { turnstile_token: token, students: 'many' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().students).toEqual([MSG.countRange]);
    expect(turnstile.requests.length).toBe(asked);
    expect((await send(form('demo', { turnstile_token: token }))).statusCode).toBe(201);
  });
});

describe('rate limit', () => {
  it('takes ENQUIRY_RATE_LIMIT_PER_HOUR messages an hour from one address, then answers 429 with how long to wait', async () => {
    const ip = '10.63.0.1';
    const max = t.config.enquiryRateLimitPerHour;
    expect(max).toBe(10);
    for (let i = 0; i < max; i++) expect((await send({ kind: 'contact' }, { ip })).statusCode).toBe(400);
    const before = await countEnquiries();
    const limited = await send(form('contact'), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^You have sent several messages from this network in the last hour\. Please wait \d+ minutes and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countEnquiries()).toBe(before);
    // Another address is not held back.
    expect((await send(form('contact'), { ip: '10.63.0.2' })).statusCode).toBe(201);
  });
});

describe('the admins’ list', () => {
  let gwId: string;
  let gwEnquiry: string;
  let mainEnquiry: string;
  const marker = unique('Zephyr');

  beforeAll(async () => {
    gwId = await siteId('greenwood');
    gwEnquiry = (await send(form('tour', { organisation: `${marker} Greenwood Friends` }), { host: GW })).json().id;
    mainEnquiry = (await send(form('sales', { organisation: `${marker} Main Buyers` }))).json().id;
    expect(gwEnquiry && mainEnquiry).toBeTruthy();
  });

  it('is closed to visitors (401), teachers and students (403) and other sites’ admins', async () => {
    expect((await admin('GET', '/api/admin/enquiries/')).statusCode).toBe(401);
    expect((await admin('GET', '/api/admin/enquiries/', { host: GW })).statusCode).toBe(401);
    const teacher = await login(DEMO.teacher, GW);
    const student = await login('amarao07', GW);
    for (const token of [teacher, student]) {
      const res = await admin('GET', '/api/admin/enquiries/', { token, host: GW });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(MSG.notAdmin);
      expect((await admin('GET', `/api/admin/enquiries/${gwEnquiry}/`, { token, host: GW })).statusCode).toBe(403);
      expect((await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, host: GW, payload: { status: 'closed' } })).statusCode).toBe(403);
    }
    // Bright Futures' admin on their own site sees none of Greenwood's.
    const bf = await login(DEMO.orgAdmin, BF);
    const theirs = (await admin('GET', `/api/admin/enquiries/?search=${marker}`, { token: bf, host: BF })).json();
    expect(theirs).toMatchObject({ count: 0, scope: { owner: 'school', name: DEMO.organization.name } });
    expect((await admin('GET', `/api/admin/enquiries/${gwEnquiry}/`, { token: bf, host: BF })).statusCode).toBe(404);
    expect((await enquiryRow(gwEnquiry)).status).toBe('new');
  });

  it('shows a school’s admins their own site’s enquiries only', async () => {
    const token = await login(DEMO.schoolAdmin, GW);
    const page = (await admin('GET', '/api/admin/enquiries/?limit=100', { token, host: GW })).json();
    const [own] = await platform((tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from enquiries where tenant_id = ${gwId}`));
    expect(page.count).toBe(own!.n);
    expect(page.scope).toEqual({ owner: 'school', name: DEMO.school.name });
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((e: Json) => e.site?.id === gwId)).toBe(true);
    expect(page.results.map((e: Json) => e.id)).toContain(gwEnquiry);
    expect(page.results.map((e: Json) => e.id)).not.toContain(mainEnquiry);
    // Another site's enquiry is the same 404 as a missing one, to read or to change.
    expect((await admin('GET', `/api/admin/enquiries/${mainEnquiry}/`, { token, host: GW })).statusCode).toBe(404);
    const patch = await admin('PATCH', `/api/admin/enquiries/${mainEnquiry}/`, { token, host: GW, payload: { status: 'closed' } });
    expect(patch.statusCode).toBe(404);
    expect((await enquiryRow(mainEnquiry)).status).toBe('new');
    // Its own: read and handled.
    const detail = (await admin('GET', `/api/admin/enquiries/${gwEnquiry}/`, { token, host: GW })).json();
    expect(detail).toMatchObject({ id: gwEnquiry, kind: 'tour', organisation: `${marker} Greenwood Friends`, site: { id: gwId, name: DEMO.school.name } });
    const done = await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, host: GW, payload: { status: 'in_progress', note: 'Called them back.' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().enquiry).toMatchObject({ status: 'in_progress', note: 'Called them back.', handled_by: { name: 'Helen Okafor' } });
  });

  it('shows the platform admin every site’s, with filters by kind, status and words, and pages', async () => {
    const token = await login(DEMO.admin, MAIN);
    const all = (await admin('GET', '/api/admin/enquiries/?limit=5', { token })).json();
    expect(all.count).toBe(await countEnquiries());
    expect(all.scope).toEqual({ owner: 'platform', name: 'Platform' });
    expect(all.results).toHaveLength(5);
    expect(all.next).toContain('offset=5');
    expect(all.previous).toBeNull();
    expect(all.counts.all).toBe(all.count);
    // Newest first.
    const times = all.results.map((e: Json) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const found = (await admin('GET', `/api/admin/enquiries/?search=${marker}`, { token })).json();
    expect(found.results.map((e: Json) => e.id).sort()).toEqual([gwEnquiry, mainEnquiry].sort());
    const site = found.results.find((e: Json) => e.id === gwEnquiry);
    expect(site).toMatchObject({ site: { id: gwId, name: DEMO.school.name }, kind: 'tour', status: 'in_progress', summary: 'Our literacy lead will join.' });
    expect((await admin('GET', `/api/admin/enquiries/?search=${marker}&kind=sales`, { token })).json().results.map((e: Json) => e.id)).toEqual([mainEnquiry]);
    const progress = (await admin('GET', `/api/admin/enquiries/?search=${marker}&status=in_progress`, { token })).json();
    expect(progress.results.map((e: Json) => e.id)).toEqual([gwEnquiry]);
    expect(progress.counts).toEqual({ all: 2, new: 1, in_progress: 1, closed: 0 });
    // Searching email and message text too; LIKE's wildcards are plain characters.
    const row = await enquiryRow(mainEnquiry);
    expect((await admin('GET', `/api/admin/enquiries/?search=${encodeURIComponent(row.email)}`, { token })).json().results.map((e: Json) => e.id)).toEqual([mainEnquiry]);
    expect((await admin('GET', '/api/admin/enquiries/?search=%25%25%25', { token })).json().count).toBe(0);
    expect((await admin('GET', '/api/admin/enquiries/?kind=newsletter', { token })).statusCode).toBe(400);

    // The platform admin handles a school's enquiry too; back to new clears who handled it.
    const closed = (await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, payload: { status: 'closed' } })).json().enquiry;
    expect(closed).toMatchObject({ status: 'closed', note: 'Called them back.', handled_by: { name: 'Priya Raman' } });
    expect(closed.handled_at).toBeTruthy();
    const reopened = (await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, payload: { status: 'new' } })).json().enquiry;
    expect(reopened).toMatchObject({ status: 'new', handled_by: null, handled_at: null, note: 'Called them back.' });
    const stored = await enquiryRow(gwEnquiry);
    expect(stored).toMatchObject({ status: 'new', handledBy: null, handledAt: null });

    const bad = await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toEqual([MSG.nothingToChange]);
    expect((await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, payload: { status: 'done' } })).statusCode).toBe(400);
    expect((await admin('PATCH', `/api/admin/enquiries/${gwEnquiry}/`, { token, payload: { note: 'x'.repeat(2001) } })).json().note).toEqual([MSG.noteTooLong]);
    expect((await admin('GET', '/api/admin/enquiries/00000000-0000-4000-8000-000000000009/', { token })).statusCode).toBe(404);

    // Not on another site with the platform admin's token.
    expect((await admin('GET', '/api/admin/enquiries/', { token, host: GW })).statusCode).toBe(401);
  });

  it('names the signed-in sender in the detail', async () => {
    const teacher = await login(DEMO.teacher, GW);
    const id = (await send(form('contact'), { host: GW, token: teacher })).json().id;
    const token = await login(DEMO.schoolAdmin, GW);
    const detail = (await admin('GET', `/api/admin/enquiries/${id}/`, { token, host: GW })).json();
    expect(detail.sender).toMatchObject({ name: expect.stringMatching(/\S/) });
    expect(detail.user_agent).toBe('EnquiryTest/1.0');
    expect(detail.details).toEqual({ subject: 'Partnership idea' });
  });

  it('names a student sender by first name only to the platform team, in full to their own school', async () => {
    const student = await login('amarao07', GW);
    const [row] = await platform((tx) => tx.select().from(users).where(eq(users.username, 'amarao07')));
    const id = (await send(form('problem'), { host: GW, token: student })).json().id;
    const platformToken = await login(DEMO.admin, MAIN);
    const seen = (await admin('GET', `/api/admin/enquiries/${id}/`, { token: platformToken, host: MAIN })).json();
    expect(seen.sender).toEqual({ id: row!.id, name: row!.firstName });
    expect(JSON.stringify(seen)).not.toContain(row!.lastName);
  });
});
