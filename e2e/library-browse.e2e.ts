import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, GREENWOOD } from './support/identity.js';

const TEACHER = 'teacher@greenwood.test';
/** A Hindi level-1 demo book and the English book the typo leads to (apps/server/src/db/seed/content/books.content.ts). */
const HINDI_LEVEL_1 = 'चाँद की रोटी';
const MANGO = 'The Mango Tree That Waited';

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('library browsing', () => {
  test('browse → filter by language and level → open a book → react after login → search with a typo from the header', async ({ page }) => {
    // A long walk through many pages: well over 30 s when the machine is busy with other tests.
    test.setTimeout(75_000);
    await page.goto(`${GREENWOOD}/library`);
    await expect(page.getByTestId('section-featured-books').getByTestId('book-card').first()).toBeVisible();
    await expect(page.getByTestId('section-new-books').getByTestId('book-card').first()).toBeVisible();
    await expect(page.getByTestId('section-by-language').getByRole('link', { name: /Hindi/ })).toBeVisible();

    // Filters live in the URL and replace the rows with the results.
    await page.getByTestId('library-language').selectOption('hi');
    await expect(page).toHaveURL(/[?&]language=hi/);
    await page.getByTestId('library-level').selectOption('1');
    await expect(page).toHaveURL(/level=1/);
    const results = page.getByTestId('library-list');
    await expect(results.getByTestId('book-card').first()).toBeVisible();
    await expect(page.getByTestId('section-featured-books')).toHaveCount(0);
    expect(await results.locator('h3').allInnerTexts()).toContain(HINDI_LEVEL_1);
    // The shelf is what the API's filter answers. Other tests publish and unpublish books meanwhile,
    // so both are read again, one right after the other, until they agree (a reload each time, on busy cores).
    await expect
      .poll(async () => {
        const api = await page.evaluate(async () => (await fetch('/api/books/?language=hi&level=1&limit=50')).json());
        await page.reload();
        await expect(results.getByTestId('book-card').first()).toBeVisible();
        const shown = (await results.locator('h3').allInnerTexts()).sort();
        return JSON.stringify(shown) === JSON.stringify(api.results.map((b: { title: string }) => b.title).sort());
      }, { timeout: 20_000 })
      .toBe(true);

    // A filter nothing matches shows the empty state with a way out.
    await page.getByTestId('library-format').selectOption('epub');
    await expect(page.getByTestId('library-empty')).toBeVisible();
    await page.getByTestId('library-empty').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('section-featured-books')).toBeVisible();
    // The button went with the results: the reader carries on from the search box.
    await expect(page.getByTestId('library-search')).toBeFocused();

    // A keyboard reader steps through a filter's choices with the arrow keys: each applies, and the focus stays put.
    const age = page.getByTestId('library-age');
    await age.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]age=\d+/);
    await expect(age).toBeFocused();
    const first = new URL(page.url()).searchParams.get('age');
    await page.keyboard.press('ArrowDown');
    await expect(page).not.toHaveURL(new RegExp(`[?&]age=${first}(&|#|$)`));
    await expect(age).toBeFocused();

    // Open a book from the level-1 Hindi shelf.
    await page.goto(`${GREENWOOD}/library?language=hi&level=1`);
    await page.getByTestId('library-list').getByRole('link', { name: HINDI_LEVEL_1 }).click();
    await expect(page.getByRole('heading', { level: 1, name: HINDI_LEVEL_1 })).toBeVisible();
    const bookPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('book-read')).toHaveAttribute('href', `${bookPath}/read`);
    await expect(page.getByTestId('book-facts')).toContainText('Hindi');
    const check = await axe(page).include('[data-testid="book-page"]').analyze();
    expect(check.violations.map((v) => v.id)).toEqual([]);

    // Visitors are sent to log in and come back to the book.
    const love = page.getByTestId('reaction-count-love');
    const before = Number(await love.innerText().then((t) => t.match(/\d+/)![0]));
    await page.getByTestId('reaction-login').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(bookPath)}$`));
    await page.getByTestId('login-choose-teacher').click();
    await page.getByTestId('teacher-email').fill(TEACHER);
    await page.getByTestId('teacher-password').fill(DEMO_PASSWORD);
    await page.getByTestId('teacher-submit').click();
    await expect(page).toHaveURL(`${GREENWOOD}${bookPath}`, { timeout: 30_000 });

    const button = page.getByTestId('reaction-love');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(love).toContainText(String(before + 1));
    await page.reload();
    await expect(page.getByTestId('reaction-love')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('reaction-love').click();
    await expect(page.getByTestId('reaction-love')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('reaction-count-love')).toContainText(String(before));

    // The header search suggests as one types, typos and all; arrows and Enter open a suggestion.
    const box = page.getByRole('combobox', { name: /Search books, stories, courses and charities/ });
    await box.fill('mangoe tre');
    const suggestions = page.getByTestId('search-suggestions');
    await expect(suggestions.getByTestId('search-suggestion').first()).toContainText(MANGO);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(suggestions.getByTestId('search-suggestion').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: MANGO })).toBeVisible();

    // Enter without a highlighted suggestion leads to the full results page, filterable by type.
    await box.fill('ocaen');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=ocaen$/);
    await box.fill('mangoe tre');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mangoe\+tre$/);
    await expect(page.getByTestId('search-result').first()).toContainText(MANGO);
    await page.getByTestId('search-type-book').click();
    await expect(page).toHaveURL(/type=book/);
    await page.getByTestId('search-result').first().click();
    await expect(page.getByRole('heading', { level: 1, name: MANGO })).toBeVisible();
  });

  test('library home, a book and search results at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/library?level=2`);
    await expect(page.getByTestId('library-list').getByTestId('book-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByTestId('library-list').getByTestId('book-card').first().click();
    await expect(page.getByTestId('book-read')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`${GREENWOOD}/search?q=water`);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a book that is not in this library says so', async ({ page }) => {
    await page.goto(`${GREENWOOD}/library/999999`);
    await expect(page.getByTestId('library-item-not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the library' })).toBeVisible();
  });
});
