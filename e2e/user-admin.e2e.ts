import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, fieldErrorOf, GREENWOOD, logInWithEmail as logIn, MAIN, siteApi, uniqueEmail } from './support/identity.js';
import { linkFromMail } from './support/mailbox.js';

const toast = (page: Page, text: string) => expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** A name no other run has used: the file and the form add real students. */
const tag = () => Math.random().toString(36).slice(2, 6).replace(/\d/g, 'x');

async function chooseCountry(page: Page, typed: string, name: RegExp) {
  await page.getByTestId('user-country').fill(typed);
  await page.getByRole('option', { name }).click();
}

test.describe('users in the platform admin’s console', () => {
  test('searches users, adds a teacher who gets an email, refuses a bad email and a taken one, and edits the teacher', async ({ page }) => {
    test.setTimeout(90_000);
    await logIn(page, MAIN, 'admin@commonshelf.test', '/admin-panel/all-users');
    await expect(page.getByRole('heading', { level: 1, name: 'All users' })).toBeVisible();
    await page.getByTestId('user-search').fill('amarao07');
    await expect(page).toHaveURL(/search=amarao07/);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row').getByTestId('user-name')).toHaveText('Amara Okafor');
    // A role tab narrows the list, in the URL too.
    await page.getByTestId('user-search').fill('');
    await page.getByTestId('user-role-tabs').getByRole('button', { name: /^Teachers/ }).click();
    await expect(page).toHaveURL(/role=teacher/);
    await expect(page.locator('[data-testid="user-row"]:not([data-role="teacher"])')).toHaveCount(0);

    const email = uniqueEmail('new-teacher');
    await page.getByTestId('add-user').click();
    const dialog = page.getByTestId('user-dialog');
    await expect(dialog.getByRole('heading', { name: 'Add a user' })).toBeVisible();
    await expect(dialog.getByTestId('user-role')).toHaveValue('teacher');
    const { violations } = await axe(page).include('[data-testid="user-dialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await dialog.getByTestId('user-first-name').fill('Rosa');
    await dialog.getByTestId('user-last-name').fill('Delgado');
    await dialog.getByTestId('user-site').selectOption({ label: 'Greenwood Primary School' });
    await chooseCountry(page, 'spai', /Spain/);
    await dialog.getByTestId('user-email').fill('rosa@');
    await dialog.getByTestId('user-save').click();
    await expect.poll(() => fieldErrorOf(page, 'user-email')).toBe('Enter a valid email address.');

    // Another account's email: the server's message, and the spec's failure toast.
    await dialog.getByTestId('user-email').fill('TEACHER@greenwood.test');
    await dialog.getByTestId('user-save').click();
    await toast(page, 'Error saving user. Please try again.');
    await expect.poll(() => fieldErrorOf(page, 'user-email')).toBe('A user with that email already exists.');

    await dialog.getByTestId('user-email').fill(email);
    await dialog.getByTestId('user-save').click();
    await toast(page, 'User added successfully!');
    await expect(dialog).toBeHidden();
    // The new teacher chooses their password from the email.
    const token = await linkFromMail(email, /password-reset-confirm\/#token=([A-Za-z0-9_-]+)/);
    const chosen = await siteApi(GREENWOOD, 'POST', '/api/auth/password-reset/confirm/', { body: { token, password: 'violet-harbour-2026', password2: 'violet-harbour-2026' } });
    expect(chosen.status).toBe(200);
    expect((await siteApi(GREENWOOD, 'POST', '/api/auth/token/', { body: { username: email, password: 'violet-harbour-2026', remember: false } })).status).toBe(200);

    // Edit: found by email, renamed.
    await page.getByTestId('user-search').fill(email);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await row.getByTestId('user-edit').click();
    await expect(dialog.getByTestId('user-last-name')).toHaveValue('Delgado');
    await dialog.getByTestId('user-last-name').fill('Delgado Ruiz');
    await dialog.getByTestId('user-save').click();
    await toast(page, 'User updated successfully!');
    await expect(row.getByTestId('user-name')).toHaveText('Rosa Delgado Ruiz');

    // Closing the form with changes asks first.
    await row.getByTestId('user-edit').click();
    await dialog.getByTestId('user-first-name').fill('Rosalind');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('discard-dialog')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    await expect(dialog.getByTestId('user-first-name')).toHaveValue('Rosalind');
    await page.keyboard.press('Escape');
    await page.getByTestId('discard-dialog').getByTestId('confirm-ok').click();
    await expect(dialog).toBeHidden();

    // The profile page.
    await page.goto(`${MAIN}/admin-panel/userprofile/${await row.getAttribute('data-user-id')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Delgado Ruiz' })).toBeVisible();
    await expect(page.getByTestId('profile-facts')).toContainText('Greenwood Primary School');
  });

  test('the students and teachers pages and the user dashboard', async ({ page }) => {
    await logIn(page, MAIN, 'admin@commonshelf.test', '/admin-panel/students');
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await expect(page.locator('[data-testid="user-row"]:not([data-role="student"])')).toHaveCount(0);
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await page.goto(`${MAIN}/admin-panel/user-dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'User dashboard' })).toBeVisible();
    await expect(page.getByTestId('users-by-role')).toContainText('Student');
    await expect(page.getByTestId('users-by-site')).toContainText('Greenwood Primary School');
  });
});

test.describe('users in a school’s console', () => {
  test('the school admin adds a student, and imports a class from a CSV file: a bad row changes nothing, the fixed file adds everyone', async ({ page }) => {
    test.setTimeout(90_000);
    // A class of this test's own, so the demo's classes keep the size other tests count on.
    const t = tag();
    const { access } = await apiLogin(GREENWOOD, 'schooladmin@greenwood.test');
    const made = await siteApi<{ class: { name: string; code: string } }>(GREENWOOD, 'POST', '/api/school-admin/classes/', { body: { name: `Import ${t}`, teacher_id: null }, token: access });
    expect(made.status).toBe(201);
    const klass = made.body.class;
    const inClass = async () => (await siteApi<{ count: number }>(GREENWOOD, 'GET', `/api/list-student-in-class/${klass.code}/?limit=50`)).body.count;

    await logIn(page, GREENWOOD, 'schooladmin@greenwood.test', '/admin-school/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // One student through the form: a login card, shown once.
    await page.getByTestId('add-user').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/adduser`);
    // Sent empty, then made a student's: the email (optional for a student) is no longer called for.
    await page.getByTestId('user-save').click();
    await expect.poll(() => fieldErrorOf(page, 'user-email')).not.toBeNull();
    await page.getByTestId('user-role').selectOption('student');
    await expect.poll(() => fieldErrorOf(page, 'user-email')).toBeNull();
    await page.getByTestId('user-first-name').fill(`Ines${t}`);
    await page.getByTestId('user-last-name').fill('Moreau');
    await page.getByTestId('user-save').click();
    await expect.poll(() => fieldErrorOf(page, 'user-class')).toBe('Choose the student’s class.');
    await page.getByTestId('user-class').selectOption({ label: `${klass.name} (${klass.code})` });
    await page.getByTestId('user-save').click();
    await toast(page, 'User added successfully!');
    const card = page.getByTestId('credentials-sheet').getByTestId('credential-card');
    await expect(card).toHaveCount(1);
    const username = (await card.getByTestId('credential-username').textContent())!.trim();
    const password = (await card.getByTestId('credential-password').textContent())!.trim();
    expect(username).toMatch(new RegExp(`^ines${t}m\\d{2}$`));
    expect((await siteApi(GREENWOOD, 'POST', '/api/auth/token/', { body: { username, password, remember: false } })).status).toBe(200);
    await page.getByTestId('back-to-users').click();

    // The CSV import: one bad row, so nothing is added and the report says which.
    const names = [`Aya${t}`, `Bram${t}`, `Cleo${t}`];
    const file = (second: string) => ({
      name: 'year4.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`first_name,last_name,class\n${names[0]},Lund,${klass.code}\n${names[1]},Okoro,${second}\n${names[2]},Park,${klass.name}\n`),
    });
    await page.getByTestId('import-students').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-file').setInputFiles(file('Year 9 Nowhere'));
    await dialog.getByTestId('import-check').click();
    await expect(dialog.getByTestId('import-summary')).toHaveText('1 row has a problem to fix before any student is added.');
    await expect(dialog.locator('[data-testid="import-row"][data-row="3"]')).toHaveAttribute('data-status', 'error');
    await expect(dialog.locator('[data-testid="import-row"][data-row="3"]')).toContainText('No class of this school is called or has the code “Year 9 Nowhere”.');
    await expect(dialog.getByTestId('import-apply')).toBeDisabled();
    await expect(dialog.getByTestId('import-apply')).toHaveText('Fix 1 row first');
    expect(await inClass()).toBe(1);

    // Fixed, it adds all three, with cards to print.
    await dialog.getByTestId('import-file').setInputFiles(file(klass.code.toLowerCase()));
    await dialog.getByTestId('import-check').click();
    await expect(dialog.getByTestId('import-summary')).toHaveText('3 students are ready to add.');
    await dialog.getByTestId('import-apply').click();
    await toast(page, '3 students are added.');
    await expect(dialog.getByTestId('credential-card')).toHaveCount(3);
    await expect(dialog.getByTestId('credential-card').first()).toContainText('greenwood.localhost');
    const usernames = await dialog.getByTestId('credential-username').allTextContents();
    expect(new Set(usernames).size).toBe(3);
    expect(await inClass()).toBe(4);
    // The print sheet holds one card per student.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-sheet] [data-testid="print-card"]')).toHaveCount(3);
    await expect(page.locator('[data-print-sheet] [data-testid="print-card"]').first()).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByTestId('import-done').click();
    await expect(dialog).toBeHidden();
  });

  test('at 360 px wide the list, the form and the profile fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, GREENWOOD, 'schooladmin@greenwood.test', '/admin-school/users');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('user-row').first().getByTestId('user-profile').click();
    await expect(page.getByTestId('user-profile-page')).toBeVisible();
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await page.goto(`${GREENWOOD}/admin-school/adduser`);
    await expect(page.getByTestId('user-form')).toBeVisible();
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    // A picture that is not one, whatever its name says, is refused when chosen.
    await page.getByTestId('user-avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByTestId('user-form').getByText('The picture must be a PNG or JPEG image.')).toBeVisible();
  });
});
