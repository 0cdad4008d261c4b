import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, GREENWOOD, PORT, siteApi, storeSession } from './support/identity.js';

const TEACHER = 'teacher@greenwood.test';
/** Three pupils of Year 4 Oak, the demo teacher's class (apps/server/src/db/seed/content/students.content.ts). */
const PUPILS = [
  { username: 'kofia01', first: 'Kofi', last: 'Asante' },
  { username: 'sofiar14', first: 'Sofia', last: 'Rossi' },
  { username: 'yusufh09', first: 'Yusuf', last: 'Haddad' },
];
const OAK_SIZE = 25;

type CourseRef = { id: number; slug: string; name: string };

async function course(slug: string): Promise<CourseRef> {
  const res = await siteApi<CourseRef>(GREENWOOD, 'GET', `/api/courses/${slug}/`);
  if (res.status !== 200) throw new Error(`course ${slug} answered ${res.status}`);
  return res.body;
}

/**
 * A course of the school's own, published by its admin through the authoring API, that no pupil has
 * joined yet: the demo's free courses are taken by other tests' pupils, and its teacher training is
 * sold in the shop (bought by each learner, never enrolled in bulk).
 */
async function freshSchoolCourse(name: string): Promise<CourseRef> {
  const { access: token } = await apiLogin(GREENWOOD, 'schooladmin@greenwood.test', DEMO_PASSWORD);
  const created = await siteApi<CourseRef & { chapters: { id: number }[] }>(GREENWOOD, 'POST', '/api/authoring/courses/', { token, body: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const withChapter = await siteApi<{ chapters: { id: number }[] }>(GREENWOOD, 'POST', `/api/authoring/courses/${created.body.id}/chapters/`, {
    token,
    body: { title: 'Getting started' },
  });
  expect(withChapter.status, JSON.stringify(withChapter.body)).toBe(201);
  const lesson = await siteApi<{ id: number }>(GREENWOOD, 'POST', `/api/authoring/chapters/${withChapter.body.chapters[0]!.id}/lessons/`, {
    token,
    body: { title: 'Welcome to the club' },
  });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  const written = await siteApi(GREENWOOD, 'PATCH', `/api/authoring/lessons/${lesson.body.id}/`, { token, body: { content_html: '<p>Pick a book and read it aloud.</p>' } });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  const published = await siteApi<CourseRef>(GREENWOOD, 'POST', `/api/authoring/courses/${created.body.id}/publish/`, { token });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body;
}

/** Whether a pupil is enrolled in a course, asked as the pupil through the API. */
async function isEnrolled(username: string, courseId: number): Promise<boolean> {
  const { access } = await apiLogin(GREENWOOD, username, DEMO_PASSWORD);
  const res = await siteApi<{ count: number }>(GREENWOOD, 'GET', `/api/course-enrollments/?course=${courseId}`, { token: access });
  return res.body.count > 0;
}

/** The CSV apply call from Node, as the page would send it (multipart, a course and a file). */
function applyCsv(token: string, courseId: number, csv: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `----e2e${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="course"\r\n\r\n${courseId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="class.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/bulk-enrolments/csv/apply/',
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

async function logInAsTeacher(page: Page) {
  await page.getByTestId('login-choose-teacher').click();
  await page.getByTestId('teacher-email').fill(TEACHER);
  await page.getByTestId('teacher-password').fill(DEMO_PASSWORD);
  await page.getByTestId('teacher-submit').click();
}

async function openToolAsTeacher(page: Page) {
  await page.goto(`${GREENWOOD}/login?next=${encodeURIComponent('/bulk-enrolment')}`);
  await logInAsTeacher(page);
  await expect(page).toHaveURL(`${GREENWOOD}/bulk-enrolment`);
  await expect(page.getByTestId('bulk-tool')).toBeVisible();
}

const csvFile = (name: string, content: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('bulk enrolment', () => {
  test('a CSV file with a bad row enrols no one; fixed, it enrols every student in it', async ({ page }) => {
    const letters = await course('this-is-course');
    const good = PUPILS.map((p) => `,${p.username},${p.first},${p.last}`);
    const badCsv = ['email,username,first_name,last_name', ...good, 'ghost.pupil@example.org,,,'].join('\r\n');
    for (const p of PUPILS) expect(await isEnrolled(p.username, letters.id)).toBe(false);

    // A visitor learns what the page is for and logs in from it, coming back to it.
    await page.goto(`${GREENWOOD}/bulk-enrolment`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk enrolment' })).toBeVisible();
    await expect(page.getByTestId('bulk-visitor')).toContainText('All or nothing');
    await page.getByTestId('bulk-login').click();
    await expect(page).toHaveURL(/\/login\?next=%2Fbulk-enrolment$/);
    await logInAsTeacher(page);
    await expect(page).toHaveURL(`${GREENWOOD}/bulk-enrolment`);

    await page.getByTestId('bulk-course').selectOption({ label: letters.name });
    await page.getByText('A CSV file', { exact: true }).click();
    await expect(page.getByTestId('bulk-template')).toHaveAttribute('href', '/api/bulk-enrolments/template.csv');
    // The file field speaks the site's language (not the browser's) and names the file chosen.
    const fileField = page.getByTestId('bulk-file').locator('..');
    await expect(fileField).toContainText('Choose a file');
    await expect(fileField).toContainText('No file chosen');
    await page.getByTestId('bulk-file').setInputFiles(csvFile('year4.csv', badCsv));
    await expect(fileField).toContainText('Choose another file');
    await expect(fileField).toContainText('year4.csv');
    await page.getByTestId('bulk-check').click();

    const report = page.getByTestId('bulk-report');
    await expect(page.getByTestId('bulk-summary')).toHaveText('3 will be enrolled, 0 already enrolled, 1 error');
    const errorRow = report.locator('[data-testid="bulk-report-row"][data-status="error"]');
    await expect(errorRow).toHaveCount(1);
    await expect(errorRow).toHaveAttribute('data-row', '5');
    await expect(errorRow).toContainText('ghost.pupil@example.org');
    await expect(errorRow).toContainText('Unknown user');
    await expect(report.locator('[data-status="will_enrol"]')).toHaveCount(3);
    await expect(page.getByTestId('bulk-apply')).toBeDisabled();
    await expect(page.getByTestId('bulk-apply-hint')).toContainText('fix the row with an error');
    await expectNoSeriousAxeViolations(page);

    // Nothing was enrolled, and the server refuses the file as it is, whoever sends it.
    for (const p of PUPILS) expect(await isEnrolled(p.username, letters.id)).toBe(false);
    const { access } = await apiLogin(GREENWOOD, TEACHER);
    const refused = await applyCsv(access, letters.id, badCsv);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Nothing was enrolled: fix the rows with errors and upload the file again.');
    for (const p of PUPILS) expect(await isEnrolled(p.username, letters.id)).toBe(false);

    // The fixed file checks clean and applies.
    await page.getByTestId('bulk-file').setInputFiles(csvFile('year4-fixed.csv', ['email,username,first_name,last_name', ...good].join('\r\n')));
    await expect(report).toHaveCount(0);
    await page.getByTestId('bulk-check').click();
    await expect(page.getByTestId('bulk-summary')).toHaveText('3 will be enrolled, 0 already enrolled, 0 errors');
    await expect(page.getByTestId('bulk-apply')).toBeEnabled();
    await page.getByTestId('bulk-apply').click();
    const done = page.getByTestId('bulk-csv-done');
    await expect(done).toContainText('year4-fixed.csv');
    await expect(done).toContainText('3 enrolled, 0 already enrolled');
    await expect(done.getByTestId('bulk-course-link')).toHaveAttribute('href', `/course/${letters.slug}`);
    // Among the recent enrolments (the class test beside this one may add its own at the same time).
    await expect(page.getByTestId('bulk-recent-item').filter({ hasText: 'year4-fixed.csv' })).toHaveCount(1);
    for (const p of PUPILS) expect(await isEnrolled(p.username, letters.id)).toBe(true);
  });

  test('a teacher enrols Year 4 Oak in one go, and again enrols no one twice', async ({ page }) => {
    const hub = await freshSchoolCourse(`Oak Reading Club ${Date.now().toString(36)}`);
    await openToolAsTeacher(page);
    await page.getByTestId('bulk-course').selectOption({ label: hub.name });
    await page.getByTestId('bulk-class').selectOption({ label: `Year 4 Oak (${OAK_SIZE} students)` });
    await expect(page.getByTestId('bulk-class-submit')).toHaveText(`Enrol ${OAK_SIZE} students`);
    await page.getByTestId('bulk-class-submit').click();
    const done = page.getByTestId('bulk-class-done');
    await expect(done).toContainText(`Year 4 Oak in ${hub.name}: ${OAK_SIZE} enrolled, 0 already enrolled.`);
    expect(await isEnrolled(PUPILS[0]!.username, hub.id)).toBe(true);
    expect(await isEnrolled('samuelo25', hub.id)).toBe(true);

    await page.getByTestId('bulk-class-submit').click();
    await expect(done).toContainText(`0 enrolled, ${OAK_SIZE} already enrolled`);
    // Among the recent enrolments (the file tests beside this one add theirs at the same time).
    await expect(page.getByTestId('bulk-recent-item').filter({ hasText: 'Year 4 Oak' }).first()).toBeVisible();
  });

  test('a large file visibly uploads, and the report scrolls sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openToolAsTeacher(page);
    await page.getByTestId('bulk-course').selectOption({ label: (await course('climate-action-hub')).name });
    await page.getByText('A CSV file', { exact: true }).click();
    // About 1 MB: the Oak pupils with long notes (a column the file may have and the check ignores).
    const notes = 'n'.repeat(40_000);
    const big = ['username,notes', ...['aaravs12', 'amarao07', 'mateog23', 'priyan05', 'kofia01'].flatMap((u) => [`${u},${notes}`]), ...Array.from({ length: 20 }, (_, i) => `nobody${i},${notes}`)].join('\n');
    await page.getByTestId('bulk-file').setInputFiles(csvFile('big.csv', big));

    // Slow the upload down so its progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await page.getByTestId('bulk-check').click();
    const bar = page.getByTestId('bulk-progress-bar');
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    const midway = Number(await bar.getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(100);
    await expect(page.getByTestId('bulk-progress-percent')).toHaveText(/^\d{1,2}%$/);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await expect(page.getByTestId('bulk-summary')).toHaveText(/ will be enrolled, .* already enrolled, 20 errors$/, { timeout: 20_000 });
    // The table scrolls inside its own region; the page itself never scrolls sideways.
    const region = page.getByTestId('bulk-report').getByRole('region');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('bulk-only-errors').check();
    await expect(page.locator('[data-testid="bulk-report-row"]:not([data-status="error"])')).toHaveCount(0);
  });

  test('students are told the page is for teachers', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login?next=${encodeURIComponent('/bulk-enrolment')}`);
    await storeSession(page, await apiLogin(GREENWOOD, 'niam22'));
    await page.goto(`${GREENWOOD}/bulk-enrolment`);
    await expect(page.getByTestId('bulk-not-allowed')).toContainText('Your teacher can enrol your whole class');
    await expect(page.getByTestId('bulk-tool')).toHaveCount(0);
  });
});
