import { crc32 } from 'node:zlib';
import { axe } from './support/axe.js';
import { expect, test } from '@playwright/test';
import { logInWithEmail, MAIN } from './support/identity.js';

const ADMIN = 'admin@commonshelf.test';

/** A PNG whose header claims a size but which holds no pixels: it is accepted as an upload, and no copy of it can be made. */
function pngWithoutPixels(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const body = Buffer.concat([Buffer.from('IHDR', 'latin1'), ihdr]);
  const chunk = Buffer.alloc(12 + ihdr.length);
  chunk.writeUInt32BE(ihdr.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 8 + ihdr.length);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

test.describe('background jobs', () => {
  test('a logo whose copy cannot be made is listed once its tries run out; run again, it is tried once more', async ({ page, request }) => {
    test.setTimeout(90_000);
    const subdomain = `brokenlogo${Date.now().toString(36)}`;
    const res = await request.post(`${MAIN}/api/tenants/create/`, {
      multipart: {
        school_name: 'Broken Logo School',
        school_email: `office@${subdomain}.example.org`,
        domain_url: `https://${subdomain}.example.org`,
        subdomain,
        is_organization: 'false',
        country: 'IE',
        primary_color: '#2F6B3A',
        primary_color_light: '#E3F1E6',
        primary_color_dark: '#1C4424',
        logo: { name: 'crest.png', mimeType: 'image/png', buffer: pngWithoutPixels(400, 400) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    await logInWithEmail(page, MAIN, ADMIN, '/admin-panel/dashboard');
    await page.getByTestId('admin-nav-background-jobs').click();
    await expect(page).toHaveURL(`${MAIN}/admin-panel/background-jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();

    // The first try and two retries, a few seconds apart, then it is a dead letter.
    const rows = page.getByTestId('job-row');
    await expect(async () => {
      await page.reload();
      await expect(rows.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    const row = rows.filter({ hasText: 'Resized picture' }).first();
    await expect(row.getByTestId('job-attempts')).toHaveText('3');
    await expect(page.getByRole('table', { name: 'Failed background jobs, newest first' })).toBeVisible();
    const { violations } = await axe(page).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await row.getByTestId('job-retry').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The job is queued again and will run in a moment.' })).toBeVisible();
    // The picture is still broken: one more try, and it is back with four.
    await expect(async () => {
      await page.reload();
      await expect(rows.filter({ hasText: 'Resized picture' }).first().getByTestId('job-attempts')).toHaveText('4', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    // Discarded, it is gone.
    await rows.first().getByTestId('job-discard').click();
    await page.getByTestId('job-discard-dialog').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The job is discarded.' })).toBeVisible();
    await expect(page.getByTestId('jobs-empty')).toBeVisible();
  });
});
