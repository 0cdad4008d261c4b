import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, MAIN } from './support/identity.js';

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

test.describe('identity pages have no serious accessibility problems', () => {
  test('the login steps of a student', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await expectNoSeriousViolations(page, 'choose');
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-submit').click();
    await expect(page.getByTestId('field-error')).toBeVisible();
    await expectNoSeriousViolations(page, 'class code with an error');
    await page.getByTestId('class-code-input').fill('GRN4A');
    await page.getByTestId('class-code-submit').click();
    await expect(page.getByTestId('student-tile')).toHaveCount(20);
    await expectNoSeriousViolations(page, 'class list');
    await page.getByTestId('student-tile').first().click();
    await expectNoSeriousViolations(page, 'password');
  });

  test('register, with its errors shown, and login-or-register', async ({ page }) => {
    await page.goto(`${MAIN}/register`);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('agree-error')).toBeVisible();
    await expectNoSeriousViolations(page, 'register');
    await page.goto(`${MAIN}/login-or-register`);
    await expectNoSeriousViolations(page, 'login-or-register');
  });

  test('tenant registration with the colours open, and the password reset request', async ({ page }) => {
    await page.goto(`${MAIN}/tenant-register`);
    await page.getByTestId('tenant-name').fill('A');
    await page.getByTestId('tenant-name').blur();
    await page.getByTestId('colors-toggle').click();
    await expectNoSeriousViolations(page, 'tenant-register');
    await page.goto(`${MAIN}/resetpasswordemail`);
    await expectNoSeriousViolations(page, 'resetpasswordemail');
  });
});
