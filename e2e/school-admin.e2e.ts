import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { fieldErrorOf, logInWithEmail, PORT, siteApi } from './support/identity.js';

// Lakeside's own admin, so Greenwood's name and colours stay as the other tests expect them.
const LAKESIDE = `http://lakeside.localhost:${PORT}`;

test.describe('school profile', () => {
  test('the school admin changes the school’s name and colour, and turns community access on and off', async ({ page }) => {
    await logInWithEmail(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-site')).toContainText('lakeside.localhost');
    // The platform's settings are not in the school's form.
    await expect(page.getByTestId('tenant-subdomain')).toHaveCount(0);
    await expect(page.getByTestId('tenant-switchboard')).toHaveCount(0);
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.getByTestId('tenant-name').fill('Lakeside Primary School and Nursery');
    // The demo school has no website yet, which the form asks for.
    await page.getByTestId('tenant-domain').fill('https://www.lakeside-primary.org');
    await page.getByTestId('color-text-primary_color').fill('#7A2E8E');
    // Where the school is: stated, so no prompt; changed from the list.
    await expect(page.getByTestId('profile-country-prompt')).toHaveCount(0);
    await expect(page.getByTestId('tenant-country')).toHaveValue('Kenya');
    await page.getByTestId('tenant-country').fill('ugan');
    await page.getByRole('option', { name: /^Uganda/ }).click();
    await page.getByTestId('tenant-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'User updated successfully!' })).toBeVisible();
    const site = await siteApi<{ school_name: string; primary_color: string }>(LAKESIDE, 'GET', '/api/current-tenant');
    expect(site.body).toMatchObject({ school_name: 'Lakeside Primary School and Nursery', primary_color: '#7A2E8E' });
    await expect(page.getByTestId('tenant-name')).toHaveValue('Lakeside Primary School and Nursery');
    await expect(page.getByTestId('tenant-country')).toHaveValue('Uganda');
    // A stated country cannot be emptied. (On a fresh page: the saved form is reset from the
    // server's answer, which on a busy machine may land after the field was cleared.)
    await page.reload();
    await expect(page.getByTestId('tenant-country')).toHaveValue('Uganda');
    await page.getByTestId('tenant-country').fill('');
    await page.getByTestId('tenant-country').blur();
    await expect.poll(() => fieldErrorOf(page, 'tenant-country')).toBe('Choose your country from the list.');
    await page.getByTestId('tenant-country').fill('keny');
    await page.getByRole('option', { name: /^Kenya/ }).click();
    await page.getByTestId('tenant-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'User updated successfully!' }).last()).toBeVisible();
    await expect(page.getByTestId('tenant-country')).toHaveValue('Kenya');

    // Community access: a password for families, checked twice, then off again.
    const community = page.getByTestId('community-password');
    await community.getByTestId('community-password-1').fill('read-with-us-26');
    await community.getByTestId('community-password-2').fill('read-with-us-62');
    await community.getByTestId('community-save').click();
    await expect(community).toContainText('The two passwords do not match.');
    await community.getByTestId('community-password-2').fill('read-with-us-26');
    await community.getByTestId('community-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The community password is changed.' })).toBeVisible();
    expect((await siteApi(LAKESIDE, 'POST', '/api/generic-password-login', { body: { password: 'read-with-us-26' } })).status).toBe(200);
    await expect(community.getByTestId('community-off')).toBeVisible();
    await community.getByTestId('community-off').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Community access is turned off.' })).toBeVisible();
    expect((await siteApi(LAKESIDE, 'POST', '/api/generic-password-login', { body: { password: 'read-with-us-26' } })).status).toBe(404);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('classes', () => {
  test('the school admin adds a class, prints its QR poster, makes a new code and turns it off and on', async ({ page }) => {
    await logInWithEmail(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expect(page.locator('[data-testid="class-card"][data-class-name="Year 5 Heron"] [data-testid="class-code"]')).toHaveText('LKS5H');

    await page.getByTestId('add-class').click();
    await page.getByTestId('class-save').click();
    await expect(page.getByTestId('class-form')).toContainText('Give the class a name.');
    await page.getByTestId('class-name').fill('Year 6 Kingfisher');
    await page.getByTestId('class-teacher').selectOption({ index: 1 });
    await page.getByTestId('class-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Year 6 Kingfisher is added.' })).toBeVisible();
    const card = page.locator('[data-testid="class-card"][data-class-name="Year 6 Kingfisher"]');
    const code = (await card.getByTestId('class-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await siteApi(LAKESIDE, 'GET', `/api/list-student-in-class/${code}/`)).status).toBe(200);

    await card.getByTestId('class-qr').click();
    await expect(page.getByTestId('class-poster-code')).toHaveText(code);
    await expect.poll(() => page.getByTestId('class-poster-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await card.getByTestId('class-rotate').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The old one no longer works.' })).toBeVisible();
    await expect(card.getByTestId('class-code')).not.toHaveText(code);
    const rotated = (await card.getByTestId('class-code').textContent())!.trim();
    expect((await siteApi(LAKESIDE, 'GET', `/api/list-student-in-class/${code}/`)).status).toBe(404);

    // Turning the code off is asked first: cancelling changes nothing.
    await card.getByTestId('class-toggle').click();
    const turnOff = page.getByTestId('turn-off-dialog');
    await expect(turnOff).toContainText(`Nobody can log in with ${rotated}`);
    await turnOff.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toHaveAttribute('data-active', 'true');
    await card.getByTestId('class-toggle').click();
    await page.getByTestId('confirm-ok').click();
    await expect(card).toHaveAttribute('data-active', 'false');
    expect((await siteApi(LAKESIDE, 'GET', `/api/list-student-in-class/${rotated}/`)).status).toBe(404);
    await card.getByTestId('class-toggle').click();
    await expect(card).toHaveAttribute('data-active', 'true');
    expect((await siteApi(LAKESIDE, 'GET', `/api/list-student-in-class/${rotated}/`)).status).toBe(200);
  });

  test('moving a student: the class is chosen in a dialog, where the arrow keys move nobody, and cancelling gives the focus back', async ({ page }) => {
    const greenwood = `http://greenwood.localhost:${PORT}`;
    await logInWithEmail(page, greenwood, 'schooladmin@greenwood.test', '/admin-school/classes');
    await page.locator('[data-testid="class-card"][data-class-name="Year 3 Willow"]').getByTestId('class-students-link').click();
    const row = page.locator('[data-testid="class-student"][data-username="ellaw31"]');
    const move = row.getByTestId('student-move');
    await expect(move).toHaveAccessibleName('Move to… Ella Wright');
    await move.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('move-dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Move Ella to another class');
    // Stepping through the classes chooses one, and says where the child would go; nothing moves yet.
    const to = dialog.getByTestId('move-class');
    await expect(to).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const chosen = await to.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.textContent!);
    await expect(dialog).toContainText(`They leave this class for ${chosen}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(move).toBeFocused();
    await page.reload();
    await expect(row).toBeVisible();
  });

  test('the school admin resets a student’s password (shown once) and archives one', async ({ page }) => {
    await logInWithEmail(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/classes');
    await page.locator('[data-testid="class-card"][data-class-name="Year 5 Heron"]').getByTestId('class-students-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Year 5 Heron' })).toBeVisible();
    const student = (username: string) => page.locator(`[data-testid="class-student"][data-username="${username}"]`);
    // On a laptop the name keeps its room beside the actions, which wrap in theirs.
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const name = (await student('leom51').locator('p').first().boundingBox())!;
      const reset = (await student('leom51').getByTestId('student-reset').boundingBox())!;
      expect(name.width).toBeGreaterThanOrEqual(150);
      expect(name.x + name.width <= reset.x || name.y + name.height <= reset.y).toBe(true);
    }

    // Asked first (the old password stops working); the new one then shows in a dialog with the
    // focus, where it cannot go unseen on a long class list.
    await student('leom51').getByTestId('student-reset').click();
    await expect(page.getByTestId('reset-dialog')).toContainText('Reset Leo’s password?');
    await page.getByTestId('confirm-ok').click();
    const shown = page.getByTestId('new-password');
    await expect(shown).toBeVisible();
    await expect(shown).toBeInViewport();
    await expect(shown.getByTestId('new-password-done')).toBeVisible();
    const password = (await shown.getByTestId('new-password-value').textContent())!.trim();
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const login = await siteApi(LAKESIDE, 'POST', '/api/auth/token/', { body: { username: 'leom51', password, remember: false } });
    expect(login.status).toBe(200);
    await shown.getByTestId('new-password-done').click();
    await expect(shown).toHaveCount(0);

    await student('inesd54').getByTestId('student-archive').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Ines is archived' })).toBeVisible();
    await expect(student('inesd54')).toHaveAttribute('data-active', 'false');
    const atLogin = await siteApi<{ results: { students: { username: string }[] } }>(LAKESIDE, 'GET', '/api/list-student-in-class/LKS5H/');
    expect(atLogin.body.results.students.map((s) => s.username)).not.toContain('inesd54');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
