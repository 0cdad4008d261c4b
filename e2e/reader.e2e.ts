import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, siteApi, signInWithTokens } from './support/identity.js';

/** The demo books of each format (apps/server/src/db/seed/content/books.content.ts and reader.content.ts). */
const PAGES_BOOK = {
  slug: 'the-mango-tree-that-waited',
  pages: [
    'Anu found a mango seed.',
    'The next morning, Anu ran to look.',
    'The rain came.',
  ],
};
const PDF_BOOK = 'the-lighthouse-library';
const EPUB_BOOK = 'seeds-in-the-wind';

/** Signs a demo account in on Greenwood (tokens in local storage, as the app keeps them). */
const signIn = (page: Page, username: string) => signInWithTokens(page, GREENWOOD, username, '/about');

/** A speech synthesis with one voice that "speaks" instantly, recording what it was asked to say. */
async function fakeSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    class FakeUtterance {
      text: string;
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    let current: FakeUtterance | null = null;
    const voice = { name: 'Test voice', lang: 'en-GB', default: true, localService: true, voiceURI: 'test' };
    const synth = {
      getVoices: () => [voice],
      speak(u: FakeUtterance) {
        current = u;
        spoken.push(u.text);
        // The first page read takes a moment, then the reader goes on to the next (which never ends).
        if (spoken.length === 1) setTimeout(() => current === u && u.onend?.(), 400);
      },
      cancel() {
        current = null;
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  });
}

const label = (page: Page) => page.getByTestId('reader-page-label');

test.describe('the book reader', () => {
  test('a visitor reads a page book: keys, buttons, position kept in the browser, display settings, read aloud', async ({ page }) => {
    await fakeSpeech(page);
    const book = (await siteApi<{ id: number }>(GREENWOOD, 'GET', `/api/books/${PAGES_BOOK.slug}/read/`)).body;

    // From the book page's Read button.
    await page.goto(`${GREENWOOD}/library/${book.id}`);
    await page.getByTestId('book-read').click();
    await expect(page).toHaveURL(new RegExp(`/library/${book.id}/read$`));
    const reader = page.getByTestId('reader');
    await expect(reader).toHaveAttribute('data-format', 'pages');
    await expect(label(page)).toHaveText('Page 1 of 6');
    await expect(page.getByTestId('reader-page-text')).toContainText(PAGES_BOOK.pages[0]!);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await page.keyboard.press('ArrowRight');
    await expect(label(page)).toHaveText('Page 2 of 6');
    await expect(page.getByTestId('reader-announcer')).toHaveText('Page 2 of 6');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(label(page)).toHaveText('Page 3 of 6');
    await expect(page.getByTestId('reader-page-text')).toContainText(PAGES_BOOK.pages[2]!);
    await page.keyboard.press('PageUp');
    await expect(label(page)).toHaveText('Page 2 of 6');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft');
    await expect(label(page)).toHaveText('Page 2 of 6');

    // A visitor's place is kept in this browser.
    await expect.poll(() => page.evaluate((id) => localStorage.getItem(`cs.reader.position.${id}`), book.id)).toContain('"page":2');
    await page.reload();
    await expect(label(page)).toHaveText('Page 2 of 6');
    await expect(page.getByTestId('reader-resume')).toContainText('Continuing from page 2.');

    // Display: the dyslexia-friendly font, wider spacing, a tint, then dark mode; kept after a reload.
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByLabel('Dyslexia-friendly font').check();
    await page.getByLabel('Wider line and letter spacing').check();
    const text = page.getByTestId('reader-page-text');
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Atkinson Hyperlegible');
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).lineHeight)).not.toBe('normal');
    await page.getByText('Cream', { exact: true }).click();
    await expect.poll(() => reader.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(251, 243, 220)');
    await page.getByLabel('Dark mode').check();
    await expect(reader).toHaveAttribute('data-dark', 'true');
    await expect.poll(() => reader.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(21, 24, 29)');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('reader-settings')).toBeHidden();
    await page.reload();
    await expect(reader).toHaveAttribute('data-dark', 'true');
    await expect(reader).toHaveAttribute('data-font', 'readable');
    await expect.poll(() => text.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Atkinson Hyperlegible');

    // Read aloud: the page's text in the book's language, then the next page.
    await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[0])).toContain(PAGES_BOOK.pages[1]!);
    await expect(label(page)).toHaveText('Page 3 of 6');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken[1] ?? '')).toContain(PAGES_BOOK.pages[2]!);
    await page.getByRole('button', { name: 'Stop reading aloud' }).click();
    await expect(page.getByRole('button', { name: 'Read aloud', exact: true })).toBeVisible();
  });

  test('a signed-in student reads a PDF: text layer, zoom, and the place saved on the server', async ({ page }) => {
    const token = await signIn(page, 'mateog23');
    await page.goto(`${GREENWOOD}/library/${PDF_BOOK}/read`);
    await expect(page.getByTestId('reader')).toHaveAttribute('data-format', 'pdf');
    // pdf.js parses the file first: slower than a page book on a busy machine.
    await expect(label(page)).toHaveText(/Page \d of 7/, { timeout: 20_000 });
    // Start from the beginning whatever an earlier run left.
    if ((await label(page).textContent()) !== 'Page 1 of 7') await page.getByRole('button', { name: 'Start from the beginning' }).click();
    await expect(label(page)).toHaveText('Page 1 of 7');
    await expect(page.getByTestId('reader-pdf-text')).toContainText('The Lighthouse Library');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(label(page)).toHaveText('Page 2 of 7');
    await page.keyboard.press('ArrowRight');
    await expect(label(page)).toHaveText('Page 3 of 7');
    await expect(page.getByTestId('reader-pdf-text')).toContainText('Kojo climbed');
    // The place is saved on the server (whatever saves of page 2 were still in flight).
    await expect
      .poll(async () => (await siteApi<{ position: { page: number } }>(GREENWOOD, 'GET', `/api/books/${PDF_BOOK}/position/`, { token })).body.position?.page)
      .toBe(3);

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('reader-zoom')).toHaveText('125%');
    await page.getByRole('button', { name: 'Fit to the screen' }).click();
    await expect(page.getByTestId('reader-zoom')).toHaveText('100%');

    await page.reload();
    await expect(label(page)).toHaveText('Page 3 of 7', { timeout: 20_000 });
    await expect(page.getByTestId('reader-resume')).toContainText('Continuing from page 3.');
    const stored = await siteApi<{ position: { page: number } }>(GREENWOOD, 'GET', `/api/books/${PDF_BOOK}/position/`, { token });
    expect(stored.body.position.page).toBe(3);
    // No voices in this browser: no read-aloud control rather than a broken one.
    await expect(page.getByRole('button', { name: 'Read aloud', exact: true })).toHaveCount(0);
  });

  test('a signed-in teacher reads an EPUB, paginated, and comes back to the same place', async ({ page }) => {
    await signIn(page, 'teacher@greenwood.test');
    await page.goto(`${GREENWOOD}/library/${EPUB_BOOK}/read`);
    await expect(page.getByTestId('reader')).toHaveAttribute('data-format', 'epub');
    const frame = page.frameLocator('[data-testid="reader-epub"] iframe');
    await expect(frame.locator('body')).toContainText(/Seeds in the Wind|Plants|seed/);
    if (await page.getByRole('button', { name: 'Start from the beginning' }).isVisible()) {
      await page.getByRole('button', { name: 'Start from the beginning' }).click();
    }
    await expect(frame.locator('h1')).toHaveText('Seeds in the Wind');
    await expect(label(page)).toHaveText(/^0% read$/);

    await page.keyboard.press('ArrowRight');
    await expect(frame.locator('body')).toContainText('Plants cannot walk');
    const saved = page.waitForResponse((r) => r.url().endsWith('/position/') && r.request().method() === 'PUT' && r.ok());
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(frame.locator('body')).toContainText('dandelion seed wears a tiny parachute');
    expect((await (await saved).json()).position.cfi).toMatch(/^epubcfi\(/);
    await expect(label(page)).not.toHaveText('0% read');

    await page.reload();
    await expect(page.getByTestId('reader-resume')).toContainText('Continuing where you left off.');
    await expect(page.frameLocator('[data-testid="reader-epub"] iframe').locator('body')).toContainText('dandelion seed wears a tiny parachute');
  });

  test('an EPUB is read aloud page after page, with a pause between its heading and its text', async ({ page }) => {
    await fakeSpeech(page);
    await page.goto(`${GREENWOOD}/library/${EPUB_BOOK}/read`);
    const frame = page.frameLocator('[data-testid="reader-epub"] iframe');
    await expect(frame.locator('h1')).toHaveText('Seeds in the Wind');
    await expect(label(page)).toHaveText(/^0% read$/);

    await page.getByRole('button', { name: 'Read aloud', exact: true }).click();
    const spoken = (n: number) => page.evaluate((i) => (window as unknown as { __spoken: string[] }).__spoken[i] ?? '', n);
    await expect.poll(() => spoken(0)).toContain('Seeds in the Wind by');
    // The first page read, the reader turns to the next and goes on reading it.
    await expect(frame.locator('body')).toContainText('Plants cannot walk');
    await expect.poll(() => spoken(1)).toContain('Plants cannot walk');
    await expect(label(page)).not.toHaveText('0% read');
    await page.getByRole('button', { name: 'Stop reading aloud' }).click();
  });

  test('at phone width: swipes turn pages, nothing overflows, and the reader passes axe', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${GREENWOOD}/library/${PAGES_BOOK.slug}/read`);
    await expect(label(page)).toHaveText(/Page \d of 6/);
    const before = await label(page).textContent();
    const swipe = (from: number, to: number) =>
      page.getByTestId('reader-pages').evaluate(
        (el, [a, b]) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
          el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, changedTouches: [touch(a!)], touches: [touch(a!)] }));
          el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(b!)], touches: [] }));
        },
        [from, to],
      );
    const n = Number(before!.match(/Page (\d)/)![1]);
    if (n === 6) await page.getByRole('button', { name: 'Previous page' }).click();
    const start = n === 6 ? 5 : n;
    await swipe(320, 60);
    await expect(label(page)).toHaveText(`Page ${start + 1} of 6`);
    await swipe(60, 320);
    await expect(label(page)).toHaveText(`Page ${start} of 6`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const name of ['Display settings', 'Zoom in', 'Zoom out', 'Next page', 'Previous page']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    const results = await axe(page).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });

  test('the page under the reader is out of reach: Tab stays in the reader, and the page comes back when it closes', async ({ page }) => {
    const book = (await siteApi<{ id: number }>(GREENWOOD, 'GET', `/api/books/${PAGES_BOOK.slug}/read/`)).body;
    await page.goto(`${GREENWOOD}/library/${book.id}/read`);
    await expect(label(page)).toHaveText('Page 1 of 6');
    await expect(page.getByTestId('site-header')).toHaveJSProperty('inert', true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('[data-testid="reader"]')))).toBe(true);
    }
    await page.getByRole('link', { name: /^Back to the book/ }).click();
    await expect(page).toHaveURL(new RegExp(`/library/${book.id}$`));
    await expect(page.getByTestId('site-header')).toHaveJSProperty('inert', false);
  });

  test('an unpublished or unknown book is not found', async ({ page }) => {
    await page.goto(`${GREENWOOD}/library/no-such-book/read`);
    // In the page itself (the announcer says it too, for screen readers, for a moment).
    await expect(page.getByTestId('reader-state').getByText('This book does not exist or is not published.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the library' })).toBeVisible();
  });
});
