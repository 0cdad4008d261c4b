import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { logInWithEmail, MAIN } from './support/identity.js';

const port = Number(process.env.E2E_PORT ?? 3100);
const GREENWOOD = `http://greenwood.localhost:${port}`;

test.describe('main site', () => {
  test('home renders with the header, its menus and the data', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-logo')).toHaveAttribute('href', '/library');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('book-card').first()).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expect(page.getByTestId('charity-card')).toHaveCount(3);

    for (const menu of ['register', 'learn', 'give', 'books', 'about']) {
      await expect(page.getByTestId(`nav-menu-${menu}`)).toBeVisible();
    }
    // By keyboard (a mouse click races the menu's open-on-hover): focus the trigger, press Enter.
    await page.getByTestId('nav-menu-learn').focus();
    await page.keyboard.press('Enter');
    const learn = page.getByTestId('nav-panel-learn');
    await expect(learn.getByRole('link', { name: /Courses/ })).toHaveAttribute('href', '/courses');
    await expect(learn.getByRole('link', { name: /Learning hubs|Hubs/i })).toBeVisible();
    // Keyboard: Escape closes the open menu.
    await page.keyboard.press('Escape');
    await expect(learn).toBeHidden();
    await expect(page.getByTestId('login-button')).toBeVisible();
  });

  test('the Register menu offers an account to visitors, not to someone signed in', async ({ page }) => {
    const registerLinks = async () => {
      await page.getByTestId('nav-menu-register').focus();
      await page.keyboard.press('Enter');
      const panel = page.getByTestId('nav-panel-register');
      await expect(panel.getByRole('link', { name: /Register your school|organi[sz]ation/i }).first()).toBeVisible();
      const hrefs = await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.keyboard.press('Escape');
      return hrefs;
    };
    await page.goto('/');
    expect(await registerLinks()).toEqual(expect.arrayContaining(['/login-or-register', '/register', '/tenant-register']));
    await logInWithEmail(page, MAIN, 'admin@commonshelf.test', '/');
    const signedIn = await registerLinks();
    expect(signedIn).toContain('/tenant-register');
    expect(signedIn).not.toContain('/register');
    expect(signedIn).not.toContain('/login-or-register');
  });

  test('uses the platform theme and wordmark', async ({ page }) => {
    await page.goto('/');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim());
    expect(primary.toUpperCase()).toBe('#11365A');
    await expect(page).toHaveTitle(/Commonshelf/);
  });

  test('unknown paths show the not-found page inside the layout', async ({ page }) => {
    await page.goto('/this/page/does/not-exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('a site page shows inside the layout, with its own title in the tab', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently/i);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page).toHaveTitle(/Frequently asked questions/);
  });

  test('the cart badge counts the saved cart', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 0 items');
    await page.evaluate(() => localStorage.setItem('cs.state', JSON.stringify({ cart: { items: [3, 5, 8], count: 3 }, search: { query: '' } })));
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 3 items');
  });

  test('an unreadable saved state is ignored', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('cs.state', '{not json'));
    await page.reload();
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 0 items');
  });

  test('admin areas send visitors to login-or-register', async ({ page }) => {
    await page.goto('/admin-panel/all-users');
    await expect(page).toHaveURL(/\/login-or-register/);
  });

  test('home has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('book-card').first()).toBeVisible();
    const results = await axe(page).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('Greenwood tenant site', () => {
  test('shows its logo, name and primary colour from the first paint', async ({ page }) => {
    await page.goto(`${GREENWOOD}/`);
    // Node cannot resolve *.localhost; the browser can, so ask the API from the page.
    const tenant = await page.evaluate(async () => (await fetch('/api/current-tenant')).json());
    const logo = page.getByTestId('site-logo').locator('img');
    await expect(logo).toHaveAttribute('src', tenant.logo);
    await expect(page.getByTestId('site-logo')).toContainText('Greenwood Primary School');
    await expect(page.getByTestId('home-hero')).toContainText('Greenwood Primary School');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim());
    expect(primary.toUpperCase()).toBe(tenant.primary_color.toUpperCase());
    // The CTA button is painted in the tenant's colour, not the platform's.
    const bg = await page.getByTestId('cta-library').evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = tenant.button_color.replace('#', '');
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
    expect([bg]).toContain(rgb);
    await expect(page).toHaveTitle(/Greenwood Primary School/);
  });

  test('the mode picker lists modes, keeps locked ones unselectable, and filters the home page', async ({ page }) => {
    await page.goto(`${GREENWOOD}/`);
    await page.getByTestId('mode-picker-button').click();
    const dialog = page.getByRole('dialog', { name: 'Select a Different Mode' });
    await expect(dialog).toBeVisible();
    const locked = dialog.locator('[data-testid="mode-card"][data-locked="true"]');
    await expect(locked).toHaveCount(1);
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await locked.click({ force: true });
    await expect(dialog).toBeVisible(); // nothing chosen
    const blurred = await locked.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some((n) => getComputedStyle(n).filter.includes('blur')),
    );
    expect(blurred).toBe(true);

    const open = dialog.locator('[data-testid="mode-card"][data-locked="false"]').first();
    const modeId = await open.getAttribute('data-mode-id');
    const booksRequest = page.waitForRequest((r) => r.url().includes('/api/books/') && r.url().includes(`mode=${modeId}`));
    await open.click();
    await booksRequest;
    await expect(page.getByTestId('active-mode')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('cs.modeId'))).toBe(modeId);
    await page.reload();
    await expect(page.getByTestId('active-mode')).toBeVisible();
  });

  test('Upload Stories appears in the user menu only on tenant sites', async ({ page }) => {
    const user = { id: 'u1', first_name: 'Sofia', last_name: 'Alvarez', email: 'teacher@greenwood.test', role: 'teacher', country: 'GB', avatar: null, username: null };
    // The session is made up, so what the app asks the server for it is answered here too (the cart).
    await page.route('**/api/data/cart/', (route) => route.fulfill({ json: { items: [], count: 0 } }));
    for (const [base, expected] of [[GREENWOOD, 1], [`http://localhost:${port}`, 0]] as const) {
      await page.goto(`${base}/`);
      await page.evaluate((u) => {
        localStorage.setItem('cs.user', JSON.stringify(u));
        localStorage.setItem('cs.access', 'x');
        localStorage.setItem('cs.refresh', 'y');
      }, user);
      await page.goto(`${base}/`);
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByTestId('user-menu-name')).toHaveText('Sofia Alvarez');
      await expect(page.getByTestId('user-menu-upload-stories')).toHaveCount(expected);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('360 px: no horizontal scrolling, menus in a drawer', async ({ page }) => {
    for (const url of ['/', `${GREENWOOD}/`, '/courses', '/no-such-page']) {
      await page.goto(url);
      await expect(page.getByTestId('site-header')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, url).toBeLessThanOrEqual(360);
    }
    await page.goto('/');
    await expect(page.getByTestId('mega-menu')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('drawer-section-give').click();
    await expect(drawer.getByRole('link', { name: /Charities/ }).first()).toBeVisible();
    await drawer.getByTestId('drawer-section-register').click();
    await expect(drawer.getByRole('link', { name: /Create an account/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();

    // A school's site makes its people's accounts: nothing there offers to sign up (spec 2).
    await page.goto(`${GREENWOOD}/`);
    await page.getByTestId('mobile-menu-button').click();
    await drawer.getByTestId('drawer-section-register').click();
    await expect(drawer.getByRole('link', { name: /Register your school/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Create an account|Log in or sign up/ })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('scroll position', () => {
  test('a page opened by its address starts at the top, whatever the page loaded before was scrolled to; a reload keeps its place', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 700 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });
});
