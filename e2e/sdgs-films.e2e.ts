import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const GREENWOOD = `http://greenwood.localhost:${PORT}`;

type Goal = { number: number; name: string; total: number; counts: { courses: number; impact_films: number } };
type Film = { slug: string; sdgs: number[]; source: { kind: string; url: string }; captions: { srclang: string; label: string; url: string }[] };

/** Tenant hosts resolve only in the browser, so the API is asked from the page. */
function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const response = await fetch(p);
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('the SDGs page', () => {
  test('shows the 17 goals with what the site offers, and a goal’s link leads to the filtered list', async ({ page }) => {
    await page.goto(`${GREENWOOD}/sdgs`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Sustainable Development Goals' })).toBeVisible();
    const tiles = page.getByTestId('sdg-tile');
    await expect(tiles).toHaveCount(17);
    await expect(tiles.nth(3).getByRole('heading', { level: 2 })).toHaveText('Goal 4: Quality Education');

    const goals = (await apiFromPage<{ results: Goal[] }>(page, '/api/sdgs/')).results;
    // A goal with nothing yet says so; one with courses links to them.
    const empty = goals.find((g) => g.total === 0);
    if (empty) await expect(page.locator(`[data-goal="${empty.number}"]`).getByTestId('sdg-empty')).toBeVisible();
    const water = page.locator('[data-goal="6"]');
    await expect(water.getByTestId('sdg-empty')).toHaveCount(0);

    const education = page.locator('[data-goal="4"]');
    const link = education.getByTestId('sdg-link-courses');
    await expect(link).toHaveText(`${goals[3]!.counts.courses} course${goals[3]!.counts.courses === 1 ? '' : 's'} for goal 4`);
    await link.click();
    await expect(page).toHaveURL(/\/courses\?sdg=4$/);
    await expect(page.getByTestId('catalogue-count')).toContainText('for Goal 4: Quality Education');
    await expect(page.getByTestId('course-card')).toHaveCount(goals[3]!.counts.courses);
    await expect(page.getByTestId('catalogue-sdg')).toHaveValue('4');

    await page.goBack();
    await page.locator('[data-goal="13"]').getByTestId('sdg-link-impact_films').click();
    await expect(page).toHaveURL(/\/impact-films\?sdg=13$/);
    await expect(page.getByTestId('films-count')).toContainText('for Goal 13: Climate Action');
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/sdgs`);
    await expect(page.getByTestId('sdg-tile')).toHaveCount(17);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);
    // The jump links reach each goal by keyboard.
    await page.getByRole('link', { name: 'Goal 15: Life on Land' }).press('Enter');
    await expect(page).toHaveURL(/#goal-15$/);
  });
});

test.describe('impact films', () => {
  test('loads a YouTube player only after the viewer presses play, through youtube-nocookie.com', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).hostname.endsWith('localhost')) thirdParty.push(r.url());
    });
    // The tests run offline: the player's page is answered here.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
    );
    await page.goto(`${GREENWOOD}/impact-films`);
    const card = page.locator('[data-film-slug="how-i-built-a-windmill"]');
    await expect(card.getByRole('heading', { name: 'How I built a windmill' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    const play = card.getByRole('button', { name: 'Play “How I built a windmill”' });
    await play.focus();
    await page.keyboard.press('Enter');
    const iframe = card.locator('iframe');
    await expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/G8yKFVPOD6o?autoplay=1');
    await expect(iframe).toHaveAttribute('title', 'How I built a windmill (YouTube video)');
    await expect(iframe).toBeFocused();
    await expect.poll(() => thirdParty).toEqual(['https://www.youtube-nocookie.com/embed/G8yKFVPOD6o?autoplay=1']);
    // Only the one film the viewer chose.
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('plays an uploaded film with its caption tracks', async ({ page }) => {
    await page.goto(`${GREENWOOD}/impact-films`);
    const card = page.locator('[data-film-slug="a-tree-grows"]');
    const video = card.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('source')).toHaveAttribute('src', '/media/seed/films/a-tree-grows.webm');
    const tracks = video.locator('track[kind="captions"]');
    await expect(tracks).toHaveCount(2);
    await expect(tracks.nth(0)).toHaveAttribute('srclang', 'en');
    await expect(tracks.nth(0)).toHaveAttribute('label', 'English');
    await expect(tracks.nth(1)).toHaveAttribute('srclang', 'es');
    // The browser reads the WebVTT file: the default track's cues arrive.
    const cues = await video.evaluate(async (v: HTMLVideoElement) => {
      const track = v.textTracks[0]!;
      track.mode = 'showing';
      for (let i = 0; i < 50 && !(track.cues && track.cues.length); i++) await new Promise((r) => setTimeout(r, 100));
      return Array.from(track.cues ?? [], (c) => (c as VTTCue).text);
    });
    expect(cues).toEqual([
      'A seed falls into the ground.',
      'The rain comes and waters it.',
      'The sun shines, and a little tree starts to grow.',
      'Goal 15, Life on Land: every tree we plant helps.',
    ]);
    // The film itself is playable.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(480);
    const type = await page.evaluate(async () => (await fetch('/media/seed/films/a-tree-grows.es.vtt')).headers.get('content-type'));
    expect(type).toMatch(/^text\/vtt/);
  });

  test('filters by goal and words in the URL, with a clear empty state', async ({ page }) => {
    await page.goto(`${GREENWOOD}/impact-films`);
    const films = (await apiFromPage<{ results: Film[] }>(page, '/api/impact-films/?limit=50')).results;
    await expect(page.getByTestId('film-card')).toHaveCount(films.length);
    await page.getByTestId('films-sdg').selectOption('15');
    await expect(page).toHaveURL(/\?sdg=15$/);
    await expect(page.getByTestId('film-card')).toHaveCount(films.filter((f) => f.sdgs.includes(15)).length);
    await page.getByRole('searchbox', { name: 'Search films' }).fill('nothing like this');
    await page.getByRole('searchbox', { name: 'Search films' }).press('Enter');
    await expect(page.getByTestId('films-empty')).toContainText('No films match your search');
    await page.getByTestId('films-empty').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('film-card')).toHaveCount(films.length);
  });

  test('is accessible and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${GREENWOOD}/impact-films`);
    await expect(page.getByTestId('film-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yIssues(page);
  });
});
