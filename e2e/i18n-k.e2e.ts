import { expect, test } from '@playwright/test';
import { GREENWOOD, logInWithEmail, MAIN } from './support/identity.js';

test('the book categories in Spanish for a school admin, and the library’s goal filter with the goals’ Spanish names', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));
  await logInWithEmail(page, GREENWOOD, 'schooladmin@greenwood.test', '/admin-school/book-categories');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de libros');
  await expect(page.getByTestId('category-scope').getByRole('button', { name: 'De tu escuela' })).toBeVisible();
  await expect(page.getByTestId('category-row').filter({ hasText: 'Animal Tales' })).toContainText('Solo lectura');

  await page.goto(`${MAIN}/library`);
  await expect(page.getByTestId('library-sdg').locator('option[value="13"]')).toHaveText('13. Acción por el clima');
});
