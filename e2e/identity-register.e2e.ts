import { expect, test, type Page } from '@playwright/test';
import { fieldErrorOf, GREENWOOD, MAIN, MSG, storedSession, uniqueEmail } from './support/identity.js';

async function fillValidForm(page: Page, email: string, password = 'Lantern-Harbour-42') {
  await page.getByTestId('register-role-teacher').click();
  await page.getByTestId('register-first-name').fill('Amani');
  await page.getByTestId('register-last-name').fill('Wanjiru');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-country').fill('keny');
  await page.getByRole('option', { name: /Kenya/ }).click();
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-password2').fill(password);
  await page.getByTestId('register-canva').check();
  await page.getByTestId('register-agree').check();
}

const errorOf = (page: Page, testId: string) => expect.poll(() => fieldErrorOf(page, testId));

test.describe('register', () => {
  test('the form shows the spec’s messages next to their fields', async ({ page }) => {
    await page.goto(`${MAIN}/register`);
    await page.getByTestId('register-submit').click();
    await errorOf(page, 'register-first-name').toBe('This field is required.');
    await errorOf(page, 'register-email').toBe('This field is required.');
    await errorOf(page, 'register-password').toBe('Please enter a password');
    await errorOf(page, 'register-password2').toBe('Please re-type your password');
    await expect(page.getByTestId('agree-error')).toHaveText('You must agree to the terms and conditions');
    await expect(page.getByTestId('role-error')).toHaveText('Choose student or teacher.');

    await page.getByTestId('register-first-name').fill('x'.repeat(256));
    await page.getByTestId('register-email').fill('not-an-email');
    await page.getByTestId('register-password').fill('short');
    await page.getByTestId('register-password2').fill('different');
    await page.getByTestId('register-password2').blur();
    await errorOf(page, 'register-first-name').toBe('Characters too long');
    await errorOf(page, 'register-email').toBe('Enter a valid email address.');
    await errorOf(page, 'register-password').toBe('Password must have at least 8 characters');
    await errorOf(page, 'register-password2').toBe('Passwords does not match');
    await expect(page.getByTestId('register-password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the country list is embedded and searchable by name or code, with the keyboard', async ({ page }) => {
    const countryRequests: string[] = [];
    page.on('request', (r) => {
      // The list ships with the app (its own script chunk may load); no country service is asked.
      const { pathname } = new URL(r.url());
      if (/countr/i.test(pathname) && !pathname.startsWith('/assets/')) countryRequests.push(r.url());
    });
    await page.goto(`${MAIN}/register`);
    const country = page.getByTestId('register-country');
    await country.click();
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
    expect(await page.getByRole('option').count()).toBeGreaterThan(240);
    await country.fill('uk');
    await expect(page.getByRole('option').first()).toContainText('United Kingdom');
    await country.fill('IN');
    await expect(page.getByRole('option').first()).toContainText('India');
    await country.fill('cote');
    await expect(page.getByRole('option').first()).toContainText('Côte d’Ivoire');
    await country.fill('nig');
    await page.keyboard.press('ArrowDown');
    await expect(country).toHaveAttribute('aria-activedescendant', /-NG$/);
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Nigeria');
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeHidden();
    expect(countryRequests).toEqual([]);
  });

  test('server refusals: an email already registered, a too common password', async ({ page }) => {
    await page.goto(`${MAIN}/register`);
    await fillValidForm(page, 'teacher@greenwood.test');
    await page.getByTestId('register-submit').click();
    await errorOf(page, 'register-email').toBe(MSG.emailTaken);
    // Said once, under the field it is about, which has the focus.
    await expect(page.getByTestId('register-email')).toBeFocused();
    await expect(page.getByText(MSG.emailTaken)).toHaveCount(1);
    await expect(page.getByTestId('register-error')).toHaveCount(0);

    await page.getByTestId('register-email').fill(uniqueEmail('common'));
    await page.getByTestId('register-password').fill('password123');
    await page.getByTestId('register-password2').fill('password123');
    await page.getByTestId('register-submit').click();
    await errorOf(page, 'register-password').toContain('This password is too common.');
    await expect(page.getByTestId('register-password')).toBeFocused();
  });

  test('success logs in, celebrates for two seconds and offers the dashboard', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.clock.install();
    await page.goto(`${MAIN}/register`);
    // No Turnstile site key in this run: no widget, and no script from another origin.
    await expect(page.getByTestId('turnstile')).toHaveCount(0);
    await fillValidForm(page, email);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/signup/'));
    // From here the page's clock stands still unless the test moves it, however busy the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    await page.getByTestId('register-submit').click();
    expect((await request).postDataJSON()).toEqual({
      first_name: 'Amani',
      last_name: 'Wanjiru',
      email,
      country: 'KE',
      role: 'teacher',
      canvaAccount: true,
      agreeToTerms: true,
      password: 'Lantern-Harbour-42',
      password2: 'Lantern-Harbour-42',
      turnstile_token: '',
    });

    const heading = page.getByRole('heading', { name: 'Congratulations! Your Commonshelf account is created!' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    // The page's clock is Playwright's, so "two seconds" is checked exactly, not against a busy machine.
    await expect(page.getByTestId('confetti')).toBeVisible();
    await page.clock.runFor(1900);
    await expect(page.getByTestId('confetti')).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByTestId('confetti')).toHaveCount(0);

    expect((await storedSession(page)).user).toMatchObject({ email, role: 'teacher' });
    await expect(page.getByTestId('register-dashboard')).toHaveText(/Go to Dashboard/);
    await page.getByTestId('register-dashboard').click();
    await expect(page).toHaveURL(`${MAIN}/dashboard`);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src && !s.src.startsWith(location.origin)).length)).toBe(0);
  });

  test('no confetti for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A real signup: a made-up session would be refused by the first signed-in request and end at the login page.
    await page.goto(`${MAIN}/register`);
    await fillValidForm(page, uniqueEmail('calm'));
    await page.getByTestId('register-submit').click();
    await expect(page.getByRole('heading', { name: /Congratulations!/ })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('confetti')).toHaveCount(0);
  });

  test('tenant sites do not offer signup', async ({ page }) => {
    await page.goto(`${GREENWOOD}/register`);
    await expect(page.getByTestId('register-tenant-site')).toContainText('created by the school');
    await expect(page.getByTestId('register-form')).toHaveCount(0);
  });
});
