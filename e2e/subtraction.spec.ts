import { test, expect } from './fixtures';

test.describe('Complementary Subtraction', () => {
  test('√2: Theorem 6.1 is checked on the heap table', async ({ page }) => {
    await page.goto('./#/subtraction');
    await page.getByRole('button', { name: '⌊n√2⌋' }).click();
    await expect(page).toHaveURL(/set=beatty(:|%3A)sqrt2/);
    await expect(page.getByTestId('cs-heap-table')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('cs-t61-verdict')).toContainText(
      'The rule holds for every heap up to 1,000',
      {
        timeout: 120_000,
      },
    );
  });

  test('the heap table pages and jumps as Golden Nugget’s does', async ({ page }) => {
    await page.goto('./#/subtraction?set=finite:1,2,5');
    await expect(page.getByTestId('cs-row-39')).toBeVisible({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Show 40 more heaps' }).click();
    await expect(page).toHaveURL(/rows=80/);
    await expect(page.getByTestId('cs-row-79')).toBeVisible({ timeout: 120_000 });
    await page.getByRole('region', { name: /Heaps for S/ }).press('PageUp');
    await expect(page.getByTestId('cs-row-0')).toBeVisible();
    await page.getByLabel('Start the table at heap').fill('25000');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByText(/above the limit; type a heap size from 0 to 20,000/)).toBeVisible();
    await page.getByLabel('Start the table at heap').fill('1000');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByTestId('cs-row-1000')).toBeVisible({ timeout: 120_000 });
    // the cofinite set's player wins large heaps; the long form is folded, whole on opening
    await expect(page.getByTestId('cs-row-1000')).toContainText('Right wins');
    await page.getByTestId('cs-row-1000').locator('summary').click();
    await expect(page.getByTestId('cs-row-1000').locator('.gn-form--whole')).toBeVisible();
  });

  test('p = 5, T = {1, 3}: plays a sum against the computer to the end', async ({ page }) => {
    await page.goto('./#/subtraction?set=mod:5:1,3&heaps=b2,r2&tab=play');
    await expect(page.getByRole('row', { name: /blue heap of 2/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Heaps' }).fill('b7,r4');
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page).toHaveURL(/heaps=b7(,|%2C)r4/);
    await page.getByLabel('Against the computer').check();
    await page.getByRole('button', { name: 'Show the analysis and hints' }).click();
    await expect(page.getByTestId('gn-sum-outcome')).toContainText('Left wins');
    await expect(page.getByTestId('gn-wins-left')).toContainText('blue 7: take 3, leaving 4');
    await expect(page.getByTestId('gn-infinitesimal-warning')).toBeVisible();
    const status = page.getByTestId('cs-status');
    for (let i = 0; i < 20; i++) {
      await expect(status).toHaveText(/Your move|Game over/);
      if ((await status.textContent())?.startsWith('Game over')) break;
      await page.locator('.gn-counter--legal').first().click();
    }
    await expect(status).toHaveText(/^Game over/);
    await page.getByRole('button', { name: 'Take back' }).click();
    await expect(status).toHaveText(/^Your move/);
  });

  test('Question 6.3 for p = 6: the summary, and a walkthrough', async ({ page }) => {
    await page.goto('./#/subtraction?tab=explore&p=4');
    await page.getByTestId('cs-explore-p').selectOption('6');
    const summary = page.getByTestId('cs-explore-summary');
    await expect(summary).toContainText('Summary to heap 10,000');
    await expect(summary.locator('tbody th')).toHaveText(['6']);
    // 32 sets T, all 32 periodic
    await expect(summary.locator('tbody td').nth(0)).toHaveText('32');
    await expect(summary.locator('tbody td').nth(1)).toHaveText('32');
    await expect(page.getByText(/Observed: all 32 residue sets are periodic to heap 10,000/)).toBeVisible();
    await expect(page.getByText(/^Proved/)).toBeVisible();
    await page.getByRole('button', { name: 'Step through' }).nth(1).click();
    await expect(page.getByTestId('walkthrough-caption')).toContainText('Left removes');
  });

  test('Question 6.3 for values, p = 3: a verdict per T, observed and not proved', async ({ page }) => {
    await page.goto('./#/subtraction?tab=explore&p=3&upto=1000');
    await page.getByTestId('cs-values-p').selectOption('3');
    await page.getByRole('button', { name: 'Explore the values' }).click();
    await expect(page).toHaveURL(/vp=3/);
    const table = page.getByTestId('cs-values-table');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.locator('tbody tr').first()).toContainText(
      /reduced forms periodic from heap \d+, period 3/,
    );
    await expect(page.getByTestId('cs-values-summary')).toContainText('Nothing here is proved');
    await expect(page.getByText('Observed, not proved.')).toBeVisible();
  });

  test('a bad α or residue gets a message and keeps the set', async ({ page }) => {
    await page.goto('./#/subtraction?set=mod:5:1,3');
    const input = page.getByRole('textbox', { name: 'Set S' });
    for (const [bad, said] of [
      ['beatty:3/2', /rational|irrational/i],
      ['mod:5:7', /residue|less than|below|at most/i],
    ] as const) {
      await input.fill(bad);
      await input.press('Enter');
      await expect(page.getByTestId('cs-set-error')).toContainText(said);
      await expect(page.getByTestId('cs-set-now')).toContainText('mod:5:1,3');
      await expect(page).toHaveURL(/set=mod(:|%3A)5(:|%3A)1(,|%2C)3/);
    }
  });
});
