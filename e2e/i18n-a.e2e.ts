import { expect, test } from '@playwright/test';
import { GREENWOOD, MAIN } from './support/identity.js';

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

test('in Spanish, an amount is typed with a decimal comma: 12,50 is twelve and a half, not 1250', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${MAIN}/charity-projects/rain-tanks-for-kalawa-schools`);
  const form = page.getByTestId('donation-form');
  await form.getByTestId('donation-other').check();
  const custom = form.getByTestId('donation-custom');
  await expect(custom).toHaveAttribute('placeholder', '0,00');
  await custom.fill('12,50');
  await expect(page.getByTestId('donation-submit')).toHaveText(/^Donar 12,50\s?US\$$/);
  await custom.fill('1.000');
  await expect(page.getByTestId('donation-submit')).toHaveText(/^Donar 1000\s?US\$$|^Donar 1\.000\s?US\$$/);
});

test('in Spanish, what the server says is in Spanish: a wrong community password', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${GREENWOOD}/login`);
  await page.getByTestId('login-choose-community').click();
  await page.getByTestId('community-password').fill('wrongpass1');
  await page.getByTestId('community-submit').click();
  await expect(page.getByText('Esa contraseña de la comunidad no es correcta.')).toBeVisible();
});
