import { test, expect } from './fixtures';

// Section 5 (issue 14): the first variant's table computed in the worker, a cell explained by
// keyboard, an option followed, and the paper's search redone. One page, several checks.
test('Flipping variants: the table of 111/001, 0000111 explained, the search redone', async ({ page }) => {
  await page.goto('./#/flipping-variants');
  const table = page.getByTestId('fv-table');
  // The values come from the worker; the progress line goes once they are there.
  await expect(table.locator('caption')).toContainText('Variant 111/001: rows 1–50 of 127');
  await expect(page.getByRole('status').filter({ hasText: 'Computing' })).toHaveCount(0);
  await expect(
    table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Explain 001', exact: true }) }),
  ).toContainText('Right wins');

  // Only the values that are not numbers: the first is 0000111 = *.
  await page.getByLabel('Show').selectOption('not-number');
  await expect(table.locator('caption')).toContainText('values that are not numbers only');
  const cell = table.getByRole('button', { name: 'Explain 0000111' });
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#fv-explain-title')).toBeFocused();
  const explain = page.getByTestId('fv-explain');
  await expect(explain.getByRole('heading', { level: 3 })).toHaveText('The line 0000111 in 111/001');
  await expect(page.getByTestId('fv-braces')).toContainText('0000111 = {∅ |');
  await expect(page.getByTestId('fv-explain-value')).toHaveText('*');
  await expect(page.getByTestId('fv-explain-kind')).toContainText('x + ↑ + *');
  await expect(page).toHaveURL(/pos=0000111/);

  // Left's only move empties the line: follow it.
  await explain.getByRole('button', { name: /^Go to ∅: Left flips coins 5, 6, 7/ }).click();
  await expect(explain.getByRole('heading', { level: 3 })).toHaveText('The line ∅ in 111/001');
  await expect(page.getByTestId('fv-explain-value')).toHaveText('0');

  // A bigger table (2^12 lines) shows its progress in the worker, then the rows. The progress
  // line may last less than one polling interval, so a MutationObserver records what it said.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]'))
        if (el.textContent?.startsWith('Computing')) seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: '101/011', exact: true }).click();
  await page.getByLabel('Lines of up to').selectOption('12');
  await expect(table.locator('caption')).toContainText('values that are not numbers only, of 4,095 lines', {
    timeout: 120_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Computing' })).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.some((t) => t.startsWith('Computing the values of 101/011'))).toBe(true);

  // The paper's search, redone: 111/001 is numbers only up to 6 coins.
  await page.getByRole('tab', { name: 'The paper’s search, redone' }).click();
  await expect(page.getByTestId('fv-observations')).toContainText(
    'This contradicts the paper’s claim (§5) that 111/001 is the only version whose values are all numbers, if “three or more coins” is read as exactly three',
  );
  // the claim read three ways, each with its result and its range
  const readings = page.getByTestId('fv-readings');
  await expect(readings.getByRole('row', { name: /exactly three coins/ })).toContainText(
    'no: every line of up to 6 coins is a number; 0000111 = * is not',
  );
  await expect(readings.getByRole('row', { name: /three or more coins/ })).toContainText(
    'yes: every line of up to 8 coins is a number',
  );
  await expect(readings.getByRole('row', { name: /two or three coins/ })).toContainText(
    'yes: every line of up to 8 coins is a number',
  );
  await expect(page.getByTestId('fv-observations')).toContainText(
    '111/001 stays numbers-only longest: every line of up to 6 coins is a number, and 0000111 = * is the first that is not',
  );
});
