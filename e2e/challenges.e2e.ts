import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from '../apps/server/src/test/images.js';
import { CLASS_CODE, DEMO_PASSWORD, GREENWOOD } from './support/identity.js';

const TEACHER = 'teacher@greenwood.test';
const CHALLENGE_PATH = '/sdg-challenge/water-detectives';

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('challenges', () => {
  test('/challenges groups SDG challenges, the comprehension corner and the letter challenge above the challenge series', async ({ page }) => {
    await page.goto(`${GREENWOOD}/challenges`);
    await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
    const sdg = page.getByTestId('sdg-challenges-list').getByTestId('challenge-card');
    await expect(sdg).toHaveCount(3);
    await expect(page.locator('[data-challenge-slug="water-detectives"]')).toHaveAttribute('href', CHALLENGE_PATH);
    await expect(page.getByTestId('comprehension-corner-list').getByTestId('challenge-card')).toHaveAttribute('href', '/comprehension-corner/amaras-long-water-walk');
    await expect(page.getByTestId('letter-challenge').getByRole('link', { name: 'Write your letter' })).toHaveAttribute('href', '/write-a-letter-and-change-the-world');
    await expect(page.getByTestId('challenge-series').getByTestId('course-card').first()).toHaveAttribute('href', /^\/course\//);

    // One filter narrows every group, and lives in the URL.
    await page.getByTestId('challenge-sdg').selectOption({ label: '15. Life on Land' });
    await expect(page).toHaveURL(/\/challenges\?sdg=15$/);
    await expect(sdg).toHaveCount(1);
    await expect(sdg.first()).toContainText('Closed on');
    await expect(page.getByTestId('comprehension-corner-empty')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/challenges`);
    await expect(sdg.first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a closed challenge gives its dates in order, shows its square goal tile whole, and does not invite entries to its gallery', async ({ page }) => {
    // Last spring's challenge in the demo data: closed, nothing featured.
    await page.goto(`${GREENWOOD}/sdg-challenge/pollinator-patch`);
    await expect(page.getByTestId('challenge-facts').locator('li')).toHaveText(['Opened on 1 March 2025', 'Closed on 31 May 2025']);
    await expect(page.getByTestId('gallery-empty')).toHaveText('No entries were featured in this challenge.');
    const cover = page.getByTestId('challenge-page').locator('img').first();
    await expect(cover).toHaveClass(/object-contain/);
  });

  test('a student sends an entry with a picture; their teacher sees it and features it; the gallery shows it by first name only', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // A visitor is sent to log in, carrying the challenge page, and comes back to it.
    await page.goto(`${GREENWOOD}${CHALLENGE_PATH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Water Detectives' })).toBeVisible();
    await expect(page.getByTestId('challenge-prompt')).toContainText('water detective');
    await page.getByTestId('entry-login').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(CHALLENGE_PATH)}$`));
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-input').fill(CLASS_CODE);
    await page.getByTestId('class-code-submit').click();
    await page.getByTestId('student-search').pressSequentially('yusuf', { delay: 40 });
    await page.getByTestId('student-tile').filter({ hasText: 'Yusuf H.' }).click();
    await page.getByTestId('student-password').fill(DEMO_PASSWORD);
    await page.getByTestId('student-submit').click();
    await expect(page).toHaveURL(`${GREENWOOD}${CHALLENGE_PATH}`);

    // The entry: a few words and a picture, checked by its bytes on the server.
    const panel = page.getByTestId('entry-panel');
    await panel.getByTestId('entry-text').fill('Our class found four dripping taps. Here is our poster!');
    await panel.getByTestId('entry-file').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: makePng(120, 80) });
    await panel.getByTestId('entry-submit').click();
    await expect(page.getByTestId('entry-alert')).toHaveText('Your entry has been sent. Your teacher can see it now.');
    const own = page.getByTestId('own-entry');
    await expect(own).toContainText('four dripping taps');
    // Not public: the picture reaches its learner through the API with their token.
    const ownImage = own.getByTestId('entry-image');
    await expect(ownImage).toBeVisible();
    expect(await ownImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await expect(panel.getByTestId('entry-submit')).toHaveText('Update my entry');
    await expectNoSeriousAxeViolations(page);

    // The teacher finds it on the dashboard and features it.
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await teacher.goto(`${GREENWOOD}/login`);
    await teacher.getByTestId('login-choose-teacher').click();
    await teacher.getByTestId('teacher-email').fill(TEACHER);
    await teacher.getByTestId('teacher-password').fill(DEMO_PASSWORD);
    await teacher.getByTestId('teacher-submit').click();
    await expect(teacher.getByTestId('dashboard-button')).toBeVisible({ timeout: 30_000 });
    await teacher.goto(`${GREENWOOD}/dashboard`);
    const entry = teacher.getByTestId('class-entry').filter({ has: teacher.getByTestId('class-entry-student').getByText('Yusuf Haddad', { exact: true }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Water Detectives');
    await expect(entry).toContainText('Year 4 Oak');
    await expect(entry.getByTestId('entry-image')).toBeVisible();
    const toggle = entry.getByTestId('feature-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await teacherContext.close();

    // Anyone now sees it in the gallery, by first name only.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${GREENWOOD}${CHALLENGE_PATH}`);
    const featured = visitor.getByTestId('gallery-entry').filter({ has: visitor.getByTestId('gallery-name').getByText('Yusuf', { exact: true }) });
    await expect(featured).toHaveCount(1);
    await expect(featured.getByTestId('gallery-name')).toHaveText('Yusuf');
    await expect(visitor.getByTestId('challenge-gallery')).not.toContainText('Haddad');
    await expect(visitor.getByTestId('challenge-gallery')).not.toContainText('Yusuf H.');
    const picture = featured.getByRole('img', { name: 'Entry by Yusuf', exact: true });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await visitorContext.close();

    // The student's own page says so.
    await page.reload();
    await expect(page.getByTestId('own-entry-featured')).toHaveText('Featured by your teacher');
  });

  test('the letter challenge has its fixed page with a letter form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/write-a-letter-and-change-the-world`);
    await expect(page.getByRole('heading', { level: 1, name: 'Write a letter and change the world' })).toBeVisible();
    await expect(page.getByTestId('challenge-gallery').getByTestId('gallery-name')).toContainText(['Amara']);
    await expect(page.getByTestId('challenge-gallery')).not.toContainText('Amara O.');
    await expect(page.getByTestId('entry-login')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
