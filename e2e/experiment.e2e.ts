import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { MAIN } from './support/identity.js';

test.describe('the lesson sandbox', () => {
  test('a visitor writes a lesson and a question, tries it as a student, and finds the draft again after a reload', async ({ page }) => {
    const apiWrites: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/')) apiWrites.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(`${MAIN}/experiment`);
    const preview = page.getByTestId('sandbox-preview');
    await expect(preview.getByRole('heading', { name: 'Where does our water come from?' })).toBeVisible();

    await page.getByTestId('sandbox-title').fill('How seeds travel');
    await expect(preview.getByRole('heading', { name: 'How seeds travel' })).toBeVisible();
    const editor = page.getByTestId('sandbox-editor').locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Some seeds fly on the wind.');
    await expect(page.getByTestId('sandbox-lesson')).toHaveText('Some seeds fly on the wind.');

    await page.getByTestId('sandbox-question').fill('How do dandelion seeds travel?');
    const options = page.getByTestId('sandbox-option');
    await options.nth(0).fill('On the wind');
    await options.nth(1).fill('By train');
    await page.getByTestId('sandbox-add-option').click();
    await options.nth(3).fill('In a river');
    await expect(preview.getByRole('radio')).toHaveCount(4);

    // Wrong, then right.
    await preview.getByRole('radio', { name: 'By train' }).check();
    await page.getByTestId('sandbox-check').click();
    await expect(page.getByTestId('sandbox-result')).toHaveText('Not quite. Read the lesson again and have another go.');
    await preview.getByRole('radio', { name: 'On the wind' }).check();
    await page.getByTestId('sandbox-check').click();
    await expect(page.getByTestId('sandbox-result')).toHaveText('That’s right!');
    const results = await axe(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Kept in this browser, and nothing sent to the server.
    await page.waitForTimeout(700);
    await page.reload();
    await expect(preview.getByRole('heading', { name: 'How seeds travel' })).toBeVisible();
    await expect(page.getByTestId('sandbox-lesson')).toHaveText('Some seeds fly on the wind.');
    await expect(preview.getByRole('radio')).toHaveCount(4);
    expect(apiWrites).toEqual([]);

    await page.getByTestId('sandbox-reset').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Start again' }).click();
    await expect(preview.getByRole('heading', { name: 'Where does our water come from?' })).toBeVisible();
  });

  test('fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${MAIN}/experiment`);
    await expect(page.getByTestId('sandbox-preview')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
