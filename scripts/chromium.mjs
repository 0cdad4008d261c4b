// Finds Debian's Chromium for the end-to-end tests, installing it with apt-get when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message:
        `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install -y chromium), ` +
        'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.',
    };
  }
  console.log('Chromium not found: installing Debian\'s chromium package with apt-get...');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (install && install.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true };
  return { ok: false, message: 'Installing chromium with apt-get failed; see the output above.' };
}
