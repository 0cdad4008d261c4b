import { expect, test, type Locator, type Page } from '@playwright/test';
import { axe } from './support/axe.js';
import { linkFromMail } from './support/mailbox.js';
import { apiLogin, BRIGHTFUTURES, GREENWOOD, logInWithEmail, MAIN, siteApi, uniqueEmail } from './support/identity.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The whole number shown by the element with `testId` inside `scope`. */
const numberIn = async (scope: Page | Locator, testId: string) => Number(((await scope.getByTestId(testId).textContent()) ?? '').replace(/[^\d]/g, ''));

/**
 * The login page's teacher form, then the page asked for. The router changes the address once the
 * admin area's code has arrived, which on a busy machine's first visit takes a while.
 */
/** Nothing wider than the screen: no sideways scrolling at phone width. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('school dashboard', () => {
  test('Greenwood’s admin sees the school’s numbers, what waits, and its organization', async ({ page }, testInfo) => {
    test.slow();
    await logInWithEmail(page, GREENWOOD, 'schooladmin@greenwood.test', '/admin-school/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('school-dashboard')).toContainText('Greenwood Primary School at a glance');

    const { access } = await apiLogin(GREENWOOD, 'schooladmin@greenwood.test');
    const api = (await siteApi<Json>(GREENWOOD, 'GET', '/api/admin/school-dashboard/', { token: access })).body;
    expect(await numberIn(page, 'stat-classes-value')).toBe(api.classes.active);
    expect(await numberIn(page, 'stat-stories-value')).toBe(api.stories.published);
    expect(await numberIn(page, 'stat-students-value')).toBe(api.students.active);
    expect(api.students.active).toBeGreaterThanOrEqual(25);
    await expect(page.getByTestId('readings-chart')).toBeVisible();
    // Greenwood's demo gifts are paid: the money raised is listed per currency.
    await expect(page.getByTestId('donations-raised').getByTestId('money-amount').first()).toBeVisible();
    await expect(page.getByTestId('attention-stories')).toHaveAttribute('data-count', String(api.attention.stories_waiting));

    // The Organizations page: Greenwood is a school of Bright Futures.
    await page.getByTestId('admin-nav-organizations').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    const card = page.getByTestId('organization-card');
    await expect(card.getByTestId('organization-name')).toHaveText('Bright Futures Trust');
    await expect(card.getByTestId('organization-site')).toHaveAttribute('href', BRIGHTFUTURES);
    // Leaving asks first (and is not done here: other tests need Greenwood in the organization).
    await card.getByTestId('leave-organization').click();
    await expect(page.getByTestId('leave-dialog')).toContainText('Its admins stop seeing your school’s work');
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('leave-dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByTestId('admin-menu-button').click();
    await page.getByTestId('admin-drawer').getByTestId('admin-nav-dashboard').click();
    await expect(page.getByTestId('stat-students')).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('school-dashboard-360.png'), fullPage: true });
  });
});

test.describe('organization console', () => {
  test('Bright Futures’ admin sees its schools, invites one by email, revokes the link and switches to the school admin', async ({ page }, testInfo) => {
    // A long story (two sites, an email, two areas' code loaded on a switch): more time than one page's test.
    test.setTimeout(180_000);
    await logInWithEmail(page, BRIGHTFUTURES, 'orgadmin@brightfutures.test', '/admin-organization/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The spec's book statistics headings.
    const stats = page.getByTestId('org-book-stats');
    await expect(stats.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();
    await expect(stats.getByRole('heading', { name: 'All Books', exact: true })).toBeVisible();
    await expect(stats.getByRole('heading', { name: 'Featured Books', exact: true })).toBeVisible();
    await expect(page.locator('[data-testid="org-school-row"][data-site="Greenwood Primary School"]')).toBeVisible();

    // Schools: Greenwood is there with its students; the search runs on the server.
    await page.getByTestId('admin-nav-schools').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    const greenwood = page.locator('[data-testid="school-row"][data-name="Greenwood Primary School"]');
    await expect(greenwood).toBeVisible();
    expect(await numberIn(greenwood, 'school-students')).toBeGreaterThanOrEqual(25);
    await page.getByTestId('school-search').fill('lakeside');
    await page.getByTestId('school-search').press('Enter');
    await expect(page).toHaveURL(/search=lakeside/);
    await expect(page.getByTestId('school-row')).toHaveCount(1);
    await expect(page.getByTestId('school-row')).toHaveAttribute('data-name', 'Lakeside Primary School');
    await page.getByTestId('school-search').fill('');
    await page.getByTestId('school-search').press('Enter');
    await expect(greenwood).toBeVisible();

    // Invite a school: the address is checked, then the link is emailed.
    await page.getByTestId('invite-school').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByTestId('invite-send').click();
    await expect(dialog).toContainText('This field is required.');
    await dialog.getByTestId('invite-email').fill('not-an-address');
    await dialog.getByTestId('invite-send').click();
    await expect(dialog).toContainText('Enter a valid email address.');
    const email = uniqueEmail('head');
    await dialog.getByTestId('invite-email').fill(email);
    await dialog.getByTestId('invite-send').click();
    await expect(page.getByTestId('toast').filter({ hasText: `We have emailed an invitation to ${email}.` })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.locator(`[data-testid="invitation-row"][data-email="${email}"]`);
    await expect(row).toHaveAttribute('data-status', 'pending');

    // The email's link opens the registration form in its school mode, naming the organization.
    const token = await linkFromMail(email, /\/tenant-register\/([A-Za-z0-9_-]+)/);
    const invitee = await page.context().newPage();
    await invitee.goto(`${MAIN}/tenant-register/${token}`);
    await expect(invitee.getByTestId('tenant-invited-by')).toHaveText('Bright Futures Trust');
    await expect(invitee.getByTestId('tenant-form')).toHaveAttribute('data-mode', 'school');
    await expect(invitee.getByTestId('type-organization')).toBeDisabled();

    // Revoked, the link no longer works. (A tab in the background draws no frames: bring the console back.)
    await page.bringToFront();
    await row.getByTestId('revoke-invitation').click();
    await page.getByTestId('revoke-dialog').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The invitation is revoked' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await invitee.reload();
    await expect(invitee.getByTestId('tenant-invitation-invalid')).toBeVisible();
    await invitee.close();

    // Phone width: the sidebar folds into the top bar's menu.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
    await page.getByTestId('admin-menu-button').click();
    const drawer = page.getByTestId('admin-drawer');
    for (const item of ['Dashboard', 'Schools', 'Stories', 'Books', 'Settings', 'Logout']) await expect(drawer.getByRole('link', { name: item, exact: true })).toBeVisible();
    await drawer.getByTestId('admin-nav-dashboard').click();
    await expect(page.getByTestId('stat-schools')).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('org-dashboard-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Switch to School Admin: the overlay for the spec's one second, then the school admin.
    await page.clock.install();
    await page.reload();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3000);
    await page.getByTestId('switch-to-school').click();
    await expect(page.getByTestId('switching-overlay')).toHaveText('Switching to School Dashboard...');
    // It covers the whole screen, the top bar too.
    const topBarCovered = await page.evaluate(() => {
      const overlay = document.querySelector('[data-testid="switching-overlay"]');
      return [8, 40].every((y) => [20, 640, 1260].every((x) => overlay?.contains(document.elementFromPoint(x, y)) ?? false));
    });
    expect(topBarCovered).toBe(true);
    await page.clock.runFor(900);
    await expect(page).toHaveURL(`${BRIGHTFUTURES}/admin-organization/dashboard`);
    await page.clock.runFor(200);
    // The address changes once the school admin's code has arrived.
    await expect(page).toHaveURL(`${BRIGHTFUTURES}/admin-school/dashboard`, { timeout: 30_000 });
    // The organization's own site in the school admin (the store's updates wait on timers: let time run).
    await page.clock.resume();
    await expect(page.getByTestId('school-dashboard')).toContainText('Bright Futures Trust at a glance');
    // And back, with its own overlay text.
    await page.getByTestId('switch-to-organization').click();
    await expect(page.getByTestId('switching-overlay')).toHaveText('Switching To Organization Dashboard...');
    await expect(page).toHaveURL(`${BRIGHTFUTURES}/admin-organization/dashboard`, { timeout: 30_000 });
  });

  test('an invitations page past the end (an old link) shows the last page there is, the schools list’s own filters kept', async ({ page }) => {
    await logInWithEmail(page, BRIGHTFUTURES, 'orgadmin@brightfutures.test', '/admin-organization/schools');
    await page.goto(`${BRIGHTFUTURES}/admin-organization/schools?search=a&invites=all&ipage=40#invitations`);
    await expect(page).toHaveURL(`${BRIGHTFUTURES}/admin-organization/schools?search=a&invites=all#invitations`);
    await expect(page.getByTestId('invitations')).toBeVisible();
  });

  test('the settings page shows the admin’s account and the organization’s profile', async ({ page }) => {
    await logInWithEmail(page, BRIGHTFUTURES, 'orgadmin@brightfutures.test', '/admin-organization/user-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText('orgadmin@brightfutures.test');
    await expect(page.getByTestId('tenant-name')).toHaveValue('Bright Futures Trust');
    // A wrong current password is the server's field message; nothing changes.
    await page.getByTestId('old-password').fill('not-my-password');
    await page.getByTestId('new-password').fill('Lantern-Harbour-42');
    await page.getByTestId('new-password2').fill('Lantern-Harbour-42');
    await page.getByTestId('change-password').click();
    await expect(page.getByTestId('password-form')).toContainText('Your current password is not correct.');
    await expect(page).toHaveURL(`${BRIGHTFUTURES}/admin-organization/user-dashboard`);
  });
});

test.describe('teacher’s classes', () => {
  test('Greenwood’s teacher sees Year 4 Oak on the dashboard with its activity', async ({ page }, testInfo) => {
    await logInWithEmail(page, GREENWOOD, 'teacher@greenwood.test', '/dashboard');
    const section = page.getByTestId('dashboard-classes');
    await expect(section.getByRole('heading', { name: 'My classes' })).toBeVisible();
    const oak = section.locator('[data-testid="teacher-class"][data-name="Year 4 Oak"]');
    await expect(oak).toBeVisible();
    await expect(oak.getByTestId('class-code')).toContainText('GRN4A');
    // The class's login link is copied to share (opened here, it would find the teacher logged in).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: GREENWOOD });
    await oak.getByTestId('copy-class-login-link').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Link copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/login\?class=GRN4A$/);
    // Only the teacher's own class: Year 3 Willow is Tom Hughes'.
    await expect(section.locator('[data-testid="teacher-class"][data-name="Year 3 Willow"]')).toHaveCount(0);

    const { access } = await apiLogin(GREENWOOD, 'teacher@greenwood.test');
    const classes = (await siteApi<Json>(GREENWOOD, 'GET', '/api/v1/teacher/school-classes/?limit=100', { token: access })).body;
    const api = classes.results.find((c: Json) => c.name === 'Year 4 Oak');
    expect(await numberIn(oak, 'activity-books_read')).toBe(api.activity.books_read);
    expect(await numberIn(oak, 'activity-stories_published')).toBe(api.activity.stories_published);
    await expect(oak).toContainText(`${api.students_count} students`);
    await expect(page.getByTestId('teacher-book-stats')).toContainText('Published');
    await expect(page.getByTestId('teacher-story-stats')).toContainText('Published');

    // The class's students, with the usernames a child logs in with, open under the card.
    const toggle = oak.getByTestId('class-roster-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(oak.getByTestId('class-roster-student')).toHaveCount(api.students_count);
    await expect(oak.getByTestId('class-roster')).toContainText('Amara');
    await expect(oak.getByTestId('class-roster')).toContainText('amarao07');
    // A child forgot their password: the teacher gives them a new one, asked first and shown once.
    await oak.getByTestId('class-roster-student').filter({ hasText: 'lukasn27' }).getByTestId('roster-reset-password').click();
    await expect(page.getByTestId('reset-dialog')).toContainText('Reset Lukas’s password?');
    await page.getByTestId('confirm-ok').click();
    const shown = page.getByTestId('new-password');
    await expect(shown).toBeVisible();
    const password = (await shown.getByTestId('new-password-value').textContent())!.trim();
    expect((await siteApi(GREENWOOD, 'POST', '/api/auth/token/', { body: { username: 'lukasn27', password, remember: false } })).status).toBe(200);
    await shown.getByTestId('new-password-done').click();
    await expect(shown).toHaveCount(0);

    await page.setViewportSize({ width: 360, height: 780 });
    await oak.scrollIntoViewIfNeeded();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath('teacher-classes-360.png'), fullPage: true });
  });

  test('a teacher sees how far each child has gone in each course they joined', async ({ page }) => {
    // Year 3 Willow was enrolled in courses by the school admin and its teacher (the bulk enrolment demo).
    await logInWithEmail(page, GREENWOOD, 'tom.hughes@greenwood.test', '/dashboard');
    const willow = page.locator('[data-testid="teacher-class"][data-name="Year 3 Willow"]');
    await willow.getByTestId('class-roster-toggle').click();
    const { access } = await apiLogin(GREENWOOD, 'tom.hughes@greenwood.test');
    const classes = (await siteApi<Json>(GREENWOOD, 'GET', '/api/v1/teacher/school-classes/?limit=100', { token: access })).body;
    const klass = classes.results.find((c: Json) => c.name === 'Year 3 Willow');
    const roster = (await siteApi<Json>(GREENWOOD, 'GET', `/api/v1/teacher/school-classes/${klass.id}/students/`, { token: access })).body;
    const learner = roster.students.find((s: Json) => s.courses.length > 1);
    expect(learner, 'a Year 3 Willow student in two courses (demo data)').toBeTruthy();
    const row = willow.locator(`[data-testid="class-roster-student"][data-username="${learner.username}"]`);
    const courses = row.getByTestId('roster-courses-toggle');
    await expect(courses).toHaveAccessibleName(new RegExp(`${learner.first_name} ${learner.last_name}$`));
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
    await expect(row.getByTestId('roster-courses')).toBeHidden();
    await courses.click();
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByTestId('roster-course')).toHaveCount(learner.courses.length);
    for (const [i, c] of (learner.courses as Json[]).entries()) {
      const item = row.getByTestId('roster-course').nth(i);
      await expect(item).toContainText(c.name);
      await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(c.progress));
      await expect(item).toContainText(c.completed_at ? 'Finished' : `${c.completed_lessons} of ${c.total_lessons} lessons`);
    }
    const check = await axe(page).include('[data-testid="class-roster"]').analyze();
    expect(check.violations.map((v) => v.id)).toEqual([]);
  });
});
