import { axe } from './support/axe.js';
import { expect, test, type Locator, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const GREENWOOD = `http://greenwood.localhost:${PORT}`;
const ADMIN = { email: 'schooladmin@greenwood.test', password: 'demo-pass-2026' };

async function loginAsSchoolAdmin(page: Page) {
  await page.goto(`${GREENWOOD}/login`);
  await page.getByTestId('login-choose-teacher').click();
  await page.getByTestId('teacher-email').fill(ADMIN.email);
  await page.getByTestId('teacher-password').fill(ADMIN.password);
  await page.getByTestId('teacher-submit').click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const chapter = (page: Page, title: string) => page.getByTestId('outline-chapter').filter({ has: page.getByTestId('chapter-title').getByText(title, { exact: true }) });
const lessonTitles = (scope: Locator) => scope.getByTestId('lesson-title').allInnerTexts();

/** Adds a lesson to a chapter from the course editor; the editor opens it. Writes its text and saves. */
async function addLesson(page: Page, chapterTitle: string, title: string, write: (editor: Locator) => Promise<void>) {
  const form = chapter(page, chapterTitle).getByTestId('add-lesson');
  await form.getByRole('textbox').fill(title);
  await form.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Lesson content' });
  await editor.click();
  await write(editor);
  await page.getByTestId('save-lesson').click();
  await expect(page.getByTestId('lesson-saved')).toBeVisible();
}

test('a school admin writes, orders and publishes a course, and visitors see it as written', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Rivers of Our Town ${Date.now().toString(36)}`;
  await loginAsSchoolAdmin(page);

  // The Courses screen of the school admin area, with the seeded draft and "New course".
  await page.goto(`${GREENWOOD}/admin-school/dashboard`);
  await page.getByTestId('admin-nav-courses').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.locator('[data-testid="authoring-course-row"][data-course-slug="growing-our-school-garden"]').getByTestId('course-status')).toHaveText('Draft');
  await page.getByTestId('new-course').click();
  await page.getByTestId('course-name').fill(name);
  await page.getByLabel('Introduction').fill('Where our river starts, who lives along it and how we keep it clean.');
  // An address another course has: the server says so, and the field comes into view with the focus.
  const address = page.getByLabel(/^Web address/);
  await address.fill('growing-our-school-garden');
  await page.getByTestId('save-course-details').click();
  await expect(page.getByText('Another course on this site already uses this address. Choose another one.')).toHaveCount(1);
  await expect(page.getByTestId('course-details-form').getByTestId('field-error')).toHaveText('Another course on this site already uses this address. Choose another one.');
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  await address.fill('');
  await page.getByTestId('save-course-details').click();
  await expect(page.getByTestId('course-editor')).toBeVisible();
  await expect(page.getByTestId('course-editor-title')).toHaveText(name);
  await expect(page.getByTestId('course-status')).toHaveText('Draft');

  // Publishing an empty course is refused with the reason.
  await page.getByTestId('publish-course').click();
  await expect(page.getByTestId('publish-problems')).toContainText('Add at least one chapter with at least one lesson.');

  for (const title of ['From spring to sea', 'Caring for the river']) {
    const form = page.getByTestId('add-chapter');
    await form.getByLabel('New chapter title').fill(title);
    await form.getByRole('button', { name: 'Add chapter' }).click();
    await expect(chapter(page, title)).toBeVisible();
  }

  // First lesson: a heading and bold text written with the toolbar, and a quiz.
  await addLesson(page, 'From spring to sea', 'Where rivers begin', async (editor) => {
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await editor.pressSequentially('Springs and streams');
    await editor.press('Enter');
    await editor.pressSequentially('Every river starts ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await editor.pressSequentially('high in the hills');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await editor.pressSequentially(' as rain and melted snow.');
  });
  await page.getByTestId('add-quiz').click();
  await page.getByTestId('quiz-question-text').fill('Where do most rivers start?');
  const options = page.getByTestId('quiz-option');
  await options.nth(0).fill('In the sea');
  await options.nth(1).fill('High in the hills');
  await page.getByTestId('quiz-correct').nth(1).check();
  await page.getByTestId('save-quiz').click();
  await expect(page.getByTestId('quiz-saved')).toBeVisible();

  // Unsaved changes: leaving asks first.
  await page.getByTestId('lesson-title-input').fill('Where rivers begin (draft)');
  await page.getByRole('link', { name: name }).click();
  await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByTestId('unsaved-changes-dialog')).toBeHidden();
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
  // The draft is kept; once the dialog has given focus back, the title is put back as saved.
  const title = page.getByTestId('lesson-title-input');
  await expect(title).toHaveValue('Where rivers begin (draft)');
  await title.fill('Where rivers begin');
  await expect(title).toHaveValue('Where rivers begin');
  // Back to what is saved (the saved notice shows again), leaving asks nothing.
  await expect(page.getByTestId('lesson-saved')).toBeVisible();
  await page.getByRole('link', { name: name }).click();
  await expect(page.getByTestId('course-editor')).toBeVisible();

  await addLesson(page, 'From spring to sea', 'Meeting the sea', async (editor) => {
    await editor.pressSequentially('At the estuary, fresh water meets salt water.');
  });
  await page.getByRole('link', { name: name }).click();
  await addLesson(page, 'Caring for the river', 'A litter pick', async (editor) => {
    await editor.pressSequentially('Plan a safe litter pick with your class.');
  });
  await page.getByRole('link', { name: name }).click();

  // Reorder by keyboard: "Meeting the sea" picked up with Space, moved up, dropped with Space.
  const first = chapter(page, 'From spring to sea');
  await expect.poll(() => lessonTitles(first)).toEqual(['Where rivers begin', 'Meeting the sea']);
  const saved = page.waitForResponse((r) => r.url().endsWith('/outline/') && r.request().method() === 'PUT');
  const moveSea = page.getByRole('button', { name: 'Move lesson Meeting the sea', exact: true });
  const handle = first.locator(moveSea);
  await handle.focus();
  // Each key waits for the state the previous one leads to: picked up, then over the first place as
  // a screen reader hears it. The lesson's shift on screen comes a render before the drop target
  // does, so dropping on the shift alone could drop it where it was.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit starts listening for the arrow keys a task after the pick-up (a timer), which can come
  // after the render that marks the handle pressed: an arrow sent in between goes unheard, so it is
  // sent again until heard. More presses keep it at the first place, which is the top.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Lesson Meeting the sea is over position 1 of 2.')).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => lessonTitles(first)).toEqual(['Meeting the sea', 'Where rivers begin']);
  await expect(page.getByTestId('outline-status')).toContainText('moved to position 1');
  await expectNoSeriousAxeViolations(page);

  // The course is still a draft: a visitor does not find it.
  const visitor = await browser.newPage();
  await visitor.goto(`${GREENWOOD}/courses?search=${encodeURIComponent(name)}`);
  await expect(visitor.getByTestId('catalogue-empty')).toBeVisible();

  // Publish, and the status follows.
  await page.getByTestId('publish-course').click();
  await expect(page.getByTestId('publish-done')).toContainText('Published');
  await expect(page.getByTestId('course-status')).toHaveText('Published');

  // A visitor sees it in /courses, with the new order and the content as written.
  await visitor.goto(`${GREENWOOD}/courses?search=${encodeURIComponent(name)}`);
  const card = visitor.getByTestId('course-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByTestId('draft-preview')).toHaveCount(0);
  const outline = visitor.getByTestId('course-outline');
  await expect.poll(() => outline.getByTestId('outline-lesson').allInnerTexts()).toEqual([
    expect.stringContaining('Meeting the sea'),
    expect.stringContaining('Where rivers begin'),
    expect.stringContaining('A litter pick'),
  ]);
  await outline.getByRole('link', { name: /Where rivers begin/ }).click();
  const lesson = visitor.getByTestId('lesson');
  await expect(lesson.getByRole('heading', { level: 2, name: 'Springs and streams' })).toBeVisible();
  await expect(lesson.locator('strong', { hasText: 'high in the hills' })).toBeVisible();
  await expect(lesson.getByText('Where do most rivers start?')).toBeVisible();
  await visitor.close();

  // Published, the course is live as it is edited: a lesson added now is seen at once, and both
  // editors say so until it has content.
  const form = chapter(page, 'From spring to sea').getByTestId('add-lesson');
  await form.getByRole('textbox').fill('Coming soon');
  await form.getByRole('button', { name: 'Add lesson' }).click();
  await expect(page.getByTestId('lesson-live-empty')).toContainText('learners already see this lesson');
  await page.getByRole('link', { name: name }).click();
  await expect(page.getByTestId('live-problems')).toContainText('The lesson "Coming soon" in "From spring to sea" is empty');
});

test('the admin previews a draft as learners will see it, and edits work at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsSchoolAdmin(page);
  await page.goto(`${GREENWOOD}/admin-school/courses`);
  await page.locator('[data-testid="authoring-course-row"][data-course-slug="growing-our-school-garden"]').click();
  await expect(page.getByTestId('publish-hints')).toContainText('"Harvest day" in "Planting and caring" is empty');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Preview opens the public course page, marked as a draft preview and without enrolling.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('preview-course').click()]);
  await expect(preview).toHaveURL(/\/course\/growing-our-school-garden$/);
  await expect(preview.getByTestId('draft-preview')).toBeVisible();
  await expect(preview.getByTestId('enrol-button')).toHaveCount(0);
  await preview.close();

  // The up/down buttons reorder too (the fallback to dragging).
  const chapters = page.getByTestId('outline-chapter');
  await expect(chapters.first().getByTestId('chapter-title')).toHaveText('Planning the garden');
  await page.getByRole('button', { name: 'Move chapter Planning the garden down' }).click();
  await expect(chapters.first().getByTestId('chapter-title')).toHaveText('Planting and caring');
  await page.getByRole('button', { name: 'Move chapter Planning the garden up' }).click();
  await expect(chapters.first().getByTestId('chapter-title')).toHaveText('Planning the garden');
});
