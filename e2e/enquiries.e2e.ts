import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, fieldErrorOf, GREENWOOD, logInWithEmail, logOut, MAIN, siteApi, uniqueEmail } from './support/identity.js';
import { mailsTo } from './support/mailbox.js';

const ADMIN = 'admin@commonshelf.test';
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';
const TEACHER = 'teacher@greenwood.test';

/** A 1×1 PNG, and a text file that only calls itself one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const NOT_A_PNG = Buffer.from('these are my notes, not a picture\n');

const marker = () => `Zed${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The date (YYYY-MM-DD) `days` from today in a time zone. */
function dayIn(zone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openForm(page: Page, site: string, path: string, kind: string) {
  await page.goto(`${site}${path}`);
  const form = page.getByTestId(`enquiry-form-${kind}`);
  await expect(form).toBeVisible();
  return form;
}

async function fillCommon(page: Page, name: string, email: string) {
  await page.getByTestId('enquiry-name').fill(name);
  await page.getByTestId('enquiry-email').fill(email);
}

async function expectSent(page: Page, next: RegExp) {
  const done = page.getByTestId('enquiry-confirmation');
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done.getByRole('heading', { level: 2 })).toContainText('Thank you');
  await expect(done.getByTestId('enquiry-next-steps')).toHaveText(next);
  await expect(done.getByRole('heading', { level: 2 })).toBeFocused();
}

test.describe('enquiry forms', () => {
  test('each form sends from the public pages; the platform admin finds them all and handles one, and the emails go out', async ({ page }) => {
    // Five forms, a login and the console: longer than one page's walk.
    test.slow();
    const tag = marker();
    const name = `Ada ${tag}`;
    const sender = (kind: string) => uniqueEmail(`enq-${kind}`);
    const emails: Record<string, string> = {};

    // Contact.
    emails.contact = sender('contact');
    await openForm(page, MAIN, '/contact', 'contact');
    await fillCommon(page, name, emails.contact);
    await page.getByTestId('enquiry-subject').fill(`Partnership ${tag}`);
    await page.getByTestId('enquiry-message').fill('We run a reading club and would love to work with you.');
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /reply by email/);
    await expect(page.getByTestId('enquiry-confirmation')).toContainText(emails.contact);

    // A tour, in the browser's own time zone.
    emails.tour = sender('tour');
    await openForm(page, MAIN, '/request-a-tour', 'tour');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByTestId('enquiry-time-zone')).toHaveValue(zone);
    await fillCommon(page, name, emails.tour);
    await page.getByTestId('enquiry-organisation').fill(`Riverside ${tag}`);
    await page.getByTestId('enquiry-role').selectOption('school_leader');
    await page.getByTestId('enquiry-school-size').selectOption('100_499');
    // A day that has passed is refused with a clear message, then corrected.
    await page.getByTestId('enquiry-preferred-date').fill(dayIn(zone, -2));
    await page.getByTestId('enquiry-preferred-time').fill('14:30');
    await page.getByTestId('enquiry-submit').click();
    await expect.poll(() => fieldErrorOf(page, 'enquiry-preferred-date')).toBe('This date has passed. Choose today or a later date.');
    await expect(page.getByTestId('enquiry-preferred-date')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('enquiry-preferred-date').fill(dayIn(zone, 9));
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /confirm the time of your tour/);

    // A problem, with a screenshot: a text file calling itself a PNG is refused by the server.
    emails.problem = sender('problem');
    await openForm(page, MAIN, '/report-a-problem', 'problem');
    await fillCommon(page, name, emails.problem);
    await page.getByTestId('enquiry-message').fill('The reader froze on page 3.');
    await page.getByTestId('enquiry-page-url').fill(`${MAIN}/library/1`);
    await page.getByTestId('enquiry-screenshot-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: NOT_A_PNG });
    await page.getByTestId('enquiry-submit').click();
    await expect(page.getByTestId('enquiry-screenshot-error')).toHaveText('The screenshot must be a PNG, JPEG or WebP image.');
    await expect(page.getByTestId('enquiry-error')).toBeVisible();
    // A GIF is refused before it is sent.
    await page.getByTestId('enquiry-screenshot-input').setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('enquiry-screenshot-error')).toHaveText('The screenshot must be a PNG, JPEG or WebP image.');
    await page.getByTestId('enquiry-screenshot-input').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('enquiry-screenshot-error')).toHaveCount(0);
    await expect(page.getByTestId('enquiry-screenshot-preview')).toBeVisible();
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /look into it/);

    // A demo.
    emails.demo = sender('demo');
    await openForm(page, MAIN, '/demo', 'demo');
    await fillCommon(page, name, emails.demo);
    await page.getByTestId('enquiry-organisation').fill(`Lakeside ${tag}`);
    await page.getByTestId('enquiry-role').selectOption('teacher');
    await page.getByTestId('enquiry-country').fill('Kenya');
    await page.getByTestId('country-option').filter({ hasText: 'Kenya' }).click();
    await page.getByTestId('enquiry-students').fill('640');
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /arrange your demonstration/);

    // Sales: at least one interest.
    emails.sales = sender('sales');
    await openForm(page, MAIN, '/sales', 'sales');
    await fillCommon(page, name, emails.sales);
    await page.getByTestId('enquiry-quantity').fill('120');
    await page.getByTestId('enquiry-submit').click();
    await expect(page.getByTestId('enquiry-interests')).toContainText('Choose at least one thing you are interested in.');
    await page.getByTestId('enquiry-interest-printed_books').check();
    await page.getByTestId('enquiry-interest-teacher_training').check();
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /prices and availability/);

    // The senders are told by email; the platform admin is notified.
    for (const address of Object.values(emails)) {
      await expect.poll(async () => (await mailsTo(address)).map((m) => m.subject)).toEqual([expect.stringMatching(/^We received your /)]);
    }
    await expect.poll(async () => (await mailsTo(ADMIN)).some((m) => m.subject === `Contact message: Partnership ${tag}`)).toBe(true);

    // The admin panel lists all five.
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/dashboard');
    await page.getByTestId('admin-nav-enquiries').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/enquiries`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await page.getByTestId('enquiry-search').fill(tag);
    await expect(page).toHaveURL(/search=/);
    const rows = page.getByTestId('enquiry-row');
    await expect(rows).toHaveCount(5);
    expect((await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).sort()).toEqual(['contact', 'demo', 'problem', 'sales', 'tour']);
    await expectNoSeriousViolations(page);

    // The kind filter.
    await page.getByTestId('enquiry-kind').selectOption('tour');
    await expect(rows).toHaveCount(1);
    // The list shown until the filtered one arrives also has one row at times: wait for its kind.
    await expect(rows.first()).toHaveAttribute('data-kind', 'tour');
    await rows.first().getByTestId('enquiry-open').click();
    const drawer = page.getByTestId('enquiry-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('enquiry-detail')).toContainText(`Riverside ${tag}`);
    await expect(drawer.getByTestId('enquiry-detail')).toContainText(`${dayIn(zone, 9)} at 14:30 (${zone})`);
    await expect(drawer.getByTestId('enquiry-detail')).toContainText('100 to 499 students');
    await drawer.getByTestId('enquiry-drawer-close').click();

    // The problem report: its screenshot, and handling it.
    await page.getByTestId('enquiry-kind').selectOption('problem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-kind', 'problem');
    await rows.first().getByTestId('enquiry-open').click();
    await expect(drawer.getByTestId('enquiry-message-text')).toHaveText('The reader froze on page 3.');
    const shot = drawer.getByTestId('enquiry-screenshot-image');
    await expect(shot).toBeVisible();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await drawer.getByTestId('enquiry-status-select').selectOption('in_progress');
    await drawer.getByTestId('enquiry-note').fill('Reproduced; the reader team is on it.');
    await drawer.getByTestId('enquiry-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Enquiry updated.' })).toBeVisible();
    await expect(drawer.getByTestId('enquiry-handled')).toContainText('Last handled by Priya Raman');
    await drawer.getByTestId('enquiry-drawer-close').click();
    await expect(rows.first()).toHaveAttribute('data-status', 'in_progress');

    // The emails are in the outbox the admin monitors.
    await page.goto(`${MAIN}/admin-panel/email-monitoring?search=${encodeURIComponent(emails.problem)}`);
    await expect(page.getByTestId('email-row')).toHaveCount(1);
    await expect(page.getByTestId('email-row').first()).toContainText('We received your problem report');
  });

  test('a contact message on a school’s site goes to its admins, who find it in their console; a signed-in sender is filled in', async ({ page }) => {
    const tag = marker();
    // The teacher signs in, so their name and email are filled in for them.
    await logInWithEmail(page, GREENWOOD, TEACHER, '/contact');
    const form = page.getByTestId('enquiry-form-contact');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('enquiry-email')).toHaveValue(TEACHER);
    await expect(page.getByTestId('enquiry-name')).not.toHaveValue('');
    await page.getByTestId('enquiry-subject').fill(`Library hours ${tag}`);
    await page.getByTestId('enquiry-message').fill('Is the library open in the holidays?');
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /reply by email/);
    await expect.poll(async () => (await mailsTo(SCHOOL_ADMIN)).some((m) => m.subject === `Contact message: Library hours ${tag}`)).toBe(true);
    expect((await mailsTo(ADMIN)).some((m) => m.subject.includes(tag))).toBe(false);

    await logOut(page, GREENWOOD);
    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/dashboard');
    await page.getByTestId('admin-nav-enquiries').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/enquiries`);
    await page.getByTestId('enquiry-search').fill(tag);
    const rows = page.getByTestId('enquiry-row');
    await expect(rows).toHaveCount(1);
    await rows.first().getByTestId('enquiry-open').click();
    await expect(page.getByTestId('enquiry-detail')).toContainText('Signed in as');

    // The school's admin does not see the main site's enquiries.
    const token = (await apiLogin(GREENWOOD, SCHOOL_ADMIN)).access;
    const list = await siteApi<{ results: { site: { name: string } | null }[] }>(GREENWOOD, 'GET', '/api/admin/enquiries/?limit=100', { token });
    expect(list.status).toBe(200);
    expect(list.body.results.every((e) => e.site?.name === 'Greenwood Primary School')).toBe(true);
  });

  test('the forms explain each mistake at its field and pass an accessibility check', async ({ page }) => {
    await openForm(page, MAIN, '/request-a-tour', 'tour');
    await expectNoSeriousViolations(page);
    await page.getByTestId('enquiry-submit').click();
    await expect.poll(() => fieldErrorOf(page, 'enquiry-name')).toBe('Enter your name.');
    await expect.poll(() => fieldErrorOf(page, 'enquiry-email')).toBe('Enter your email address.');
    await expect.poll(() => fieldErrorOf(page, 'enquiry-organisation')).toBe('Enter the name of your school or organisation.');
    await expect.poll(() => fieldErrorOf(page, 'enquiry-role')).toBe('Choose your role.');
    await expect.poll(() => fieldErrorOf(page, 'enquiry-school-size')).toBe('Choose the size of your school.');
    await expect.poll(() => fieldErrorOf(page, 'enquiry-preferred-date')).toBe('Choose a date for the tour.');
    await expect(page.getByTestId('enquiry-name')).toBeFocused();
    await expectNoSeriousViolations(page);

    await openForm(page, MAIN, '/contact', 'contact');
    await page.getByTestId('enquiry-email').fill('not-an-email');
    await page.getByTestId('enquiry-submit').click();
    await expect.poll(() => fieldErrorOf(page, 'enquiry-email')).toBe('Enter a valid email address, like name@example.com.');
    await expect.poll(() => fieldErrorOf(page, 'enquiry-message')).toBe('Write your message.');
    expect(await page.getByTestId('enquiry-confirmation').count()).toBe(0);
  });

  test('fits a 360 px phone and sends from it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, kind] of [
      ['/report-a-problem', 'problem'],
      ['/request-a-tour', 'tour'],
    ] as const) {
      await openForm(page, MAIN, path, kind);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    }
    await openForm(page, MAIN, '/report-a-problem', 'problem');
    await fillCommon(page, `Phone ${marker()}`, uniqueEmail('enq-phone'));
    await page.getByTestId('enquiry-message').fill('The menu covers the page on my phone.');
    await page.getByTestId('enquiry-screenshot-input').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('enquiry-screenshot-preview')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByTestId('enquiry-submit').click();
    await expectSent(page, /look into it/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
