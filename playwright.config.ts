import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 4173);
const BASE = `http://127.0.0.1:${PORT}/`;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Debian's Chromium (no browser downloads here), with flags for a closed network.
const launchOptions = {
  executablePath: chromium,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // A timeout is not an assertion: generous, so a busy machine fails no test (issue 26). A test
  // that needs longer says so; none may ask for less (e2e/timeouts check in src/testTimeouts.test.ts).
  timeout: 180_000,
  expect: { timeout: 60_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The service worker would precache the whole build in every test's fresh context: only the
  // specs about it (offline, CSP) allow it.
  // No trace by default: recording one snapshots the page at every action and made the suite
  // about 2.5 times slower. To see a failure, rerun that test with `--trace on`.
  use: { baseURL: BASE, trace: 'off', launchOptions, serviceWorkers: 'block' },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  // Behaviour runs once, at the desk; the projector and the phone run only the tests that depend
  // on the screen (fit, sideways scroll, tap size, presentation, print), tagged LAYOUT
  // (e2e/fixtures.ts).
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      // A classroom projector: 1024×768 with presentation mode already on (persisted setting).
      name: 'projector',
      grep: /@layout/,
      use: {
        viewport: { width: 1024, height: 768 },
        storageState: {
          cookies: [],
          origins: [
            {
              origin: `http://127.0.0.1:${PORT}`,
              localStorage: [
                {
                  name: 'cgl-settings',
                  value: JSON.stringify({ state: { presentation: true }, version: 1 }),
                },
              ],
            },
          ],
        },
      },
    },
    {
      name: 'phone',
      grep: /@layout/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
  ],
});
