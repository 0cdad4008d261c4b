import { expect, test, type Page } from '@playwright/test';
import { logInWithEmail, MAIN, uniqueEmail } from './support/identity.js';
import { mailsTo } from './support/mailbox.js';

const ADMIN = 'admin@commonshelf.test';
const BOOK = '/library/the-mango-tree-that-waited';
const TRACKING = { carrier: 'India Post', number: 'EE123456789IN', url: 'https://www.indiapost.gov.in/track?consignment=EE123456789IN' };

/** A visitor buys the printed edition of a book, posted to them, through the card provider's test-mode page; returns the order's reference. */
async function buyPrintedBook(page: Page, email: string): Promise<string> {
  await page.goto(`${MAIN}${BOOK}`);
  const offer = page.getByTestId('product-offer').filter({ hasText: 'Printed book' });
  await offer.getByTestId('add-to-cart').click();
  await expect(offer.getByTestId('in-cart')).toBeVisible();
  await page.goto(`${MAIN}/checkout`);
  await page.getByTestId('checkout-name').fill('Asha Verma');
  await page.getByTestId('checkout-email').fill(email);
  await page.getByTestId('address-name').fill('Asha Verma');
  await page.getByTestId('address-line1').fill('14 Lake Road');
  await page.getByTestId('address-city').fill('Pune');
  await page.getByTestId('address-postal_code').fill('411001');
  await page.getByTestId('address-country').fill('India');
  await page.getByTestId('country-option').filter({ hasText: /^IndiaIN$/ }).click();
  await page.getByTestId('checkout-provider-stripe').check();
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('test-pay-amount')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('test-pay-success').click();
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
  return (await page.getByTestId('payment-reference').textContent())!.trim();
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a printed book is bought, shipped from “to ship” with tracking, followed by its buyer, and its payment is in the history', async ({ page, browser }) => {
  // Two browsers, a payment, a shipment, the history and two widths: long on a busy machine.
  test.setTimeout(150_000);
  const email = uniqueEmail('parcel');
  const reference = await buyPrintedBook(page, email);
  await page.getByTestId('payment-track').click();
  await expect(page).toHaveURL(`${MAIN}/trackorder/${reference}`);
  const shippedStep = page.getByTestId('order-timeline').locator('li[data-step="shipped"]');
  await expect(shippedStep).toHaveAttribute('data-done', 'false');
  await expect(shippedStep).toContainText('Not yet');
  // Paid, but not complete while the parcel is still to post.
  await expect(page.getByTestId('order-status')).toHaveText('Paid: your parcel is being packed');

  // The platform admin finds it under "To ship" and ships it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInWithEmail(admin, MAIN, ADMIN, '/admin-panel/orders');
  await admin.getByTestId('order-status-tabs').getByRole('button', { name: /To ship/ }).click();
  await expect(admin).toHaveURL(/shipping=to_ship/);
  await admin.getByTestId('order-search').fill(reference);
  const row = admin.locator(`[data-testid="order-row"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('To ship');
  // Paid, not "complete", while it waits to be posted; every status tab in view on a desktop.
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Complete');
  await expect(admin.getByTestId('order-status-tabs').getByRole('button', { name: /Refunded/ })).toBeInViewport({ ratio: 1 });
  await row.getByTestId('order-ship').click();
  const dialog = admin.getByTestId('ship-dialog');
  await expect(dialog.getByTestId('ship-address')).toContainText('14 Lake Road');
  await expect(dialog.getByTestId('ship-address')).toContainText('India');
  // Field messages first: nothing typed, then a page that is not https.
  await dialog.getByTestId('ship-submit').click();
  await expect(dialog).toContainText('Enter the carrier, for example Royal Mail or India Post.');
  await expect(dialog).toContainText('Enter the tracking number.');
  await dialog.getByTestId('ship-carrier').fill(TRACKING.carrier);
  await dialog.getByTestId('ship-tracking').fill(TRACKING.number);
  await dialog.getByTestId('ship-url').fill('http://www.indiapost.gov.in/track');
  await dialog.getByTestId('ship-submit').click();
  await expect(dialog).toContainText('starting with https://');
  // Closing with something typed asks first; keep editing.
  await dialog.getByTestId('ship-cancel').click();
  await expect(admin.getByTestId('ship-discard')).toBeVisible();
  await admin.getByTestId('ship-discard').getByRole('button', { name: 'Keep editing' }).click();
  await dialog.getByTestId('ship-url').fill(TRACKING.url);
  await dialog.getByTestId('ship-note').fill('Wrapped in recycled paper.');
  await dialog.getByTestId('ship-submit').click();
  await expect(admin.getByTestId('toast').filter({ hasText: `Order ${reference} is marked as shipped.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Off the "to ship" list; under "Shipped" with its tracking.
  await expect(row).toBeHidden();
  await admin.getByTestId('order-status-tabs').getByRole('button', { name: /Shipped/ }).click();
  await expect(row.getByTestId('order-shipment')).toContainText(`${TRACKING.carrier} ${TRACKING.number}`);
  await expect(row.getByTestId('order-edit-tracking')).toBeVisible();

  // The buyer: an email that the parcel is on its way, and the order page shows it with the tracking link.
  await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 15_000 }).toContain(`Your order ${reference} is on its way`);
  const mail = (await mailsTo(email)).find((m) => m.subject.includes('on its way'))!;
  expect(mail.text).toContain(`Tracking number: ${TRACKING.number}`);
  await page.reload();
  await expect(shippedStep).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('order-status')).toHaveText('Complete');
  await expect(shippedStep.getByTestId('order-shipment')).toContainText(TRACKING.carrier);
  await expect(shippedStep.getByTestId('order-tracking-link')).toHaveAttribute('href', TRACKING.url);
  await expect(shippedStep.getByTestId('order-tracking-link')).toContainText(TRACKING.number);
  await expect(shippedStep).toContainText('Wrapped in recycled paper.');

  // Payment history: the payment, found by the order's reference, with its verified webhook.
  await admin.goto(`${MAIN}/admin-panel/payment-history`);
  await admin.getByTestId('payment-search').fill(reference);
  const payment = admin.locator(`[data-testid="payment-row"][data-reference="${reference}"]`);
  await expect(payment).toBeVisible();
  await expect(payment).toHaveAttribute('data-status', 'succeeded');
  await expect(payment).toContainText('Stripe');
  await expect(payment.getByTestId('payment-refused')).toHaveCount(0);
  await payment.getByTestId('payment-open').click();
  await expect(admin).toHaveURL(/[?&]payment=/);
  const drawer = admin.getByTestId('payment-drawer');
  await expect(drawer.getByTestId('payment-drawer-status')).toContainText('Paid');
  const applied = drawer.locator('[data-testid="payment-event"][data-outcome="applied"]');
  await expect(applied).toHaveAttribute('data-verified', 'true');
  await expect(applied.getByTestId('payment-event-verified')).toHaveText('Verified');
  await expect(applied).toContainText('checkout.session.completed');
  await applied.getByText('What it contained').click();
  await expect(applied.getByTestId('payment-event-payload')).toContainText('"type"');
  // The drawer's address survives a reload, and Back closes it.
  await admin.reload();
  await expect(admin.getByTestId('payment-drawer')).toBeVisible();
  await admin.goBack();
  await expect(admin.getByTestId('payment-drawer')).toBeHidden();
  // Closed with Escape, it gives the focus back to the row's button that opened it.
  await payment.getByTestId('payment-open').click();
  await expect(admin.getByTestId('payment-drawer')).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(admin.getByTestId('payment-drawer')).toBeHidden();
  await expect(payment.getByTestId('payment-open')).toBeFocused();
  await payment.getByTestId('payment-open').click();
  await admin.getByTestId('payment-order-link').click();
  await expect(admin).toHaveURL(`${MAIN}/admin-panel/orders?search=${reference}`);
  await expect(admin.locator(`[data-testid="order-row"][data-reference="${reference}"]`)).toBeVisible();

  // At 360 px: nothing runs off the side of the orders, the history or the open payment.
  await admin.setViewportSize({ width: 360, height: 740 });
  expect(await noSideways(admin)).toBeLessThanOrEqual(0);
  await admin.goto(`${MAIN}/admin-panel/payment-history?search=${reference}`);
  await expect(payment).toBeVisible();
  expect(await noSideways(admin)).toBeLessThanOrEqual(0);
  await payment.getByTestId('payment-open').click();
  await expect(drawer.getByTestId('payment-timeline')).toBeVisible();
  expect(await drawer.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await noSideways(page)).toBeLessThanOrEqual(0);
  await adminContext.close();
});

test('a forged webhook shows in the history as not verified and changes nothing', async ({ page, request }) => {
  test.setTimeout(60_000);
  const forged = await request.post(`${MAIN}/api/payments/webhooks/stripe/`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    data: JSON.stringify({ id: 'evt_forged_e2e', type: 'checkout.session.completed', data: { object: { id: 'cs_test_nobody', api_key: 'sk_live_do_not_show' } } }),
  });
  expect(forged.status()).toBe(400);
  await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/payment-history');
  await page.getByTestId('payment-view-tabs').getByRole('button', { name: 'Messages matching no payment' }).click();
  await expect(page).toHaveURL(/view=unmatched/);
  const refused = page.locator('[data-testid="payment-event"][data-verified="false"]').filter({ hasText: 'signature refused' }).first();
  await expect(refused).toBeVisible();
  await expect(refused.getByTestId('payment-event-verified')).toHaveText('Not verified');
  await refused.getByText('What it contained').click();
  await expect(refused.getByTestId('payment-event-payload')).toContainText('cs_test_nobody');
  await expect(refused.getByTestId('payment-event-payload')).not.toContainText('sk_live_do_not_show');
});
