import { readFile } from 'node:fs/promises';
import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIN = `http://localhost:${PORT}`;
const GREENWOOD = `http://greenwood.localhost:${PORT}`;
const TEACHER = { email: 'teacher@greenwood.test', password: 'demo-pass-2026' };

/** The correct option of every question of DEMO_QUIZZES (apps/server/src/db/seed/seed.ts); the API never sends them. */
const QUIZ_ANSWERS: Record<string, number[]> = {
  'this-is-course': [1, 1, 0],
  'climate-action-hub': [1, 0, 0],
  'reading-aloud-that-works': [1, 2, 1],
  '21-day-reading-challenge': [1, 0, 1],
};

/** The demo's teacher training is sold in the shop (apps/server/src/modules/orders/products.seed.ts). */
const SOLD_COURSE = 'reading-aloud-that-works';

const CATALOGUE_OF_KIND: Record<string, string> = {
  course: '/courses',
  hub: '/hubs',
  teacher_training: '/teacher-training',
  challenge: '/challenges',
};

type CourseCard = { id: number; slug: string; name: string; kind: string; lessons_count: number };

/** Tenant hosts resolve only in the browser, so the API is asked from the page. */
function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const response = await fetch(p);
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('course catalogues', () => {
  test('search and the goal filter live in the URL, so links and Back work', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    const card = page.locator('[data-testid="course-card"][data-course-slug="this-is-course"]');
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', '/course/this-is-course');

    // Typing searches after a pause.
    await page.getByTestId('catalogue-search').fill('letter');
    await expect(page).toHaveURL(/\/courses\?search=letter$/);
    await expect(page.getByTestId('catalogue-count')).toContainText('1 course');
    await expect(card).toBeVisible();

    // The Write a Letter course serves goals 4, 11, 13 and 16: goal 6 finds nothing.
    await page.getByTestId('catalogue-sdg').selectOption({ label: '6. Clean Water and Sanitation' });
    await expect(page).toHaveURL(/search=letter&sdg=6/);
    await expect(page.getByTestId('catalogue-empty')).toContainText('No courses match your search');
    await expect(page.getByTestId('catalogue-count')).toContainText('Goal 6: Clean Water and Sanitation');

    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?search=letter$/);
    await expect(page.getByTestId('catalogue-sdg')).toHaveValue('');
    await expect(card).toBeVisible();

    // A shared link opens the same view, search box filled in.
    await page.goto('/courses?search=nothing-matches-this&sdg=4');
    await expect(page.getByTestId('catalogue-search')).toHaveValue('nothing-matches-this');
    await expect(page.getByTestId('catalogue-sdg')).toHaveValue('4');
    await expect(page.getByTestId('catalogue-empty')).toBeVisible();
    await page.getByTestId('clear-filters').click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(card).toBeVisible();
  });

  test('each kind has its catalogue, and cards open the kind’s page', async ({ page }) => {
    await page.goto('/hubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning hubs' })).toBeVisible();
    await expect(page.getByTestId('course-card').first()).toHaveAttribute('href', /^\/hubs\//);
    await page.goto('/teacher-training');
    await expect(page.getByTestId('course-card').first()).toHaveAttribute('href', /^\/teacher-training-course\//);
    await page.goto('/challenges');
    await expect(page.getByTestId('course-card').first()).toHaveAttribute('href', /^\/course\//);
  });

  test('a catalogue fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/challenges');
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('learning a course', () => {
  test('a visitor enrols through login, completes every lesson, passes the quiz, downloads and verifies the certificate', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${GREENWOOD}/courses`);
    await expect(page.getByTestId('course-card').first()).toBeVisible();

    // The demo course with the fewest lessons keeps this test short (other tests may publish
    // courses of their own on the same server).
    const all = await apiFromPage<{ results: CourseCard[] }>(page, '/api/courses/?limit=50');
    const demo = all.results.filter((c) => c.slug in QUIZ_ANSWERS && c.slug !== SOLD_COURSE);
    const course = demo.sort((a, b) => a.lessons_count - b.lessons_count)[0]!;
    const answers = QUIZ_ANSWERS[course.slug];
    expect(answers, `known quiz answers for ${course.slug}`).toBeDefined();

    await page.goto(`${GREENWOOD}${CATALOGUE_OF_KIND[course.kind]}`);
    await page.locator(`[data-testid="course-card"][data-course-slug="${course.slug}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    const coursePath = new URL(page.url()).pathname;
    await expect(page.getByTestId('course-outline').getByTestId('outline-lesson')).toHaveCount(course.lessons_count);

    // Not signed in: Enrol Now goes to /login carrying the course page, and login comes back to it.
    const enrol = page.getByTestId('enrol-button');
    await expect(enrol).toHaveText('Enrol Now');
    await enrol.click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(coursePath)}$`));
    await page.getByTestId('login-choose-teacher').click();
    await page.getByTestId('teacher-email').fill(TEACHER.email);
    await page.getByTestId('teacher-password').fill(TEACHER.password);
    await page.getByTestId('teacher-submit').click();
    await expect(page).toHaveURL(`${GREENWOOD}${coursePath}`, { timeout: 30_000 });

    // Signed in, not enrolled: Enrol Now creates the enrolment and becomes Continue To Course.
    await expect(enrol).toHaveText('Enrol Now');
    await enrol.click();
    await expect(enrol).toHaveText('Continue To Course');
    await expect(page.getByTestId('course-progress')).toHaveAttribute('aria-valuenow', '0');

    // Enrolled: the first lesson of the first chapter, at the current path plus chapter and lesson.
    const chapters = await apiFromPage<{ results: { slug: string }[] }>(page, `/api/courses/${course.slug}/chapters/`);
    const firstChapter = chapters.results[0]!.slug;
    const lessons = await apiFromPage<{ results: { slug: string }[] }>(page, `/api/courses/${course.slug}/chapters/${firstChapter}/lessons/`);
    await enrol.click();
    await expect(page).toHaveURL(`${GREENWOOD}${coursePath}/${firstChapter}/${lessons.results[0]!.slug}`);

    const outline = page.getByTestId('lesson-outline');
    await expect(outline.getByTestId('player-outline-lesson')).toHaveCount(course.lessons_count);
    await expect(outline.locator('[aria-current="page"]')).toHaveCount(1);

    let quizzes = 0;
    for (let n = 1; n <= course.lessons_count; n++) {
      const lesson = page.getByTestId('lesson');
      await expect(lesson).toBeVisible();
      if (await page.getByTestId('lesson-quiz').isVisible()) {
        quizzes += 1;
        const questions = page.getByTestId('quiz-question');
        await expect(questions).toHaveCount(answers!.length);
        // Sending with a question unanswered says which one.
        await page.getByTestId('quiz-submit').click();
        await expect(page.getByTestId('quiz-problem')).toContainText('Please answer questions 1, 2 and 3.');
        for (const [q, option] of answers!.entries()) {
          await questions.nth(q).getByTestId('quiz-option').nth(option).check();
        }
        await page.getByTestId('quiz-submit').click();
        await expect(page.getByTestId('quiz-result')).toHaveAttribute('data-passed', 'true');
        await expect(page.getByTestId('quiz-score')).toHaveText('100%');
        await expect(page.getByTestId('quiz-feedback')).toHaveCount(answers!.length);
        await expect(page.locator('[data-testid="quiz-feedback"][data-correct="false"]')).toHaveCount(0);
        // On a phone each mark sits under its answer, and the score inside its ring.
        const size = page.viewportSize()!;
        await page.setViewportSize({ width: 360, height: 780 });
        const marksUnder = await page.getByTestId('quiz-option-mark').evaluateAll((marks) =>
          marks.map((mark) => mark.getBoundingClientRect().top >= mark.parentElement!.querySelector('[data-testid="quiz-option-text"]')!.getBoundingClientRect().bottom - 1),
        );
        expect(marksUnder).toEqual(answers!.map(() => true));
        const scoreFits = await page.getByTestId('quiz-score').evaluate((score) => score.getBoundingClientRect().width <= (score.parentElement!.getBoundingClientRect().width * 52) / 72);
        expect(scoreFits).toBe(true);
        await expectNoHorizontalScroll(page);
        await page.setViewportSize(size);
      } else {
        await page.getByTestId('mark-complete').click();
      }
      await expect(page.getByTestId('lesson-complete-message')).toBeVisible();
      await expect(lesson).toHaveAttribute('data-completed', 'true');

      const next = page.getByTestId('next-lesson');
      if (n === course.lessons_count) {
        await expect(next).toHaveCount(0);
        break;
      }
      const href = await next.getAttribute('href');
      const title = (await next.locator('span.block').last().textContent())!.trim();
      await next.click();
      await expect(page).toHaveURL(`${GREENWOOD}${href}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    expect(quizzes).toBeGreaterThan(0);

    // Every lesson is ticked, progress is full, and the certificate is celebrated.
    await expect(page.getByTestId('lesson-progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(outline.locator('[data-testid="player-outline-lesson"][data-completed="true"]')).toHaveCount(course.lessons_count);
    const panel = page.getByTestId('certificate-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'You did it!' })).toBeFocused();
    await panel.getByTestId('certificate-panel-link').click();
    await expect(page).toHaveURL(/\/certificates\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const certificateId = new URL(page.url()).pathname.split('/').pop()!;

    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('cs.user') ?? 'null') as { first_name: string; last_name: string });
    const learner = `${user.first_name} ${user.last_name}`;
    await expect(page.getByTestId('certificate-learner')).toHaveText(learner);
    await expect(page.getByTestId('certificate-course')).toHaveText(course.name);
    await expect(page.getByTestId('certificate-number')).toHaveText(certificateId);

    // The PDF comes through the API client with the bearer token.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-download').click()]);
    expect(download.suggestedFilename()).toBe(`certificate-${certificateId}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The public verification page, from the certificate and from anywhere.
    await page.getByTestId('certificate-verify-link').click();
    await expect(page).toHaveURL(`${GREENWOOD}/certificate/${certificateId}`);
    const valid = page.getByTestId('verification-valid');
    await expect(valid.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');
    await expect(page.getByTestId('verification-learner')).toHaveText(learner);
    await expect(page.getByTestId('verification-course')).toHaveText(course.name);
    await expect(page.getByTestId('verification-issuer')).toHaveText('Greenwood Primary School');

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(`${MAIN}/certificate/${certificateId.toLowerCase()}`);
    await expect(other.getByTestId('verification-valid')).toContainText('This certificate is genuine');
    await stranger.close();

    // The course page now offers the certificate and resumes where the learner left off.
    await page.goto(`${GREENWOOD}${coursePath}`);
    await expect(page.getByTestId('course-certificate-link')).toHaveAttribute('href', `/certificates/${certificateId}`);
    await expect(page.getByTestId('course-progress')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.locator('[data-testid="outline-lesson"][data-completed="true"]')).toHaveCount(course.lessons_count);

    // The dashboard's card: finished, full, to review, with the certificate beside.
    await page.goto(`${GREENWOOD}/dashboard`);
    const card = page.getByTestId('my-course').filter({ has: page.getByRole('heading', { name: course.name }) });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(card).toContainText('Complete');
    await expect(card.getByRole('link', { name: `Review ${course.name}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `Certificate for ${course.name}` })).toHaveAttribute('href', `/certificates/${certificateId}`);
  });

  test('a course sold in the shop: a visitor tries its free lesson; a teacher buys it, is enrolled, and every lesson opens', async ({ page }) => {
    test.setTimeout(90_000);
    const coursePath = `/teacher-training-course/${SOLD_COURSE}`;
    // Its catalogue card shows the price.
    await page.goto(`${GREENWOOD}/teacher-training`);
    const card = page.locator(`[data-testid="course-card"][data-course-slug="${SOLD_COURSE}"]`);
    await expect(card.getByTestId('course-card-price')).toHaveText('£39');
    await card.click();
    await expect(page).toHaveURL(`${GREENWOOD}${coursePath}`);
    // The price takes the enrol button's place, and the lessons past the first are closed.
    const forSale = page.getByTestId('course-for-sale');
    await expect(forSale.getByTestId('product-price')).toHaveText('£39');
    await expect(page.getByTestId('enrol-button')).toHaveCount(0);
    await expect(page.getByTestId('course-facts')).toContainText('Certificate included');
    const lessons = page.getByTestId('course-outline').getByTestId('outline-lesson');
    await expect(lessons.first().getByTestId('lesson-preview')).toHaveText('Free preview');
    await expect(lessons.nth(1).getByTestId('lesson-lock')).toHaveCount(1);
    await expect(lessons.nth(1)).toContainText('(opens once you buy the course)');

    // The free lesson reads, and points to the price; the next one says how it opens.
    await forSale.getByTestId('course-try-first').click();
    await expect(page.getByTestId('lesson-content')).toBeVisible();
    await expect(page.getByTestId('lesson-enrol-prompt')).toHaveCount(0);
    await expect(page.getByTestId('lesson-buy-prompt')).toBeVisible();
    const outline = await apiFromPage<{ chapters: { lessons: { title: string }[] }[] }>(page, `/api/courses/${SOLD_COURSE}/`);
    const secondTitle = outline.chapters[0]!.lessons[1]!.title;
    await page.getByTestId('next-lesson').click();
    const locked = page.getByTestId('lesson-locked');
    await expect(locked).toContainText('This lesson opens once you buy the course');
    await expect(locked.getByRole('heading', { level: 1 })).toHaveText(secondTitle);
    await expect(page).toHaveTitle(new RegExp(`^${secondTitle} · `));
    await expect(locked.getByTestId('lesson-locked-login')).toHaveText('Already bought it? Log in');
    await locked.getByTestId('lesson-locked-course').click();
    await expect(page).toHaveURL(`${GREENWOOD}${coursePath}`);

    // A visitor puts it in the cart; checking out asks them to log in first, since it opens in an account.
    await forSale.getByTestId('add-to-cart').click();
    await forSale.getByRole('link', { name: 'View cart' }).click();
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('checkout-pay')).toBeDisabled();
    await page.getByTestId('checkout-course-login').getByRole('link', { name: 'Log in to buy it' }).click();
    await page.getByTestId('login-choose-teacher').click();
    await page.getByTestId('teacher-email').fill(TEACHER.email);
    await page.getByTestId('teacher-password').fill(TEACHER.password);
    await page.getByTestId('teacher-submit').click();
    // Logged in, the teacher is back at the checkout with the course, and pays on the provider's page.
    await expect(page).toHaveURL(`${GREENWOOD}/checkout`, { timeout: 30_000 });
    await expect(page.getByTestId('checkout-course-login')).toHaveCount(0);
    await page.getByTestId('checkout-email').fill(TEACHER.email);
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('test-pay-success').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });

    // Bought: enrolled already, nothing closed, and the second lesson can be completed.
    await page.goto(`${GREENWOOD}${coursePath}`);
    await expect(page.getByTestId('enrol-button')).toHaveText('Continue To Course');
    await expect(page.getByTestId('course-for-sale')).toHaveCount(0);
    await expect(page.getByTestId('course-outline').getByTestId('lesson-lock')).toHaveCount(0);
    await lessons.nth(1).click();
    await expect(page.getByTestId('lesson-content')).toBeVisible();
    await expect(page.getByTestId('mark-complete')).toBeVisible();
  });

  test('a visitor can read a lesson, is invited to enrol, and the outline opens as a drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${GREENWOOD}/hubs/climate-action-hub`);
    await expect(page.getByTestId('enrol-button')).toHaveText('Enrol Now');
    await page.getByTestId('outline-lesson').first().click();
    await expect(page).toHaveURL(/\/hubs\/climate-action-hub\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('lesson-content')).toBeVisible();
    await expect(page.getByTestId('lesson-enrol-prompt')).toBeVisible();
    await expect(page.getByTestId('mark-complete')).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    await page.getByTestId('outline-button').click();
    const drawer = page.getByTestId('outline-drawer');
    await expect(drawer.getByRole('navigation', { name: 'Course outline' })).toBeVisible();
    await drawer.getByTestId('player-outline-lesson').nth(1).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('previous-lesson')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('course and lesson pages have no serious accessibility violations', async ({ page }) => {
    await page.goto('/course/this-is-course');
    await expect(page.getByTestId('course-outline')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('outline-lesson').nth(5).click();
    await expect(page.getByTestId('lesson-quiz')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown certificate number is clearly not genuine', async ({ page }) => {
    await page.goto('/certificate/AAAA-BBBB-CCCC');
    const notFound = page.getByTestId('verification-not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('No such certificate');
    await expect(notFound).toContainText('We could not find a certificate with this number.');
  });
});

test.describe('course landing page (/test)', () => {
  for (const width of [1280, 360]) {
    test(`follows the spec at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/test');
      const { data } = await apiFromPage<{
        data: { name: string; intro: string; description: { sustainability_details: { title: string }[] } };
      }>(page, '/api/data/courses/this-is-course');

      // A hero exactly 328 px tall with the title, the subtitle and the enrol button.
      const hero = page.getByTestId('course-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(data.name);
      await expect(page.getByTestId('course-hero-subtitle')).toHaveText(data.intro);
      await expect(hero.getByTestId('enrol-button')).toHaveText('Enrol Now');
      expect(await hero.evaluate((el) => el.getBoundingClientRect().height)).toBe(328);

      // The description area: the '100% Free Program' heading and the sustainability thumbnails.
      await expect(page.getByRole('heading', { name: '100% Free Program' })).toBeVisible();
      await expect(page.getByTestId('sustainability-details').locator('img')).toHaveCount(data.description.sustainability_details.length);

      // The editor's HTML: an image link gets the download button to the same address, right after it.
      const html = page.getByTestId('course-editor-html');
      const imageLink = html.locator('a:has(img)').first();
      const href = await imageLink.getAttribute('href');
      const button = html.getByRole('link', { name: 'download your free teaching program here' });
      await expect(button).toHaveCount(1);
      await expect(button).toHaveAttribute('href', href!);
      await expect(button).toBeVisible();
      const follows = await imageLink.evaluate(
        (a, b) => !!(a.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await button.elementHandle(),
      );
      expect(follows).toBe(true);

      // Images (and iframes) are as wide as the description; headings have the title style.
      const widths = await html.evaluate((root) => ({
        box: root.getBoundingClientRect().width,
        media: [...root.querySelectorAll('img, iframe')].map((m) => m.getBoundingClientRect().width),
        headingWeights: [...root.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(getComputedStyle(h).fontWeight)),
      }));
      expect(widths.media.length).toBeGreaterThan(0);
      for (const w of widths.media) expect(Math.round(w)).toBe(Math.round(widths.box));
      expect(widths.headingWeights.length).toBeGreaterThan(0);
      for (const weight of widths.headingWeights) expect(weight).toBeGreaterThanOrEqual(800);

      await expectNoHorizontalScroll(page);

      // The enrol button follows the same rules: a visitor goes to log in, carrying this page.
      await hero.getByTestId('enrol-button').click();
      await expect(page).toHaveURL(/\/login\?next=%2Ftest$/);
    });
  }
});
