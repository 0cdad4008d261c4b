import { expect, test, type Page } from '@playwright/test';

/** Demo books (apps/server/src/db/seed/content/reader.content.ts): a PDF, and a page book nobody keeps here. */
const PDF_BOOK = { slug: 'the-lighthouse-library', title: 'The Lighthouse Library' };
const OTHER_BOOK = 'the-mango-tree-that-waited';

test.use({ serviceWorkers: 'allow' });

/** Opens a page and waits until the app's service worker controls it. */
async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

const pageLabel = (page: Page) => page.getByTestId('reader-page-label');

test.describe('offline', () => {
  test('a book kept on this device opens in the reader with the network cut, and one not kept does not', async ({ page, context }) => {
    await openControlled(page, `/library/${PDF_BOOK.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PDF_BOOK.title })).toBeVisible();
    await page.getByTestId('offline-book-keep').click();
    await expect(page.getByTestId('offline-book-kept')).toContainText('On this device');

    await context.setOffline(true);
    try {
      // The app itself starts offline: the shell and its code come from the service worker.
      await page.goto('/');
      await expect(page.getByTestId('offline-notice')).toBeVisible();
      const shelf = page.getByTestId('on-this-device');
      await expect(shelf.getByTestId('offline-book-item')).toHaveCount(1);
      await expect(shelf).toContainText(PDF_BOOK.title);

      await shelf.getByRole('link', { name: `Read ${PDF_BOOK.title}` }).click();
      await expect(page.getByTestId('reader')).toHaveAttribute('data-format', 'pdf');
      await expect(pageLabel(page)).toHaveText(/Page \d of 7/, { timeout: 20_000 });
      await expect(page.getByTestId('reader-pdf-text')).toContainText('The Lighthouse Library');
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(pageLabel(page)).toHaveText(/Page [2-7] of 7/);

      // Its book page cannot load without the network, but leads to the kept copy.
      await page.goto(`/library/${PDF_BOOK.slug}`);
      await page.getByTestId('kept-book-notice').getByRole('link', { name: 'Read' }).click();
      await expect(page.getByTestId('reader')).toHaveAttribute('data-format', 'pdf');
      // A reload straight into the reader works too.
      await page.reload();
      await expect(pageLabel(page)).toHaveText(/Page \d of 7/, { timeout: 20_000 });

      // The control: a book that was not kept cannot be fetched, so the network really is cut.
      await page.goto(`/library/${OTHER_BOOK}/read`);
      await expect(page.getByTestId('reader-state').getByTestId('error-state')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('reader-pages')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }

    // Removing the book takes it off the device.
    await page.goto(`/library/${PDF_BOOK.slug}`);
    await page.getByTestId('offline-book-remove').click();
    await expect(page.getByTestId('offline-book-keep')).toBeVisible();
    const left = await page.evaluate(async () => (await (await caches.open('cs-offline-books-v1')).keys()).length);
    expect(left).toBe(0);
  });

  test('pages opened offline get the app shell with a notice, and a phone can keep a book too', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openControlled(page, '/about');
    await context.setOffline(true);
    try {
      await page.goto('/faq');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
      // Nothing kept yet: no link to kept books.
      await expect(page.getByTestId('offline-notice').getByRole('link')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    await page.goto(`/library/${OTHER_BOOK}`);
    await page.getByTestId('offline-book-keep').click();
    await expect(page.getByTestId('offline-book-kept')).toBeVisible();
    await context.setOffline(true);
    try {
      await page.goto(`/library/${OTHER_BOOK}/read`);
      await expect(page.getByTestId('reader-page-text')).toContainText('Anu found a mango seed.', { timeout: 20_000 });
    } finally {
      await context.setOffline(false);
    }
  });
});
