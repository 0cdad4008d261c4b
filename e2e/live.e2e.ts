import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, GREENWOOD, siteApi, storeSession } from './support/identity.js';
import { linkFromMail, mailsTo } from './support/mailbox.js';

const TEACHER = { email: 'teacher@greenwood.test', password: 'demo-pass-2026' };
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';
const MIN = 60_000;

/** The same moment as a browser in `timeZone` writes it (what the page must show). */
function localTimes(startIso: string, minutes: number, timeZone: string) {
  const start = new Date(startIso);
  const end = new Date(start.getTime() + minutes * MIN);
  const range = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', timeZone }).formatRange(start, end);
  const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short', timeZone }).formatToParts(start).find((p) => p.type === 'timeZoneName')!.value;
  const date = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(start);
  return { range, zone, date };
}

/** A Greenwood session scheduled through the staff API, starting `inMs` from now (whole seconds). */
async function scheduleSession(label: string, inMs: number, extra: Record<string, unknown> = {}) {
  const { access } = await apiLogin(GREENWOOD, SCHOOL_ADMIN);
  const slug = `${label}-${Date.now().toString(36)}`;
  const startsAt = new Date(Math.ceil((Date.now() + inMs) / 1000) * 1000).toISOString();
  const title = `${label.replace(/-/g, ' ')} ${slug.slice(-6)}`;
  const res = await siteApi(GREENWOOD, 'POST', '/api/live/sessions/', {
    token: access,
    body: { kind: 'live_lesson', slug, title, summary: 'A short live lesson for the end-to-end tests.', starts_at: startsAt, duration_minutes: 30, join_url: `https://meet.example.org/${slug}`, host_name: 'Ms Rivera', status: 'published', ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { slug, title, startsAt };
}

/** Dates and times as text, spaces and commas aside (Node's and Chromium's ICU may differ in those). */
const loose = (s: string) => s.replace(/[\s\u2009\u202f]+/g, ' ').replace(/,/g, '').trim();
async function expectLooseText(page: Page, testId: string, expected: string, within = page.locator('body')) {
  await expect.poll(async () => loose((await within.getByTestId(testId).first().textContent()) ?? '')).toContain(loose(expected));
}

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('live lessons and webinars', () => {
  test.use({ timezoneId: 'America/Lima', locale: 'en-GB' });

  test('lists upcoming and past sessions with times in the browser’s time zone', async ({ page }) => {
    await page.goto(`${GREENWOOD}/live`);
    await expect(page.getByRole('heading', { level: 1, name: 'Live lessons and webinars' })).toBeVisible();
    await expect(page.getByTestId('live-zone')).toContainText('America/Lima');
    const masterclass = page.locator('[data-testid="live-card"][data-slug="reading-aloud-masterclass"]');
    // 14:00 UTC is 09:00 in Lima.
    await expectLooseText(page, 'live-card-when', 'Tue 16 Mar 2027', masterclass);
    await expectLooseText(page, 'live-card-when', `${localTimes('2027-03-16T14:00:00Z', 60, 'America/Lima').range} GMT-5`, masterclass);
    await expect(page.locator('[data-testid="live-card"][data-slug="greenwood-author-visit"]')).toBeVisible();
    await expect(page.locator('[data-testid="live-card"][data-slug="poetry-slam-planning"]')).toHaveCount(0);

    await page.getByTestId('live-kind').selectOption('webinar');
    await expect(page).toHaveURL(/\/live\?kind=webinar$/);
    await expect(page.locator('[data-testid="live-card"][data-slug="climate-detectives-live"]')).toHaveCount(0);
    await expect(masterclass).toBeVisible();

    await page.getByTestId('live-tabs').getByRole('link', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/live\?when=past&kind=webinar$/);
    const past = page.locator('[data-testid="live-card"][data-slug="sdg-storytelling-webinar"]');
    await expect(past).toContainText('Recording');
    await past.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Telling Stories About the Global Goals' })).toBeVisible();
    await expect(page.getByTestId('session-countdown')).toHaveText('This session has ended');
    await expect(page.getByTestId('session-recording').locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');

    const results = await axe(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/live`);
    await expect(masterclass).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('a registered person gets the Join button from 15 minutes before the start, and sees “Live now” once it starts', async ({ page }) => {
    const soon = await scheduleSession('join-window', 10 * MIN);
    const session = await apiLogin(GREENWOOD, TEACHER.email);
    expect((await siteApi(GREENWOOD, 'POST', `/api/live/${soon.slug}/registration/`, { token: session.access })).status).toBe(201);
    // The page's own clock, driven: the server still decides when the link is given out.
    await page.clock.install({ time: new Date() });
    await page.goto(`${GREENWOOD}/`);
    await storeSession(page, session);
    await page.goto(`${GREENWOOD}/webinar/${soon.slug}`);
    await expect(page.getByTestId('registered')).toBeVisible();
    await expect(page.getByTestId('badge-soon').first()).toBeVisible();
    await expect(page.getByTestId('join-button')).toHaveAttribute('href', `https://meet.example.org/${soon.slug}`);
    await expect(page.getByTestId('session-countdown')).toHaveText(/^(9|10) minutes/);
    await page.clock.fastForward('11:00');
    await expect(page.getByTestId('badge-live').first()).toBeVisible();
    await expect(page.getByTestId('session-countdown')).toHaveText(/^Ends in/);
  });

  test('a visitor logs in to register, sees it registered, and gets the confirmation and the reminder by email', async ({ page }) => {
    // Registered more than an hour before the start, so the job's "starting soon" reminder comes
    // when the hour begins (the job runs every minute).
    test.setTimeout(200_000);
    const session = await scheduleSession('reminder-journey', 60 * MIN + 45_000);
    const { range, zone, date } = localTimes(session.startsAt, 30, 'America/Lima');
    await page.clock.install({ time: new Date() });

    await page.goto(`${GREENWOOD}/webinar/${session.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: session.title })).toBeVisible();
    await expectLooseText(page, 'session-date', date);
    await expectLooseText(page, 'session-time', `${range} ${zone}`);
    await expect(page.getByTestId('session-zone')).toContainText('Your time zone: America/Lima');
    await expect(page.getByTestId('calendar-link')).toHaveAttribute('href', `/api/live/${session.slug}/calendar.ics`);
    await expect(page.getByTestId('badge-soon')).toHaveCount(0);

    const register = page.getByTestId('register-button');
    await expect(register).toHaveText('Log in to register');
    await register.click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/webinar/${session.slug}`)}$`));
    await page.getByTestId('login-choose-teacher').click();
    await page.getByTestId('teacher-email').fill(TEACHER.email);
    await page.getByTestId('teacher-password').fill(TEACHER.password);
    await page.getByTestId('teacher-submit').click();
    await expect(page).toHaveURL(`${GREENWOOD}/webinar/${session.slug}`, { timeout: 30_000 });

    await expect(register).toHaveText('Register');
    await register.click();
    await expect(page.getByTestId('registered')).toBeVisible();
    await expect(page.getByTestId('registered')).toBeFocused();
    await expect(page.getByTestId('join-later')).toHaveText('The Join button appears here 15 minutes before the start.');
    await expect(page.getByTestId('join-button')).toHaveCount(0);

    await linkFromMail(TEACHER.email, new RegExp(`(/webinar/${session.slug})`));
    const confirmation = (await mailsTo(TEACHER.email)).find((m) => m.subject === `You are registered: ${session.title}`);
    expect(confirmation?.text).toContain('UTC');

    // Driving the page's clock past the hour mark shows the badge; the server's own clock sends the reminder.
    await page.clock.fastForward('01:00');
    await expect(page.getByTestId('badge-soon').first()).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(TEACHER.email)).some((m) => m.subject === `Starting soon: ${session.title}`), { timeout: 150_000, intervals: [2000] })
      .toBe(true);
    const reminder = (await mailsTo(TEACHER.email)).find((m) => m.subject === `Starting soon: ${session.title}`)!;
    expect(reminder.text).toContain(`/webinar/${session.slug}`);
    expect(reminder.text).not.toContain('meet.example.org');

    // The dashboard lists it.
    await page.goto(`${GREENWOOD}/dashboard`);
    await expect(page.getByTestId('my-live-session').filter({ hasText: session.title })).toBeVisible();

    // Cancelling gives the place back and brings the Register button (focused) back.
    await page.goto(`${GREENWOOD}/webinar/${session.slug}`);
    await page.getByTestId('cancel-registration').click();
    await expect(register).toHaveText('Register');
    await expect(register).toBeFocused();
  });
});
