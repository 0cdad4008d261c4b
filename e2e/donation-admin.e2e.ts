import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { GREENWOOD, logInWithEmail, MAIN, uniqueEmail } from './support/identity.js';

const ADMIN = 'admin@commonshelf.test';
const SCHOOL_ADMIN = 'schooladmin@greenwood.test';

/** An amount as the page shows it ("₹18,000", "£131.40") as a number of major units. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('donations for admins', () => {
  // Each test logs in and pays through the provider's stand-in page: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the platform admin sees the demo gifts on the charities dashboard, filters the donations by a charity and downloads them as CSV', async ({ page }) => {
    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/dashboard');
    await page.getByTestId('dashboard-charities-link').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/charities-dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Charities dashboard' })).toBeVisible();
    // The demo's rupee gifts are all made on the main site (₹18,000); each currency has its own total.
    const rupees = page.locator('[data-testid="currency-total"][data-currency="INR"]');
    expect(amountOf(await rupees.getByTestId('currency-total-amount').textContent())).toBeGreaterThanOrEqual(18_000);
    await expect(page.locator('[data-testid="currency-total"][data-currency="GBP"]')).toBeVisible();
    await expect(page.getByTestId('donations-month-chart')).toBeVisible();
    await expect(page.getByTestId('per-site')).toContainText('Greenwood Primary School');
    await expect(page.getByTestId('per-site')).toContainText('Main site');
    await expect(page.getByTestId('top-fundraisers')).toContainText('Amara’s sponsored silence for clean water');

    const pustak = page.getByTestId('top-charities').getByTestId('report-row').filter({ hasText: 'Pustak Gaadi Trust' });
    await pustak.getByRole('link', { name: 'Donations to Pustak Gaadi Trust' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/donations\?charity=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    const rows = page.getByTestId('donation-row');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(rows.filter({ hasNotText: 'Pustak Gaadi Trust' })).toHaveCount(0);
    // The admin sees who gave an anonymous gift, marked as anonymous.
    await expect(rows.filter({ hasText: 'Vikram Shah' })).toContainText('Anonymous');

    const download = page.waitForEvent('download');
    await page.getByTestId('donations-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile((await file.path())!, 'utf8')).trim().split('\r\n');
    expect(header).toBe('date,reference,status,donor_name,donor_email,anonymous,shown_as,amount,currency,charity,project,fundraiser,fundraiser_owner,dedication,site,provider,receipt');
    expect(lines).toHaveLength(count);
    expect(lines.every((l) => l.includes('"Pustak Gaadi Trust"') && l.includes('"INR"'))).toBe(true);
    expect(lines.find((l) => l.includes('vikram.shah@example.com'))).toContain('"yes","Anonymous","5000.00","INR"');
  });

  test('Greenwood’s admin sees Greenwood’s gifts, those through Amara’s page among them, and never another site’s', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/donations');
    const summary = page.getByTestId('school-donation-summary');
    await expect(summary.getByTestId('summary-fundraisers')).toContainText('Amara’s sponsored silence for clean water');
    await expect(summary.getByTestId('summary-charities')).toContainText('Millbrook Hedgehog Rescue');
    await expectNoHorizontalScroll(page);

    // On a phone the filters fold away; the site is not a filter here.
    await page.getByTestId('donation-filters-toggle').click();
    await expect(page.getByTestId('donation-site')).toHaveCount(0);
    await page.getByTestId('donation-fundraiser').selectOption({ label: 'Amara’s sponsored silence for clean water (Amara)' });
    await expect(page).toHaveURL(/fundraiser=\d+/);
    const rows = page.getByTestId('donation-row');
    await expect(rows.filter({ hasText: 'Rose Williams' })).toContainText('Grandma Rose');
    await expect(rows.filter({ hasText: 'Sam Taylor' })).toContainText('Anonymous');
    await expect(rows.filter({ hasText: 'Femi Adeyemi' })).toHaveCount(1);
    await expect(rows.filter({ hasNotText: 'by Amara' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // A main-site donor is nowhere in Greenwood's list.
    await page.getByTestId('donation-clear').first().click();
    await page.getByTestId('donation-search').fill('daniel.brooks@example.com');
    await page.getByTestId('donation-search').press('Enter');
    await expect(page.getByTestId('donations-empty')).toContainText('No donations match these filters.');

    // Dates the wrong way round are named, not sent.
    await page.goto(`${GREENWOOD}/admin-school/donations?from=2026-05-02&to=2026-05-01`);
    await expect(page.getByTestId('donation-dates-error')).toHaveText('The end date must be on or after the start date.');
  });

  test('a gift made now through the provider’s test mode shows in the school’s list, paid, with its receipt', async ({ page }) => {
    const email = uniqueEmail('admin-gift');
    await page.goto(`${GREENWOOD}/charity-projects/winter-hedgehog-hospital`);
    const form = page.getByTestId('donation-form');
    await form.getByTestId('donation-name').fill('Robin Fairweather');
    await form.getByTestId('donation-email').fill(email);
    await form.getByTestId('donation-dedication').fill('For Bramble, Conker and Pickle');
    await page.getByTestId('donation-submit').click();
    await page.getByTestId('test-pay-success').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
    const reference = (await page.getByTestId('payment-reference').textContent())!.trim();

    await logInWithEmail(page, GREENWOOD, SCHOOL_ADMIN, '/admin-school/donations');
    await page.getByTestId('donation-search').fill(email);
    const row = page.locator(`[data-testid="donation-row"][data-reference="${reference}"]`);
    await expect(row).toHaveAttribute('data-status', 'paid');
    await expect(row).toContainText('Robin Fairweather');
    await expect(row).toContainText('For Bramble, Conker and Pickle');
    await expect(row).toContainText('A Winter Hospital for Hedgehogs');
    const receipt = row.getByTestId('donation-receipt');
    await expect(receipt).toHaveText(/Receipt RCT-\d{6}/);
    const number = (await receipt.textContent())!.replace('Receipt', '').trim();
    const download = page.waitForEvent('download');
    await receipt.click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The school's admins also have the site's orders, from the sidebar: the gift is one of them.
    await page.getByTestId('admin-nav-orders').click();
    await expect(page).toHaveURL(`${GREENWOOD}/admin-school/orders`);
    await page.getByTestId('order-search').fill(reference);
    await expect(page.locator(`[data-testid="order-row"][data-reference="${reference}"]`)).toBeVisible();

    // The platform admin sees it among every site's gifts, as Greenwood's.
    await logInWithEmail(page, MAIN, ADMIN, `/admin-panel/donations?search=${reference}`);
    await expect(page.locator(`[data-testid="donation-row"][data-reference="${reference}"]`).getByTestId('donation-row-site')).toHaveText('Greenwood Primary School');
  });
});
