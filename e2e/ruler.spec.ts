import { test, expect, type Page } from './fixtures';

const HOEY = 'TTTTHTTHTHHTHTT';
const coin = (page: Page, i: number) =>
  page.getByTestId('board').getByRole('gridcell', { name: new RegExp(`^Coin ${i}:`) });

test.describe('Ruler', () => {
  test("Hoey's example by URL: step the walkthrough, see the value and the winning runs, play one", async ({
    page,
  }) => {
    await page.goto(`./#/ruler?position=${HOEY}&step=2`);
    // All 15 coins in view on every screen, a phone's too: the row does not scroll sideways.
    await expect(coin(page, 15)).toBeVisible();
    expect(
      await page.getByTestId('board').evaluate((e) => e.scrollWidth - e.clientWidth),
    ).toBeLessThanOrEqual(0);
    const wt = page.getByTestId('walkthrough');
    const caption = page.getByTestId('walkthrough-caption');
    await expect(caption).toContainText('Row 0 takes the odd-numbered coins');
    await expect(page.getByTestId('ruler-diagram')).toHaveAttribute('data-phase', 'drop');

    // Forward by button, then by keyboard; the step follows in the URL.
    await wt.getByRole('button', { name: 'Next step' }).click();
    await expect(page).toHaveURL(/step=3/);
    await expect(caption).toContainText('Row 1');
    await wt.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/step=6/);
    await expect(caption).toContainText('row 0 has 3 (odd)');
    await expect(page.getByTestId('ruler-row-2')).toContainText('even');
    await expect(page.getByTestId('ruler-row-3')).toContainText('odd');

    // The value step: the bits assemble into 11.
    await page.goto(`./#/ruler?position=${HOEY}&step=11`);
    await expect(page.getByTestId('ruler-walkthrough-value')).toHaveText('= 11');
    await expect(page.getByTestId('ruler-nim-value')).toHaveText('11');
    await wt.getByRole('button', { name: 'Next step' }).click();
    await wt.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByTestId('ruler-candidates')).toContainText('7–11 wins');

    // Every winning run in the hints.
    await page.getByRole('button', { name: 'Show hints' }).click();
    const hints = page.getByTestId('ruler-hints');
    await expect(hints.getByRole('button')).toHaveText(['Flip 6–8', 'Flip 8–10', 'Flip 7–11', 'Flip 1–13']);

    // Two players, so no computer reply changes the value under us; play 7–11 by clicking.
    await page.getByLabel('Two players').check();
    await coin(page, 7).click();
    await coin(page, 11).click();
    await expect(page.getByTestId('ruler-nim-value')).toHaveText('0');
    await expect(page).toHaveURL(/position=TTTTHTHTHTTTHTT/);
    await expect(page.getByTestId('ruler-status')).toContainText('Player 2 to move');

    // Take back restores Hoey's row.
    await page.getByRole('button', { name: 'Take back' }).click();
    await expect(page.getByTestId('ruler-nim-value')).toHaveText('11');
  });

  test('an illegal run is explained in words, a bad link gets a message', async ({ page }) => {
    await page.goto(`./#/ruler?position=${HOEY}`);
    await coin(page, 7).click();
    await coin(page, 12).click();
    await expect(page.getByTestId('ruler-illegal')).toContainText('ends on coin 12, which is tails');
    await page.goto('./#/ruler?position=TTXH');
    await expect(page.getByTestId('ruler-url-problem')).toContainText("found 'X' at coin 3");
  });

  test('the computer answers a move, and the claims table flags where Hoey differs', async ({ page }) => {
    await page.goto(`./#/ruler?position=${HOEY}`);
    await page.getByLabel('Against the computer').check();
    await coin(page, 1).click();
    await coin(page, 13).click();
    await expect(page.getByRole('list', { name: 'Moves so far' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('ruler-status')).toContainText('Your move');

    await page.getByRole('tab', { name: "Hoey's post, checked" }).click();
    const claims = page.getByTestId('ruler-claims');
    await expect(claims.locator('[data-claim="odd-rows"]')).toContainText('differs');
    await expect(claims.locator('[data-claim="all-winning-moves"]')).toContainText('6–8 and 8–10 win too');
  });
});
