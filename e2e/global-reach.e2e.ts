import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, MAIN } from './support/identity.js';

type Counts = { schools: number; organizations: number; libraries: number };
/** `GET /api/global-reach/`. */
type GlobalReach = {
  countries: (Counts & { code: string })[];
  without_country: { schools: number; organizations: number };
  totals: Counts & { countries: number; sites_without_country: number };
};

/** The demo's countries: Greenwood and Bright Futures in the United Kingdom, Lakeside in Kenya, and the partner libraries. */
const DEMO_COUNTRIES = ['GB', 'IN', 'KE', 'NP', 'PE'];

/**
 * Opens /global-reach and returns the answer the page itself drew from, so other tests adding
 * schools at the same time cannot make the comparison race; and every request to another origin.
 */
async function openGlobalReach(page: Page, site: string) {
  const foreign: string[] = [];
  const own = new URL(site).origin;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== own) foreign.push(r.url());
  });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/global-reach/' && r.request().method() === 'GET');
  await page.goto(`${site}/global-reach`);
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
  const reach = (await res.json()) as GlobalReach;
  await expect(page.getByTestId('world-map').locator('path[data-shaded]').first()).toBeVisible();
  return { reach, foreign };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('global reach', () => {
  test('the world map shades the countries with schools and libraries, and the table lists each with its counts', async ({ page }) => {
    const { reach, foreign } = await openGlobalReach(page, MAIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Global reach' })).toBeVisible();

    // The totals at the top.
    const sites = reach.totals.schools + reach.totals.organizations;
    await expect(page.getByTestId('reach-summary')).toContainText(`${sites} schools and organisations in`);
    await expect(page.getByTestId('reach-summary')).toContainText(`${reach.totals.libraries} libraries`);
    await expect(page.getByTestId('total-schools')).toContainText(String(reach.totals.schools));
    await expect(page.getByTestId('total-organizations')).toContainText(String(reach.totals.organizations));
    await expect(page.getByTestId('total-libraries')).toContainText(String(reach.totals.libraries));
    await expect(page.getByTestId('total-countries')).toContainText(String(reach.totals.countries));

    // The map: one image with a summary, every country drawn, the counted ones shaded.
    const map = page.getByTestId('world-map').locator('svg[role="img"]');
    await expect(map).toHaveAttribute('aria-label', /World map: \d+ countries have schools, organisations or libraries/);
    expect(await map.locator('path').count()).toBeGreaterThan(150);
    const shaded = await map.locator('path[data-shaded]').evaluateAll((paths) => paths.map((p) => p.getAttribute('data-code')));
    expect(shaded).toEqual(expect.arrayContaining(DEMO_COUNTRIES));
    expect(shaded.sort()).toEqual(reach.countries.map((c) => c.code).sort());
    expect(await map.locator('path:not([data-shaded])').first().getAttribute('class')).toContain('fill-line-soft');

    // The table: every country of the answer with its counts, the demo's among them.
    const rows = page.getByTestId('reach-row');
    await expect(rows).toHaveCount(reach.countries.length);
    for (const c of reach.countries) {
      const row = page.locator(`[data-testid="reach-row"][data-code="${c.code}"]`);
      await expect(row.getByTestId('reach-schools')).toHaveText(String(c.schools));
      await expect(row.getByTestId('reach-organizations')).toHaveText(String(c.organizations));
      await expect(row.getByTestId('reach-libraries')).toHaveText(String(c.libraries));
    }
    // Each site is counted in the country it states.
    const gb = reach.countries.find((c) => c.code === 'GB')!;
    expect(gb.schools).toBeGreaterThanOrEqual(1);
    expect(gb.organizations).toBeGreaterThanOrEqual(1);
    expect(reach.countries.find((c) => c.code === 'KE')!.schools).toBeGreaterThanOrEqual(1);
    // Every site states its country in the demo: no "not stated" line.
    expect(reach.totals.sites_without_country).toBe(0);
    await expect(page.getByTestId('reach-unplaced')).toHaveCount(0);
    await expect(page.locator('[data-testid="reach-row"][data-code="GB"] th')).toContainText('United Kingdom');

    // By keyboard: a country's name in the table shows it on the map with its counts.
    const kenya = reach.countries.find((c) => c.code === 'KE')!;
    await page.getByRole('button', { name: /^Kenya/ }).focus();
    await expect(page.getByTestId('map-card')).toContainText('Kenya');
    await expect(page.getByTestId('map-card')).toContainText(`${kenya.libraries} ${kenya.libraries === 1 ? 'library' : 'libraries'}`);
    // By pointer: the same over the map.
    await page.getByRole('button', { name: /^Kenya/ }).blur();
    await page.locator('[data-marker="PE"]').hover();
    await expect(page.getByTestId('map-card')).toContainText('Peru');

    await expectNoSeriousAxeViolations(page);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('at 360 px wide the map and the table fit the screen; a school’s site shows the same countries', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { reach, foreign } = await openGlobalReach(page, GREENWOOD);
    expect(reach.countries.map((c) => c.code)).toEqual(expect.arrayContaining(DEMO_COUNTRIES));
    await expect(page.getByTestId('reach-row')).toHaveCount(reach.countries.length);
    await page.getByTestId('reach-table').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('reach-table')).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The map fills the card's width and keeps its proportions.
    const box = (await page.getByTestId('world-map').locator('svg').boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThan(box.width * 0.4);
    // A tap on a country shows it.
    await page.locator('[data-marker="GB"]').click();
    await expect(page.getByTestId('map-card')).toContainText('United Kingdom');
    await expectNoSeriousAxeViolations(page);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('sites that have not stated their country are counted on a line of their own, not on the map', async ({ page }) => {
    // Every demo site states its country: the answer is given two more schools and an organisation without one.
    await page.route('**/api/global-reach/', async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as GlobalReach;
      const totals = { ...real.totals, schools: real.totals.schools + 2, organizations: real.totals.organizations + 1, sites_without_country: 3 };
      await route.fulfill({ response, json: { ...real, without_country: { schools: 2, organizations: 1 }, totals } });
    });
    const { reach } = await openGlobalReach(page, MAIN);
    const line = page.getByTestId('reach-unplaced');
    await expect(line.locator('th')).toHaveText('Country not stated');
    await expect(line.getByTestId('reach-unplaced-schools')).toHaveText('2');
    await expect(line.getByTestId('reach-unplaced-organizations')).toHaveText('1');
    await expect(page.getByTestId('reach-unplaced-note')).toHaveText('3 schools and organisations have not told us their country yet, so the map does not show them.');
    // The last line adds them in; the map shades the stated countries only.
    const all = page.getByRole('row', { name: /^All / });
    await expect(all).toContainText(String(reach.totals.schools));
    const shaded = await page.getByTestId('world-map').locator('path[data-shaded]').evaluateAll((paths) => paths.map((p) => p.getAttribute('data-code')));
    expect(shaded.sort()).toEqual(reach.countries.map((c) => c.code).sort());
    await expectNoSeriousAxeViolations(page);
  });
});
