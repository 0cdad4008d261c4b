import { expect, test, type Page } from '@playwright/test';
import { apiLogin, BRIGHTFUTURES, GREENWOOD, MAIN, MSG, siteApi, storedSession } from './support/identity.js';

type Tokens = Awaited<ReturnType<typeof apiLogin>>;

/** Puts a session into the site's storage the way the app writes it after a login. */
async function storeSession(page: Page, site: string, session: { access: string; refresh: string; user: unknown }) {
  await page.goto(`${site}/library`);
  await page.evaluate((s) => {
    localStorage.setItem('cs.access', s.access);
    localStorage.setItem('cs.refresh', s.refresh);
    localStorage.setItem('cs.user', JSON.stringify(s.user));
  }, session);
}

test.describe('session', () => {
  test('an expired access token is refreshed once, and both rotated tokens are stored', async ({ page }) => {
    const tokens: Tokens = await apiLogin(GREENWOOD, 'teacher@greenwood.test');
    await storeSession(page, GREENWOOD, { ...tokens, access: 'expired.access.token' });
    const calls: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/user/profile/') || r.url().includes('/api/auth/token/refresh/')) calls.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });

    // A protected page checks the session with the server.
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect.poll(() => calls.includes('200 /api/user/profile/')).toBe(true);
    // Refused, refreshed once, retried.
    expect(calls[0]).toBe('401 /api/user/profile/');
    expect(calls.filter((c) => c.endsWith('/refresh/'))).toEqual(['200 /api/auth/token/refresh/']);
    await expect(page).toHaveURL(`${GREENWOOD}/dashboard`);
    const stored = await storedSession(page);
    expect(stored.access).not.toBe('expired.access.token');
    expect(stored.refresh).not.toBe(tokens.refresh);
    // The stored refresh token is the live one; the old one is spent.
    expect((await siteApi(GREENWOOD, 'POST', '/api/auth/token/refresh/', { body: { refresh: tokens.refresh } })).status).toBe(401);
    const rotated = await siteApi<{ access: string; refresh: string }>(GREENWOOD, 'POST', '/api/auth/token/refresh/', { body: { refresh: stored.refresh } });
    expect(rotated.status).toBe(200);
  });

  test('when the refresh fails too, storage is cleared and the user is sent to log in again with the warning', async ({ page }) => {
    const tokens: Tokens = await apiLogin(GREENWOOD, 'teacher@greenwood.test');
    await storeSession(page, GREENWOOD, { ...tokens, access: 'expired.access.token', refresh: 'revoked-refresh-token' });
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect(page.getByTestId('toast').filter({ hasText: MSG.tokenExpired })).toBeVisible();
    await expect(page).toHaveURL(`${GREENWOOD}/login`);
    await expect(page.getByTestId('login-step-choose')).toBeVisible();
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
  });

  test('guards: visitors go to login-or-register, other roles to /', async ({ page }) => {
    await page.goto(`${GREENWOOD}/admin-school/users`);
    await expect(page).toHaveURL(`${GREENWOOD}/login-or-register`);
    const teacher = await apiLogin(GREENWOOD, 'teacher@greenwood.test');
    await storeSession(page, GREENWOOD, teacher);
    await page.goto(`${GREENWOOD}/admin-school/users`);
    await expect(page).toHaveURL(`${GREENWOOD}/`);
    await page.goto(`${GREENWOOD}/admin-panel`);
    await expect(page).toHaveURL(`${GREENWOOD}/`);
  });

  // One test per role, so that each has its own time budget on a busy machine.
  for (const { site, email, href } of [
    { site: GREENWOOD, email: 'teacher@greenwood.test', href: '/dashboard' },
    { site: GREENWOOD, email: 'schooladmin@greenwood.test', href: '/admin-school' },
    { site: BRIGHTFUTURES, email: 'orgadmin@brightfutures.test', href: '/admin-organization' },
    { site: MAIN, email: 'admin@commonshelf.test', href: '/admin-panel' },
  ]) {
    test(`the header dashboard link follows the role (spec 6): ${email} → ${href}`, async ({ page }) => {
      await storeSession(page, site, await apiLogin(site, email));
      await page.goto(`${site}/library`);
      await expect(page.getByTestId('dashboard-button')).toHaveAttribute('href', href);
      await page.getByTestId('dashboard-button').click();
      // The console's code is loaded on first use, so the address changes once it has arrived.
      await expect(page).toHaveURL(new RegExp(`${href}(/dashboard)?$`), { timeout: 15_000 });
    });
  }
});
