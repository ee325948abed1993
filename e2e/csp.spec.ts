import { expect, test } from './fixtures';
import { EVERY_PAGE } from './everyPage';

// With the service worker, whose registration the policy must allow too (worker-src 'self').
test.use({ serviceWorkers: 'allow' });

// The built index.html carries a strict Content-Security-Policy (src/pwa/cspPlugin.ts): every
// page loads and computes without a single violation, in the page or in the engine worker
// (a worker's violations reach only the console).
test('no page breaks the Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const refused: string[] = [];
  page.on('console', (m) => /Content.Security.Policy|Refused to/i.test(m.text()) && refused.push(m.text()));
  await page.goto('./');
  // The policy let the service worker register and take control.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
    "script-src 'self'",
  );
  for (const { hash, computed } of EVERY_PAGE) {
    await page.goto(`./${hash}`);
    await computed(page);
  }
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(refused).toEqual([]);
});
