import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { apiLogin, logInWithEmail, MAIN, siteApi } from './support/identity.js';

const ADMIN = 'admin@commonshelf.test';

test.describe('the audit log', () => {
  test('the platform admin finds a category’s creation and rename, with the name before and after, and its history', async ({ page }) => {
    // A change made elsewhere (here through the API, as another tab of the console would).
    const name = `Audit shelf ${Date.now().toString(36)}`;
    const { access } = await apiLogin(MAIN, ADMIN);
    const created = await siteApi<{ id: number }>(MAIN, 'POST', '/api/admin/book-categories/', { token: access, body: { name } });
    expect(created.status).toBe(201);
    const renamed = await siteApi(MAIN, 'PATCH', `/api/admin/book-categories/${created.body.id}/`, { token: access, body: { name: `${name} II` } });
    expect(renamed.status).toBe(200);

    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/dashboard');
    await page.getByTestId('admin-nav-audit-log').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/audit-log`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

    await page.getByTestId('audit-search').fill(name);
    await page.getByTestId('audit-search').press('Enter');
    const rows = page.getByTestId('audit-row');
    await expect(rows).toHaveCount(2);
    // Newest first: the rename, then the creation.
    await expect(rows.nth(0)).toHaveAttribute('data-operation', 'update');
    await expect(rows.nth(0).getByTestId('audit-summary')).toHaveText(`${ADMIN} changed book category “${name} II”`);
    await expect(rows.nth(0).getByTestId('audit-route')).toHaveText('PATCH /api/admin/book-categories/:id/');
    await expect(rows.nth(0)).toContainText('Main site');
    await rows.nth(0).getByTestId('audit-changes').locator('summary').click();
    const change = rows.nth(0).getByTestId('audit-change').filter({ has: page.getByRole('rowheader', { name: 'Name', exact: true }) });
    await expect(change.getByTestId('audit-before')).toHaveText(name);
    await expect(change.getByTestId('audit-after')).toHaveText(`${name} II`);
    await expect(rows.nth(1)).toHaveAttribute('data-operation', 'insert');
    await expect(rows.nth(1).getByTestId('audit-summary')).toHaveText(`${ADMIN} created book category “${name}”`);
    expect((await axe(page).include('[data-testid="audit-log"]').analyze()).violations).toEqual([]);

    // The record's whole history, whatever the search.
    await rows.nth(1).getByTestId('audit-history').click();
    await expect(page.getByTestId('audit-target-note')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`table=book_categories.*target=${created.body.id}|target=${created.body.id}.*table=book_categories`));
    await expect(rows).toHaveCount(2);

    // A filter that matches nothing says so, and offers the way back.
    await page.getByTestId('audit-operation-tabs').getByRole('button', { name: /Deleted/ }).click();
    await expect(page.getByTestId('audit-empty')).toContainText('No changes match these filters.');
    await page.getByRole('button', { name: 'Show every change' }).click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/audit-log`);
    await expect(rows.first()).toBeVisible();
  });

  test('at 360 px wide the log and a change’s values fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { access } = await apiLogin(MAIN, ADMIN);
    const name = `Narrow shelf ${Date.now().toString(36)}`;
    expect((await siteApi(MAIN, 'POST', '/api/admin/book-categories/', { token: access, body: { name, description: 'A shelf for a narrow screen.' } })).status).toBe(201);
    await logInWithEmail(page, MAIN, ADMIN, `/admin-panel/audit-log?search=${encodeURIComponent(name)}`);
    const row = page.getByTestId('audit-row');
    await expect(row).toHaveCount(1);
    await row.getByTestId('audit-changes').locator('summary').click();
    await expect(row.getByTestId('audit-change').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
