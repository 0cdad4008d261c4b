import { expect, test, type Page } from '@playwright/test';
import { apiLogin, GREENWOOD, MAIN, siteApi, signInWithTokens } from './support/identity.js';


/** What has focus, and whether it shows it: a computed outline, or a box-shadow ring. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      id: el.id,
      testId: el.dataset.testid ?? null,
      label: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} “${name}”`,
      visible: outline || ring,
      inMain: Boolean(el.closest('#main-content')),
    };
  });
}

/** The skip link is the first Tab stop and shows its focus; Enter moves focus to the main content. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first?.testId, 'the first Tab stop').toBe('skip-link');
  expect(first?.visible, 'the skip link shows its focus').toBe(true);
  await expect(page.getByTestId('skip-link')).toBeInViewport();
  await page.keyboard.press('Enter');
  expect((await focused(page))?.id).toBe('main-content');
}

/** Tabs from the top of a freshly loaded page until focus reaches the main content; every stop on the way must show its focus. */
async function tabThroughChrome(page: Page, limit = 60) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now || now.inMain) break;
    expect(now.visible, `${now.label} shows a focus indicator`).toBe(true);
    stops.push(now.label);
  }
  return stops;
}

test.describe('keyboard use', () => {
  test('the home page: skip link, header menus, user menu and cart by keyboard, every stop visibly focused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithTokens(page, GREENWOOD, 'teacher@greenwood.test');
    await page.goto(`${GREENWOOD}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSkipLink(page);

    const stops = await tabThroughChrome(page);
    for (const part of ['skip-link', 'user-menu-trigger', 'cart-link', 'nav-menu-']) {
      expect(stops.some((s) => s.includes(part)), `${part} is a Tab stop of the header`).toBe(true);
    }

    // A mega menu opens with Enter, Tab goes into its panel, Escape closes it and focus returns.
    const trigger = page.locator('[data-testid^="nav-menu-"]').first();
    const key = ((await trigger.getAttribute('data-testid')) ?? '').replace('nav-menu-', '');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId(`nav-panel-${key}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    const inPanel = await page.evaluate((k) => Boolean(document.activeElement?.closest(`[data-testid="nav-panel-${k}"]`)), key);
    expect(inPanel, 'Tab moves into the open panel').toBe(true);
    expect((await focused(page))?.visible, 'a link of the panel shows its focus').toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // The user menu: Enter opens it on its first item, arrows move, Escape closes it back to its button.
    const userTrigger = page.getByTestId('user-menu-trigger');
    await userTrigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('user-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const item = await focused(page);
    expect(item?.label, 'an item of the menu has focus').toMatch(/^a\[user-menu-/);
    expect(item?.visible, 'the menu item shows its focus').toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(userTrigger).toBeFocused();

    // The cart is a link: Enter opens it.
    await page.getByTestId('cart-link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${GREENWOOD}/cart`);
  });

  test('an admin page: skip link, the sidebar and the small screen’s menu dialog by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithTokens(page, MAIN, 'admin@commonshelf.test');
    await page.goto(`${MAIN}/admin-panel/all-users`);
    await expect(page.getByRole('heading', { level: 1, name: 'All users' })).toBeVisible();
    await expectSkipLink(page);
    const stops = await tabThroughChrome(page, 80);
    expect(stops.length, 'the sidebar and top bar have Tab stops').toBeGreaterThan(5);

    // At a phone's width the sidebar is a dialog: it opens from its button, keeps focus inside, and Escape closes it.
    await page.setViewportSize({ width: 360, height: 740 });
    const button = page.getByTestId('admin-menu-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('admin-drawer');
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="admin-drawer"]'))), 'focus stays in the dialog').toBe(true);
      expect((await focused(page))?.visible).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('with the menus open, no animation or transition runs and nothing moves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithTokens(page, GREENWOOD, 'teacher@greenwood.test');
    await page.goto(`${GREENWOOD}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A mega menu's panel fades in and its chevron turns; the user menu pops in.
    await page.locator('[data-testid^="nav-menu-"]').first().hover();
    await expect(page.locator('[data-testid^="nav-panel-"]').first()).toBeVisible();
    const timings = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))));
      const all = [...document.querySelectorAll('*')];
      return {
        animated: all.filter((el) => /\b(transition|animate-|duration-)/.test(el.getAttribute('class') ?? '')).length,
        longest: Math.max(...all.map((el) => {
          const s = getComputedStyle(el);
          return Math.max(seconds(s.animationDuration), seconds(s.transitionDuration));
        })),
      };
    });
    expect(timings.animated, 'the page has animated elements to check').toBeGreaterThan(5);
    expect(timings.longest, 'no animation or transition lasts longer than a hundredth of a second').toBeLessThanOrEqual(0.01);
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  });

  test('the skeleton’s shimmer stands still', async ({ page }) => {
    // Hold the books back so the library's skeleton stays on screen.
    await page.route('**/api/books/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(`${MAIN}/library`);
    const shimmer = page.locator('.animate-shimmer').first();
    await expect(shimmer).toBeAttached();
    const state = await shimmer.evaluate((el) => {
      const s = getComputedStyle(el);
      return { duration: parseFloat(s.animationDuration), iterations: s.animationIterationCount };
    });
    expect(state.duration).toBeLessThanOrEqual(0.01);
    expect(state.iterations).toBe('1');
  });

  test('earning a certificate shows its panel at once, without confetti', async ({ page }) => {
    // A student no other test uses finishes every lesson but the last through the API.
    const site = GREENWOOD;
    const { access } = await apiLogin(site, 'oliverb03');
    const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => siteApi<T>(site, method, path, { token: access, body });
    const course = (await api<{ id: number; chapters: { slug: string; lessons: { slug: string }[] }[] }>('GET', '/api/courses/21-day-reading-challenge/')).body;
    expect((await api('POST', '/api/course-enrollments/', { course: course.id })).status).toBeLessThan(300);
    const lessons = course.chapters.flatMap((c) => c.lessons.map((l) => `${c.slug}/lessons/${l.slug}`));
    // The seeded quiz of the reading challenge (apps/server/src/db/seed/seed.ts, DEMO_QUIZZES); passing it completes its lesson.
    const quizLesson = 'week-3-share-your-story/lessons/days-15-18-become-a-book-reviewer';
    expect((await api<{ passed: boolean }>('POST', `/api/courses/21-day-reading-challenge/chapters/${quizLesson}/quiz/`, { answers: [1, 0, 1] })).body.passed).toBe(true);
    const last = lessons.at(-1)!;
    for (const lesson of lessons.filter((l) => l !== quizLesson && l !== last)) {
      expect((await api('POST', `/api/courses/21-day-reading-challenge/chapters/${lesson}/complete/`)).status).toBe(200);
    }

    await signInWithTokens(page, site, 'oliverb03');
    await page.goto(`${site}/course/21-day-reading-challenge/${last.replace('/lessons/', '/')}`);
    await page.getByTestId('mark-complete').click();
    const panel = page.getByTestId('certificate-panel');
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration))).toBeLessThanOrEqual(0.01);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('confetti')).toHaveCount(0);
  });
});
