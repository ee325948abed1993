import { expect, test } from './fixtures';
import { EVERY_PAGE } from './everyPage';

// Offline after one visit (src/pwa/sw.ts precaches the build): reload with the network off, then
// every page loads its code from the cache and the engine worker computes its answer.
test.use({ serviceWorkers: 'allow' });

test('after one visit the app reloads, opens every page and computes with the network off', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('./');
  // The service worker has installed every file and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
  // Installable: Chromium reads the manifest without error and has no objection but the test's
  // own private (incognito) context.
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coin Games Lab');
  // Served from the cache, the document keeps its isolation headers (the cancel flag needs them).
  expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);

  for (const { hash, computed } of EVERY_PAGE) {
    await page.goto(`./${hash}`);
    await computed(page);
  }
  const brokenFonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family);
  });
  expect(brokenFonts).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
