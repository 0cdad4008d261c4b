import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PORT, siteApi } from './support/identity.js';

// Lakeside's own admin, so Greenwood's name and colours stay as the other tests expect them.
const LAKESIDE = `http://lakeside.localhost:${PORT}`;

async function logIn(page: Page, site: string, email: string, next: string) {
  await page.goto(`${site}/login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('login-choose-teacher').click();
  await page.getByTestId('teacher-email').fill(email);
  await page.getByTestId('teacher-password').fill(DEMO_PASSWORD);
  await page.getByTestId('teacher-submit').click();
  await expect(page).toHaveURL(`${site}${next}`);
}

test.describe('school profile', () => {
  test('the school admin changes the school’s name and colour, and turns community access on and off', async ({ page }) => {
    await logIn(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-site')).toContainText('lakeside.localhost');
    // The platform's settings are not in the school's form.
    await expect(page.getByTestId('tenant-subdomain')).toHaveCount(0);
    await expect(page.getByTestId('tenant-switchboard')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.getByTestId('tenant-name').fill('Lakeside Primary School and Nursery');
    // The demo school has no website yet, which the form asks for.
    await page.getByTestId('tenant-domain').fill('https://www.lakeside-primary.org');
    await page.getByTestId('color-text-primary_color').fill('#7A2E8E');
    await page.getByTestId('tenant-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'User updated successfully!' })).toBeVisible();
    const site = await siteApi<{ school_name: string; primary_color: string }>(LAKESIDE, 'GET', '/api/current-tenant');
    expect(site.body).toMatchObject({ school_name: 'Lakeside Primary School and Nursery', primary_color: '#7A2E8E' });
    await expect(page.getByTestId('tenant-name')).toHaveValue('Lakeside Primary School and Nursery');

    // Community access: a password for families, checked twice, then off again.
    const community = page.getByTestId('community-password');
    await community.getByTestId('community-password-1').fill('read-with-us-26');
    await community.getByTestId('community-password-2').fill('read-with-us-62');
    await community.getByTestId('community-save').click();
    await expect(community).toContainText('The two passwords do not match.');
    await community.getByTestId('community-password-2').fill('read-with-us-26');
    await community.getByTestId('community-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The community password is changed.' })).toBeVisible();
    expect((await siteApi(LAKESIDE, 'POST', '/api/generic-password-login', { body: { password: 'read-with-us-26' } })).status).toBe(200);
    await expect(community.getByTestId('community-off')).toBeVisible();
    await community.getByTestId('community-off').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Community access is turned off.' })).toBeVisible();
    expect((await siteApi(LAKESIDE, 'POST', '/api/generic-password-login', { body: { password: 'read-with-us-26' } })).status).toBe(404);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
