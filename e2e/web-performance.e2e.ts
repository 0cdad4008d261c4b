import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, MAIN, signInWithTokens } from './support/identity.js';

// The build's chunks of the admin consoles and of the reader, by the names the bundler gives them
// (the area's module or the lazily imported page): a visitor's home page must request none.
const ADMIN_OR_READER = /\/assets\/(admin-(panel|school|organization)\.area|admin-shell|reader\.area|reader-page|user-admin-pages|rich-text-editor)-[\w-]+\.js$/;

/** Zod's own chunks: its schemas and the rest. */
const ZOD = /\/assets\/(zod|schemas|coerce)-[\w-]+\.js$/;

/** The scripts a page requests from the start until the network settles. */
async function scriptsRequestedBy(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return scripts;
}

test.describe('what the home page loads', () => {
  // The service worker would fetch the build's files for offline use, which is not the page's loading.
  test.use({ serviceWorkers: 'block' });

  for (const [site, origin] of [
    ['the main site', MAIN],
    ['a school', GREENWOOD],
  ] as const) {
    test(`a visitor's home page on ${site} requests no admin or reader chunk`, async ({ page }) => {
      const scripts = await scriptsRequestedBy(page, `${origin}/`);
      await expect(page.getByTestId('home-hero')).toBeVisible();
      // The check sees the page's chunks (the home page's own area among them)...
      expect(scripts.some((s) => /\/assets\/home\.area-/.test(s))).toBe(true);
      // ...and none of the consoles' or the reader's.
      expect(scripts.filter((s) => ADMIN_OR_READER.test(s))).toEqual([]);
      // Nor the English texts of the admin consoles: only the shell's and the home page's namespaces.
      expect(scripts.filter((s) => /\/assets\/en-(admin-|tenants-|content-admin-)/.test(s))).toEqual([]);
    });
  }

  test('the same names are what an admin console does load (the check above can fail)', async ({ page }) => {
    await signInWithTokens(page, GREENWOOD, 'schooladmin@greenwood.test');
    const scripts = await scriptsRequestedBy(page, `${GREENWOOD}/admin-school/dashboard`);
    await expect(page.getByRole('main')).toBeVisible();
    expect(scripts.filter((s) => ADMIN_OR_READER.test(s)).length).toBeGreaterThan(0);
  });
});

test.describe('what the login page loads', () => {
  test.use({ serviceWorkers: 'block' });

  test('its first step shows without the later steps’ forms (nor Zod), which follow it', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldBack: string[] = [];
    await page.route(/\/assets\/(login-forms|zod)-[\w-]+\.js$/, async (route) => {
      heldBack.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(`${GREENWOOD}/login`);
    await expect(page.getByTestId('login-choose-teacher')).toBeVisible();
    // Asked for while the first step shows (so a choice usually finds them there), not waited for.
    await expect.poll(() => heldBack.some((p) => p.includes('/login-forms-'))).toBe(true);
    await page.getByTestId('login-choose-teacher').click();
    await expect(page.getByTestId('login-step-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('teacher-email')).toBeVisible();
    await expect(page.getByTestId('login-step-loading')).toHaveCount(0);
  });

  test('when the forms cannot be fetched, choosing a step shows the error page, not an endless wait', async ({ page }) => {
    await page.route(/\/assets\/login-forms-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-teacher').click();
    await expect(page.getByTestId('route-error')).toBeVisible();
  });
});

test.describe('what a book’s page loads', () => {
  test.use({ serviceWorkers: 'block' });

  test('a visitor’s book page requests its own area and no Zod', async ({ page }) => {
    await page.goto(`${MAIN}/`);
    const books = await page.evaluate(async () => (await fetch('/api/books/')).json());
    const id = (books.results ?? books)[0].id;
    const scripts = await scriptsRequestedBy(page, `${MAIN}/library/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/book\.area-/.test(s))).toBe(true);
    // Zod's own chunks (the schemas and the rest), which forms bring.
    expect(scripts.filter((s) => ZOD.test(s))).toEqual([]);
    // The cover, the page's largest picture, is fetched ahead of the page's other images.
    await expect(page.getByTestId('book-page').locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  });
});

test.describe('a detail page while it loads', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });

  // The footer under a short loading placeholder would be in view, then jump down when the page
  // comes: a layout shift that Lighthouse counts against the page.
  test('a book’s page keeps its footer below the first screen until the book comes', async ({ page }) => {
    await page.goto(`${MAIN}/`);
    const books = await page.evaluate(async () => (await fetch('/api/books/')).json());
    const id = (books.results ?? books)[0].id;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/api/books/${id}/$`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${MAIN}/library/${id}`);
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    const footer = page.getByTestId('site-footer');
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(823);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(823);
  });
});

test.describe('what pages to read load', () => {
  test.use({ serviceWorkers: 'block' });

  // Search results, partner libraries (with their countries), the Dear World book and the course
  // catalogue: pages to read, no forms, each in its area.
  for (const [path, heading, area] of [
    ['/search?q=river', /river/i, 'library'],
    ['/libraries', /libraries/i, 'library'],
    ['/dear-world-book', /dear world/i, 'library'],
    ['/courses', /courses/i, 'learning'],
  ] as const) {
    test(`${path} requests the ${area} area and no Zod`, async ({ page }) => {
      const scripts = await scriptsRequestedBy(page, `${MAIN}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(scripts.some((s) => s.startsWith(`/assets/${area}.area-`))).toBe(true);
      expect(scripts.filter((s) => ZOD.test(s))).toEqual([]);
    });
  }
});

test.describe('what the giving area’s pages load', () => {
  test.use({ serviceWorkers: 'block' });

  test('the list of charities requests its area and no Zod; a charity’s page, with its donation form, its own', async ({ page }) => {
    const scripts = await scriptsRequestedBy(page, `${MAIN}/charities`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/giving\.area-/.test(s))).toBe(true);
    expect(scripts.filter((s) => ZOD.test(s) || /\/assets\/donate\.area-/.test(s))).toEqual([]);

    const charities = await page.evaluate(async () => (await fetch('/api/charities/')).json());
    const id = (charities.results ?? charities)[0].id;
    const more: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') more.push(new URL(request.url()).pathname);
    });
    await page.goto(`${MAIN}/charities/${id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(more.some((s) => /\/assets\/donate\.area-/.test(s))).toBe(true);
  });
});

test.describe('what the public area’s pages load', () => {
  test.use({ serviceWorkers: 'block' });

  // The experiment sandbox's rich-text editor (the largest chunk after the entry) is its own area's,
  // and the pages with a form (with Zod) are the public-forms area's.
  for (const [path, heading] of [
    ['/about', /about/i],
    ['/no-such-page', /not found/i],
  ] as const) {
    test(`${path} requests the public area, and neither the rich-text editor nor Zod`, async ({ page }) => {
      const scripts = await scriptsRequestedBy(page, `${MAIN}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(scripts.some((s) => /\/assets\/public\.area-/.test(s))).toBe(true);
      expect(scripts.filter((s) => /\/assets\/(rich-text-editor|experiment\.area|public-forms\.area)-/.test(s))).toEqual([]);
      expect(scripts.filter((s) => ZOD.test(s))).toEqual([]);
    });
  }

  test('/contact loads the area of the pages with a form, and its form works from it', async ({ page }) => {
    const scripts = await scriptsRequestedBy(page, `${MAIN}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/public-forms\.area-/.test(s))).toBe(true);
    // Sent empty, the form marks its fields (Zod's checks run in the page).
    await page.getByTestId('enquiry-submit').click();
    await expect(page.getByTestId('enquiry-name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('/experiment loads its own area, with the editor', async ({ page }) => {
    const scripts = await scriptsRequestedBy(page, `${MAIN}/experiment`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/experiment\.area-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/rich-text-editor-/.test(s))).toBe(true);
  });
});
