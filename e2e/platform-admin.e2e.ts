import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { fieldErrorOf, logInWithEmail, MAIN, PORT, siteApi } from './support/identity.js';
import { linkFromMail, mailsTo } from './support/mailbox.js';
import { registerSchool } from './support/tenants.js';

const ADMIN = 'admin@commonshelf.test';

test.describe('platform dashboard', () => {
  test('shows the platform at a glance, twelve months of charts, and leads to what waits', async ({ page }) => {
    // The empty path is the dashboard: the login lands there, however quickly the console loads.
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/dashboard');
    await page.goto(`${MAIN}/admin-panel`);
    await expect(page).toHaveURL(`${MAIN}/admin-panel/dashboard`);
    const dash = page.getByTestId('platform-dashboard');
    await expect(dash.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(Number(await page.getByTestId('stat-users-value').textContent())).toBeGreaterThanOrEqual(40);
    await expect(page.getByTestId('stat-schools-value')).not.toHaveText('0');
    await expect(page.getByTestId('stat-schools')).toContainText(/\d organizations?\b/);
    await expect(page.getByTestId('stat-schools')).not.toContainText(/(^|\D)1 organizations/);
    await expect(page.getByTestId('donations-chart').locator('[data-count]')).toHaveCount(12);
    await expect(page.getByTestId('donations-total')).toHaveText(/^\d+ gifts · /);
    await expect(page.getByTestId('dashboard-roles')).toContainText('Students');
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.getByTestId('attention-tenants').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-tenants?status=pending`);
  });
});

test.describe('all tenants', () => {
  test('the platform admin approves one registration, rejects another with a reason, and suspends and reactivates a site', async ({ page, request }) => {
    const approved = await registerSchool(request, 'Maple Grove School');
    const rejected = await registerSchool(request, 'Cedar Hill School');
    const online = async (site: string) => (await siteApi(site, 'GET', '/api/current-tenant')).status;
    expect(await online(approved.site)).toBe(404);

    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'All tenants' })).toBeVisible();
    const row = (subdomain: string) => page.locator(`[data-testid="tenant-row"][data-subdomain="${subdomain}"]`);
    await page.getByTestId('tenant-status-tabs').getByRole('button', { name: /Waiting for review/ }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(row(approved.subdomain)).toBeVisible();
    // Each card says where the site is.
    await expect(row(approved.subdomain).getByTestId('tenant-country')).toHaveText('Ireland');
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Approve: the site goes live and the applicant is invited to be its admin.
    await row(approved.subdomain).getByTestId('tenant-approve').click();
    await expect(page.getByTestId('tenant-confirm')).toContainText(approved.email);
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: `Maple Grove School is approved. We have invited ${approved.email}` })).toBeVisible();
    await expect(row(approved.subdomain)).toHaveCount(0);
    const invitation = await linkFromMail(approved.email, /(https?:\/\/\S+\/login\/[A-Za-z0-9_-]+)/);
    expect(invitation).toContain(`${approved.subdomain}.localhost`);

    // Reject: a reason is required, and the applicant reads it.
    await page.getByTestId('tenant-search').fill(rejected.subdomain);
    await expect(row(rejected.subdomain)).toBeVisible();
    await row(rejected.subdomain).getByTestId('tenant-reject').click();
    await page.getByTestId('confirm-reject').click();
    await expect(page.getByTestId('tenant-reject-dialog')).toContainText('Tell the applicant why their registration is not accepted.');
    await page.getByTestId('reject-reason').fill('We could not reach the school at the number it gave.');
    await page.getByTestId('confirm-reject').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Cedar Hill School’s registration is rejected.' })).toBeVisible();
    await expect.poll(async () => (await mailsTo(rejected.email)).some((m) => m.text.includes('We could not reach the school at the number it gave.'))).toBe(true);

    // The approved site is online; suspended, it is not; reactivated, it is again.
    expect(await online(approved.site)).toBe(200);
    await page.getByTestId('tenant-status-tabs').getByRole('button', { name: /Active/ }).click();
    await page.getByTestId('tenant-search').fill(approved.subdomain);
    await expect(row(approved.subdomain)).toHaveAttribute('data-status', 'active');
    await row(approved.subdomain).getByTestId('tenant-suspend').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Maple Grove School is suspended' })).toBeVisible();
    expect(await online(approved.site)).toBe(404);
    await page.getByTestId('tenant-status-tabs').getByRole('button', { name: /Suspended/ }).click();
    await expect(page).toHaveURL(/status=suspended/);
    await row(approved.subdomain).getByTestId('tenant-reactivate').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Maple Grove School is active again.' })).toBeVisible();
    expect(await online(approved.site)).toBe(200);
  });

  test('the tenant form adds a school that is live at once, then edits it; errors show the spec’s messages', async ({ page }) => {
    const subdomain = `birch${Date.now().toString(36)}`;
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-tenants');
    await page.getByTestId('add-tenant').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/tenant`);
    await page.getByTestId('tenant-name').fill('Birch Lane School');
    await page.getByTestId('tenant-email').fill(`office@${subdomain}.example.org`);
    await page.getByTestId('tenant-domain').fill(`https://www.${subdomain}-school.org`);
    await page.getByTestId('tenant-subdomain').fill('greenwood');
    await page.getByTestId('tenant-switchboard').selectOption('true');
    // The country is required: the form says so before anything is sent.
    await page.getByTestId('tenant-save').click();
    await expect.poll(() => fieldErrorOf(page, 'tenant-country')).toBe('Choose your country from the list.');
    await expect(page).toHaveURL(`${MAIN}/admin-panel/tenant`);
    await page.getByTestId('tenant-country').fill('irel');
    await page.getByRole('option', { name: /^Ireland/ }).click();
    await page.getByTestId('tenant-save').click();
    // The server refuses a subdomain that is taken, on its field, with the spec's failure text.
    await expect(page.getByText('That subdomain is already taken. Try another.')).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'Error saving user. Please try again.' })).toBeVisible();

    await page.getByTestId('tenant-subdomain').fill(subdomain);
    await page.getByTestId('tenant-save').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-tenants`);
    await expect(page.getByTestId('toast').filter({ hasText: 'User added successfully!' })).toBeVisible();
    expect((await siteApi(`http://${subdomain}.localhost:${PORT}`, 'GET', '/api/current-tenant')).status).toBe(200);

    await page.getByTestId('tenant-search').fill(subdomain);
    const row = page.locator(`[data-testid="tenant-row"][data-subdomain="${subdomain}"]`);
    await row.getByTestId('tenant-edit').click();
    await expect(page.getByTestId('tenant-name')).toHaveValue('Birch Lane School');
    await expect(page.getByTestId('tenant-country')).toHaveValue('Ireland');
    await page.getByTestId('tenant-name').fill('Birch Lane Primary School');
    await page.getByTestId('tenant-country').fill('portu');
    await page.getByRole('option', { name: /^Portugal/ }).click();
    // Leaving with changes asks first.
    await page.getByRole('link', { name: 'All tenants' }).first().click();
    await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('tenant-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'User updated successfully!' })).toBeVisible();
    await expect(row.getByTestId('tenant-card-name')).toHaveText('Birch Lane Primary School');
    await expect(row.getByTestId('tenant-country')).toHaveText('Portugal');
    const site = await siteApi<{ school_name: string }>(`http://${subdomain}.localhost:${PORT}`, 'GET', '/api/current-tenant');
    expect(site.body.school_name).toBe('Birch Lane Primary School');
  });

  test('a page past the end of a list (an old link) shows the last page there is', async ({ page }) => {
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-tenants');
    await page.goto(`${MAIN}/admin-panel/all-tenants?page=99`);
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-tenants`);
    await expect(page.getByTestId('tenant-row').first()).toBeVisible();
    await page.goto(`${MAIN}/admin-panel/all-tenants?status=active&page=7`);
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-tenants?status=active`);
    await expect(page.getByTestId('tenant-row').first()).toBeVisible();
  });

  test('paging a list by keyboard: at either end the focus moves to the page now current, not to the top', async ({ page }) => {
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-users');
    const pager = page.getByRole('navigation', { name: 'User pages' });
    const next = pager.getByRole('link', { name: 'Next page' });
    const previous = pager.getByRole('link', { name: 'Previous page' });
    // Over two pages of users in the demo data: step to the last one.
    await expect(next).toBeVisible();
    const current = pager.locator('[aria-current="page"]');
    while ((await next.count()) > 0) {
      const at = Number(await current.innerText());
      await next.focus();
      await page.keyboard.press('Enter');
      // The pager shows the new page before the next step is looked for.
      await expect(current).toHaveText(String(at + 1));
    }
    const last = pager.locator('[aria-current="page"]');
    await expect(last).toBeFocused();
    const lastNumber = Number(await last.innerText());
    expect(lastNumber).toBeGreaterThan(1);
    await page.goto(`${MAIN}/admin-panel/all-users?page=2`);
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-users`);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    await expect(pager.locator('[aria-current="page"]')).toBeFocused();
  });

  test('a search is said to screen readers; the empty result’s “Show all” leaves the focus in the page, not at its top', async ({ page }) => {
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-users');
    const announcer = page.getByTestId('announcer');
    await expect(announcer).toHaveText(/^1–20 of \d+ users$/);
    await expect(announcer).toHaveAttribute('role', 'status');
    await page.getByTestId('user-search').fill('zzzz no such person');
    await page.getByTestId('user-search').press('Enter');
    await expect(announcer).toHaveText('No users match these filters.');
    const showAll = page.getByRole('button', { name: 'Show all users' });
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(announcer).toHaveText(/^1–20 of \d+ users$/);
    // The button went with the empty state: the focus is on the page's content, and Tab carries on from there.
    await expect(page.locator('#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement))).toBe(true);
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-tenants');
    await expect(page.getByTestId('tenant-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The top bar leaves its titles their room: the language is chosen in the menu.
    await expect(page.getByTestId('admin-language-switcher')).toBeHidden();
    for (const id of ['admin-area-label', 'admin-route-title']) {
      expect(await page.getByTestId(id).evaluate((el) => el.scrollWidth - el.clientWidth), id).toBeLessThanOrEqual(0);
    }
    // A page's longer name in Spanish takes a second line rather than being cut.
    await page.goto(`${MAIN}/admin-panel/charities-dashboard`);
    await page.getByRole('button', { name: /menu/i }).first().click();
    const language = page.getByTestId('admin-drawer-language-switcher');
    await expect(language).toHaveAccessibleName(/English/);
    await language.click();
    await page.getByRole('menuitemradio', { name: /Español/ }).click();
    await page.keyboard.press('Escape');
    const title = page.getByTestId('admin-route-title');
    await expect(title).toHaveText('Panel de organizaciones benéficas');
    expect(await title.evaluate((el) => ({ wide: el.scrollWidth - el.clientWidth, tall: el.scrollHeight - el.clientHeight }))).toEqual({ wide: 0, tall: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => localStorage.setItem('commonshelf.language', 'en'));
  });
});
