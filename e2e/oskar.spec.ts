import { expect, test } from '@playwright/test';

test.describe("Oskar's coin game", () => {
  test('runs 1001101 from the URL: 18 steps, and the elevator diagram has 19 columns', async ({ page }) => {
    await page.goto('./#/oskar?c=1001101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oskar's coin game");
    await expect(page.getByTestId('oskar-confirm')).toContainText('18 steps');
    await page.getByLabel('Speed').selectOption('30');
    await page.getByTestId('oskar-play').click();
    await expect(page.getByTestId('oskar-step-count')).toHaveText('step 18 of 18', { timeout: 15_000 });
    await expect(page.getByTestId('oskar-confirm')).toContainText('All tails after 18 steps');
    await expect(page.getByTestId('oskar-confirm')).toContainText('✓');
    await expect(page.getByTestId('elevator-column')).toHaveCount(19);
    await expect(page.getByTestId('elevator-diagram').locator('tfoot td')).toHaveText(['4', '3', '4', '5', '4', '3', '2', '3', '4', '5', '6', '7', '6', '5', '4', '3', '2', '1', '0'].map((w) => new RegExp(`^${w}`)));
    await expect(page).toHaveURL(/step=18/);
  });

  test('a step in the URL is restored, and a bad configuration is explained beside the input', async ({ page }) => {
    await page.goto('./#/oskar?c=1001101&step=3');
    await expect(page.getByTestId('oskar-step-count')).toHaveText('step 3 of 18');
    await expect(page.getByTestId('oskar-weight')).toHaveText('5');
    await expect(page.getByTestId('elevator-column')).toHaveCount(4);
    await page.getByLabel(/Configuration \(1 = heads/).fill('10a1');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page.getByTestId('oskar-configuration-error')).toContainText("found 'a' at position 3");
  });

  test('steps through the formula walkthrough with 1001101’s numbers', async ({ page }) => {
    await page.goto('./#/oskar?c=1001101&tab=formula');
    const caption = page.getByTestId('walkthrough-caption');
    await expect(caption).toContainText('4 heads');
    await page.getByRole('button', { name: /next/i }).first().click();
    await expect(caption).toContainText('elevator');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText('Each trip to level');
    await expect(page).toHaveURL(/ws=4/);
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText('Balance');
    await page.getByRole('button', { name: /previous|back/i }).first().click();
    await expect(caption).toContainText('Each trip to level');
    await page.keyboard.press('End');
    await expect(caption).toContainText('took 18 moves');
  });

  test('the distribution for N = 40 reads the same backwards', async ({ page }) => {
    await page.goto('./#/oskar?tab=distribution');
    await page.getByLabel('Coins N').fill('40');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page.getByTestId('oskar-dist-summary')).toContainText('1,099,511,627,776 configurations');
    await expect(page.getByTestId('oskar-dist-summary')).toContainText('symmetric ✓');
    await page.getByLabel('Go to m').fill('100');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const row = page.getByTestId('dist-row-100');
    await expect(row).toContainText('720');
    const count = await row.getByTestId('dist-count').textContent();
    expect(count).toMatch(/^[\d,]+$/);
    await expect(row.getByTestId('dist-mirror-count')).toHaveText(count!);
    await expect(row).toContainText('✓ same');
  });

  test('the backwards game against the computer', async ({ page }) => {
    await page.goto('./#/oskar?tab=backwards');
    await page.getByLabel('with').fill('4');
    await page.getByRole('button', { name: 'New game from all tails' }).click();
    await expect(page.getByTestId('backwards-status')).toHaveText('You to move.');
    // 0000 → 1000 (the only move); the computer's only reply is 1000 → 1100; then two moves.
    await page.getByTestId('backwards-move').click();
    await expect(page.getByTestId('backwards-move')).toHaveCount(2, { timeout: 10_000 });
    await expect(page.getByTestId('backwards-status')).toHaveText('You to move.');
    await expect(page.getByTestId('backwards-move').first()).toContainText('1110');
  });
});
