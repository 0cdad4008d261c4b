import { expect, test } from '@playwright/test';
import { BRIGHTFUTURES, logInWithEmail } from './support/identity.js';

test.describe('languages: the organization’s books page', () => {
  test('an organization admin who chose Español sees the book statistics in Spanish, the schools’ names as they are', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));
    await logInWithEmail(page, BRIGHTFUTURES, 'orgadmin@brightfutures.test', '/admin-organization/books');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Libros destacados', exact: true })).toBeVisible();
    await expect(page.getByTestId('org-book-tabs').getByRole('button', { name: 'Esperando revisión' })).toBeVisible();
    await expect(page.getByTestId('org-site-row').filter({ hasText: 'Lakeside Primary School' })).toBeVisible();
  });
});
