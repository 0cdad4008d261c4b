import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, GREENWOOD, logInWithEmail, PORT, siteApi } from './support/identity.js';

const TEACHER = 'teacher@greenwood.test';
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Pupil = { id: string; first: string; last: string; username: string; password: string; className: string; classCode: string };

/** A multipart form to a Greenwood endpoint from Node (the user form is multipart), as the admin's page sends it. */
function postForm(path: string, token: string, fields: Record<string, string>): Promise<{ status: number; body: Json }> {
  const boundary = `----e2e${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`,
  );
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path,
        headers: {
          host: new URL(GREENWOOD).host,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': payload.length,
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A pupil of a class the demo teacher teaches, archived by the school admin through the API. The
 * class and the pupil are this test's own: Year 4 Oak keeps the 25 pupils other tests count on.
 */
async function archivedPupilOfTeacher(): Promise<Pupil> {
  const tag = Date.now().toString(36).slice(-5);
  const { access } = await apiLogin(GREENWOOD, SCHOOL_ADMIN);
  const classes = await siteApi<{ results: Json[] }>(GREENWOOD, 'GET', '/api/school-admin/classes/', { token: access });
  const teacherId = classes.body.results.find((c) => c.name === 'Year 4 Oak')!.teacher.id as string;
  const made = await siteApi<{ class: Json }>(GREENWOOD, 'POST', '/api/school-admin/classes/', { token: access, body: { name: `Year 4 Ash ${tag}`, teacher_id: teacherId } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const klass = made.body.class;

  const first = 'Rowan';
  const last = `Ashdown${tag.replace(/[0-9]/g, '')}`;
  const added = await postForm('/api/admin/users/', access, { first_name: first, last_name: last, role: 'student', class_id: klass.id, is_active: 'true' });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { username, password } = added.body.credentials;
  const id = added.body.user.id as string;

  const archived = await siteApi(GREENWOOD, 'POST', `/api/school-admin/classes/${klass.id}/students/${id}/archive/`, { token: access });
  expect(archived.status).toBe(200);
  return { id, first, last, username, password, className: klass.name, classCode: klass.code };
}

const signIn = (p: Pupil) => siteApi(GREENWOOD, 'POST', '/api/auth/token/', { body: { username: p.username, password: p.password, remember: false } });

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A date as the page writes it in English, day first ("24 November 2026"; lib/format.ts), in the browser's time zone. */
const longDate = (page: Page, iso: string) =>
  page.evaluate((value) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(value)), iso);

test.describe('archived students', () => {
  test('a visitor is told what the page is for and how to log in, and comes back here after', async ({ page }) => {
    await page.goto(`${GREENWOOD}/archived-students`);
    await expect(page.getByRole('heading', { level: 1, name: 'Archived students' })).toBeVisible();
    const visitor = page.getByTestId('archived-visitor');
    await expect(visitor).toContainText('Log in with your teacher or school admin account');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('archived-login').click();
    await expect(page).toHaveURL(`${GREENWOOD}/login?next=${encodeURIComponent('/archived-students')}`);
  });

  test('the teacher finds a pupil archived from their class, restores them, and the pupil logs in again', async ({ page, browser }, testInfo) => {
    test.slow();
    const pupil = await archivedPupilOfTeacher();
    expect((await signIn(pupil)).status).not.toBe(200);

    await logInWithEmail(page, GREENWOOD, TEACHER, '/archived-students');
    await expect(page.getByTestId('archived-tool')).toBeVisible();
    const row = page.locator(`[data-testid="archived-student"][data-username="${pupil.username}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${pupil.first} ${pupil.last}`);
    await expect(row).toContainText(pupil.className);

    // The dates are the API's: archived today, erased at the end of the school's retention period.
    const { access } = await apiLogin(GREENWOOD, TEACHER);
    const listed = await siteApi<Json>(GREENWOOD, 'GET', `/api/v1/teacher/archived-students/?search=${pupil.username}`, { token: access });
    const api = listed.body.results[0];
    expect(Date.parse(api.erased_on) - Date.parse(api.archived_at)).toBe(listed.body.retention_days * 86_400_000);
    await expect(row.getByTestId('archived-on')).toHaveText(await longDate(page, api.archived_at));
    await expect(row.getByTestId('erased-on')).toContainText(await longDate(page, api.erased_on));
    await expect(page.getByTestId('archived-retention')).toContainText(`${listed.body.retention_days} days`);

    // Search by name and narrow to the class.
    await page.getByTestId('archived-search').fill(pupil.last);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByTestId('archived-student')).toHaveCount(1);
    await page.getByTestId('archived-class').selectOption({ label: pupil.className });
    await expect(page).toHaveURL(/class=/);
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('archived-students.png'), fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await row.scrollIntoViewIfNeeded();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('archived-students-360.png'), fullPage: true });

    await row.getByTestId('archived-restore').click();
    const dialog = page.getByTestId('restore-dialog');
    await expect(dialog).toContainText(`Restore ${pupil.first} ${pupil.last}?`);
    await expect(dialog).toContainText(pupil.username);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: `${pupil.first} is restored and can log in again.` })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('archived-empty')).toBeVisible();
    await fitsWidth(page);

    // The pupil logs in again from the class list, and is told the page is for teachers.
    expect((await signIn(pupil)).status).toBe(200);
    const context = await browser.newContext();
    const child = await context.newPage();
    await child.goto(`${GREENWOOD}/login`);
    await child.getByTestId('login-choose-student').click();
    await child.getByTestId('class-code-input').fill(pupil.classCode);
    await child.getByTestId('class-code-submit').click();
    await child.getByTestId('student-tile').filter({ hasText: pupil.first }).click();
    await child.getByTestId('student-password').fill(pupil.password);
    await child.getByTestId('student-submit').click();
    await expect(child).toHaveURL(`${GREENWOOD}/`, { timeout: 30_000 });
    await child.goto(`${GREENWOOD}/archived-students`);
    await expect(child.getByTestId('archived-not-allowed')).toContainText('This page is for teachers');
    await context.close();
  });
});
