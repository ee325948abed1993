import { expect, test } from './fixtures';

test.describe("Oskar's coin game", () => {
  test('runs 1001101 from the URL: 18 steps, and the elevator diagram has 19 columns', async ({ page }) => {
    await page.goto('./#/oskar?c=1001101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oskar's coin game");
    await expect(page.getByTestId('oskar-confirm')).toContainText('18 steps');
    // the coin that turns next is marked by its ring and its label only: no bar peeks out beside the label
    const next = page.locator('.oskar-process-coins .hl-accent');
    await expect(next.locator('.hl-label')).toHaveText('next: coin w = 4');
    await expect(next).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    await expect(next).toHaveCSS('border-bottom-color', 'rgba(0, 0, 0, 0)');
    // the one shared speed setting, capped by the length: 19 frames offer up to 4× (2 steps a second)
    await expect(page.getByLabel('Speed').locator('option')).toHaveText(['0.5×', '1×', '2×', '4×']);
    await page.getByLabel('Speed').selectOption('4');
    await page.getByTestId('walkthrough').getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('oskar-steps-made')).toHaveText('18');
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveAttribute(
      'aria-valuetext',
      'Step 19 of 19, a key step',
    );
    await expect(page.getByTestId('oskar-confirm')).toContainText('All tails after 18 steps');
    await expect(page.getByTestId('oskar-confirm')).toContainText('✓');
    await expect(page.getByTestId('elevator-column')).toHaveCount(19);
    await expect(page.getByTestId('elevator-diagram').locator('tfoot td')).toHaveText(
      ['4', '3', '4', '5', '4', '3', '2', '3', '4', '5', '6', '7', '6', '5', '4', '3', '2', '1', '0'].map(
        (w) => new RegExp(`^${w}`),
      ),
    );
    // the player's 1-based step: the 19th frame is s^18.c
    await expect(page).toHaveURL(/step=19/);
  });

  test('a step in the URL is restored, and a bad configuration is explained beside the input', async ({
    page,
  }) => {
    // an old link: its step counted from 0, so step=3 is s³.c, the player's step 4
    await page.goto('./#/oskar?c=1001101&step=3');
    await expect(page.getByTestId('oskar-steps-made')).toHaveText('3');
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveAttribute(
      'aria-valuetext',
      'Step 4 of 19',
    );
    await expect(page).toHaveURL(/step=4/);
    await expect(page).toHaveURL(/base=1/);
    await expect(page.getByTestId('oskar-weight')).toHaveText('5');
    await expect(page.getByTestId('elevator-column')).toHaveCount(4);
    await page.getByLabel(/Configuration \(1 = heads/).fill('10a1');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect(page.getByTestId('oskar-configuration-error')).toContainText("found 'a' at position 3");
  });

  test("a link's configuration applies before its step, and a bad step is said as on every page", async ({
    page,
  }) => {
    // 0000011111 takes 55 steps: the old link's step 40 is not cut to the saved example's 18
    await page.goto('./#/oskar?c=0000011111&step=40');
    await expect(page.getByTestId('oskar-steps-made')).toHaveText('40');
    await expect(page).toHaveURL(/step=41/);
    await page.goto('./#/oskar?c=1001101&step=abc&base=1');
    await expect(page.locator('.wt-notice')).toHaveText(
      "The link's step “abc” could not be used: it is not a step number. Showing step 1 of 19 instead.",
    );
    await expect(page.getByTestId('oskar-steps-made')).toHaveText('0');
    // an old link past the end is explained by the number that was pasted, not its upgrade
    await page.goto('./#/oskar?c=1001101&step=99999');
    await expect(page.locator('.wt-notice')).toHaveText(
      "The link's step “99999” could not be used: there are only 19 steps. Showing step 19 instead.",
    );
  });

  test('each configuration chosen is a history entry: Back returns to the one before', async ({ page }) => {
    await page.goto('./#/oskar?c=1001101');
    await expect(page.getByTestId('oskar-confirm')).toContainText('18 steps');
    await page.getByRole('button', { name: 'All heads, 10 coins' }).click();
    await expect(page).toHaveURL(/c=1111111111/);
    await page.goBack();
    await expect(page).toHaveURL(/c=1001101/);
    await expect(page.getByTestId('oskar-confirm')).toContainText('18 steps');
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
    await page
      .getByRole('button', { name: /previous|back/i })
      .first()
      .click();
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
    await expect(page.getByTestId('backwards-move')).toHaveCount(2);
    await expect(page.getByTestId('backwards-status')).toHaveText('You to move.');
    await expect(page.getByTestId('backwards-move').first()).toContainText('1110');
    // The game in progress is in the link: opened elsewhere, it shows the same position.
    await expect(page).toHaveURL(/[?&]b=1100(&|$)/);
    const link = page.url();
    await page.goto('./#/');
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('grid', { name: 'Backwards game position 1100' })).toBeVisible();
  });
});
