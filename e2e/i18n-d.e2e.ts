import { expect, test } from '@playwright/test';
import { GREENWOOD, siteApi } from './support/identity.js';

test.describe('languages: the book page and the reader', () => {
  test('a visitor who chose Español sees a book page and the reader in Spanish, the book in its own language', async ({ page }) => {
    const book = (await siteApi<{ id: number; title: string; language: string }>(GREENWOOD, 'GET', '/api/books/the-mango-tree-that-waited/read/')).body;
    await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));

    await page.goto(`${GREENWOOD}/library/${book.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Sobre este libro' })).toBeVisible();
    await expect(page.locator('#book-title')).toHaveAttribute('lang', book.language);
    await expect(page.locator('#book-title')).toHaveText(book.title);

    await page.getByTestId('book-read').click();
    await expect(page.getByTestId('reader-page-label')).toHaveText('Página 1 de 6');
    await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeVisible();
  });
});
