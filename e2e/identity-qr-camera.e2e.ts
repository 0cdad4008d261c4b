import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumArgs } from './playwright.config.js';
import { CLASS_CODE, GREENWOOD } from './support/identity.js';
import { qrY4m } from './support/y4m.js';

/**
 * Chromium's fake camera plays a Y4M file; this one shows the class QR code (a login link), the
 * way a teacher would hold up the printed code. The browser of this file is launched with it.
 */
function classQrVideo(): string {
  const text = `${GREENWOOD}/login?class=${CLASS_CODE}`;
  const file = path.join(tmpdir(), `commonshelf-e2e-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.y4m`);
  if (!existsSync(file)) {
    // Written aside and renamed: test workers may import this file at the same moment.
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, qrY4m(text));
    renameSync(partial, file);
  }
  return file;
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${classQrVideo()}`,
    ],
  },
  permissions: ['camera'],
});

test('scanning the class QR code with the camera opens the class list, and the camera stops', async ({ page }) => {
  // Keeps every camera stream the page opens, to check that all of them are stopped afterwards.
  await page.addInitScript(() => {
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const streams: MediaStream[] = [];
    Object.assign(window, { __cameraStreams: streams });
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const trackStates = () =>
    page.evaluate(() =>
      ((window as unknown as { __cameraStreams: MediaStream[] }).__cameraStreams ?? []).flatMap((s) => s.getTracks().map((t) => t.readyState)),
    );

  await page.goto(`${GREENWOOD}/login`);
  await page.getByTestId('login-choose-student').click();
  // The camera is asked for only when the child taps Scan QR.
  expect(await trackStates()).toEqual([]);
  await page.getByTestId('scan-qr-button').click();

  await expect(page.getByTestId('login-step-students')).toContainText('Year 4 Oak', { timeout: 15_000 });
  await expect(page.getByTestId('student-tile')).toHaveCount(20);
  const states = await trackStates();
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((s) => s === 'ended')).toBe(true);
});
