import http from 'node:http';
import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, GREENWOOD, logInWithEmail, MAIN, PORT } from './support/identity.js';
import { makePdf } from './support/pdf.js';

const ADMIN = 'admin@commonshelf.test';
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';

type Json = Record<string, unknown>;

/** A call to one site's API from Node (tenant sites are told apart by the Host header), JSON or a prepared body. */
function call<T = Json>(site: string, method: string, path: string, o: { token?: string; json?: unknown; body?: Buffer; type?: string } = {}) {
  const url = new URL(path, site);
  const payload = o.body ?? (o.json === undefined ? undefined : Buffer.from(JSON.stringify(o.json)));
  return new Promise<{ status: number; body: T }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          accept: 'application/json',
          ...(payload ? { 'content-type': o.type ?? 'application/json', 'content-length': payload.length } : {}),
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The school admin adds a published picture book (text pages) to Greenwood's library through the admin API. */
async function schoolBook(title: string): Promise<number> {
  const { access } = await apiLogin(GREENWOOD, SCHOOL_ADMIN);
  const meta = {
    title,
    authors: ['Year 4 Oak'],
    illustrator: '',
    description: 'Our class garden through the seasons.',
    language: 'en',
    reading_level: 2,
    age_min: 7,
    age_max: 9,
    category_id: null,
    sdgs: [15],
    license: 'CC BY 4.0',
    format: 'pages',
    pages: [{ text: 'In spring we planted beans.' }, { text: 'In summer they climbed the fence.' }],
    status: 'published',
  };
  const boundary = `----cs-e2e-${Date.now()}`;
  const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${JSON.stringify(meta)}\r\n--${boundary}--\r\n`);
  const res = await call<{ id: number; status: string }>(GREENWOOD, 'POST', '/api/admin/books/', { token: access, body, type: `multipart/form-data; boundary=${boundary}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('published');
  return res.body.id;
}

const libraryTitles = async (site: string, query = '') =>
  (await call<{ results: { title: string }[] }>(site, 'GET', `/api/books/?limit=50${query}`)).body.results.map((b) => b.title);

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('book admin', () => {
  test('the platform admin adds a PDF book with progress, features it from the list, and it shows on the library home', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Lanterns of Lamu ${Date.now().toString(36)}`;
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-books');
    await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
    await expect(page.getByTestId('book-row').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('add-book').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/book`);
    await page.getByTestId('book-title').fill(title);
    await page.getByTestId('book-authors').fill('Zawadi Hamisi, Omar Said');
    await page.getByTestId('book-description').fill('A night of lanterns on the island.');
    await page.getByTestId('book-level').selectOption('3');
    // Leaving with unsaved changes asks first.
    await page.getByTestId('book-editor').getByRole('link', { name: 'All books' }).click();
    await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/book`);

    // The file is checked by the server: a file that is not a PDF is refused on its field.
    await page.getByTestId('book-file').setInputFiles({ name: 'lanterns.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await page.getByTestId('book-save').click();
    await expect(page.getByTestId('form-alert')).toBeVisible();
    await expect(page.getByTestId('field-error').filter({ hasText: 'must be a PDF or an EPUB' })).toBeVisible();

    await page.getByTestId('book-file').setInputFiles({ name: 'lanterns.pdf', mimeType: 'application/pdf', buffer: makePdf(3 * 1024 * 1024) });
    await page.getByTestId('status-published').check();
    // On a slowed connection, so the progress shows before the upload ends.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByTestId('book-save').click();
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page).toHaveURL(/\/admin-panel\/view-book\/\d+$/, { timeout: 30_000 });
    await expect(page.getByTestId('toast').filter({ hasText: `“${title}” is added to the library.` })).toBeVisible();
    const view = page.getByTestId('book-view');
    await expect(view.getByTestId('view-status')).toHaveAttribute('data-status', 'published');
    await expect(view.getByTestId('view-featured')).toHaveCount(0);
    await expect(view.getByTestId('history-event')).toHaveCount(1);
    await expect(view.getByTestId('history-event')).toContainText('Added and published');

    // Its content opens in the reader, and Back returns here.
    await page.getByTestId('view-read').click();
    await expect(page.getByTestId('reader')).toHaveAttribute('data-format', 'pdf');
    // pdf.js parses the file first: slower than a page book on a busy machine.
    await expect(page.getByTestId('reader-page-label')).toHaveText(/1/, { timeout: 20_000 });
    await page.getByTestId('reader-back').click();
    await expect(page.getByTestId('book-view')).toBeVisible();

    // Featured from the list, in place.
    expect(await libraryTitles(MAIN, '&featured=true')).not.toContain(title);
    await page.goto(`${MAIN}/admin-panel/all-books`);
    await page.getByTestId('book-search').fill(title);
    const row = page.getByTestId('book-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('book-row')).toHaveCount(1);
    await row.getByTestId('featured-switch').click();
    await expect(row.getByTestId('featured-switch')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('toast').filter({ hasText: 'is featured on the library’s home page' })).toBeVisible();

    // The library's home shows it among the featured books, on every site.
    await page.goto(`${MAIN}/`);
    await expect(page.getByTestId('section-featured-books').getByTestId('book-card').filter({ hasText: title })).toBeVisible();
    expect(await libraryTitles(GREENWOOD, '&featured=true')).toContain(title);

    // Clean up: the book goes, after a confirmation.
    await page.goto(`${MAIN}/admin-panel/all-books?search=${encodeURIComponent(title)}`);
    await page.getByTestId('book-row').filter({ hasText: title }).getByTestId('book-delete').click();
    await expect(page.getByTestId('delete-book-dialog')).toBeVisible();
    await page.getByTestId('delete-book-dialog').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: `“${title}” was deleted` })).toBeVisible();
    await expect(page.getByTestId('books-empty')).toBeVisible();
    expect(await libraryTitles(MAIN)).not.toContain(title);
  });

  test('a school admin edits a school book and unpublishes it; it leaves the school’s library; the books page works on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Our Bean Garden ${Date.now().toString(36)}`;
    const renamed = `${title} in Autumn`;
    const id = await schoolBook(title);
    expect(await libraryTitles(GREENWOOD)).toContain(title);

    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    await expect(page.getByTestId('school-book-stats').getByTestId('stat-all-books')).toBeVisible();
    await page.getByTestId('book-search').fill(title);
    const row = page.getByTestId('book-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('book-status')).toHaveAttribute('data-status', 'published');
    await expectNoSeriousAxeViolations(page);

    await row.getByTestId('book-edit').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/book/${id}`);
    await expect(page.getByTestId('book-title')).toHaveValue(title);
    await expect(page.getByTestId('page-draft')).toHaveCount(2);
    await page.getByTestId('book-title').fill(renamed);
    await page.getByTestId('add-page').click();
    await page.getByTestId('page-draft').nth(2).getByRole('textbox').fill('In autumn we shared the beans.');
    await page.getByTestId('book-save').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/view-book/${id}`);
    await expect(page.getByTestId('toast').filter({ hasText: `“${renamed}” is saved.` })).toBeVisible();
    await expect(page.getByTestId('view-title')).toHaveText(renamed);
    expect(await libraryTitles(GREENWOOD)).toContain(renamed);

    // Unpublished: a draft again, gone from the school's library.
    await page.getByTestId('view-unpublish').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'is unpublished' })).toBeVisible();
    await expect(page.getByTestId('view-status')).toHaveAttribute('data-status', 'draft');
    await expect(page.getByTestId('history-event').last()).toContainText('Unpublished');
    expect(await libraryTitles(GREENWOOD)).not.toContain(renamed);
    await page.goto(`${GREENWOOD}/library/${id}`);
    await expect(page.getByTestId('library-item-not-found')).toBeVisible();

    // The list on a phone: the draft tab has it, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/admin-school/books?status=draft&search=${encodeURIComponent(renamed)}`);
    const draft = page.getByTestId('book-row').filter({ hasText: renamed });
    await expect(draft).toHaveCount(1);
    await expect(draft.getByTestId('book-publish')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
