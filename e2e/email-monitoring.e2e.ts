import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { apiSignup, logInWithEmail, MAIN, uniqueEmail } from './support/identity.js';
import { mailsTo } from './support/mailbox.js';

const ADMIN = 'admin@commonshelf.test';

test.describe('email monitoring', () => {
  test('the platform admin finds a sign-up’s email, reads it and sends it again; it arrives twice', async ({ page }) => {
    const address = uniqueEmail('monitor');
    await apiSignup(address);
    await expect.poll(async () => (await mailsTo(address)).length).toBe(1);

    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/dashboard');
    await page.getByTestId('admin-nav-email-monitoring').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/email-monitoring`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email monitoring' })).toBeVisible();
    await expect(page.getByTestId('email-row').first()).toBeVisible();

    await page.getByTestId('email-search').fill(address);
    await expect(page).toHaveURL(/search=/);
    const rows = page.getByTestId('email-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('email-to')).toHaveText(`To ${address}`);
    await expect(rows.first().getByTestId('email-status')).toHaveAttribute('data-status', 'sent');
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // The message itself, as text.
    await rows.first().getByTestId('email-open').click();
    const dialog = page.getByTestId('email-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('email-text')).toContainText('Robin');
    await expect(dialog.getByTestId('email-dialog-status')).toContainText('Sent');

    // Sent again: a copy goes out, and the list shows both.
    await dialog.getByTestId('email-dialog-resend').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The email is queued and will be sent in a moment.' })).toBeVisible();
    await page.getByTestId('email-dialog-close').click();
    await expect(rows).toHaveCount(2);
    await expect.poll(async () => (await mailsTo(address)).length).toBe(2);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByTestId('email-status')).toHaveAttribute('data-status', 'sent');

    // The status tabs filter in the URL; nothing failed for this address.
    await page.getByTestId('email-status-tabs').getByRole('button', { name: /Failed/ }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByTestId('emails-empty')).toBeVisible();
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/email-monitoring');
    await expect(page.getByTestId('email-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId('email-open').first().click();
    await expect(page.getByTestId('email-text')).toBeVisible();
  });

  test('is the platform admin’s only', async ({ page }) => {
    await page.goto(`${MAIN}/admin-panel/email-monitoring`);
    await expect(page).toHaveURL(/login/);
  });
});
