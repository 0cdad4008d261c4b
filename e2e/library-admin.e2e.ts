import http from 'node:http';
import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, BRIGHTFUTURES, fieldErrorOf, GREENWOOD, logInWithEmail, MAIN, PORT } from './support/identity.js';

const ADMIN = 'admin@commonshelf.test';
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';
const ORG_ADMIN = 'orgadmin@brightfutures.test';
const STUDENT = 'meic21';

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

/** The platform admin publishes a picture book (text pages) in a category, through the upload API. */
async function publishBookIn(categoryId: number, title: string) {
  const { access } = await apiLogin(MAIN, ADMIN);
  const meta = {
    title,
    authors: ['Ana Reyes'],
    illustrator: '',
    description: 'Waves, shells and a lighthouse.',
    language: 'en',
    reading_level: 2,
    age_min: null,
    age_max: null,
    category_id: categoryId,
    sdgs: [14],
    license: 'CC BY 4.0',
    format: 'pages',
    pages: [{ text: 'The lighthouse keeper counts the waves.', keep_image: false }],
    submit: true,
  };
  const boundary = `----cs-e2e-${Date.now()}`;
  const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${JSON.stringify(meta)}\r\n--${boundary}--\r\n`);
  const res = await call<{ id: number; status: string }>(MAIN, 'POST', '/api/publishing/books/', { token: access, body, type: `multipart/form-data; boundary=${boundary}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe('published');
  return res.body.id;
}

/** A Greenwood student writes a story and sends it for review. */
async function pendingStory(title: string) {
  const { access } = await apiLogin(GREENWOOD, STUDENT);
  const created = await call<{ slug: string; id: number }>(GREENWOOD, 'POST', '/api/publishing/stories/', { token: access, json: { title, summary: 'A night of paper lanterns.' } });
  expect(created.status).toBe(201);
  const { slug } = created.body;
  await call(GREENWOOD, 'PATCH', `/api/publishing/stories/${slug}/`, { token: access, json: { body_html: '<p>We made lanterns from paper and lit them by the river.</p>' } });
  const sent = await call<{ status: string }>(GREENWOOD, 'POST', `/api/publishing/stories/${slug}/submit/`, { token: access });
  expect(sent.body.status).toBe('pending');
  return created.body;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('library admin', () => {
  test('the platform admin adds a category; once a book is in it the library filters by it; deleting it leaves the book uncategorised', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Ocean Tales ${Date.now().toString(36)}`;
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/all-book-categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Book categories' })).toBeVisible();
    await expect(page.getByTestId('category-row').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Add: the address follows the name until it is edited.
    await page.getByTestId('add-category').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/book-category`);
    await page.getByTestId('category-name').fill(name);
    await expect(page.getByTestId('category-slug')).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
    await page.getByTestId('category-description').fill('Stories of the sea and the people who sail it.');
    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'All categories' }).click();
    await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('save-category').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/all-book-categories`);
    await expect(page.getByTestId('toast').filter({ hasText: `“${name}” is added.` })).toBeVisible();

    // The same name again (in another case) is refused on the field.
    await page.getByTestId('add-category').click();
    await page.getByTestId('category-name').fill(name.toUpperCase());
    await page.getByTestId('save-category').click();
    await expect.poll(() => fieldErrorOf(page, 'category-name')).toBe('Another category already has this name. Choose another one.');
    await expect(page).toHaveURL(`${MAIN}/admin-panel/book-category`);
    await page.getByRole('link', { name: 'All categories' }).click();
    await page.getByTestId('unsaved-changes-dialog').getByTestId('confirm-ok').click();

    // Search finds it; no book in it yet, so the library does not offer it.
    await page.getByTestId('category-search').fill(name);
    const row = page.getByTestId('category-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('category-row')).toHaveCount(1);
    await expect(row.getByTestId('category-books')).toHaveText('0');
    const categoryId = Number(await row.getAttribute('data-category-id'));
    await page.goto(`${MAIN}/library`);
    await expect(page.getByTestId('library-category').locator('option', { hasText: name })).toHaveCount(0);

    // A book filed under it: the library's category filter offers it and finds the book.
    const title = `Harbour Lights ${Date.now().toString(36)}`;
    await publishBookIn(categoryId, title);
    await page.goto(`${MAIN}/library`);
    await expect(page.getByTestId('library-category').locator('option', { hasText: name })).toHaveCount(1);
    await page.getByTestId('library-category').selectOption({ label: name });
    await expect(page).toHaveURL(new RegExp(`category=${categoryId}`));
    await expect(page.getByTestId('library-list').getByTestId('book-card')).toHaveCount(1);
    await expect(page.getByTestId('library-list').getByTestId('book-card')).toContainText(title);

    // Delete: the dialog says what happens to the book, and the library agrees afterwards.
    await page.goto(`${MAIN}/admin-panel/all-book-categories?search=${encodeURIComponent(name)}`);
    await expect(row.getByTestId('category-books')).toHaveText('1');
    await row.getByTestId('delete-category').click();
    const dialog = page.getByTestId('delete-category-dialog');
    await expect(dialog).toContainText('Its 1 book on every site stays in the library');
    await expect(dialog).toContainText('uncategorised');
    await dialog.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: '1 book is now uncategorised.' })).toBeVisible();
    await expect(page.getByTestId('categories-empty')).toBeVisible();
    await page.goto(`${MAIN}/library`);
    await expect(page.getByTestId('library-category').locator('option', { hasText: name })).toHaveCount(0);
    await page.getByTestId('library-search').fill(title);
    await page.getByTestId('library-search').press('Enter');
    const found = page.getByTestId('library-list').getByTestId('book-card').filter({ hasText: title });
    await expect(found).toHaveCount(1);
    // Its page no longer names a category.
    await found.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('a school admin approves a student’s story from the stories page, and it is in the school’s library', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Lantern Night ${Date.now().toString(36)}`;
    const story = await pendingStory(title);
    expect((await call(GREENWOOD, 'GET', `/api/library/stories/${story.slug}/`)).status).toBe(404);

    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await expect(page.getByText('Stories written on your school’s site, by its students and teachers: waiting for review or published.')).toBeVisible();
    await page.getByTestId('story-status-tabs').getByRole('button', { name: /Waiting for review/ }).click();
    await expect(page).toHaveURL(/status=pending/);
    const row = page.getByTestId('story-row').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('story-author')).toHaveText('Mei Chen');
    await expect(row.getByTestId('story-classes')).toHaveText('Year 4 Oak');
    await expectNoSeriousAxeViolations(page);

    // Preview reads the story as it will be published.
    await row.getByTestId('story-preview-button').click();
    await expect(page.getByTestId('story-preview-body')).toContainText('We made lanterns from paper');
    await page.getByTestId('story-preview-close').click();

    // The class filter and search narrow the list.
    await page.getByTestId('story-class').selectOption({ label: 'Year 3 Willow' });
    await expect(page.getByTestId('story-row').filter({ hasText: title })).toHaveCount(0);
    await page.getByTestId('story-class').selectOption({ label: 'Year 4 Oak' });
    await page.getByTestId('story-search').fill('lantern night');
    await expect(page.getByTestId('story-row')).toHaveCount(1);

    await row.getByTestId('story-approve').click();
    await expect(page.getByTestId('toast').filter({ hasText: `“${title}” is published in the library.` })).toBeVisible();
    // It leaves "waiting for review" and shows under Published.
    await expect(page.getByTestId('stories-empty')).toBeVisible();
    await page.getByTestId('story-status-tabs').getByRole('button', { name: /Published/ }).click();
    await expect(row).toHaveAttribute('data-status', 'published');

    // In the school's library.
    await page.goto(`${GREENWOOD}/library/story-${story.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('We made lanterns from paper')).toBeVisible();
  });

  test('the organization admin sees its schools’ stories and books, with the Home, All Books and Featured Books statistics', async ({ page }) => {
    test.setTimeout(90_000);
    await logInWithEmail(page, BRIGHTFUTURES, ORG_ADMIN, '/admin-organization/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    const stories = page.getByTestId('org-story-row');
    await expect(stories.filter({ hasText: 'The Day We Planted Our Tree' })).toContainText('Greenwood Primary School');
    await expect(stories.filter({ hasText: 'The Boat That Leaked' })).toContainText('Lakeside Primary School');
    // Children appear by first name only.
    await expect(stories.filter({ hasText: 'The Boat That Leaked' })).toContainText(/by Leo ·/);
    await expect(stories.filter({ hasText: 'The Boat That Leaked' })).not.toContainText('Leo M.');
    // Drafts stay their authors'.
    await expect(stories.filter({ hasText: 'Our School Garden' })).toHaveCount(0);
    await page.getByTestId('org-school-filter').selectOption({ label: 'Lakeside Primary School' });
    await expect(stories.filter({ hasText: 'The Day We Planted Our Tree' })).toHaveCount(0);
    await expect(stories.filter({ hasText: 'The Night the Power Went Out' })).toHaveAttribute('data-status', 'pending');
    await stories.filter({ hasText: 'The Night the Power Went Out' }).getByTestId('org-story-preview').click();
    await expect(page.getByTestId('story-preview-body')).toContainText('Grandpa found a torch');
    await page.getByTestId('story-preview-close').click();
    await expectNoSeriousAxeViolations(page);

    await page.getByTestId('admin-nav-books').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    for (const heading of ['Home', 'All Books', 'Featured Books']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const { access } = await apiLogin(BRIGHTFUTURES, ORG_ADMIN);
    const stats = (await call<{ book_stats: { all_book: number; featured_book: number } }>(BRIGHTFUTURES, 'GET', '/api/organization/book-stats/', { token: access })).body;
    await expect(page.getByTestId('stat-all-books').getByTestId('stat-value')).toHaveText(String(stats.book_stats.all_book));
    await expect(page.getByTestId('stat-featured-books').getByTestId('stat-value')).toHaveText(String(stats.book_stats.featured_book));
    await expect(page.getByTestId('org-site-row').filter({ hasText: 'Lakeside Primary School' })).toBeVisible();
    const books = page.getByTestId('org-book-row');
    await expect(books.filter({ hasText: 'Herons at the Lake' })).toContainText('Lakeside Primary School');
    await expect(books.filter({ hasText: 'Herons at the Lake' }).getByTestId('book-featured')).toBeVisible();
    await page.getByTestId('org-book-tabs').getByRole('button', { name: 'Waiting for review' }).click();
    await expect(books.filter({ hasText: 'Our Lake in Winter' })).toBeVisible();
    await expect(books.filter({ hasText: 'Herons at the Lake' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // At phone width: the top bar's menu, and no sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BRIGHTFUTURES}/admin-organization/books`);
    await expect(page.getByRole('heading', { name: 'Featured Books', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByTestId('admin-menu-button').click();
    await page.getByTestId('admin-drawer').getByTestId('admin-nav-stories').click();
    await expect(page).toHaveURL(`${BRIGHTFUTURES}/admin-organization/stories`);
    await expect(stories.first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a school admin’s categories: their own to change, the platform’s read only; a teacher is kept out', async ({ page }) => {
    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/book-categories');
    const own = page.getByTestId('category-row').filter({ hasText: 'Greenwood Writers' });
    await expect(own).toContainText('Your school');
    await expect(own.getByTestId('edit-category')).toBeVisible();
    const platform = page.getByTestId('category-row').filter({ hasText: 'Animal Tales' });
    await expect(platform).toContainText('Platform-wide');
    await expect(platform).toContainText('Read only');
    await expect(platform.getByTestId('edit-category')).toHaveCount(0);
    await page.getByTestId('category-scope').getByRole('button', { name: 'Your school’s' }).click();
    await expect(page.getByTestId('category-row').filter({ hasText: 'Animal Tales' })).toHaveCount(0);

    // Edit its own: the address stays unless changed.
    await own.getByTestId('edit-category').click();
    await expect(page.getByTestId('category-slug')).toHaveValue('greenwood-writers');
    await page.getByTestId('category-description').fill('Stories our pupils wrote and published.');
    await page.getByTestId('save-category').click();
    await expect(page.getByTestId('toast').filter({ hasText: '“Greenwood Writers” is saved.' })).toBeVisible();

    // A platform category's name is refused for a school category.
    await page.goto(`${GREENWOOD}/admin-school/add-book-category`);
    await page.getByTestId('category-name').fill('Animal tales');
    await page.getByTestId('save-category').click();
    await expect.poll(() => fieldErrorOf(page, 'category-name')).toContain('A platform-wide category already has this name');

    // A teacher cannot call the API.
    const teacher = await apiLogin(GREENWOOD, 'teacher@greenwood.test');
    expect((await call(GREENWOOD, 'GET', '/api/admin/book-categories/', { token: teacher.access })).status).toBe(403);
    expect((await call(GREENWOOD, 'GET', '/api/organization/stories/', { token: (await apiLogin(GREENWOOD, SCHOOL_ADMIN)).access })).status).toBe(403);
  });
});
