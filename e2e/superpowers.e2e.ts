import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { logInWithEmail, MAIN } from './support/identity.js';
import { mailsTo } from './support/mailbox.js';

const ADMIN = 'admin@commonshelf.test';
const TEACHER = 'teacher@greenwood.test';

const logInAdmin = (page: Page, next: string) => logInWithEmail(page, MAIN, ADMIN, next);

test.describe('superpower programmes', () => {
  test('the platform admin grants a teacher, sees them listed and emailed, then revokes with a reason', async ({ page }) => {
    // A long walk through three dialogs, on a machine shared with a build.
    test.setTimeout(90_000);
    await logInAdmin(page, '/admin-panel/dashboard');
    await page.getByTestId('admin-nav-superpower-teacher').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/superpower-teacher`);
    await expect(page.getByRole('heading', { level: 1, name: 'Superpower Teachers' })).toBeVisible();
    await expect(page.getByTestId('superpowers-empty')).toBeVisible();

    // The picker: a student is found but cannot be chosen; the teacher can.
    await page.getByTestId('grant-open').click();
    const dialog = page.getByTestId('grant-dialog');
    await dialog.getByTestId('grant-submit').click();
    await expect(dialog.getByTestId('grant-person-error')).toHaveText('Choose a person from the list.');
    await dialog.getByTestId('grant-search').fill(TEACHER);
    const result = dialog.getByTestId('grant-result').filter({ hasText: TEACHER });
    await expect(result).toHaveCount(1);
    await result.getByTestId('grant-pick').click();
    await expect(dialog.getByTestId('grant-chosen')).toContainText(TEACHER);
    await dialog.getByTestId('grant-note').fill('Runs the reading club.');
    await dialog.getByTestId('grant-submit').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'is now a Superpower Teacher. We have emailed them.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    const rows = page.getByTestId('superpower-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(TEACHER);
    await expect(rows.first()).toContainText('Runs the reading club.');
    await expect(page.getByTestId('superpower-status-tabs').getByRole('button', { name: /Members/ })).toContainText('1');
    await expect.poll(async () => (await mailsTo(TEACHER)).some((m) => m.subject === 'You are now a Superpower Teacher')).toBe(true);
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // A second grant of the same programme is refused with the server's message under the person.
    await page.getByTestId('grant-open').click();
    await dialog.getByTestId('grant-search').fill(TEACHER);
    await dialog.getByTestId('grant-result').filter({ hasText: TEACHER }).getByTestId('grant-pick').click();
    await dialog.getByTestId('grant-submit').click();
    await expect(dialog.getByTestId('grant-person-error')).toContainText('is already a Superpower Teacher.');
    await dialog.getByTestId('grant-cancel').click();
    await expect(dialog).toBeHidden();

    // Revoked with a reason: the member moves to the Revoked tab.
    await rows.first().getByTestId('superpower-revoke').click();
    const revoke = page.getByTestId('revoke-dialog');
    await revoke.getByTestId('confirm-reject').click();
    await expect(revoke.getByTestId('field-error')).toHaveText('Say why the membership is revoked.');
    await revoke.getByTestId('reject-reason').fill('Moved to another school.');
    await revoke.getByTestId('confirm-reject').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'is no longer a Superpower Teacher.' })).toBeVisible();
    await expect(page.getByTestId('superpowers-empty')).toBeVisible();
    await page.getByTestId('superpower-status-tabs').getByRole('button', { name: /Revoked/ }).click();
    await expect(page).toHaveURL(/status=revoked/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('superpower-revoked')).toContainText('Moved to another school.');
  });

  test('the parent programme refuses a student in the picker, and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await logInAdmin(page, '/admin-panel/superpower-parent');
    await expect(page.getByRole('heading', { level: 1, name: 'Superpower Parents' })).toBeVisible();
    await page.getByTestId('grant-open').click();
    const dialog = page.getByTestId('grant-dialog');
    await dialog.getByTestId('grant-search').fill('amara');
    const student = dialog.getByTestId('grant-result').filter({ hasText: 'Student' }).first();
    await expect(student).toContainText('A student cannot join a superpower programme.');
    await expect(student.getByTestId('grant-pick')).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('is the platform admin’s only', async ({ page }) => {
    await page.goto(`${MAIN}/admin-panel/superpower-teacher`);
    await expect(page).toHaveURL(/login/);
  });
});
