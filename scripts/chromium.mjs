// Playwright cannot download browsers here: use Debian's Chromium, installing it when we may.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get update && sudo apt-get install -y chromium),\n` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run the tests again.`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get installed chromium but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  return CHROMIUM;
}
