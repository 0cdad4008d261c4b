import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { fieldErrorOf, GREENWOOD, logInWithEmail, MAIN } from './support/identity.js';

const ADMIN = 'admin@commonshelf.test';
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';

/** A 1×1 PNG: a real picture by its bytes, whatever its name says. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const stamp = () => Date.now().toString(36);
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The public charities page's cards (first page, which holds the demo's few and these tests' ones). */
async function publicCharityNames(page: Page, site: string) {
  await page.goto(`${site}/charities`);
  await expect(page.getByTestId('charity-card').first()).toBeVisible();
  return page.getByTestId('charity-card').allInnerTexts();
}

test.describe('charity admin', () => {
  test('the platform admin adds a charity with a cover and a project with a goal, publishes them, sees them on the public pages, edits, and is told what is wrong with a bad form', async ({ page }) => {
    test.setTimeout(120_000);
    const name = `River Guardians ${stamp()}`;
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-charities');
    await expect(page.getByRole('heading', { level: 1, name: 'All charities' })).toBeVisible();
    await expect(page.getByTestId('charity-row').first()).toBeVisible();

    // A bad form: the fields' own messages, before and after the server.
    await page.getByTestId('add-charity').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/charity`);
    await page.getByTestId('charity-website').fill('not a website');
    await page.getByTestId('charity-save').click();
    await expect.poll(() => fieldErrorOf(page, 'charity-name')).toBe('Give the charity a name.');
    await expect.poll(() => fieldErrorOf(page, 'charity-summary')).toBe('Write a short summary: one or two sentences.');
    await expect.poll(() => fieldErrorOf(page, 'charity-website')).toBe('Enter the charity’s website, for example https://www.example.org.');
    await page.getByTestId('charity-name').fill(name);
    await page.getByTestId('charity-summary').fill('Children and volunteers keeping their river clean.');
    await page.getByTestId('charity-website').fill('');
    await page.getByTestId('charity-slug').fill('pustak-gaadi-trust');
    await page.getByTestId('charity-save').click();
    await expect.poll(() => fieldErrorOf(page, 'charity-slug')).toBe('Another charity on this site already uses this address. Choose another one.');
    await expect(toast(page, 'Error saving charity. Please try again.')).toBeVisible();
    // A text file is refused before it is sent.
    await page.getByTestId('cause-cover').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('cover-error')).toHaveText('The picture must be a PNG or JPEG image.');
    // So is a file named as a picture that is not one.
    await page.getByTestId('cause-cover').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await expect(page.getByTestId('cover-error')).toHaveText('The picture must be a PNG or JPEG image.');
    await expect(page.getByTestId('cover-preview')).toHaveCount(0);
    await page.getByTestId('cause-photos').setInputFiles([{ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('nope') }]);
    await expect(page.getByTestId('photos-error')).toHaveText('“fake.jpg”: The picture must be a PNG or JPEG image.');
    await expect(page.getByTestId('photo-tile')).toHaveCount(0);

    // Leaving with changes asks first.
    const back = page.getByTestId('charity-editor').getByRole('link', { name: 'All charities' });
    await back.click();
    await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    // The dialog gives the focus back to the link once it has closed: typing starts after that.
    await expect(page.getByTestId('unsaved-changes-dialog')).toBeHidden();
    await expect(back).toBeFocused();

    // The good form, with a cover and a photo, published at once.
    await page.getByTestId('charity-slug').fill('');
    await page.getByTestId('charity-story').fill('We started with one bin bag.\n\nNow forty children clean the river every month.');
    await page.getByTestId('charity-website').fill('www.riverguardians.example.org');
    await page.getByTestId('charity-currency').selectOption('USD');
    await page.getByTestId('charity-status').selectOption('published');
    await page.getByTestId('cause-cover').setInputFiles(picture('river.png'));
    await expect(page.getByTestId('cover-preview')).toBeVisible();
    await page.getByTestId('cause-photos').setInputFiles([picture('clean-up.png')]);
    await expect(page.getByTestId('photo-tile')).toHaveCount(1);
    await page.getByTestId('charity-save').click();
    // The cover and photo are checked and resized on the way in: longer than a plain save on busy cores.
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-charities`, { timeout: 20_000 });
    await expect(toast(page, 'Charity added successfully!')).toBeVisible();

    // Its details: a project with a goal, added from there.
    await page.getByTestId('cause-search').fill(name);
    const row = page.getByTestId('charity-row').filter({ hasText: name });
    await expect(page.getByTestId('charity-row')).toHaveCount(1);
    await expect(row.getByTestId('charity-status')).toHaveText('Published');
    await row.getByTestId('charity-open').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('charity-no-projects')).toBeVisible();
    await page.getByTestId('charity-add-project').click();
    const title = `Fifty Litter Pickers ${stamp()}`;
    await page.getByTestId('project-title').fill(title);
    await page.getByTestId('project-summary').fill('Grabbers, gloves and bags for a whole school.');
    await page.getByTestId('project-goal').fill('2,500');
    await page.getByTestId('project-offline').fill('100');
    await page.getByTestId('project-status').selectOption('published');
    await page.getByTestId('cause-cover').setInputFiles(picture('pickers.png'));
    await page.getByTestId('project-save').click();
    await expect(toast(page, 'Project added successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const project = page.getByTestId('charity-project').filter({ hasText: title });
    await expect(project.getByTestId('charity-project-progress')).toContainText('$100 raised');
    await expect(project.getByTestId('charity-project-progress')).toContainText('of $2,500');

    // The public pages show both.
    expect((await publicCharityNames(page, MAIN)).some((t) => t.includes(name))).toBe(true);
    await page.goto(`${MAIN}/charity-projects/${slugOf(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('project-charity-link')).toHaveText(name);

    // An edit: the name changes, the cover stays.
    await page.goto(`${MAIN}/admin-panel/all-charities?search=${encodeURIComponent(name)}`);
    await page.getByTestId('charity-row').filter({ hasText: name }).getByTestId('charity-edit').click();
    await expect(page.getByTestId('charity-name')).toHaveValue(name);
    await expect(page.getByTestId('cover-preview')).toBeVisible();
    await page.getByTestId('charity-name').fill(`${name} Trust`);
    await page.getByTestId('charity-save').click();
    await expect(toast(page, 'Charity updated successfully!')).toBeVisible();
    await expect(page.getByTestId('charity-row').filter({ hasText: `${name} Trust` })).toHaveCount(1);

    // Unpublished: it leaves the public page.
    await page.getByTestId('charity-row').filter({ hasText: `${name} Trust` }).getByTestId('cause-unpublish').click();
    await expect(toast(page, 'is unpublished')).toBeVisible();
    expect((await publicCharityNames(page, MAIN)).some((t) => t.includes(name))).toBe(false);
  });

  test('Greenwood’s admin adds the school’s own charity and a project from its details; it shows on Greenwood’s site only', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Greenwood Pond Club ${stamp()}`;
    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/charities');
    await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('add-charity').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/addcharities`);
    await page.getByTestId('charity-name').fill(name);
    await page.getByTestId('charity-summary').fill('Year 5 look after the school pond and its frogs.');
    await page.getByTestId('charity-currency').selectOption('GBP');
    await page.getByTestId('charity-status').selectOption('published');
    await page.getByTestId('charity-save').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/charities`);
    await expect(toast(page, 'Charity added successfully!')).toBeVisible();

    // Its project, added in place on the charity's details.
    await page.getByTestId('charity-row').filter({ hasText: name }).getByTestId('charity-open').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByTestId('charity-add-project').click();
    const title = `Pond Dipping Nets ${stamp()}`;
    await page.getByTestId('project-title').fill(title);
    await page.getByTestId('project-summary').fill('Nets and trays for every class.');
    await page.getByTestId('project-goal').fill('80');
    await page.getByTestId('project-status').selectOption('published');
    await page.getByTestId('project-save').click();
    await expect(toast(page, 'Project added successfully!')).toBeVisible();
    const project = page.getByTestId('charity-project').filter({ hasText: title });
    await expect(project.getByTestId('charity-project-progress')).toContainText('of £80');
    // Its updates, in place too.
    await project.getByTestId('charity-project-updates').click();
    await project.getByTestId('update-new').click();
    await project.getByTestId('update-title').fill('The nets arrived');
    await project.getByTestId('update-body').fill('Year 5 found three newts on the first morning.');
    await project.getByTestId('update-save').click();
    await expect(toast(page, 'The update is posted on the project’s page.')).toBeVisible();
    await expect(project.getByTestId('admin-project-update')).toHaveCount(1);

    expect((await publicCharityNames(page, GREENWOOD)).some((t) => t.includes(name))).toBe(true);
    expect((await publicCharityNames(page, MAIN)).some((t) => t.includes(name))).toBe(false);

    // The platform's charities are there to look at, not to change.
    await page.goto(`${GREENWOOD}/admin-school/charities?scope=platform`);
    const platformRow = page.getByTestId('charity-row').first();
    await expect(platformRow.getByTestId('charity-public')).toBeVisible();
    await expect(platformRow.getByTestId('charity-edit')).toHaveCount(0);
  });

  test('the charities list works at 360 px: no sideways scrolling, every row and its actions reachable', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-charities');
    await expect(page.getByTestId('charity-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const id of ['charity-open', 'charity-edit']) {
      const box = await page.getByTestId('charity-row').first().getByTestId(id).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    await expectNoSeriousAxeViolations(page);
  });
});
