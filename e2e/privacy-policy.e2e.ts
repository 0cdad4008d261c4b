import { expect, test } from '@playwright/test';
import { GREENWOOD, MAIN } from './support/identity.js';

/** `/privacy-policy`: the real page, its contents links and its promise of no third-party requests. */
test.describe('privacy policy', () => {
  test('shows its sections, the grace period and the default retention, with working contents links', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== new URL(GREENWOOD).origin) foreign.push(r.url());
    });
    await page.goto(`${GREENWOOD}/privacy-policy`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy policy · /);
    await expect(main.getByText('Last updated: 24 November 2026')).toBeVisible();

    const contents = main.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(10);
    const erasure = main.getByRole('region', { name: 'Erasing a student’s data' });
    await expect(erasure).toContainText('The erasure itself happens 14 days later');
    const retention = main.getByRole('region', { name: 'How long we keep data' });
    await expect(retention).toContainText('365 days unless the school chooses otherwise');

    // A contents link brings its section into view and stays on the page.
    await contents.getByRole('link', { name: 'How long we keep data' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#privacy-retention$/);
    await expect(retention.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(main.getByRole('heading', { level: 1 })).not.toBeInViewport();

    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('is linked from the footer of the main site', async ({ page }) => {
    await page.goto(`${MAIN}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  });
});
