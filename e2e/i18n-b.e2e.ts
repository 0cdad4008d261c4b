import { expect, test } from '@playwright/test';
import { logInWithEmail, MAIN } from './support/identity.js';

test.describe('languages: the giving admin', () => {
  test('the platform admin reads the charities list in Spanish', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('commonshelf.language', 'es'));
    await logInWithEmail(page, MAIN, 'admin@commonshelf.test', '/admin-panel/all-charities');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Todas las organizaciones benéficas' })).toBeVisible();
    await expect(page.getByTestId('add-charity')).toHaveText('Añadir organización benéfica');
    await expect(page.getByTestId('cause-status-tabs').getByRole('button', { name: /^Publicados/ })).toBeVisible();
    await expect(page.getByTestId('list-range')).toContainText('organizaciones benéficas');
  });
});
