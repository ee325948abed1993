import { expect, test, type Page } from '@playwright/test';

/** A page's address and what shows it computed something (answers come from the engine worker). */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['#/', (page) => expect(page.getByRole('list', { name: 'Games' }).locator('svg.mini-board')).toHaveCount(5)],
  ['#/flipping?lines=0101011111,1101100111,0110110110111', (page) => expect(page.getByTestId('flip-sum-value').locator('annotation').first()).toHaveText('\\frac{1}{16}')],
  ['#/sliding?p=2,3', (page) => expect(page.getByTestId('sl-value-0').locator('annotation').first()).toHaveText('G(2, 3) = 4')],
  ['#/goldennugget?heaps=b6,r4,b3', (page) => expect(page.getByTestId('gn-sum-outcome')).toContainText(/wins/)],
  ['#/ruler?position=TTTTHTTHTHHTHTT&step=2', (page) => expect(page.getByTestId('walkthrough-caption')).toContainText('Row 0 takes the odd-numbered coins')],
  ['#/oskar?c=1001101', (page) => expect(page.getByTestId('oskar-confirm')).toContainText('18 steps')],
  ['#/numbers', (page) => expect(page.getByTestId('example-e-value').locator('annotation')).toHaveText('= \\frac{5}{8}')],
  ['#/calculator', async (page) => {
    await page.getByLabel('Game expression').fill('^+^+*');
    await page.getByLabel('Game expression').press('Enter');
    await expect(page.getByTestId('calc-outcome')).toContainText('Left wins');
  }],
  ['#/about', (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('About Coin Games Lab')],
];

test('after one visit the app reloads, opens every page and computes with the network off', async ({ page, context }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('./');
  // The service worker has installed every file and controls the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coin Games Lab');
  // Served from the cache, the document keeps its isolation headers (the cancel flag needs them).
  expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);

  for (const [hash, computed] of PAGES) {
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
