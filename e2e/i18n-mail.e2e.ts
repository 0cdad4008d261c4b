import { expect, test } from '@playwright/test';
import { apiLogin, apiSignup, MAIN, storeSession, uniqueEmail } from './support/identity.js';
import { mailsTo } from './support/mailbox.js';

test('a password reset asked for in Spanish is emailed in Spanish', async ({ page }) => {
  const { email } = await apiSignup(uniqueEmail('reset-es'));
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto(`${MAIN}/resetpasswordemail`);
  await page.getByTestId('reset-email-input').fill(email);
  await page.getByTestId('reset-email-submit').click();
  await expect(page.getByTestId('reset-email-message')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 15_000 })
    .toContain('Restablece tu contraseña de Commonshelf');
  const reset = (await mailsTo(email)).find((m) => m.subject.startsWith('Restablece'))!;
  expect(reset.text).toContain('Hola, Robin:');
  expect(reset.text).toMatch(/Elegir una contraseña nueva: http:\/\/\S+\/password-reset-confirm\/#token=/);
});

test('switching language while signed in tells the server, so later emails follow; a visitor’s switch stays in the browser', async ({ page }) => {
  const saved: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/language/')) saved.push(request.postData() ?? '');
  });
  await page.goto(MAIN);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-switcher-es').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-switcher-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(saved).toEqual([]);

  const { email, password } = await apiSignup(uniqueEmail('switch'));
  await storeSession(page, await apiLogin(MAIN, email, password));
  await page.reload();
  await page.getByTestId('language-switcher').click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/language/'));
  await page.getByTestId('language-switcher-es').click();
  expect((await answer).status()).toBe(200);
  expect(saved.map((body) => JSON.parse(body))).toEqual([{ language: 'es' }]);
});
