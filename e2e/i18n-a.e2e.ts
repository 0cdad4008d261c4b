import { expect, test } from '@playwright/test';
import { MAIN } from './support/identity.js';

test('in Spanish, the registration form and its country list are in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${MAIN}/tenant-register`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registra tu organización o escuela');
  await expect(page.getByTestId('type-school')).toHaveText('Escuela');
  // Country names come from the browser in the UI language; the value sent is still the code.
  await page.getByTestId('tenant-country').fill('alema');
  await page.getByRole('option', { name: /Alemania/ }).click();
  await expect(page.getByTestId('tenant-country')).toHaveValue('Alemania');
});
