import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_NOT_FOUND } from '@commonshelf/shared/courses/learning.schemas';
import { execRows } from '../../db/client.js';
import { DEMO_STUDENTS } from '../../db/seed/content/students.content.js';
import { DEMO, DEMO_QUIZZES } from '../../db/seed/seed.js';
import { apiClient, createTestApp, HOSTS, type TestApp } from '../../test/test-app.js';
import { courses } from '../courses/courses.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { formatCertificateDate } from './certificate-pdf.js';
import { newCertificateId, normalizeCertificateId } from './certificates.repository.js';
import { publicLearnerName } from './certificates.service.js';
import { pageText } from './pdf-inspect.js';
import { PASS_QUIZ_FIRST } from '../courses/learning.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { greenwood: GW, main: MAIN, brightfutures: BF } = HOSTS;
const { call, login, platform } = apiClient(() => t);

type Outline = { chapters: { slug: string; lessons: { slug: string; has_quiz: boolean }[] }[]; id: number };

/** Enrols and walks a course: completes its lessons and, unless told not to, passes its quiz. */
async function study(token: string, slug: string, host = GW) {
  const course = (await call('GET', `/api/courses/${slug}/`, { host, token })).json() as Outline;
  const enrol = await call('POST', '/api/course-enrollments/', { host, token, payload: { course: course.id } });
  expect([200, 201]).toContain(enrol.statusCode);
  const quiz = DEMO_QUIZZES.find((q) => q.course === slug)!;
  // The quiz's lesson is completed by passing the quiz; the others by their button.
  const lessons = course.chapters.flatMap((c) => c.lessons.filter((l) => !l.has_quiz).map((l) => ({ chapter: c.slug, lesson: l.slug })));
  const base = (l: { chapter: string; lesson: string }) => `/api/courses/${slug}/chapters/${l.chapter}/lessons/${l.lesson}`;
  return {
    enrollmentId: enrol.json().id as string,
    lessons,
    quizLesson: { chapter: quiz.chapter, lesson: quiz.lesson },
    base,
    complete: async (l: { chapter: string; lesson: string }) => {
      const res = await call('POST', `${base(l)}/complete/`, { host, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    quiz: async (right: boolean) => {
      const answers = quiz.quiz.questions.map((q) => (right ? q.correct : (q.correct + 1) % q.options.length));
      const res = await call('POST', `${base({ chapter: quiz.chapter, lesson: quiz.lesson })}/quiz/`, { host, token, payload: { answers } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

const priya = DEMO_STUDENTS.find((s) => s.username === 'priyan05')!;

describe('certificate issue', () => {
  let token: string;
  let certificateId: string;
  beforeAll(async () => {
    token = await login(priya.username);
  });

  it('is issued exactly when every lesson is complete and every quiz passed, not before', async () => {
    const s = await study(token, 'this-is-course');
    for (const [i, l] of s.lessons.entries()) {
      const res = await s.complete(l);
      expect(res.certificate, `after lesson ${i + 1}`).toBeNull();
    }
    const all = (await call('GET', `/api/course-enrollments/${s.enrollmentId}/`, { token })).json();
    expect(all).toMatchObject({ completed_lessons: s.lessons.length, completed_at: null, certificate_id: null });
    expect(all.progress).toBeLessThan(100);
    expect((await call('GET', '/api/certificates/', { token })).json().count).toBe(0);
    // The quiz's lesson cannot be ticked off without passing the quiz.
    const button = await call('POST', `${s.base(s.quizLesson)}/complete/`, { token });
    expect(button.statusCode).toBe(400);
    expect(button.json().error).toBe(PASS_QUIZ_FIRST);

    const failed = await s.quiz(false);
    expect(failed).toMatchObject({ passed: false, certificate: null });

    const passed = await s.quiz(true);
    expect(passed).toMatchObject({ passed: true, progress: 100, certificate: { id: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/) } });
    certificateId = passed.certificate.id;

    const detail = (await call('GET', `/api/course-enrollments/${s.enrollmentId}/`, { token })).json();
    expect(detail).toMatchObject({ certificate_id: certificateId, completed_at: passed.certificate.issued_at });
    const page = (await call('GET', '/api/courses/this-is-course/', { token })).json();
    expect(page.enrollment).toMatchObject({ progress: 100, certificate_id: certificateId });
  });

  it('is issued once: completing again or passing again answers the same certificate', async () => {
    const s = await study(token, 'this-is-course');
    expect((await s.complete(s.lessons[0]!)).certificate.id).toBe(certificateId);
    expect((await s.quiz(true)).certificate.id).toBe(certificateId);
    expect((await s.quiz(false)).certificate.id).toBe(certificateId);
    const rows = await platform((tx) => execRows<{ n: number }>(tx, sql`select count(*)::int as n from certificates`));
    expect(rows[0]!.n).toBe(1);
  });

  it('is issued by the last lesson when the quiz was passed first', async () => {
    const teacher = await login(DEMO.teacher);
    const s = await study(teacher, '21-day-reading-challenge');
    expect((await s.quiz(true)).certificate).toBeNull();
    const rest = s.lessons;
    for (const l of rest.slice(0, -1)) expect((await s.complete(l)).certificate).toBeNull();
    const last = await s.complete(rest.at(-1)!);
    expect(last.certificate).toEqual({ id: expect.any(String), issued_at: expect.any(String) });
    expect(last.enrollment.progress).toBe(100);
  });

  describe('GET /api/certificates/:id/', () => {
    it('answers the owner', async () => {
      const res = await call('GET', `/api/certificates/${certificateId}/`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: certificateId,
        course: { id: expect.any(Number), slug: 'this-is-course', name: 'Write a Letter and Change the World' },
        learner_name: `${priya.first_name} ${priya.last_name}`,
        issued_at: expect.any(String),
        issuer: DEMO.school.name,
        verify_url: `http://greenwood.localhost:3000/certificate/${certificateId}`,
        pdf_url: `/api/certificates/${certificateId}/pdf`,
      });
      expect((await call('GET', '/api/certificates/', { token })).json()).toMatchObject({ count: 1, results: [{ id: certificateId }] });
      // Any spelling of the number finds it.
      expect((await call('GET', `/api/certificates/${certificateId.toLowerCase().replace(/-/g, '')}/`, { token })).statusCode).toBe(200);
    });

    it('is 404 for everyone else, on every site, and 401 without a login', async () => {
      expect((await call('GET', `/api/certificates/${certificateId}/`)).statusCode).toBe(401);
      const classmate = await login(DEMO_STUDENTS[0]!.username);
      const others = [
        { token: classmate, host: GW },
        { token: await login(DEMO.schoolAdmin), host: GW },
        { token: await login(DEMO.admin, MAIN), host: MAIN },
      ];
      for (const o of others) {
        const res = await call('GET', `/api/certificates/${certificateId}/`, o);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: CERTIFICATE_NOT_FOUND });
        expect((await call('GET', `/api/certificates/${certificateId}/pdf`, o)).statusCode).toBe(404);
      }
    });
  });

  describe('GET /api/certificates/:id/pdf', () => {
    it('is a one-page A4 landscape PDF naming the learner, the course and the school', async () => {
      const res = await call('GET', `/api/certificates/${certificateId}/pdf`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${certificateId}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect(Math.round(width)).toBe(842);
      expect(Math.round(height)).toBe(595);
      expect(pdf.getTitle()).toBe('Certificate of completion: Write a Letter and Change the World');
      expect(pdf.getSubject()).toMatch(new RegExp(`^${priya.first_name} ${priya.last_name} completed Write a Letter and Change the World on \\d{1,2} [A-Z][a-z]+ \\d{4}$`));
      expect(pdf.getAuthor()).toBe(DEMO.school.name);
      expect(pdf.getKeywords()).toContain(certificateId);

      // The page's text, read back through the embedded fonts' ToUnicode maps.
      const lines = pageText(pdf);
      for (const s of [`${priya.first_name} ${priya.last_name}`, DEMO.school.name, 'CERTIFICATE OF COMPLETION', `Certificate no. ${certificateId}`]) {
        expect(lines, s).toContain(s);
      }
      const issued = (await call('GET', `/api/certificates/${certificateId}/`, { token })).json().issued_at;
      expect(lines).toContain(formatCertificateDate(new Date(issued)));
      expect(lines).toContain(`http://greenwood.localhost:3000/certificate/${certificateId}`);
      expect(images(pdf)).toBe(1); // the QR code; Greenwood's logo is an SVG, which pdf-lib cannot embed
    });

    it("embeds the school's logo when it is a PNG", async () => {
      const png = await QRCode.toBuffer('logo', { type: 'png', width: 120 });
      const key = 'tenants/00000000-0000-4000-8000-00000000beef.png';
      mkdirSync(path.join(t.config.uploadsDir, 'tenants'), { recursive: true });
      writeFileSync(path.join(t.config.uploadsDir, key), png);
      const [before] = await platform((tx) =>
        tx.update(tenants).set({ logo: key }).where(eq(tenants.subdomain, 'greenwood')).returning({ logo: tenants.logo }),
      );
      expect(before!.logo).toBe(key);
      try {
        const res = await call('GET', `/api/certificates/${certificateId}/pdf`, { token });
        expect(res.statusCode).toBe(200);
        expect(images(await PDFDocument.load(res.rawPayload))).toBe(2);
      } finally {
        await platform((tx) => tx.update(tenants).set({ logo: 'seed/logos/greenwood.svg' }).where(eq(tenants.subdomain, 'greenwood')));
      }
    });

    it('needs a login', async () => {
      expect((await call('GET', `/api/certificates/${certificateId}/pdf`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/certificate-verification/:id/', () => {
    it('answers anyone, on any site, with only the public fields and a student by first name only', async () => {
      for (const host of [GW, MAIN, BF]) {
        const res = await call('GET', `/api/certificate-verification/${certificateId}/`, { host });
        expect(res.statusCode, host).toBe(200);
        expect(res.json()).toEqual({
          valid: true,
          id: certificateId,
          learner: priya.first_name,
          course: 'Write a Letter and Change the World',
          issued_at: expect.any(String),
          issuer: DEMO.school.name,
        });
      }
      expect(JSON.stringify((await call('GET', `/api/certificate-verification/${certificateId}/`)).json())).not.toContain(priya.last_name);
      const typed = await call('GET', `/api/certificate-verification/${certificateId.toLowerCase().replace(/-/g, ' ')}/`);
      expect(typed.statusCode).toBe(200);
    });

    it("shows an adult's full name", async () => {
      const teacher = await login(DEMO.teacher);
      const [cert] = (await call('GET', '/api/certificates/', { token: teacher })).json().results;
      const res = (await call('GET', `/api/certificate-verification/${cert.id}/`, { host: BF })).json();
      expect(res).toMatchObject({ valid: true, learner: 'Sofia Alvarez', course: 'Story Explorers: The 21-Day Reading Challenge', issuer: DEMO.school.name });
    });

    it('answers 404 with valid: false for a number that does not exist', async () => {
      for (const id of [newCertificateId(), 'nonsense', 'AAAA-AAAA-AAA']) {
        const res = await call('GET', `/api/certificate-verification/${encodeURIComponent(id)}/`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ valid: false, error: 'We could not find a certificate with this number.' });
      }
    });

    it('is rate-limited per address', async () => {
      const ip = '10.3.250.1';
      const statuses = [];
      for (let i = 0; i < 32; i++) statuses.push((await call('GET', `/api/certificate-verification/${newCertificateId()}/`, { ip })).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});

describe('a main-site learner', () => {
  it('earns a certificate issued by the platform and kept on the main site', async () => {
    const admin = await login(DEMO.admin, MAIN);
    const s = await study(admin, 'climate-action-hub', MAIN);
    for (const l of s.lessons) await s.complete(l);
    const { certificate } = await s.quiz(true);
    expect(certificate).not.toBeNull();
    const own = (await call('GET', `/api/certificates/${certificate.id}/`, { host: MAIN, token: admin })).json();
    expect(own).toMatchObject({ issuer: 'Commonshelf', verify_url: `http://localhost:3000/certificate/${certificate.id}` });
    const verified = (await call('GET', `/api/certificate-verification/${certificate.id}/`, { host: GW })).json();
    expect(verified).toMatchObject({ learner: 'Priya Raman', issuer: 'Commonshelf' });
    const pdf = await PDFDocument.load((await call('GET', `/api/certificates/${certificate.id}/pdf`, { host: MAIN, token: admin })).rawPayload);
    expect(pdf.getAuthor()).toBe('Commonshelf');

    const seen = (tenantId: string | null) =>
      t.db.withTenant({ tenantId }, (tx) => execRows<{ id: string }>(tx, sql`select id from certificates`));
    const greenwood = (await platform((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, 'greenwood'))))[0]!.id;
    expect((await seen(null)).map((r) => r.id)).toEqual([certificate.id]);
    expect((await seen(greenwood)).map((r) => r.id)).not.toContain(certificate.id);
  });

  it('keeps a certificate valid when its course is deleted', async () => {
    const admin = await login(DEMO.admin, MAIN);
    const [cert] = (await call('GET', '/api/certificates/', { host: MAIN, token: admin })).json().results;
    await platform((tx) => tx.delete(courses).where(eq(courses.slug, 'climate-action-hub')));
    const res = await call('GET', `/api/certificate-verification/${cert.id}/`);
    expect(res.json()).toMatchObject({ valid: true, course: 'Climate Action Learning Hub' });
    const own = (await call('GET', `/api/certificates/${cert.id}/`, { host: MAIN, token: admin })).json();
    expect(own.course).toEqual({ id: null, slug: null, name: 'Climate Action Learning Hub' });
    expect((await call('GET', `/api/certificates/${cert.id}/pdf`, { host: MAIN, token: admin })).statusCode).toBe(200);
  });
});

describe('certificate helpers', () => {
  it('makes random, unambiguous numbers and reads them back however they are typed', () => {
    const ids = new Set(Array.from({ length: 500 }, newCertificateId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(normalizeCertificateId('ab1o-xyz9 k7mn')).toBe('AB10-XYZ9-K7MN');
    expect(normalizeCertificateId('iL00ABCDEFGH')).toBe('1100-ABCD-EFGH');
    expect(normalizeCertificateId('ABCD-EFGH-JKU0')).toBeNull();
    expect(normalizeCertificateId('ABCD-EFGH')).toBeNull();
  });

  it("names students by first name only, adults in full", () => {
    expect(publicLearnerName({ learnerFirstName: 'Mateo', learnerLastName: 'García', learnerRole: 'student' })).toBe('Mateo');
    expect(publicLearnerName({ learnerFirstName: 'Łucja', learnerLastName: 'ŻAK', learnerRole: 'student' })).toBe('Łucja');
    expect(publicLearnerName({ learnerFirstName: 'Nia', learnerLastName: '', learnerRole: 'student' })).toBe('Nia');
    expect(publicLearnerName({ learnerFirstName: 'Helen', learnerLastName: 'Okafor', learnerRole: 'school_admin' })).toBe('Helen Okafor');
  });

  it('formats dates as "22 November 2026"', () => {
    expect(formatCertificateDate(new Date('2026-11-22T23:30:00Z'))).toBe('22 November 2026');
  });
});

/** How many image XObjects a PDF holds. */
function images(pdf: PDFDocument): number {
  let n = 0;
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) n++;
  }
  return n;
}
