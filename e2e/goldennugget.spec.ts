import { LAYOUT, test, expect } from './fixtures';

test.describe('Golden Nugget', () => {
  test('plays a sum against the computer to the end, then takes a move back', async ({ page }) => {
    await page.goto('./#/goldennugget?heaps=b6,r4,b3');
    await page.getByLabel('Against the computer').check();
    const status = page.getByTestId('gn-status');
    // The person plays Left (the computer plays Right by default): take any legal amount until the end.
    for (let i = 0; i < 20; i++) {
      await expect(status).toHaveText(/Your move|Game over/);
      if ((await status.textContent())?.startsWith('Game over')) break;
      await page.locator('.gn-counter--legal').first().click();
    }
    await expect(status).toHaveText(/^Game over/);
    const movesBefore = await page.getByTestId('play-moves').locator('li').count();
    expect(movesBefore).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Take back' }).click();
    await expect(status).toHaveText(/^Your move/);
    await expect(page.getByTestId('play-moves').locator('li')).not.toHaveCount(movesBefore);
  });

  test(
    'Question 1.2 (i) by URL: the text move "remove 17 from 18" is flagged and the real moves listed',
    { tag: LAYOUT },
    async ({ page }) => {
      await page.goto('./#/goldennugget?heaps=b3,b20,r18');
      const flagged = page.getByTestId('gn-text-move').first();
      await expect(flagged).toContainText('17 is in A: on a red heap Left takes numbers in B');
      await expect(flagged).toContainText(/take \d+, leaving \d+/);
      // The analysis waits until asked for, as in every game.
      await expect(page.getByTestId('gn-wins-left')).toHaveCount(0);
      await page.getByRole('button', { name: 'Show the analysis and hints' }).click();
      // Every winning move of both players, from the engine.
      await expect(page.getByTestId('gn-wins-left').getByRole('listitem').first()).toContainText(
        /take \d+, leaving \d+/,
      );
      await expect(page.getByTestId('gn-wins-right')).toBeVisible();
      // The play controls (Take back, Edit heaps, Players) come before the analysis: on a phone right after the board (on a
      // projector the players' line, set before the lesson, goes after the board by design).
      const takeBack = (await page.getByRole('button', { name: 'Take back' }).boundingBox())!;
      const players = (await page.getByRole('group', { name: 'Players' }).boundingBox())!;
      const analysis = (await page.locator('#gn-analysis-panel').boundingBox())!;
      const board = (await page.getByTestId('gn-board').boundingBox())!;
      expect(takeBack.y).toBeLessThan(analysis.y + analysis.height / 2);
      if (test.info().project.name !== 'projector')
        expect(players.y).toBeLessThan(analysis.y + analysis.height / 2);
      if (test.info().project.name === 'phone') expect(takeBack.y).toBeLessThan(board.y + board.height + 400);
    },
  );

  test(
    'Question 1.2 in another order; focus stays on the board after a keyboard move; tall heaps show whole',
    { tag: LAYOUT },
    async ({ page }) => {
      await page.goto('./#/goldennugget?heaps=r18,b20,b3');
      await expect(page.getByTestId('gn-text-move').first()).toContainText(
        '17 is in A: on a red heap Left takes numbers in B',
      );
      await page.getByTestId('gn-counter-1-1').focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('grid').locator(':focus')).toHaveCount(1);
      await page.goto('./#/goldennugget?heaps=b100,r60');
      const boxes = await page
        .locator('.gn-counter')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      expect(new Set(boxes).size).toBe(1);
      const board = await page.getByTestId('gn-board').boundingBox();
      const top = await page.getByTestId('gn-counter-0-20').boundingBox();
      expect(top!.y).toBeGreaterThanOrEqual(board!.y);
    },
  );

  test('classifies a 100-digit heap by keyboard; a bad size gets a message and the board is kept', async ({
    page,
  }) => {
    await page.goto('./#/goldennugget?heaps=b9,r5');
    // To the Theorem 2.2 tab by the tablist's arrow keys.
    await page.getByRole('tab', { name: 'Play' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Theorem 2.2' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('gn-classify-summary')).toContainText('Heap 20 is in part B');

    const input = page.getByLabel('Heap size n (0 to 10^100)');
    await input.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12x');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gn-theorem-size-error')).toContainText('whole number');
    await expect(page.getByTestId('gn-classify-summary')).toContainText('Heap 20 is in part B');

    const big =
      '3141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117067';
    expect(big).toHaveLength(100);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(big);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`n=${big}`));
    await expect(page.getByTestId('gn-classify-summary')).toContainText('(100 digits) is in part');
    await expect(page.getByTestId('gn-theorem-size-error')).toHaveCount(0);
    // Step the walkthrough by keyboard.
    await page.getByRole('button', { name: 'Next step' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/step=2/);

    // The board is kept.
    await page.getByRole('tab', { name: 'Play' }).click();
    await expect(page).toHaveURL(/heaps=b9,r5/);
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
  });
});
