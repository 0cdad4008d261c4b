import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, logInWithEmail, MAIN, PORT, siteApi, uniqueEmail } from './support/identity.js';
import { linkFromMail, mailsTo } from './support/mailbox.js';
import { registerSchool } from './support/tenants.js';

// Lakeside's site: Greenwood's students are read as they are by other tests.
const LAKESIDE = `http://lakeside.localhost:${PORT}`;

async function zipOf(download: Download): Promise<Buffer> {
  const body = await readFile((await download.path())!);
  expect(body.subarray(0, 2).toString('latin1'), 'a ZIP file').toBe('PK');
  return body;
}

async function openClass(page: Page) {
  await logInWithEmail(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/classes');
  await page.locator('[data-testid="class-card"][data-class-name="Year 5 Heron"]').getByTestId('class-students-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Year 5 Heron' })).toBeVisible();
  return (username: string) => page.locator(`[data-testid="class-student"][data-username="${username}"]`);
}

test.describe('students’ data rights', () => {
  test('the school admin downloads a student’s data, asks a parent’s consent, the parent gives it, and the school withdraws it', async ({ page, browser }) => {
    const student = await openClass(page);
    const downloading = page.waitForEvent('download');
    await student('samuelo53').getByTestId('student-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^samuelo53-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await zipOf(download);
    expect(zip.includes(Buffer.from('data/users.json'))).toBe(true);

    const parentEmail = uniqueEmail('parent');
    await student('samuelo53').getByTestId('student-consent').click();
    const dialog = page.getByTestId('consent-dialog');
    await dialog.getByTestId('consent-email').fill('not an email');
    await dialog.getByTestId('consent-send').click();
    await expect(dialog.getByText('Enter the parent’s email address.')).toBeVisible();
    await dialog.getByTestId('consent-email').fill(parentEmail);
    await dialog.getByTestId('consent-send').click();
    await expect(page.getByTestId('toast').filter({ hasText: `We emailed ${parentEmail} to ask for consent.` })).toBeVisible();

    // The parent, on another device, opens the emailed link.
    const link = await linkFromMail(parentEmail, /(http:\/\/\S+\/parent-consent#token=[A-Za-z0-9_-]+)/);
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await parent.goto(link);
    const card = parent.getByTestId('parent-consent');
    await expect(card.getByRole('heading', { name: 'Consent for Samuel’s account' })).toBeVisible();
    await expect(card).not.toContainText('Osei');
    await expect(parent).toHaveURL(`${LAKESIDE}/parent-consent`);
    await card.getByTestId('parent-consent-grant').click();
    await expect(card.getByTestId('parent-consent-message')).toHaveText('Thank you. Your consent is recorded. You can withdraw it at any time from this page.');
    await expect(card.getByTestId('parent-consent-withdraw')).toBeVisible();
    await parentContext.close();

    // The school sees it given, and withdraws it at the parent's request.
    await page.getByTestId('admin-nav-privacy').click();
    const row = page.locator('[data-testid="consent-row"]').filter({ hasText: 'Samuel Osei' }).first();
    await expect(row).toHaveAttribute('data-status', 'granted');
    await expect(row).toContainText(parentEmail);
    await row.getByTestId('consent-withdraw').click();
    await page.getByTestId('withdraw-dialog').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Consent withdrawn.' })).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'withdrawn');
    await expect(page.locator('[data-testid="request-row"][data-kind="export"]').filter({ hasText: 'Samuel Osei' }).first()).toBeVisible();
    await expect(page.locator('[data-testid="consent-row"][data-kind="school_educational"]')).toHaveAttribute('data-status', 'granted');
  });

  test('an erasure closes the account at once and is cancelled within the grace period; the whole school downloads as one ZIP', async ({ page }) => {
    const student = await openClass(page);
    await student('zaraa52').getByTestId('student-erase').click();
    await expect(page.getByTestId('erase-dialog')).toContainText('In 14 days');
    await page.getByTestId('erase-dialog').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Zara’s account is closed and will be erased for good on' })).toBeVisible();
    await expect(student('zaraa52')).toHaveAttribute('data-active', 'false');

    await page.getByTestId('admin-nav-privacy').click();
    const request = page.locator('[data-testid="request-row"][data-kind="erasure"][data-status="scheduled"]').filter({ hasText: 'Zara Ahmed' });
    await expect(request).toContainText('Erased on');
    await request.getByTestId('request-cancel').click();
    await page.getByTestId('cancel-erasure-dialog').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The erasure is cancelled and Zara’s account is as it was.' })).toBeVisible();
    await expect(page.locator('[data-testid="request-row"][data-kind="erasure"]').filter({ hasText: 'Zara Ahmed' }).first()).toHaveAttribute('data-status', 'cancelled');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('privacy-export-school').click();
    const zip = await zipOf(await downloading);
    expect(zip.includes(Buffer.from('data/classes.json'))).toBe(true);

    // On a phone the page reads without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('a student downloads their own data from the dashboard', async ({ page }) => {
    await page.goto(`${LAKESIDE}/login`);
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-input').fill('LKS5H');
    await page.getByTestId('class-code-submit').click();
    await page.getByTestId('student-search').fill('Samuel');
    await page.getByTestId('student-tile').first().click();
    await page.getByTestId('student-password').fill(DEMO_PASSWORD);
    await page.getByTestId('student-submit').click();
    await expect(page).toHaveURL(`${LAKESIDE}/`, { timeout: 30_000 });
    await page.goto(`${LAKESIDE}/dashboard`);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('my-data-download').click();
    const zip = await zipOf(await downloading);
    expect(zip.includes(Buffer.from('data/users.json'))).toBe(true);
  });
});

/** A school of its own, registered, approved and with its first admin, for a test that erases it. */
async function freshSchool(request: APIRequestContext, name: string) {
  const { email, subdomain, site } = await registerSchool(request, name);
  const { access } = await apiLogin(MAIN, 'admin@commonshelf.test');
  const found = await siteApi<{ results: { id: string }[] }>(MAIN, 'GET', `/api/api-admin/tenants/?search=${subdomain}`, { token: access });
  const id = found.body.results[0]!.id;
  expect((await siteApi(MAIN, 'POST', `/api/api-admin/tenants/${id}/approve/`, { token: access })).status).toBe(200);
  const token = (await linkFromMail(email, /\/login\/([A-Za-z0-9_-]+)/))!;
  const password = 'Quiet-Harbour-Lantern-77';
  const accepted = await siteApi(site, 'POST', `/api/invitations/${token}/accept/`, { body: { first_name: 'Rhea', last_name: 'Castell', password, password2: password } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { id, name, email, site, password, platformToken: access };
}

test('a school admin erases the whole school: the site closes at once, and the platform sees the date', async ({ page, request }) => {
  const school = await freshSchool(request, 'Rowan Leaves School');
  await logInWithEmail(page, school.site, school.email, '/admin-school/privacy', school.password);
  await page.getByTestId('school-erase').click();
  const dialog = page.getByTestId('school-erase-dialog');
  await dialog.getByTestId('school-erase-name').fill('Rowan');
  await dialog.getByTestId('school-erase-confirm').click();
  await expect(dialog.getByText('Type the school’s name exactly to confirm.')).toBeVisible();
  await dialog.getByTestId('school-erase-name').fill(school.name);
  await dialog.getByTestId('school-erase-confirm').click();
  await expect(page.getByTestId('school-erasure-message')).toContainText('The school’s site is closed and all its data will be erased for good on');

  expect((await siteApi(school.site, 'GET', '/api/current-tenant')).status).toBe(404);
  const seen = await siteApi<{ status: string; erasure: { status: string } | null }>(MAIN, 'GET', `/api/api-admin/tenants/${school.id}/`, { token: school.platformToken });
  expect(seen.body).toMatchObject({ status: 'suspended', erasure: { status: 'scheduled' } });
  await expect.poll(async () => (await mailsTo(school.email)).some((m) => m.subject.includes('all its data will be erased'))).toBe(true);
});
