import { axe } from './support/axe.js';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, MAIN, siteApi, signInWithTokens } from './support/identity.js';

const AMARA = 'amarao07';
const MONEY_RAISED = '/dashboard?option=Money%20I%20Have%20Raised';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}


test.describe('giving', () => {
  test('browse from the charities to a charity, its photos and a project with its updates and gifts', async ({ page }) => {
    await page.goto(`${MAIN}/charities`);
    await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
    const cards = page.getByTestId('charity-list').getByTestId('charity-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
    await expectNoSeriousAxeViolations(page);

    await page.locator('[data-charity-slug="pustak-gaadi-trust"]').click();
    await expect(page).toHaveURL(`${MAIN}/charities/pustak-gaadi-trust`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pustak Gaadi Trust' })).toBeVisible();
    await expect(page.getByTestId('cause-story')).toContainText('camel cart');
    await expect(page.getByTestId('charity-projects').getByTestId('project-card')).toHaveCount(2);
    // Anonymous gifts show neither the name nor the dedication.
    const gifts = page.getByTestId('recent-donations').getByTestId('donation-row');
    await expect(gifts.filter({ hasText: 'Anonymous' })).toHaveCount(1);
    await expect(page.getByTestId('recent-donations')).not.toContainText('Vikram');
    await expect(gifts.filter({ hasText: 'Meera Iyer' })).toContainText('In memory of my grandmother');

    // The photo viewer: open, next by key, close with Escape.
    await page.getByTestId('photo-thumb').first().click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toContainText('1 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('2 / 2');
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', 'Pustak Gaadi Trust: photo 2 of 2');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The same charity by its id.
    const id = ((await siteApi<{ id: number }>(MAIN, 'GET', '/api/charities/pustak-gaadi-trust/')).body as { id: number }).id;
    await page.goto(`${MAIN}/charities/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pustak Gaadi Trust' })).toBeVisible();

    await page.locator('[data-project-slug="library-on-wheels-barmer"]').click();
    await expect(page).toHaveURL(`${MAIN}/charity-projects/library-on-wheels-barmer`);
    await expect(page.getByRole('heading', { level: 1, name: 'A Library on Wheels for Barmer' })).toBeVisible();
    await expect(page.getByTestId('project-charity-link')).toHaveAttribute('href', '/charities/pustak-gaadi-trust');
    await expect(page.getByTestId('cause-progress').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
    const updates = page.getByTestId('project-update');
    await expect(updates).toHaveCount(3);
    await expect(updates.first()).toContainText('The timetable for 24 villages is ready');
    await expect(page.getByTestId('donation-provider-phonepe')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // A school's site counts the cause's donors everywhere but lists only the gifts made through it.
    await page.goto(`${GREENWOOD}/charity-projects/library-on-wheels-barmer`);
    await expect(page.getByRole('heading', { level: 1, name: 'A Library on Wheels for Barmer' })).toBeVisible();
    // (Its demo donors gave on the main site; no test gives to it on Greenwood.)
    await expect(page.getByTestId('recent-donations-empty')).toHaveText('No donations through this site yet. Yours could be the first here!');

    await page.goto(`${MAIN}/charities/no-such-charity`);
    await expect(page.getByTestId('charity-not-found')).toBeVisible();
    await page.goto(`${MAIN}/charity-projects/winter-hedgehog-hospital`);
    await expect(page.getByTestId('project-not-found')).toBeVisible();
  });

  test('the projects list filters by charity and search, in the URL', async ({ page }) => {
    await page.goto(`${MAIN}/projects`);
    const cards = page.getByTestId('project-list').getByTestId('project-card');
    await expect(cards).toHaveCount(6);
    await page.getByTestId('project-charity').selectOption({ label: 'Maji Safi kwa Watoto' });
    await expect(page).toHaveURL(`${MAIN}/projects?charity=maji-safi-kwa-watoto`);
    await expect(cards).toHaveCount(2);
    await page.getByTestId('project-search').fill('tanks');
    await expect(page).toHaveURL(/search=tanks/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('href', '/charity-projects/rain-tanks-for-kalawa-schools');
    await page.getByTestId('project-search').fill('no such thing at all');
    await expect(page.getByTestId('projects-empty')).toContainText('No projects match your search');
    await page.getByTestId('clear-filters').click();
    await expect(page).toHaveURL(`${MAIN}/projects`);
    await expect(cards).toHaveCount(6);
    // A school's own charity's project is on its site only.
    await page.goto(`${GREENWOOD}/projects`);
    await expect(page.locator('[data-project-slug="winter-hedgehog-hospital"]')).toBeVisible();
  });

  test('the donation form checks the amount and the donor and says what will happen', async ({ page }) => {
    await page.goto(`${MAIN}/charity-projects/rain-tanks-for-kalawa-schools`);
    const form = page.getByTestId('donation-form');
    // Dollars: suggested amounts in dollars, and no PhonePe (rupees only).
    await expect(form.getByTestId('donation-preset')).toHaveCount(4);
    await expect(form.getByRole('radio', { name: '$25' })).toBeChecked();
    await expect(form.getByRole('radio', { name: '$100' })).not.toBeChecked();
    await expect(form.getByTestId('donation-provider-phonepe')).toHaveCount(0);
    await expect(form.getByTestId('donation-provider-stripe')).toBeChecked();
    await expect(page.getByTestId('donation-submit')).toHaveText('Donate $25');
    // The card is paid on Stripe's page, as the checkout says it.
    await expect(form).toContainText('You pay on Stripe’s secure page; we never see your card.');

    await form.getByTestId('donation-other').check();
    const custom = form.getByTestId('donation-custom');
    for (const [typed, message] of [
      ['0', 'The amount must be more than zero.'],
      ['-5', 'The amount must be more than zero.'],
      ['12.345', 'Enter an amount in numbers, like 25 or 12.50.'],
      ['2000000', 'We can take at most $1,000,000 in one donation.'],
      ['0.49', 'The least Stripe takes in one payment is $0.50. Enter more, or choose another way to pay.'],
    ] as const) {
      await custom.fill(typed);
      await page.getByTestId('donation-submit').click();
      await expect(form.getByTestId('donation-amount-error')).toHaveText(message);
      // The amount is the first field refused (the name and email below it too): the focus goes to it.
      await expect(custom).toBeFocused();
    }
    await expect(form.getByText('Enter your name.')).toBeVisible();
    await expect(form.getByText('Enter your email address, for your receipt.')).toBeVisible();
    // PayPal takes a cent: choosing it clears the amount's error.
    await form.getByTestId('donation-provider-paypal').check();
    await expect(form.getByTestId('donation-amount-error')).toBeHidden();
    await form.getByTestId('donation-provider-stripe').check();
    await expect(form.getByTestId('donation-amount-error')).toBeVisible();

    await custom.fill('12.50');
    await form.getByTestId('donation-dedication').fill('For the Kalawa health club');
    await form.getByTestId('donation-name').fill('Robin Ellis');
    await form.getByTestId('donation-email').fill('not-an-email');
    await page.getByTestId('donation-submit').click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByTestId('donation-email')).toBeFocused();
    await form.getByTestId('donation-email').fill('robin@example.org');
    const summary = form.getByTestId('donation-summary');
    await expect(summary).toContainText('You are giving $12.50 to Rain Tanks for Kalawa Schools (Maji Safi kwa Watoto).');
    await expect(summary).toContainText('You will appear as “Robin Ellis”.');
    await form.getByTestId('donation-anonymous').check();
    await expect(summary).toContainText('You will appear as “Anonymous”.');
    await form.getByTestId('donation-provider-paypal').check();
    await expect(summary).toContainText('You will pay with PayPal.');
    await expect(page.getByTestId('donation-submit')).toHaveText('Donate $12.50');
    await expect(form.getByTestId('donation-amount-error')).toHaveCount(0);

    // Rupees: PhonePe is offered.
    await page.goto(`${MAIN}/charity-projects/fifty-village-reading-corners`);
    await expect(page.getByTestId('donation-provider-phonepe')).toBeVisible();
    await expect(page.getByTestId('donation-submit')).toHaveText('Donate ₹500');
  });

  test.describe('Money I Have Raised', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a student sees what her page raised, copies its link, starts another page and keeps her surname off it', async ({ page }) => {
      await signInWithTokens(page, GREENWOOD, AMARA);
      await page.goto(`${GREENWOOD}${MONEY_RAISED}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Money I have raised' })).toBeVisible();
      const own = page.locator('[data-testid="my-fundraiser"][data-fundraiser-slug="amara-sponsored-silence"]');
      await expect(own).toBeVisible();
      await expect(own.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '22');
      await expect(page.getByTestId('raised-totals')).toContainText('$45');
      // Her class's page is there too, but only its teacher changes it.
      const classPage = page.locator('[data-testid="my-fundraiser"][data-fundraiser-slug="year-4-oak-bike-a-thon"]');
      await expect(classPage).toContainText('My class’s page');
      await expect(classPage.getByTestId('toggle-fundraiser')).toHaveCount(0);

      const shareUrl = `${GREENWOOD}/fundraisers/amara-sponsored-silence`;
      await expect(own.getByTestId('share-url')).toHaveValue(shareUrl);
      await own.getByTestId('share-copy').click();
      await expect(page.getByText('Link copied.', { exact: false })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
      const qr = own.getByTestId('fundraiser-qr').getByRole('img');
      await expect(qr).toHaveAttribute('src', '/api/fundraisers/amara-sponsored-silence/qr.svg');
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectNoSeriousAxeViolations(page);

      // A new page: the surname is refused by the server, next to the field.
      await page.getByTestId('start-fundraiser').click();
      const form = page.getByTestId('fundraiser-form');
      await expect(form.getByTestId('safety-note')).toContainText('your first name only');
      await form.getByTestId('fundraiser-cause').selectOption({ label: 'Bicycles for Girls in Ccorca' });
      await form.getByTestId('fundraiser-title').fill('Amara Okafor cycles for Ccorca');
      // A goal past the limit is told as a goal's limit, not a donation's.
      await form.getByTestId('fundraiser-goal').fill('99999999999');
      await form.getByTestId('fundraiser-submit').click();
      await expect(form.getByText('This goal is larger than we accept.')).toBeVisible();
      await form.getByTestId('fundraiser-goal').fill('150');
      await form.getByTestId('fundraiser-submit').click();
      await expect(form.getByText('Leave out your surname: your page shows only your first name.')).toBeVisible();
      await form.getByTestId('fundraiser-title').fill('Amara cycles for Ccorca');
      await form.getByTestId('fundraiser-story').fill('I will cycle 20 laps of the park.');
      await form.getByTestId('fundraiser-submit').click();
      await expect(form).toBeHidden();
      const created = page.getByTestId('my-fundraiser').filter({ hasText: 'Amara cycles for Ccorca' });
      await expect(created).toBeVisible();
      await expect(created.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(created).toContainText('of £150');

      // Its public page shows her first name only.
      await created.getByTestId('view-fundraiser').click();
      await expect(page.getByTestId('fundraiser-page')).toBeVisible();
      await expect(page.getByTestId('fundraiser-owner')).toHaveText('Amara’s fundraising page');
      await expect(page.getByTestId('fundraiser-page')).not.toContainText('Okafor');
      await expect(page.getByTestId('fundraiser-cause-link')).toHaveAttribute('href', '/charity-projects/bicycles-for-girls-in-ccorca');
    });

    test('the share link opens the page for visitors, on its own site only; the phone layout fits', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${GREENWOOD}/fundraisers/year-4-oak-bike-a-thon`);
      await expect(page.getByRole('heading', { level: 1, name: 'Year 4 Oak’s Bike-a-thon for Ccorca' })).toBeVisible();
      await expect(page.getByTestId('fundraiser-owner')).toHaveText('Year 4 Oak is fundraising');
      await expect(page.getByTestId('recent-donations')).toContainText('Ms Alvarez');
      await expectNoHorizontalScroll(page);
      await page.getByTestId('donate-jump').click();
      await expect(page.getByTestId('donation-form')).toBeInViewport();
      await expectNoHorizontalScroll(page);

      await page.goto(`${MAIN}/fundraisers/year-4-oak-bike-a-thon`);
      await expect(page.getByTestId('fundraiser-not-found')).toBeVisible();

      await page.goto(`${GREENWOOD}/charity-projects/bicycles-for-girls-in-ccorca`);
      // The class's page is among the cause's fundraisers (other tests may have started more).
      await expect(
        page.getByTestId('cause-fundraisers').locator('[data-testid="fundraiser-card"][data-fundraiser-slug="year-4-oak-bike-a-thon"]'),
      ).toHaveAttribute('href', '/fundraisers/year-4-oak-bike-a-thon');
      await expectNoHorizontalScroll(page);
      await signInWithTokens(page, GREENWOOD, AMARA);
      await page.goto(`${GREENWOOD}${MONEY_RAISED}`);
      await expect(page.getByTestId('my-fundraiser').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    test('a visitor is asked to log in first', async ({ page }) => {
      await page.goto(`${GREENWOOD}${MONEY_RAISED}`);
      await expect(page).toHaveURL(/\/login/);
    });
  });
});
