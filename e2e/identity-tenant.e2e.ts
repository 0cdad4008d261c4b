import { expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { apiLogin, BRIGHTFUTURES, fieldErrorOf, MAIN, siteApi } from './support/identity.js';

const errorOf = (page: Page, testId: string) => expect.poll(() => fieldErrorOf(page, testId));
const suffix = () => Math.random().toString(36).slice(2, 8);

/** rgb(…) as getComputedStyle reports a #RRGGBB colour. */
function rgb(hex: string) {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}

/** Picks a country in the searchable list by typing part of its name. */
async function chooseCountry(page: Page, typed: string, name: string) {
  await page.getByTestId('tenant-country').fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByTestId('tenant-country')).toHaveValue(name);
}

async function fillValid(page: Page, name: string, subdomain: string, country = true) {
  await page.getByTestId('tenant-name').fill(name);
  await page.getByTestId('tenant-email').fill(`office@${subdomain}.org`);
  await page.getByTestId('tenant-domain').fill(`https://www.${subdomain}.org`);
  await page.getByTestId('tenant-subdomain').fill(subdomain);
  if (country) await chooseCountry(page, 'keny', 'Kenya');
}

test.describe('tenant registration', () => {
  test('organization: errors after touch, colours with a live preview, thank-you, register another', async ({ page }) => {
    await page.goto(`${MAIN}/tenant-register`);
    const submit = page.getByTestId('tenant-submit');
    await expect(page.getByTestId('type-organization')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('type-organization')).toBeEnabled();
    await expect(page.getByText('Organization Name', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('field-error')).toHaveCount(0);

    // An error appears once its field was touched, and only for that field.
    await page.getByTestId('tenant-name').fill('Ab');
    await expect(page.getByTestId('field-error')).toHaveCount(0);
    await page.getByTestId('tenant-name').blur();
    await errorOf(page, 'tenant-name').toBe('Enter the name of your school or organization (at least 3 characters).');
    await expect(page.getByTestId('field-error')).toHaveCount(1);
    await page.getByTestId('tenant-subdomain').fill('Not Valid!');
    await expect(page.getByTestId('tenant-subdomain')).toHaveValue('notvalid!');
    await page.getByTestId('tenant-subdomain').blur();
    await errorOf(page, 'tenant-subdomain').toBe('Use only lowercase letters, numbers and hyphens.');

    // The label follows the type.
    await page.getByTestId('type-school').click();
    await expect(page.getByText('School Name', { exact: true })).toBeVisible();
    await page.getByTestId('type-organization').click();
    await expect(page.getByText('Organization Name', { exact: true })).toBeVisible();

    const sub = `trust-${suffix()}`;
    await fillValid(page, 'Riverside Learning Trust', sub, false);
    await expect(page.getByTestId('subdomain-preview')).toHaveText(`${sub}.localhost:${new URL(MAIN).port}`);
    // The country is required, from the list: a name that is not one is not taken.
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('tenant-submit-hint')).toHaveText('Fill in the name, email, website, subdomain and country to register.');
    await page.getByTestId('tenant-country').fill('Narnia');
    await expect(page.getByText('No country matches “Narnia”.')).toBeVisible();
    await page.getByTestId('tenant-country').blur();
    await expect(page.getByTestId('tenant-country')).toHaveValue('');
    await errorOf(page, 'tenant-country').toBe('Choose your country from the list.');
    await chooseCountry(page, 'united k', 'United Kingdom');
    await errorOf(page, 'tenant-country').toBe(null);
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText('Register Organization');

    // Colour configuration: collapsed, then pickers and text inputs kept in step, and the preview.
    const panel = page.getByTestId('colors-panel');
    await expect(panel).toBeHidden();
    await page.getByTestId('colors-toggle').click();
    await expect(page.getByTestId('colors-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('color-text-primary_color')).toHaveValue('#11365A');
    await page.getByTestId('color-text-button_color').fill('#2A9D8F');
    const previewButton = page.getByTestId('theme-preview-button').filter({ visible: true });
    await expect(previewButton).toHaveCSS('background-color', rgb('#2A9D8F'));
    await expect(page.getByTestId('color-picker-button_color')).toHaveValue('#2a9d8f');
    // White labels on that teal are hard to read: the preview says so, and stops saying it once mended.
    const contrast = page.getByTestId('theme-contrast').filter({ visible: true });
    await expect(contrast).toContainText('White labels on the button colour: contrast 3.3:1, at least 4.5:1 is needed.');
    await page.getByTestId('color-picker-button_color').fill('#aa3366');
    await expect(page.getByTestId('color-text-button_color')).toHaveValue('#AA3366');
    await expect(previewButton).toHaveCSS('background-color', rgb('#AA3366'));
    await expect(contrast).toHaveCount(0);
    await expect(page.getByTestId('theme-preview-name').filter({ visible: true })).toHaveText('Riverside Learning Trust');
    await page.getByTestId('color-text-primary_color').fill('#12');
    await page.getByTestId('color-text-primary_color').blur();
    await errorOf(page, 'color-text-primary_color').toBe('Enter a colour as #RRGGBB, for example #11365A.');
    await expect(submit).toBeDisabled();
    await page.getByTestId('color-text-primary_color').fill('#1D3557');
    await expect(submit).toBeEnabled();

    const logo = await QRCode.toBuffer('logo', { type: 'png', width: 128 });
    await page.getByTestId('tenant-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByTestId('logo-preview')).toBeVisible();

    // Held back until the busy state has been seen, however slow the machine is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tenants/create/**', async (route) => {
      await held;
      await route.continue();
    });
    const request = page.waitForRequest((r) => r.url().includes('/api/tenants/create/'));
    await submit.click();
    await expect(submit).toHaveText('Registering...');
    await expect(submit).toBeDisabled();
    release();
    const body = (await request).postData() ?? '';
    expect(body).toMatch(/name="country"\r\n\r\nGB\r\n/);
    for (const part of ['name="school_name"', 'Riverside Learning Trust', 'name="is_organization"', 'name="button_color"', '#AA3366', 'name="logo"; filename="logo.png"']) {
      expect(body).toContain(part);
    }

    const thanks = page.getByTestId('tenant-thank-you');
    await expect(thanks.getByTestId('tenant-success-message')).toHaveText(
      'Riverside Learning Trust has been registered as an organization. Our team will reach out to you soon.',
    );
    await expect(thanks.getByTestId('organization-extras')).toContainText('partner network');
    await expect(thanks.getByTestId('organization-extras')).toContainText('onboarding team will be in touch');
    await expect(thanks.getByTestId('tenant-home')).toHaveAttribute('href', '/');
    await thanks.getByTestId('tenant-register-another').click();
    await expect(thanks.getByTestId('tenant-register-another')).toHaveCount(0);
    await expect(page.getByTestId('tenant-name')).toHaveValue('');
    await expect(page.getByTestId('tenant-subdomain')).toHaveValue('');
    await expect(page.getByTestId('tenant-country')).toHaveValue('');
    await expect(page.getByTestId('field-error')).toHaveCount(0);
    await expect(submit).toBeDisabled();
  });

  test('school mode from an organization’s invitation link', async ({ page }) => {
    const admin = await apiLogin(BRIGHTFUTURES, 'orgadmin@brightfutures.test');
    const created = await siteApi<{ url: string }>(BRIGHTFUTURES, 'POST', '/api/tenants/invitations/', { token: admin.access });
    expect(created.status).toBe(201);
    const path = new URL(created.body.url).pathname;
    expect(path).toMatch(/^\/tenant-register\/[A-Za-z0-9_-]+$/);

    await page.goto(`${MAIN}${path}`);
    await expect(page.getByTestId('tenant-invited-by')).toHaveText('Bright Futures Trust');
    await expect(page.getByTestId('type-school')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('type-organization')).toBeDisabled();
    await expect(page.getByText('School Name', { exact: true })).toBeVisible();

    const sub = `school-${suffix()}`;
    await fillValid(page, 'Hillside Primary School', sub);
    const request = page.waitForRequest((r) => r.url().includes('/api/tenants/create/'));
    await page.getByTestId('tenant-submit').click();
    expect((await request).url()).toContain(`invitation_link=${path.split('/').pop()}`);
    await expect(page.getByTestId('tenant-success-message')).toHaveText(
      'Hillside Primary School has been registered as a school. Our team will reach out to you soon.',
    );
    await expect(page.getByTestId('organization-extras')).toHaveCount(0);
    await expect(page.getByTestId('tenant-register-another')).toHaveText(/Register Another School/);

    // The link works once: another registration with it is refused up front.
    await page.getByTestId('tenant-register-another').click();
    await expect(page.getByTestId('tenant-invitation-message')).toHaveText(
      'This invitation link is invalid or has expired. Ask the organization for a new one.',
    );
  });

  test('a refusal by the server shows its message and the fields it names', async ({ page }) => {
    await page.goto(`${MAIN}/tenant-register`);
    await fillValid(page, 'Another Greenwood', 'greenwood');
    await page.getByTestId('tenant-submit').click();
    await errorOf(page, 'tenant-subdomain').toBe('That subdomain is already taken. Try another.');
    await expect(page.getByTestId('tenant-error')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByTestId('tenant-subdomain')).toBeFocused();
  });

  test('without a message from the server, the spec’s own texts are shown', async ({ page }) => {
    await page.goto(`${MAIN}/tenant-register`);
    await fillValid(page, 'Quiet Valley School', `quiet-${suffix()}`);
    await page.route('**/api/tenants/create/**', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByTestId('tenant-submit').click();
    await expect(page.getByTestId('tenant-error')).toHaveText('Registration failed. Please check your inputs and try again.');

    await page.unroute('**/api/tenants/create/**');
    await page.route('**/api/tenants/create/**', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"message":""}' }));
    await page.getByTestId('tenant-submit').click();
    await expect(page.getByTestId('tenant-success-message')).toHaveText('Registration successful!');
  });

  test('at 360 px the form fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${MAIN}/tenant-register`);
    await page.getByTestId('colors-toggle').click();
    await expect(page.getByTestId('theme-preview').filter({ visible: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
