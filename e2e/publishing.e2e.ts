import { axe } from './support/axe.js';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CLASS_CODE, DEMO_PASSWORD, GREENWOOD, siteApi } from './support/identity.js';
import { makePdf } from './support/pdf.js';

const TEACHER = 'teacher@greenwood.test';

async function logInStudent(page: Page, search: string, tile: string, next: string) {
  await page.goto(`${GREENWOOD}/login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('login-choose-student').click();
  await page.getByTestId('class-code-input').fill(CLASS_CODE);
  await page.getByTestId('class-code-submit').click();
  await page.getByTestId('student-search').pressSequentially(search, { delay: 30 });
  await page.getByTestId('student-tile').filter({ hasText: tile }).click();
  await page.getByTestId('student-password').fill(DEMO_PASSWORD);
  await page.getByTestId('student-submit').click();
  await expect(page).toHaveURL(`${GREENWOOD}${next}`);
}

async function teacherPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${GREENWOOD}/login?next=${encodeURIComponent('/dashboard')}`);
  await page.getByTestId('login-choose-teacher').click();
  await page.getByTestId('teacher-email').fill(TEACHER);
  await page.getByTestId('teacher-password').fill(DEMO_PASSWORD);
  await page.getByTestId('teacher-submit').click();
  await expect(page).toHaveURL(`${GREENWOOD}/dashboard`, { timeout: 30_000 });
  return page;
}

/** A student's book names them by first name only (the server refuses their surname). */
async function fillBook(page: Page, title: string, author: string) {
  await page.getByTestId('book-title').fill(title);
  await page.getByTestId('book-authors').fill(author);
  await page.getByTestId('book-level').selectOption('2');
}

async function libraryTitles(): Promise<string[]> {
  const res = await siteApi<{ results: { title: string; id: number }[] }>(GREENWOOD, 'GET', '/api/books/?limit=50');
  return res.body.results.map((b) => b.title);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('uploads and their review', () => {
  test('a student uploads a PDF with progress; the teacher approves it from the review queue; the library lists and opens it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Moon Garden ${Date.now()}`;
    await logInStudent(page, 'mei', 'Mei C.', '/uploadbook');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a book' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A file that is not a PDF is refused with the server's message, and nothing is listed.
    await fillBook(page, title, 'Mei');
    await page.getByTestId('book-file').setInputFiles({ name: 'book.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>not a pdf</body></html>') });
    await page.getByTestId('book-submit').click();
    await expect(page.getByTestId('form-alert')).toContainText('Please correct the highlighted fields.');
    await expect(page.getByText('The book file must be a PDF or an EPUB.')).toBeVisible();

    // The real PDF, about 1.5 MB, on a slowed connection so the progress shows.
    await page.getByTestId('book-file').setInputFiles({ name: 'moon.pdf', mimeType: 'application/pdf', buffer: makePdf(1_500_000) });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 384 * 1024 });
    await page.getByTestId('book-submit').click();
    const bar = page.getByTestId('upload-progress-bar');
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page).toHaveURL(`${GREENWOOD}/uploadcontent`, { timeout: 30_000 });
    await expect(page.getByTestId('upload-done')).toContainText('was sent to your teacher for review');
    const mine = page.getByTestId('my-book').filter({ hasText: title });
    await expect(mine.getByTestId('my-book-status')).toHaveText('Waiting for review');
    expect(await libraryTitles()).not.toContain(title);

    // The teacher approves it from the dashboard's review queue.
    const teacher = await teacherPage(browser);
    const item = teacher.getByTestId('review-book').filter({ hasText: title });
    await expect(item).toBeVisible();
    await item.getByTestId('approve').click();
    await expect(item).toHaveCount(0);

    expect(await libraryTitles()).toContain(title);
    const listed = (await siteApi<{ results: { title: string; id: number }[] }>(GREENWOOD, 'GET', '/api/books/?limit=50')).body.results.find((b) => b.title === title)!;
    await page.goto(`${GREENWOOD}/library/${listed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto(`${GREENWOOD}/uploadcontent`);
    await expect(page.getByTestId('my-book').filter({ hasText: title }).getByTestId('my-book-status')).toHaveText('Published');
    await teacher.context().close();
  });

  test('a rejected upload shows its reason to its author and stays out of the library', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = `Half a Story ${Date.now()}`;
    await logInStudent(page, 'sofia', 'Sofia R.', '/uploadbook');
    await fillBook(page, title, 'Sofia');
    await page.getByTestId('book-file').setInputFiles({ name: 'half.pdf', mimeType: 'application/pdf', buffer: makePdf(2_000) });
    await page.getByTestId('book-submit').click();
    await expect(page).toHaveURL(`${GREENWOOD}/uploadcontent`);

    const teacher = await teacherPage(browser);
    const item = teacher.getByTestId('review-book').filter({ hasText: title });
    await item.getByTestId('reject').click();
    await item.getByTestId('confirm-reject').click();
    await expect(item.getByText('Tell the author why, so they can fix it.')).toBeVisible();
    await item.getByTestId('reject-reason').fill('Please finish the ending and add a cover.');
    await item.getByTestId('confirm-reject').click();
    await expect(item).toHaveCount(0);
    await teacher.context().close();

    await page.reload();
    const mine = page.getByTestId('my-book').filter({ hasText: title });
    await expect(mine.getByTestId('my-book-status')).toHaveText('Not accepted');
    await expect(mine.getByTestId('rejection-reason')).toContainText('Please finish the ending and add a cover.');
    expect(await libraryTitles()).not.toContain(title);
    await expectNoSeriousAxeViolations(page);
  });

  test('a story title of one long word wraps on a phone: the wizard and the uploads list stay the screen’s width', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `W${Date.now()}${'o'.repeat(180)}w`;
    const fitsTheScreen = async () => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await logInStudent(page, 'yusuf', 'Yusuf H.', '/uploadblogsteps');
    await page.getByTestId('story-title').fill(title);
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-step-title')).toHaveText('Step 2: Write your story');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await fitsTheScreen();
    await page.getByTestId('wizard-save-exit').click();
    await expect(page).toHaveURL(`${GREENWOOD}/uploadcontent`);
    const story = page.getByTestId('my-story').filter({ hasText: title });
    await expect(story).toContainText('Saved at step 2 of 4.');
    await fitsTheScreen();
    // Its buttons are whole, inside the card.
    const card = (await story.boundingBox())!;
    const resume = (await story.getByTestId('resume-story').boundingBox())!;
    expect(resume.x + resume.width).toBeLessThanOrEqual(card.x + card.width);
    // Deleting asks first, naming the story; cancelling keeps it and gives the focus back.
    const remove = story.getByRole('button', { name: `Delete ${title}` });
    await remove.click();
    const dialog = page.getByTestId('delete-story-dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Delete “${title}”?`);
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(story).toHaveCount(1);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(story).toHaveCount(0);
    await expect(page.getByText('Deleted.')).toBeVisible();
  });

  test('the wizard keeps a story’s text when going back a step: saved on the way, shown again, even after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const title = `The Red Kite ${Date.now()}`;
    await logInStudent(page, 'hana', 'Hana T.', '/uploadblogsteps');
    await page.getByTestId('story-title').fill(title);
    await page.getByTestId('wizard-next').click();
    const stepTitle = page.getByTestId('wizard-step-title');
    const storyBox = page.getByTestId('story-editor').getByRole('textbox');
    const steps = page.getByRole('list', { name: 'Steps', exact: true });
    await expect(stepTitle).toHaveText('Step 2: Write your story');

    // Back saves the step first; coming back shows the text, and so does a reload.
    await storyBox.fill('My red kite flew over the school roof.');
    await page.getByTestId('wizard-back').click();
    await expect(stepTitle).toHaveText('Step 1: Title and summary');
    await expect(stepTitle).toBeFocused();
    await page.getByTestId('wizard-next').click();
    await expect(stepTitle).toHaveText('Step 2: Write your story');
    await expect(storyBox).toHaveText('My red kite flew over the school roof.');
    await page.reload();
    await expect(stepTitle).toHaveText('Step 2: Write your story');
    await expect(storyBox).toHaveText('My red kite flew over the school roof.');

    // So does a step of the step list.
    await storyBox.fill('My red kite flew over the school roof. The wind brought it back.');
    await steps.getByRole('link', { name: /Title and summary/ }).click();
    await expect(stepTitle).toHaveText('Step 1: Title and summary');
    await page.reload();
    await steps.getByRole('link', { name: /Write your story/ }).click();
    await expect(stepTitle).toHaveText('Step 2: Write your story');
    await expect(storyBox).toHaveText('My red kite flew over the school roof. The wind brought it back.');

    // What the editor shows is what is saved: emptied and left, it comes back empty and cannot go on empty.
    await storyBox.clear();
    await page.getByTestId('wizard-back').click();
    await expect(stepTitle).toHaveText('Step 1: Title and summary');
    await page.getByTestId('wizard-next').click();
    await expect(stepTitle).toHaveText('Step 2: Write your story');
    await expect(storyBox).toHaveText('');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Write your story before going on to the next step.')).toBeVisible();
    await expect(stepTitle).toHaveText('Step 2: Write your story');

    // Written again, and a link of the site pressed before saving: it asks first, and staying keeps the text.
    await storyBox.fill('The kite is back on its hook.');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Online library' }).click();
    await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
    await page.getByTestId('confirm-cancel').click();
    await expect(page).toHaveURL(/\/uploadblogsteps\//);
    await expect(storyBox).toHaveText('The kite is back on its hook.');
    // It goes on to the preview as the editor showed it.
    await page.getByTestId('wizard-next').click();
    await expect(stepTitle).toHaveText('Step 3: Cover and topics');
    await page.getByTestId('wizard-next').click();
    await expect(stepTitle).toHaveText('Step 4: Check and send');
    await expect(page.getByTestId('story-preview')).toContainText('The kite is back on its hook.');
    await expect(page.getByTestId('story-preview')).not.toContainText('red kite');
  });

  test('a story through the wizard: saved step by step, resumed later, sent, published and read', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `The Lost Shoe ${Date.now()}`;
    await logInStudent(page, 'yusuf', 'Yusuf H.', '/uploadblogsteps');
    // No title yet: the title's box is refused and focused.
    await page.getByTestId('story-summary').fill('A shoe goes missing on sports day.');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('story-title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('story-title')).toBeFocused();
    await page.getByTestId('story-title').fill(title);
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-step-title')).toHaveText('Step 2: Write your story');
    // Going on needs a story to go on with.
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Write your story before going on to the next step.')).toBeVisible();
    // The story's box is focused, marked invalid and described by the message.
    const storyBox = page.getByTestId('story-editor').getByRole('textbox');
    await expect(storyBox).toBeFocused();
    await expect(storyBox).toHaveAttribute('aria-invalid', 'true');
    await expect(storyBox).toHaveAccessibleDescription(/Write your story before going on to the next step\./);
    await expect(page.getByTestId('wizard-step-title')).toHaveText('Step 2: Write your story');
    await page.getByTestId('story-editor').getByRole('textbox').fill('On sports day my left shoe vanished. We looked everywhere.');
    await page.getByTestId('wizard-save-exit').click();
    await expect(page).toHaveURL(`${GREENWOOD}/uploadcontent`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Later: carry on where it was left.
    const story = page.getByTestId('my-story').filter({ hasText: title });
    await expect(story).toContainText('Saved at step 2 of 4.');
    await story.getByTestId('resume-story').click();
    await expect(page.getByTestId('wizard-step-title')).toHaveText('Step 2: Write your story');
    await expect(page.getByTestId('story-editor')).toContainText('my left shoe vanished');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-step-title')).toHaveText('Step 3: Cover and topics');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('wizard-step-title')).toHaveText('Step 4: Check and send');
    await expect(page.getByTestId('story-preview')).toContainText('my left shoe vanished');
    await page.getByTestId('wizard-send').click();
    await expect(page).toHaveURL(`${GREENWOOD}/uploadcontent`);
    await expect(page.getByTestId('my-story').filter({ hasText: title }).getByTestId('my-story-status')).toHaveText('Waiting for review');

    // The class's teacher publishes it; its author opens it from their uploads.
    const teacher = await teacherPage(browser);
    const publishedCount = async () => Number(await teacher.getByTestId('teacher-story-stats-published').locator('dd').textContent());
    await expect(teacher.getByTestId('teacher-story-stats-published')).toBeVisible();
    const before = await publishedCount();
    // An empty column of the queue says so.
    const queue = teacher.getByTestId('review-queue');
    const waitingBooks = Number(/\((\d+)\)/.exec((await queue.getByRole('heading', { name: /^Books \(/ }).textContent())!)![1]);
    await expect(queue.getByTestId('review-no-books')).toHaveCount(waitingBooks === 0 ? 1 : 0);
    await expect(queue.getByTestId('review-no-stories')).toHaveCount(0);
    await teacher.getByTestId('review-story').filter({ hasText: title }).getByTestId('approve').click();
    await expect(teacher.getByTestId('review-story').filter({ hasText: title })).toHaveCount(0);
    // The dashboard's numbers follow the decision without a reload.
    await expect.poll(publishedCount).toBeGreaterThan(before);
    await teacher.context().close();
    await page.reload();
    const published = page.getByTestId('my-story').filter({ hasText: title });
    await expect(published.getByTestId('my-story-status')).toHaveText('Published');
    await published.getByTestId('read-story').click();
    await expect(page).toHaveURL(/\/library\/story-/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });
});
