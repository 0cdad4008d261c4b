import { expect, test, type Locator } from '@playwright/test';
import { GREENWOOD, logInWithEmail, MAIN, PORT, siteApi } from './support/identity.js';

const LAKESIDE = `http://lakeside.localhost:${PORT}`;

/** Flips a switch as a keyboard user does (the visible switch is the input's label). */
async function toggle(input: Locator) {
  await input.focus();
  await input.press('Space');
}

const modeNames = async (site: string) => (await siteApi<{ results: { name: string; locked: boolean }[] }>(site, 'GET', '/api/modes/')).body.results;

/** A small PNG (one pixel), enough to be judged a picture by its bytes. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('Switchboard modes', () => {
  test('the platform admin adds a mode with a picture, offers it on one school’s site and locks it everywhere', async ({ page }) => {
    const name = `Mountain Makers ${Date.now().toString(36)}`;
    await logInWithEmail(page, MAIN, 'admin@commonshelf.test', '/admin-panel/modes');
    await expect(page.getByRole('heading', { level: 1, name: 'Modes' })).toBeVisible();
    await expect(page.getByTestId('mode-card')).not.toHaveCount(0);

    await page.getByTestId('add-mode').click();
    await page.getByTestId('mode-save').click();
    await expect(page.getByTestId('mode-dialog')).toContainText('Give the mode a name.');
    await page.getByTestId('mode-name').fill(name);
    await page.getByTestId('mode-description').fill('Build, climb and explore.');
    await page.getByTestId('mode-image').setInputFiles({ name: 'mountain.png', mimeType: 'image/png', buffer: PIXEL });
    await page.getByTestId('mode-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: `The mode “${name}” is added.` })).toBeVisible();
    const card = page.locator(`[data-testid="mode-card"][data-mode-name="${name}"]`);
    await expect(card.getByTestId('mode-sites-count')).toHaveText('Offered by 0 sites');
    await expect(card.locator('img')).toHaveAttribute('src', /\/media\/modes\//);
    expect((await modeNames(LAKESIDE)).map((m) => m.name)).not.toContain(name);

    // Offered on Lakeside's site only.
    await card.getByTestId('mode-sites').click();
    const lakeside = page.locator('[data-testid="mode-site"][data-subdomain="lakeside"]');
    await toggle(lakeside.getByTestId('mode-site-enabled'));
    await expect(page.getByTestId('toast').filter({ hasText: 'Lakeside Primary School: offered.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card.getByTestId('mode-sites-count')).toHaveText('Offered by 1 site');
    expect((await modeNames(LAKESIDE)).find((m) => m.name === name)).toMatchObject({ locked: false });

    // Locked by the platform: shown, not selectable, wherever it is offered.
    await toggle(card.getByTestId('mode-locked'));
    await expect(page.getByTestId('toast').filter({ hasText: `${name} is locked.` })).toBeVisible();
    await expect(card.getByTestId('mode-locked')).toBeChecked();
    // Saved, and the keyboard is still on the switch, which names the mode it belongs to.
    await expect(card.getByTestId('mode-locked')).toBeFocused();
    await expect(card.getByTestId('mode-locked')).toHaveAccessibleName(`Locked ${name}`);
    expect((await modeNames(LAKESIDE)).find((m) => m.name === name)).toMatchObject({ locked: true });
    await toggle(card.getByTestId('mode-active'));
    await expect(page.getByTestId('toast').filter({ hasText: `${name} is inactive.` })).toBeVisible();
    expect((await modeNames(LAKESIDE)).map((m) => m.name)).not.toContain(name);
  });

  test('a school admin chooses which modes the school offers', async ({ page }) => {
    await logInWithEmail(page, GREENWOOD, 'schooladmin@greenwood.test', '/admin-school/school-modes');
    await expect(page.getByRole('heading', { level: 1, name: 'School modes' })).toBeVisible();
    // The last open one (the Switchboard's own test picks the first, and counts the locked ones).
    const name = (await modeNames(GREENWOOD)).filter((m) => !m.locked).at(-1)!.name;
    const target = page.locator(`[data-testid="school-mode"][data-mode-name="${name}"]`);
    await expect(target.getByTestId('school-mode-enabled')).toBeChecked();

    await toggle(target.getByTestId('school-mode-enabled'));
    await expect(page.getByTestId('toast').filter({ hasText: `${name}: not offered.` })).toBeVisible();
    await expect(target.getByTestId('school-mode-enabled')).not.toBeChecked();
    expect((await modeNames(GREENWOOD)).map((m) => m.name)).not.toContain(name);
    // Locking needs the mode offered.
    await expect(target.getByTestId('school-mode-locked')).toBeDisabled();
    await toggle(target.getByTestId('school-mode-enabled'));
    await expect(page.getByTestId('toast').filter({ hasText: `${name}: offered.` })).toBeVisible();
    expect((await modeNames(GREENWOOD)).map((m) => m.name)).toContain(name);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
