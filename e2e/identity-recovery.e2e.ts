import { expect, test } from '@playwright/test';
import { apiLogin, apiSignup, fieldErrorOf, GREENWOOD, MAIN, MSG, siteApi, storedSession, uniqueEmail } from './support/identity.js';
import { linkFromMail } from './support/mailbox.js';

test.describe('password reset and email verification, through real email', () => {
  test('verify the email, then reset the password with the emailed link and log in with it', async ({ page }) => {
    const { email } = await apiSignup(uniqueEmail('reset'));

    // The signup email's confirmation link (token in the fragment, taken out of the address bar).
    const verify = await linkFromMail(email, /(http:\/\/\S+?\/verification\/#token=[A-Za-z0-9_-]+)/);
    await page.goto(verify);
    await expect(page.getByTestId('verification-message')).toHaveText('Thank you! Your email address is confirmed.');
    expect(page.url()).toBe(`${MAIN}/verification/`);
    // From another page: the same path with only a new fragment would not load the page again.
    await page.goto(`${MAIN}/library`);
    await page.goto(verify);
    await expect(page.getByTestId('verification-message')).toHaveText('This confirmation link is invalid or has expired.');

    await page.goto(`${MAIN}/login`);
    await page.getByTestId('login-choose-teacher').click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${MAIN}/resetpasswordemail`);
    await page.getByTestId('reset-email-input').fill(email);
    await page.getByTestId('reset-email-submit').click();
    await expect(page.getByTestId('reset-email-message')).toHaveText(
      'If an account uses that email on this site, we have sent it a link to choose a new password.',
    );

    const link = await linkFromMail(email, /(http:\/\/\S+?\/password-reset-confirm\/#token=[A-Za-z0-9_-]+)/);
    await page.goto(link);
    await expect(page.getByTestId('reset-confirm-form')).toBeVisible();
    // The one-time token is gone from the address bar (and from this tab's history entry).
    expect(page.url()).toBe(`${MAIN}/password-reset-confirm/`);

    await page.getByTestId('reset-password').fill('Compass-Meadow-77');
    await page.getByTestId('reset-password2').fill('Compass-Meadow-78');
    await page.getByTestId('reset-confirm-submit').click();
    await expect.poll(() => fieldErrorOf(page, 'reset-password2')).toBe('Passwords does not match');
    await page.getByTestId('reset-password2').fill('Compass-Meadow-77');
    await page.getByTestId('reset-confirm-submit').click();
    await expect(page.getByTestId('reset-confirm-message')).toHaveText('Your password has been changed. You can now log in with it.');

    await page.getByTestId('reset-confirm-login').click();
    await page.getByTestId('login-choose-teacher').click();
    await page.getByTestId('teacher-email').fill(email);
    await page.getByTestId('teacher-password').fill('Compass-Meadow-77');
    await page.getByTestId('teacher-submit').click();
    await expect(page.getByTestId('toast').filter({ hasText: MSG.loginOk })).toBeVisible();
    expect((await storedSession(page)).user?.email).toBe(email);

    // A used link says so.
    await page.goto(link);
    await page.getByTestId('reset-password').fill('Another-Secret-99');
    await page.getByTestId('reset-password2').fill('Another-Secret-99');
    await page.getByTestId('reset-confirm-submit').click();
    await expect(page.getByTestId('reset-confirm-invalid-message')).toHaveText(
      'This password reset link is invalid or has expired. Please ask for a new one.',
    );
  });

  test('a reset link without its token explains what to do', async ({ page }) => {
    await page.goto(`${MAIN}/password-reset-confirm/`);
    await expect(page.getByTestId('reset-confirm-invalid-message')).toHaveText(
      'This password reset link is invalid or has expired. Please ask for a new one.',
    );
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/resetpasswordemail');
  });
});

test.describe('invitations', () => {
  async function invite(email: string) {
    const admin = await apiLogin(GREENWOOD, 'schooladmin@greenwood.test');
    const sent = await siteApi(GREENWOOD, 'POST', '/api/invitations/', { token: admin.access, body: { email, role: 'teacher' } });
    expect(sent.status).toBe(201);
    const link = await linkFromMail(email, /(http:\/\/greenwood\.localhost:\d+\/login\/[A-Za-z0-9_-]+)/);
    return { link, token: link.split('/').pop()! };
  }

  test('a new email creates its account on the school site and is welcomed', async ({ page }) => {
    const email = uniqueEmail('invited');
    const { link, token } = await invite(email);
    await page.goto(link);
    await expect(page).toHaveURL(`${GREENWOOD}/accept-invitation/${token}/`);
    await expect(page.getByTestId('invitation-summary')).toHaveText('You’re invited to join Greenwood Primary School as a teacher.');
    await expect(page.getByTestId('invitation-email')).toHaveValue(email);
    await page.getByTestId('invitation-first-name').fill('Noor');
    await page.getByTestId('invitation-last-name').fill('Haddad');
    await page.getByTestId('invitation-new-password').fill('Willow-Lantern-51');
    await page.getByTestId('invitation-new-password2').fill('Willow-Lantern-51');
    await page.getByTestId('invitation-create').click();
    await expect(page.getByRole('heading', { name: 'Welcome to Greenwood Primary School!' })).toBeVisible();
    expect((await storedSession(page)).user).toMatchObject({ email, role: 'teacher' });
    await page.getByTestId('invitation-dashboard').click();
    await expect(page).toHaveURL(`${GREENWOOD}/dashboard`);
  });

  test('an existing account logs in with its password, then the accept page opens after 500 ms', async ({ page }) => {
    const { email, password } = await apiSignup(uniqueEmail('moving'));
    const { link, token } = await invite(email);
    await page.goto(link);
    await expect(page.getByTestId('invitation-summary')).toContainText('Greenwood Primary School');
    await expect(page.getByTestId('invitation-email')).toHaveValue(email);
    await expect(page.getByTestId('invitation-email')).toHaveAttribute('readonly', '');
    await page.getByTestId('invitation-password').fill('wrong-password');
    await page.getByTestId('invitation-submit').click();
    await expect(page.getByTestId('form-alert')).toHaveText('The username or password you entered is incorrect.');

    await page.getByTestId('invitation-password').fill(password);
    // Timed inside the page, so a busy test machine cannot blur the 500 ms: when the success
    // shows, and when the router moves on.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { __marks: marks });
      new MutationObserver(() => {
        if (!marks.shown && document.querySelector('[data-testid="invitation-accepted"]')) marks.shown = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          if (!marks.moved && String(args[2] ?? '').includes('/accept-invitation/')) marks.moved = performance.now();
          return original(...args);
        };
      }
    });
    await page.getByTestId('invitation-submit').click();
    await page.waitForURL(`${GREENWOOD}/accept-invitation/${token}/`);
    const marks = await page.evaluate(() => (window as unknown as { __marks: { shown: number; moved: number } }).__marks);
    // The confirmation stays for the spec's 500 ms (waitForURL above proved it then moves on by
    // itself; how soon after is the machine's speed, not the product's behaviour).
    expect(marks.moved - marks.shown).toBeGreaterThanOrEqual(480);
    await expect(page.getByTestId('toast').filter({ hasText: MSG.loginOk })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Greenwood Primary School!' })).toBeVisible();
    expect((await storedSession(page)).user).toMatchObject({ email, role: 'teacher' });
  });

  test('an unknown invitation link says it cannot be used', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login/not-a-real-invitation-token`);
    await expect(page.getByTestId('invitation-problem-message')).toHaveText(
      'This invitation is invalid or has expired. Ask your school for a new one.',
    );
  });
});
