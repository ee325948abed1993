import { test, expect } from './fixtures';

// The page is cross-origin isolated (COOP + COEP from vite.config.ts), so cancel can share a
// flag with the engine worker; and require-corp blocks nothing the app loads.
test('the app is cross-origin isolated and every resource still loads', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.url()} ${r.status()}`));
  await page.goto('./#/numbers'); // KaTeX: its CSS and fonts
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => self.crossOriginIsolated && typeof SharedArrayBuffer === 'function')).toBe(
    true,
  );
  const brokenFonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family);
  });
  expect(brokenFonts).toEqual([]);
  expect(failed).toEqual([]);
});
