import { expect, test } from '@playwright/test';
import { MAIN } from './support/identity.js';

test('the global reach page in Spanish: its headings, its table and the country names follow the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${MAIN}/global-reach`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Alcance mundial' })).toBeVisible();
  const table = page.getByTestId('reach-table');
  await expect(table.locator('caption')).toHaveText('País por país');
  await expect(table.getByRole('columnheader', { name: 'Bibliotecas' })).toBeVisible();
  const kenya = table.locator('[data-testid="reach-row"][data-code="KE"] th');
  await expect(kenya).toContainText('Kenia');
});
