import { expect, test } from '@playwright/test';

// The server's messages in Spanish, read-only: a wrong password for a made-up username (no real
// account gets a failed attempt) gets the server's English answer, shown in Spanish.
test('in Spanish, a wrong login shows the server’s “incorrect username or password” in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('commonshelf.language', 'es'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByTestId('login-choose-teacher').click();
  await page.getByTestId('teacher-email').fill(`nobody-${Date.now()}@example.test`);
  await page.getByTestId('teacher-password').fill('not-the-password');
  const answer = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'POST' && r.status() === 401);
  await page.getByTestId('teacher-submit').click();
  expect(await (await answer).json()).toMatchObject({ error: 'The username or password you entered is incorrect.' });
  await expect(page.getByTestId('form-alert')).toHaveText('El nombre de usuario o la contraseña que escribiste no son correctos.');
});
