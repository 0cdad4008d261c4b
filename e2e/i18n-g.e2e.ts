import { expect, test } from '@playwright/test';
import { MAIN } from './support/identity.js';

test('the libraries and one library read in Spanish when Español is chosen', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${MAIN}/libraries`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotecas' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Buscar bibliotecas' })).toBeVisible();
  await expect(page.getByTestId('library-count')).toHaveText(/^\d+ bibliotecas$/);
  await page.getByTestId('library-card').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sobre la biblioteca' })).toBeVisible();
  await expect(page.getByTestId('library-books')).toHaveText(/\d+ libros?$/);
});
