import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { apiLogin, BRIGHTFUTURES, CLASS_CODE, DEMO_PASSWORD, GREENWOOD, MAIN, MSG, siteApi, storedSession } from './support/identity.js';

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('login: teacher', () => {
  test('an error is the same red on every site, whatever its brand colours', async ({ page }) => {
    const errorColours: string[] = [];
    for (const site of [GREENWOOD, BRIGHTFUTURES]) {
      await page.goto(`${site}/login`);
      await page.getByTestId('login-choose-teacher').click();
      await page.getByTestId('teacher-submit').click();
      const error = page.getByTestId('teacher-login-form').getByTestId('field-error').first();
      await expect(error).toHaveText(MSG.passwordRequired);
      errorColours.push(await error.evaluate((el) => getComputedStyle(el).color));
    }
    // Bright Futures' accent colour is its brand's purple; its errors stay red.
    expect(errorColours).toEqual(['rgb(180, 35, 24)', 'rgb(180, 35, 24)']);
  });

  test('a visitor sent to log in comes back to the page they asked for', async ({ page }) => {
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect(page).toHaveURL(/\/login-or-register$/);
    // Tenant sites create their own users: no Create an Account here.
    await expect(page.getByTestId('create-account-link')).toHaveCount(0);
    await page.getByTestId('login-link').click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByTestId('login-choose-teacher').click();
    await expect(page.getByRole('heading', { name: 'Teacher login' })).toBeFocused();
    await page.getByTestId('teacher-submit').click();
    // Spec 5: username and password both say 'Please enter your password.'
    await expect(page.getByTestId('teacher-login-form').getByText(MSG.passwordRequired)).toHaveCount(2);
    await expect(page.getByTestId('teacher-email')).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await page.getByTestId('teacher-email').getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy!.split(' ')[0]}"]`)).toHaveText(MSG.passwordRequired);

    await page.getByTestId('teacher-email').fill('teacher@greenwood.test');
    await page.getByTestId('teacher-password').fill('not-the-password');
    await page.getByTestId('teacher-submit').click();
    await expect(page.getByTestId('form-alert')).toHaveText('The username or password you entered is incorrect.');

    await page.getByTestId('teacher-password').fill(DEMO_PASSWORD);
    await page.getByTestId('teacher-submit').click();
    await expect(toast(page, MSG.loginOk)).toBeVisible();
    await expect(page).toHaveURL(`${GREENWOOD}/dashboard`);
    const session = await storedSession(page);
    expect(session.user?.role).toBe('teacher');
    expect(session.access).toBeTruthy();
    expect(session.refresh).toBeTruthy();
    await expect(page.getByTestId('dashboard-button')).toHaveAttribute('href', '/dashboard');

    // Spec 4: someone already logged in who opens the login page goes to /.
    await page.goto(`${GREENWOOD}/login`);
    await expect(page).toHaveURL(`${GREENWOOD}/`);
  });

  test('logout ends the session here and on the server', async ({ page }) => {
    const tokens = await apiLogin(GREENWOOD, 'teacher@greenwood.test');
    await page.goto(`${GREENWOOD}/`);
    await page.evaluate((t) => {
      localStorage.setItem('cs.access', t.access);
      localStorage.setItem('cs.refresh', t.refresh);
      localStorage.setItem('cs.user', JSON.stringify(t.user));
    }, tokens);
    await page.goto(`${GREENWOOD}/logout`);
    await expect(page).toHaveURL(`${GREENWOOD}/`);
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect((await storedSession(page)).user).toBeNull();
    await expect
      .poll(async () => (await siteApi(GREENWOOD, 'POST', '/api/auth/token/refresh/', { body: { refresh: tokens.refresh } })).status)
      .toBe(401);
  });
});

test.describe('login: student on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('class code (upper-cased as typed), class list with search and pages, then the password', async ({ page }) => {
    const listRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/list-student-in-class/')) listRequests.push(r.url());
    });
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').click();
    await expect(page.getByRole('heading', { name: 'What’s your class code?' })).toBeFocused();
    const code = page.getByTestId('class-code-input');
    await code.pressSequentially('grn 4a');
    await expect(code).toHaveValue(CLASS_CODE);
    await noHorizontalScroll(page);
    await page.getByTestId('class-code-submit').click();

    const tiles = page.getByTestId('student-tile');
    await expect(page.getByTestId('login-step-students')).toContainText('Year 4 Oak');
    await expect(tiles).toHaveCount(20);
    await expect(tiles.first()).toHaveAccessibleName('Aarav S.');
    await expect(page.getByTestId('student-count')).toHaveText('25 students in this class.');
    await expect(page.getByTestId('student-prev')).toBeDisabled();
    await noHorizontalScroll(page);
    await page.getByTestId('student-next').click();
    await expect(tiles).toHaveCount(5);
    await expect(page.getByTestId('student-page')).toHaveText('Page 2 of 2');
    await expect(page.getByTestId('student-next')).toBeDisabled();
    // At the last page the focus moves to the button still in use, not to the page's start.
    await expect(page.getByTestId('student-prev')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tiles).toHaveCount(20);
    await expect(page.getByTestId('student-next')).toBeFocused();

    // One request for a burst of typing, half a second after the last key (spec 9).
    const before = listRequests.length;
    await page.getByTestId('student-search').pressSequentially('mei', { delay: 60 });
    await expect(tiles).toHaveCount(1);
    await expect(tiles.first()).toHaveAccessibleName('Mei C.');
    const searches = listRequests.slice(before).filter((u) => u.includes('search='));
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('search=mei');
    expect(searches[0]).toContain('limit=20');
    await expect(page.getByTestId('student-pagination')).toHaveCount(0);
    // Clearing the search takes its button away: the focus stays in the search box.
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByTestId('student-search')).toBeFocused();
    await expect(page.getByTestId('student-search')).toHaveValue('');
    await expect(tiles).toHaveCount(20);
    await page.getByTestId('student-search').pressSequentially('mei', { delay: 60 });
    await expect(tiles).toHaveCount(1);

    await tiles.first().click();
    await expect(page.getByTestId('student-greeting')).toHaveText('Hi, Mei!');
    await expect(page.getByTestId('student-chosen')).toHaveText('Mei C. · Year 4 Oak');
    await page.getByTestId('student-not-me').click();
    await expect(page.getByTestId('login-step-students')).toBeVisible();
    await page.getByTestId('student-tile').filter({ hasText: 'Mei C.' }).click();

    await page.getByTestId('student-submit').click();
    await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
    await page.getByTestId('student-password').fill('wrong-password');
    await page.getByTestId('student-submit').click();
    // The child picked their own name: only the password can be wrong, and they are told so.
    await expect(page.getByTestId('form-alert')).toHaveText('That password is not right. Try again, or ask your teacher.');
    await page.getByTestId('student-password').fill(DEMO_PASSWORD);
    await page.getByTestId('student-submit').click();
    await expect(toast(page, MSG.loginOk)).toBeVisible();
    await expect(page).toHaveURL(`${GREENWOOD}/`);
    const session = await storedSession(page);
    expect(session.user).toMatchObject({ role: 'student', first_name: 'Mei' });
  });

  test('the phone’s or browser’s Back goes one step back, keeping the class code, and only then leaves the page', async ({ page }) => {
    await page.goto(`${GREENWOOD}/library`);
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-input').fill(CLASS_CODE);
    await page.getByTestId('class-code-submit').click();
    await page.getByTestId('student-tile').filter({ hasText: 'Mei C.' }).click();
    await expect(page.getByTestId('student-greeting')).toHaveText('Hi, Mei!');

    await page.goBack();
    await expect(page.getByTestId('login-step-students')).toContainText('Year 4 Oak');
    await page.goBack();
    await expect(page.getByTestId('login-step-class-code')).toBeVisible();
    await expect(page.getByTestId('class-code-input')).toHaveValue(CLASS_CODE);
    // Forward again, then the page's own Back: the two Backs agree.
    await page.getByTestId('class-code-submit').click();
    await expect(page.getByTestId('login-step-students')).toBeVisible();
    await page.getByTestId('login-back').click();
    await expect(page.getByTestId('login-step-class-code')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('login-step-choose')).toBeVisible();
    await expect(page).toHaveURL(`${GREENWOOD}/login`);
    await page.goBack();
    await expect(page).toHaveURL(`${GREENWOOD}/library`);
  });

  test('a wrong class code says so and keeps the child on the class code step; Back goes one step back', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-input').fill('nope42');
    await page.getByTestId('class-code-submit').click();
    await expect(toast(page, MSG.invalidClassCode)).toBeVisible();
    await expect(page.getByTestId('class-code-form').getByTestId('field-error')).toHaveText(MSG.invalidClassCode);
    await expect(page.getByTestId('student-tile')).toHaveCount(0);
    await expect(page.getByTestId('class-code-input')).toBeFocused();
    await page.getByTestId('login-back').click();
    await expect(page.getByTestId('login-step-choose')).toBeVisible();
    // The refusal goes once a right code is given.
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('class-code-input').fill('nope42');
    await page.getByTestId('class-code-submit').click();
    await expect(toast(page, MSG.invalidClassCode)).toBeVisible();
    await page.getByTestId('class-code-input').fill(CLASS_CODE);
    await page.getByTestId('class-code-submit').click();
    await expect(page.getByTestId('login-step-students')).toContainText('Year 4 Oak');
    await expect(toast(page, MSG.invalidClassCode)).toHaveCount(0);
  });

  test('a /login?class= link opens the class list; Back stays on the class code step', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login?class=grn4a`);
    await expect(page.getByTestId('login-step-students')).toContainText('Year 4 Oak');
    await page.getByTestId('login-back').click();
    await expect(page.getByTestId('login-step-class-code')).toBeVisible();
    await expect(page.getByTestId('class-code-input')).toHaveValue(CLASS_CODE);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('login-step-class-code')).toBeVisible();
  });

  test('a photo of the class QR code opens the class list', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').click();
    const other = await QRCode.toBuffer('https://example.org/a-poster', { type: 'png', width: 360 });
    await page.getByTestId('qr-photo-input').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: other });
    await expect(page.getByTestId('field-error')).toHaveText(/not a class code/);

    const classQr = await QRCode.toBuffer(`${GREENWOOD}/login?class=${CLASS_CODE}`, { type: 'png', width: 480, margin: 4 });
    await page.getByTestId('qr-photo-input').setInputFiles({ name: 'class-qr.png', mimeType: 'image/png', buffer: classQr });
    await expect(page.getByTestId('login-step-students')).toContainText('Year 4 Oak');
    await expect(page.getByTestId('student-tile')).toHaveCount(20);
  });

  test('without a usable camera the scanner explains, and Back leaves it', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').click();
    await page.getByTestId('scan-qr-button').click();
    await expect(page.getByTestId('login-step-scan')).toBeVisible();
    await expect(page.getByTestId('qr-frame')).toContainText(/type your class code/i);
    await page.getByTestId('login-back').click();
    await expect(page.getByTestId('login-step-class-code')).toBeVisible();
  });
});

test.describe('login: community and keyboard', () => {
  test('families log in with the shared community password', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await expect(page.getByTestId('login-step-choose')).toBeVisible();
    await expect(page.getByTestId('community-access-note')).toHaveCount(0);
    await page.getByTestId('login-choose-community').click();
    await page.getByTestId('community-password').fill('not-it');
    await page.getByTestId('community-submit').click();
    await expect(page.getByTestId('form-alert')).toHaveText('That community password is not correct.');
    await page.getByTestId('community-password').fill('readtogether');
    await page.getByTestId('community-submit').click();
    await expect(toast(page, MSG.communityOk)).toBeVisible();
    await expect(page).toHaveURL(`${GREENWOOD}/`);
    await expect(page.getByTestId('generic-logout')).toBeVisible();

    // The community password is nobody's account: enrolling sends them to log in, where they are
    // told that a teacher's or a student's login is what it takes (choosing Community again would
    // only lead back); the same on the page a dashboard sends them to.
    await page.goto(`${GREENWOOD}/course/this-is-course`);
    await page.getByTestId('enrol-button').click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByTestId('community-access-note')).toContainText('an account of your own');
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect(page.getByTestId('login-or-register')).toBeVisible();
    await expect(page.getByTestId('community-access-note')).toBeVisible();
  });

  test('every step works with the keyboard, and focus follows the steps', async ({ page }) => {
    await page.goto(`${GREENWOOD}/login`);
    await page.getByTestId('login-choose-student').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'What’s your class code?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('class-code-input')).toBeFocused();
    await page.keyboard.type('grn4a');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Find your name' })).toBeFocused();
    await page.getByTestId('student-tile').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('student-greeting')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('student-not-me')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('student-password')).toBeFocused();
    await page.getByTestId('login-back').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Find your name' })).toBeFocused();
  });

  test('on the main site, login-or-register offers Create an Account', async ({ page }) => {
    await page.goto(`${MAIN}/login-or-register`);
    await expect(page.getByTestId('create-account-link')).toHaveText(/Create an Account/);
    await page.getByTestId('create-account-link').click();
    await expect(page).toHaveURL(`${MAIN}/register`);
  });
});
