import { expect, LAYOUT, test } from './fixtures';

test.describe('Golden Nugget heap table', () => {
  test('the table grows by keyboard, pages by PageDown, and shows parts and the theorem column', async ({
    page,
  }) => {
    await page.goto('./#/goldennugget?tab=table');
    const table = page.getByTestId('gn-table');
    await expect(table.getByTestId('gn-row-2')).toContainText('{1|0} ✓ agrees');
    await expect(table.getByTestId('gn-row-3')).toContainText('x_1');
    await expect(page.getByRole('list', { name: 'Parts of Theorem 2.2' })).toBeVisible();
    // grow the table from the keyboard: focus the button, press Enter
    await page.getByRole('button', { name: /Show 40 more heaps/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/rows=80/);
    await expect(table.getByTestId('gn-row-79')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText(/Page 2 of 2: heaps 40 to 79/)).toBeVisible();
    await page.getByRole('region', { name: 'Golden Nugget heaps' }).focus();
    await page.keyboard.press('PageUp');
    await expect(table.getByTestId('gn-row-0')).toBeVisible();
    await expect(table.getByTestId('gn-row-79')).toHaveCount(0);
  });

  test('the theorem check reports no disagreement and the printed α_k slip', async ({ page }) => {
    await page.goto('./#/goldennugget?tab=table&rows=200');
    await expect(page.getByTestId('gn-row-0')).toBeVisible({ timeout: 120_000 });
    const panel = page.getByTestId('gn-theorem-check');
    await panel.getByLabel('Check heaps up to').fill('199');
    await panel.getByLabel('Check heaps up to').press('Enter');
    const result = panel.getByTestId('gn-check-result');
    await expect(result).toContainText(
      'Checked heaps 0 to 199: the theorem agrees with the engine on every one.',
      { timeout: 120_000 },
    );
    await expect(result).toContainText('The reconstructed statement slips');
  });

  test("the paper's Tables 2 and 3 and the size chart are shown", async ({ page }) => {
    await page.goto('./#/goldennugget?tab=table');
    await expect(page.getByTestId('gn-paper-table2').locator('tbody tr')).toHaveCount(20);
    await expect(page.getByTestId('gn-paper-table3').locator('tbody th')).toHaveText([
      '1',
      '2',
      '3',
      '5',
      '8',
      '13',
      '21',
      '34',
      '55',
    ]);
    await expect(page.getByTestId('gn-size-chart')).toBeVisible();
  });

  test(
    'on a projector the heap table shows its last columns and Table 3’s switches stay on one line',
    { tag: LAYOUT },
    async ({ page }, info) => {
      test.skip(
        info.project.name !== 'projector',
        'written for the projector project (1024×768, presentation on)',
      );
      await page.goto('./#/goldennugget?tab=table');
      const table = page.getByTestId('gn-table');
      await expect(table.getByTestId('gn-row-3')).toContainText('x_1');
      const wrap = table.locator('xpath=..');
      await expect.poll(() => wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // formulas are typeset when they come near the view, as a reader scrolls to them
      await page.getByTestId('gn-paper-table3').scrollIntoViewIfNeeded();
      const cells = page.getByTestId('gn-paper-table3').locator('td .katex');
      await expect(cells.first()).toBeVisible();
      // an inline formula broken over two lines has two boxes
      const broken = await cells.evaluateAll((all) =>
        all
          .filter((k) => k.querySelector('.katex-html')!.getClientRects().length > 1)
          .map((k) => k.textContent),
      );
      expect(broken).toEqual([]);
      const t3 = page.getByTestId('gn-paper-table3');
      expect(await t3.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(1024);
    },
  );
});
