import { expect, test, type Page } from '@playwright/test';
import { CLASS_CODE, DEMO_PASSWORD, GREENWOOD, logInWithEmail, PORT, siteApi, storedSession } from './support/identity.js';

const LAKESIDE = `http://lakeside.localhost:${PORT}`;

async function logInStudent(page: Page, name: string) {
  await page.goto(`${GREENWOOD}/login`);
  await page.getByTestId('login-choose-student').click();
  await page.getByTestId('class-code-input').fill(CLASS_CODE);
  await page.getByTestId('class-code-submit').click();
  await page.getByTestId('student-search').fill(name);
  await page.getByTestId('student-tile').first().click();
  await page.getByTestId('student-password').fill(DEMO_PASSWORD);
  await page.getByTestId('student-submit').click();
  await expect(page).toHaveURL(`${GREENWOOD}/`, { timeout: 30_000 });
}

test.describe('privacy on shared computers', () => {
  test('a student left idle for the school’s 20 minutes is signed out, told why, and the login is over on the server', async ({ page }) => {
    await page.clock.install();
    await logInStudent(page, 'Mei');
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect(page.getByTestId('dashboard-button')).toBeVisible();
    const { refresh } = await storedSession(page);
    expect(refresh).toBeTruthy();

    // Activity keeps the session: 19 minutes, a key press, 19 more.
    await page.clock.fastForward('19:00');
    await page.keyboard.press('Tab');
    await page.clock.fastForward('19:00');
    await expect(page).toHaveURL(`${GREENWOOD}/dashboard`);

    // Then 21 minutes without a touch.
    await page.clock.fastForward('21:00');
    await expect(page).toHaveURL(/\/login\?signed_out=idle&minutes=20$/);
    await expect(page.getByTestId('signed-out-idle')).toHaveText('For your safety, you were signed out after 20 minutes without activity.');
    expect((await storedSession(page)).user).toBeNull();
    // Ended on the server too: the old refresh token opens nothing.
    expect((await siteApi(GREENWOOD, 'POST', '/api/auth/token/refresh/', { body: { refresh } })).status).toBe(401);
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect(page).toHaveURL(/\/login/);
  });

  test('an adult is not signed out for being idle', async ({ page }) => {
    await page.clock.install();
    await logInWithEmail(page, GREENWOOD, 'teacher@greenwood.test', '/dashboard');
    await page.clock.fastForward('45:00');
    await page.clock.fastForward('00:30');
    await expect(page).toHaveURL(`${GREENWOOD}/dashboard`);
  });
});

// On Lakeside's site: other tests read Greenwood's class list as it is by default.
test.describe('privacy settings', () => {
  test('the school admin shows full names on the class list, and the login page follows; bad minutes are named', async ({ page, browser }) => {
    await logInWithEmail(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/profile');
    const section = page.getByTestId('privacy-settings');
    await expect(section.getByTestId('privacy-names-first_initial')).toBeChecked();
    await expect(section.getByTestId('privacy-idle-minutes')).toHaveValue('20');

    await section.getByTestId('privacy-idle-minutes').fill('2');
    await section.getByTestId('privacy-save').click();
    await expect(section.getByText('Choose between 5 and 240 minutes.')).toBeVisible();

    await section.getByTestId('privacy-idle-minutes').fill('20');
    await section.getByTestId('privacy-names-full').check();
    await section.getByTestId('privacy-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Privacy settings saved.' })).toBeVisible();

    // A child at another computer sees full names on the class list.
    const other = await browser.newContext();
    const child = await other.newPage();
    await child.goto(`${LAKESIDE}/login`);
    await child.getByTestId('login-choose-student').click();
    await child.getByTestId('class-code-input').fill('LKS5H');
    await child.getByTestId('class-code-submit').click();
    await expect(child.getByTestId('student-tile').first()).toHaveAccessibleName('Ines Duarte');

    // Back to initials.
    await section.getByTestId('privacy-names-first_initial').check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/school-admin/privacy/') && r.request().method() === 'PUT');
    await section.getByTestId('privacy-save').click();
    expect((await saved).status()).toBe(200);
    await child.reload();
    await child.getByTestId('login-choose-student').click();
    await child.getByTestId('class-code-input').fill('LKS5H');
    await child.getByTestId('class-code-submit').click();
    await expect(child.getByTestId('student-tile').first()).toHaveAccessibleName('Ines D.');
    await other.close();
  });
});
