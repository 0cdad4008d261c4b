import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, MAIN } from './support/identity.js';

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

const libraryNames = (page: Page) => page.getByTestId('library-card').getByRole('heading').allTextContents();

test.describe('libraries', () => {
  test('from the Books menu to the libraries, narrowed by words and country in the URL, to one library and the project that funded it', async ({ page }) => {
    // A long walk through many pages: well over 30 s when the machine is busy with other tests.
    test.setTimeout(75_000);
    await page.goto(MAIN);
    await page.getByTestId('nav-menu-books').click();
    await page.getByTestId('nav-panel-books').getByRole('link', { name: /Libraries/ }).click();
    await expect(page).toHaveURL(`${MAIN}/libraries`);
    await expect(page.getByRole('heading', { level: 1, name: 'Libraries' })).toBeVisible();

    // The platform's published libraries: not Greenwood's own, not the draft that is not open yet.
    await expect(page.getByTestId('library-card')).toHaveCount(4);
    const names = await libraryNames(page);
    expect(names).toEqual(expect.arrayContaining(['Sanwara Village Reading Corner', 'Kalawa Community Reading Room', 'Bandipur Hill Library', 'Ccorca Girls’ Study Library']));
    expect(names).not.toContain('Greenwood Community Book Shed');
    expect(names).not.toContain('Jinja Lakeside Library');
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('library-search').fill('reading');
    await expect(page).toHaveURL(/search=reading/);
    await expect(page.getByTestId('library-card')).toHaveCount(3);
    await page.getByTestId('library-country').selectOption('KE');
    await expect(page).toHaveURL(/country=KE/);
    await expect(page.getByTestId('library-card')).toHaveCount(1);
    expect(await libraryNames(page)).toEqual(['Kalawa Community Reading Room']);

    // The filters survive a reload; nothing matching says so and offers a way back.
    await page.reload();
    await expect(page.getByTestId('library-card')).toHaveCount(1);
    await page.getByTestId('library-search').fill('zzzz no such place');
    await expect(page.getByTestId('library-card')).toHaveCount(0);
    await expect(page.getByTestId('libraries-page')).toContainText('Try another word or another country.');
    await page.getByTestId('clear-filters').click();
    await expect(page.getByTestId('library-card')).toHaveCount(4);

    // One library: its place, books, photos and the project that funded it.
    await page.getByTestId('library-card').filter({ hasText: 'Sanwara Village Reading Corner' }).click();
    await expect(page).toHaveURL(`${MAIN}/libraries/sanwara-village-reading-corner`);
    const library = page.getByTestId('library-page');
    await expect(library.getByRole('heading', { level: 1 })).toHaveText('Sanwara Village Reading Corner');
    await expect(page.getByTestId('library-place')).toContainText('Rajasthan');
    await expect(page.getByTestId('library-facts')).toContainText('162');
    await expect(page.getByTestId('gallery-position')).toHaveText('1 / 3');
    await page.getByTestId('gallery-next').click();
    await expect(page.getByTestId('gallery-position')).toHaveText('2 / 3');
    await expect(page.getByTestId('library-description')).toContainText('lending register');
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('library-project-link').first().click();
    await expect(page).toHaveURL(`${MAIN}/charity-projects/fifty-village-reading-corners`);
  });

  test('a school’s own library shows on its site only', async ({ page }) => {
    await page.goto(`${GREENWOOD}/libraries`);
    await expect(page.getByTestId('library-card')).toHaveCount(5);
    expect(await libraryNames(page)).toContain('Greenwood Community Book Shed');
    await page.getByTestId('library-card').filter({ hasText: 'Greenwood Community Book Shed' }).click();
    await expect(page).toHaveURL(`${GREENWOOD}/libraries/greenwood-book-shed`);
    await expect(page.getByTestId('library-page').getByRole('heading', { level: 1 })).toHaveText('Greenwood Community Book Shed');

    // The same address on the main site, and a library that is not open yet, are not found.
    await page.goto(`${MAIN}/libraries/greenwood-book-shed`);
    await expect(page.getByTestId('library-not-found')).toBeVisible();
    await page.goto(`${MAIN}/libraries/jinja-lakeside-library`);
    await expect(page.getByTestId('library-not-found')).toBeVisible();
  });

  test('the libraries and a library fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${MAIN}/libraries`);
    await expect(page.getByTestId('library-card')).toHaveCount(4);
    await expectNoHorizontalScroll(page);
    await page.goto(`${MAIN}/libraries/sanwara-village-reading-corner`);
    await expect(page.getByTestId('library-gallery')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('the Dear World book', () => {
  test('is read online letter by letter: contents, buttons, arrow keys, a shareable letter address, first names only', async ({ page }) => {
    await page.goto(MAIN);
    await page.getByTestId('nav-menu-books').click();
    await page.getByTestId('nav-panel-books').getByRole('link', { name: /Dear World book/ }).click();
    await expect(page).toHaveURL(`${MAIN}/dear-world-book`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dear World' })).toBeVisible();
    await expect(page.getByTestId('dw-summary')).toHaveText('5 letters from 1 school');
    await expect(page.getByTestId('dw-cover')).toBeVisible();
    await expect(page.getByTestId('dw-position')).toHaveText('Cover');
    await expect(page.getByTestId('dw-previous')).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('dw-start').click();
    await expect(page).toHaveURL(`${MAIN}/dear-world-book?letter=1`);
    const letter = page.getByTestId('dw-letter');
    await expect(letter).toHaveAttribute('data-letter-number', '1');
    await expect(page.getByTestId('dw-letter-text')).toContainText('please could you paint a zebra crossing', { ignoreCase: true });
    // Children are named by first name only, with their school.
    await expect(page.getByTestId('dw-author')).toHaveText('Amara');
    await expect(page.getByTestId('dw-letter')).not.toContainText('Okafor');
    await expect(page.getByTestId('dw-author-place')).toContainText('Greenwood');

    await page.getByTestId('dw-next').click();
    await expect(letter).toHaveAttribute('data-letter-number', '2');
    await expect(page.getByTestId('dw-position')).toHaveText('Letter 2 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(letter).toHaveAttribute('data-letter-number', '3');
    await page.keyboard.press('ArrowLeft');
    await expect(letter).toHaveAttribute('data-letter-number', '2');
    await expect(page).toHaveURL(`${MAIN}/dear-world-book?letter=2`);
    // Keys pressed in quick succession each turn one page on from the last, rendered or not.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(letter).toHaveAttribute('data-letter-number', '3');

    // The contents open any letter; the last one invites the reader to write their own.
    await page.getByTestId('dw-contents-item').nth(5).click();
    await expect(letter).toHaveAttribute('data-letter-number', '5');
    await expect(page.getByTestId('dw-next')).toHaveCount(0);
    await page.getByTestId('dw-write-next').click();
    await expect(page).toHaveURL(`${MAIN}/write-a-letter-and-change-the-world`);

    // A shared letter address opens that letter; one that is not in the book opens the cover.
    await page.goto(`${GREENWOOD}/dear-world-book?letter=3`);
    await expect(page.getByTestId('dw-letter')).toHaveAttribute('data-letter-number', '3');
    await page.goto(`${MAIN}/dear-world-book?letter=99`);
    await expect(page.getByTestId('dw-cover')).toBeVisible();
  });

  test('fits a phone, where the contents fold away and a swipe turns the page', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${MAIN}/dear-world-book?letter=1`);
    await expect(page.getByTestId('dw-letter')).toHaveAttribute('data-letter-number', '1');
    await expectNoHorizontalScroll(page);
    await expect(page.getByTestId('dw-contents-item').first()).toBeHidden();
    await page.getByTestId('dw-contents-toggle').click();
    await expect(page.getByTestId('dw-contents-item')).toHaveCount(6);
    await expect(page.getByTestId('dw-contents-item').first()).toBeVisible();
    await page.getByTestId('dw-contents-toggle').click();
    await expect(page.getByTestId('dw-contents-item').first()).toBeHidden();

    // A swipe from right to left is the next page.
    await page.getByTestId('dw-book').evaluate((el) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, changedTouches: [touch(320)], touches: [touch(320)] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(60)], touches: [] }));
    });
    await expect(page.getByTestId('dw-letter')).toHaveAttribute('data-letter-number', '2');
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
