import { axe } from './support/axe.js';
import { CONTENT_PAGE_SLUGS } from '@commonshelf/shared/site/content-pages.schemas';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, logInWithEmail, MAIN, PORT, siteApi } from './support/identity.js';

const LAKESIDE = `http://lakeside.localhost:${PORT}`;

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Shown = { title: string; source: string; sections: { id: string; heading: string }[] };
const shown = async (site: string, slug: string) => (await siteApi<Shown>(site, 'GET', `/api/content-pages/${slug}/`)).body;

test.describe('the site’s pages', () => {
  test('every page shows its text under its title, and passes axe', async ({ page }) => {
    test.slow();
    for (const slug of CONTENT_PAGE_SLUGS) {
      const { title } = await shown(MAIN, slug);
      await page.goto(`${MAIN}/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId(`site-page-${slug}`)).toHaveAttribute('data-source', 'platform');
      await expectNoSeriousAxeViolations(page);
    }
  });

  test('the FAQ: a searchable accordion that works from the keyboard, and a link opens one question', async ({ page }) => {
    const faq = await shown(MAIN, 'faq');
    await page.goto(`${MAIN}/faq`);
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(faq.sections.length);
    await expect(page.getByTestId('faq-count')).toHaveText(`${faq.sections.length} questions.`);

    // Closed at first; Enter on a question opens its answer, again closes it.
    const first = items.first().getByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(items.first().getByRole('region')).toBeHidden();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first().getByRole('region')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    // The search keeps the questions with every word typed, in the question or its answer.
    await page.getByTestId('faq-search').fill('class code');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(faq.sections.length);
    await expect(page.getByTestId('faq-count')).toHaveText(`${count} of ${faq.sections.length} questions match.`);
    await page.getByTestId('faq-toggle-all').click();
    for (const item of await page.getByTestId('faq-item').all()) {
      await expect(item.getByRole('region')).toBeVisible();
      await expect(item).toContainText(/class/i);
      await expect(item).toContainText(/code/i);
    }
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('faq-search').fill('zzqx nothing');
    await expect(page.getByTestId('faq-empty')).toBeVisible();

    // A shared link to one question opens it.
    const last = faq.sections.at(-1)!;
    await page.goto(`${MAIN}/faq#${last.id}`);
    await expect(page.getByRole('button', { name: last.heading })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a school’s own about page shows on its site only', async ({ page }) => {
    const own = await shown(GREENWOOD, 'about');
    const platform = await shown(MAIN, 'about');
    expect(own.source).toBe('school');
    await page.goto(`${GREENWOOD}/about`);
    await expect(page.getByRole('heading', { level: 1, name: own.title })).toBeVisible();
    await page.goto(`${MAIN}/about`);
    await expect(page.getByRole('heading', { level: 1, name: platform.title })).toBeVisible();
    await page.goto(`${MAIN}/terms-of-use`);
    await expect(page.getByTestId('page-contents')).toBeVisible();
  });
});

test.describe('editing the pages', () => {
  test('the platform admin writes a new version with a live preview, and brings the old one back from the history', async ({ page }) => {
    const before = await shown(MAIN, 'acknowledgement');
    await logInWithEmail(page, MAIN, 'admin@commonshelf.test', '/admin-panel/site-pages');
    await page.locator('[data-testid="content-page-item"][data-slug="acknowledgement"]').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/site-pages/acknowledgement`);
    const editor = page.getByTestId('content-editor');
    await expect(editor.getByTestId('content-title')).toHaveValue(before.title);
    await expect(page.getByTestId('content-save')).toBeDisabled();

    await editor.getByTestId('content-title').fill('Thank you, everyone');
    await editor.getByTestId('content-body').fill('With thanks to **every teacher** who tried a lesson.\n\n## Open source\n\nBuilt on open-source software.');
    await expect(page.getByTestId('content-preview').locator('strong')).toHaveText(['every teacher']);
    await expect(page.getByTestId('content-preview').locator('h2')).toHaveText(['Open source']);
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('content-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Page saved.' })).toBeVisible();
    const history = page.getByTestId('content-revision');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Current');

    await page.goto(`${MAIN}/acknowledgement`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, everyone' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open source' })).toBeVisible();

    // The first version, seen in the history and brought back.
    await page.goto(`${MAIN}/admin-panel/site-pages/acknowledgement`);
    await page.getByRole('button', { name: 'View version 1' }).click();
    const drawer = page.getByTestId('revision-drawer');
    await expect(drawer.getByRole('heading', { name: before.title })).toBeVisible();
    await drawer.getByTestId('revision-restore').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Version restored.' })).toBeVisible();
    await expect(page.getByTestId('content-revision')).toHaveCount(3);
    await expect(page.getByTestId('content-revision').first()).toContainText('brought back version 1');
    await page.goto(`${MAIN}/acknowledgement`);
    await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
  });

  test('a school admin writes its own contact page on a phone, and goes back to the platform’s', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const platform = await shown(MAIN, 'contact');
    await logInWithEmail(page, LAKESIDE, 'schooladmin@lakeside.test', '/admin-school/site-pages');
    await expect(page.getByTestId('content-page-item')).toHaveCount(2);
    await page.locator('[data-testid="content-page-item"][data-slug="contact"]').getByRole('link', { name: 'Write your own' }).click();
    await expect(page.getByTestId('content-editor-status')).toContainText('Your site shows the platform’s page');
    await page.getByTestId('content-title').fill('Contact Lakeside');
    await page.getByTestId('content-body').fill('Call the school office, or use the form below.');
    await page.getByTestId('content-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Page saved.' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(`${LAKESIDE}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Lakeside' })).toBeVisible();
    await expect(page.getByTestId('site-page-contact')).toHaveAttribute('data-source', 'school');

    await page.goto(`${LAKESIDE}/admin-school/site-pages/contact`);
    await page.getByTestId('content-revert').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Use the platform’s page' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Your site now shows the platform’s page.' })).toBeVisible();
    await page.goto(`${LAKESIDE}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: platform.title })).toBeVisible();
  });
});
