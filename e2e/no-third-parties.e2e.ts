import { expect, test, type Page } from '@playwright/test';
import { CLASS_CODE, DEMO_PASSWORD, GREENWOOD, logInWithEmail, MAIN } from './support/identity.js';

/**
 * Children use these pages: nothing they open may call another origin (no trackers, fonts, scripts,
 * images or analytics from elsewhere). Every request of every page below, its scripts' requests
 * included, must go to the page's own origin. (Impact films load a video player only after a press
 * of Play; that opt-in is tested in sdgs-films.e2e.ts.)
 */

/** Opens each path on the site and returns the requests that went to another origin. */
async function foreignRequests(page: Page, site: string, paths: string[]): Promise<string[]> {
  const foreign: string[] = [];
  const own = new URL(site).origin;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== own) foreign.push(`${page.url()} → ${r.url()}`);
  });
  for (const path of paths) {
    await page.goto(`${site}${path}`);
    await expect(page.locator('#main-content')).toBeVisible();
    // Let lazy chunks, images and fonts load.
    await page.waitForLoadState('networkidle');
  }
  return foreign;
}

const PUBLIC = ['/', '/library', '/library/the-mango-tree-that-waited', '/courses', '/charities', '/projects', '/live', '/challenges', '/sdgs', '/impact-films', '/libraries', '/dear-world-book', '/cart', '/login', '/register', '/refund-policy', '/privacy-policy', '/parent-consent', '/about', '/faq', '/navigating-the-platform', '/contact', '/report-a-problem', '/global-reach'];

test.describe('no third-party requests', () => {
  // Each test walks many pages, waiting for each to go quiet.
  test.describe.configure({ timeout: 120_000 });
  test('the main site’s public pages call no other origin', async ({ page }) => {
    expect(await foreignRequests(page, MAIN, PUBLIC)).toEqual([]);
  });

  test('a school’s site, a student’s dashboard and the reader call no other origin', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-input').fill(CLASS_CODE);
    await page.getByTestId('class-code-submit').click();
    await page.getByTestId('student-tile').first().click();
    await page.getByTestId('student-password').fill(DEMO_PASSWORD);
    await page.getByTestId('student-submit').click();
    await expect(page).not.toHaveURL(/\/login/);
    expect(await foreignRequests(page, GREENWOOD, [...PUBLIC.filter((p) => p !== '/login' && p !== '/register'), '/dashboard', '/library/the-mango-tree-that-waited/read'])).toEqual([]);
  });

  test('the school admin’s console calls no other origin', async ({ page }) => {
    await logInWithEmail(page, GREENWOOD, 'schooladmin@greenwood.test', '/admin-school/dashboard');
    expect(await foreignRequests(page, GREENWOOD, ['/admin-school/dashboard', '/admin-school/users', '/admin-school/classes', '/admin-school/stories', '/admin-school/profile'])).toEqual([]);
  });
});
