import http from 'node:http';
import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIN = `http://localhost:${PORT}`;
export const GREENWOOD = `http://greenwood.localhost:${PORT}`;
export const BRIGHTFUTURES = `http://brightfutures.localhost:${PORT}`;
export const DEMO_PASSWORD = 'demo-pass-2026';
export const CLASS_CODE = 'GRN4A';

export const MSG = {
  invalidClassCode: 'Invalid class code.',
  loginOk: 'Logged in successfully',
  communityOk: 'Community login successful! Welcome back.',
  passwordRequired: 'Please enter your password.',
  tokenExpired: 'Your token is expired, please relogin!',
  emailTaken: 'This email is already registered.',
} as const;

/** An address no other test (or earlier run on the same data) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

export type ApiResult<T> = { status: number; body: T };

/**
 * Calls the API of one site from Node. Tenant sites are told apart by the Host header, and Node
 * cannot resolve `*.localhost` the way browsers do, so this connects to loopback and names the site.
 */
export function siteApi<T = Record<string, unknown>>(
  site: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<ApiResult<T>> {
  const url = new URL(path, site);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `${url.pathname}${url.search}`,
        headers: {
          host: url.host,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/** Logs in through the API and returns the token pair. */
export async function apiLogin(site: string, username: string, password = DEMO_PASSWORD) {
  const result = await siteApi<{ access: string; refresh: string; user: Record<string, unknown> }>(site, 'POST', '/api/auth/token/', {
    body: { username, password, remember: false },
  });
  if (result.status !== 200) throw new Error(`login of ${username} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

/** A session handed to the browser as the web app keeps one (tokens in local storage). */
export async function storeSession(page: Page, session: { access: string; refresh: string; user: unknown }) {
  await page.evaluate(
    ([a, r, u]) => {
      localStorage.setItem('cs.access', a);
      localStorage.setItem('cs.refresh', r);
      localStorage.setItem('cs.user', u);
    },
    [session.access, session.refresh, JSON.stringify(session.user)] as const,
  );
}

/** Signs a demo account in on a site through the API and gives the browser its session; returns the access token. */
export async function signInWithTokens(page: Page, site: string, username: string, landing = '/login') {
  const session = await apiLogin(site, username);
  await page.goto(`${site}${landing}`);
  await storeSession(page, session);
  return session.access;
}

/** Creates a main-site account through the signup API (already logged in on no page). */
export async function apiSignup(email: string, password = 'Lantern-Harbour-42') {
  const result = await siteApi(MAIN, 'POST', '/api/signup/', {
    body: {
      first_name: 'Robin',
      last_name: 'Okoye',
      email,
      password,
      password2: password,
      country: 'KE',
      role: 'teacher',
      canvaAccount: false,
      agreeToTerms: true,
      turnstile_token: '',
    },
  });
  if (result.status !== 201) throw new Error(`signup answered ${result.status}: ${JSON.stringify(result.body)}`);
  return { email, password };
}

/** The stored session of the page's site, as the web app keeps it in localStorage. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('cs.access'),
    refresh: localStorage.getItem('cs.refresh'),
    user: JSON.parse(localStorage.getItem('cs.user') ?? 'null') as { role: string; email: string; first_name: string } | null,
  }));
}

/**
 * The error message a field's aria-describedby points at (what a screen reader announces with
 * it), or null; use with expect.poll.
 */
export async function fieldErrorOf(page: Page, testId: string): Promise<string | null> {
  const ids = (await page.getByTestId(testId).getAttribute('aria-describedby')) ?? '';
  for (const id of ids.split(' ').filter(Boolean)) {
    const error = page.locator(`[id="${id}"][data-testid="field-error"]`);
    if (await error.count()) return ((await error.textContent()) ?? '').trim();
  }
  return null;
}

/** Logs out through /logout and waits until it is done (the home page with the login button), so a next login starts signed out. */
export async function logOut(page: Page, site: string) {
  await page.goto(`${site}/logout`);
  await expect(page).toHaveURL(`${site}/`, { timeout: 30_000 });
  await expect(page.getByTestId('login-button')).toBeVisible();
}

/**
 * Logs an adult in through the login page's teacher form and waits for the page it was sent to.
 * The wait is long: checking a password hash on two busy cores can take several seconds.
 */
export async function logInWithEmail(page: Page, site: string, email: string, next: string, password = DEMO_PASSWORD) {
  await page.goto(`${site}/login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('login-choose-teacher').click();
  await page.getByTestId('teacher-email').fill(email);
  await page.getByTestId('teacher-password').fill(password);
  await page.getByTestId('teacher-submit').click();
  await expect(page).toHaveURL(`${site}${next}`, { timeout: 30_000 });
}
