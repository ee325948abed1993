import { expect, test, type Page } from './fixtures';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const strap = (page: Page, i: number) => page.getByTestId(`sl-strap-${i}`);
const board = (page: Page, i: number) => page.getByTestId('sliding-board').nth(i);

test('a position from the URL: its Grundy number and formula set; a move by clicking, then take back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/sliding?p=2,3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sliding Coins');
  const value = page.getByTestId('sl-value-0');
  await expect(value).toContainText('G(4,3)');
  await expect(value.locator('annotation').first()).toHaveText('G(2, 3) = 4');
  await expect(value).toContainText('Brute force agrees');

  // Two players first, so nothing answers: far coin (square 2) onto square 0 pushes the
  // near coin over the edge → (0, 1).
  await page.getByLabel('two players').check();
  await board(page, 0).locator('[data-cell="2"]').click();
  await expect(board(page, 0).locator('[data-cell="0"]')).toContainText('push');
  await board(page, 0).locator('[data-cell="0"]').click();
  await expect(strap(page, 0)).toHaveText('(0, 1)');
  await expect(page).toHaveURL(/p=0,1$/);
  await expect(page.getByTestId('sl-status')).toContainText(
    'far coin to square 0, pushing the near coin over the edge',
  );
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(strap(page, 0)).toHaveText('(2, 3)');
  await expect(page).toHaveURL(/p=2,3$/);

  // Against the computer (perfect play): the same move, and it takes the last coin off and wins.
  await page.getByLabel('the computer', { exact: true }).check();
  await expect(page.getByRole('slider', { name: /Computer’s mistakes/ })).toHaveAttribute(
    'aria-valuetext',
    'perfect play',
  );
  await board(page, 0).locator('[data-cell="2"]').click();
  await board(page, 0).locator('[data-cell="0"]').click();
  await expect(page.getByTestId('sl-status')).toContainText('The computer made the last move and wins', {
    timeout: 120_000,
  });
  await expect(strap(page, 0)).toHaveText('(0, 0)');
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(strap(page, 0)).toHaveText('(2, 3)');
  await expect(page.getByTestId('sl-status')).toContainText('Your move');
  expect(errors).toEqual([]);
});

test('two players by keyboard on two straps, with the nim-sum and a winning-move hint', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('./#/sliding?p=3,7;2,5');
  await page.getByLabel('two players').check();
  // G(3,7) ⊕ G(2,5) is shown as a sum of the two values.
  await expect(page.getByTestId('sl-sum')).toContainText('N-position');
  // Keyboard: focus the far coin of strap 1, choose it, go two squares toward the edge, move.
  await board(page, 0).locator('[data-cell="6"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(strap(page, 0)).toHaveText('(3, 5)');
  await expect(page).toHaveURL(/p=3,5;2,5$/);
  await expect(page.getByTestId('sl-status')).toContainText('Player 2 to move');
  await page.keyboard.press('u');
  await expect(strap(page, 0)).toHaveText('(3, 7)');
  await page.getByText('Hint: winning moves').click();
  await expect(page.locator('.sl-hint table')).toBeVisible();
  // A position never breaks after its comma, and the table of every move fits its box (a phone too).
  for (const pos of await page.locator('.sl-hint .sl-pos').all()) {
    const lines = await pos.evaluate(
      (el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size,
    );
    expect(lines).toBe(1);
  }
  const fits = await page.locator('.sl-moves-wrap').evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(fits).toBe(true);
  await expect(page.locator('.sl-moves-caption')).toContainText('Every move');
  expect(errors).toEqual([]);
});

test('a bad link is explained beside the board, and the table grows', async ({ page }) => {
  await page.goto('./#/sliding?p=5,2');
  await expect(page.getByRole('alert').filter({ hasText: 'x < y' })).toContainText('did you mean (2, 5)');
  await expect(page.getByTestId('sl-table-check')).toContainText(
    'Brute force agrees with Definition 3.1 in every cell with y ≤ 16',
  );
  await page.getByRole('button', { name: 'Show 8 more rows' }).click();
  await expect(page.getByTestId('sl-table-check')).toContainText('y ≤ 24');
});

test('why the winning move wins: Bouton frames by keyboard, the raise example, and a cell’s mex', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/sliding?p=3,7;2,5');
  const bouton = page.locator('.sl-bouton-panel');
  const caption = bouton.getByTestId('walkthrough-caption');
  await expect(caption).toContainText('In binary');
  // Keyboard: → writes the nim-sum's first column, End goes to the winning moves, ← back one.
  await page.keyboard.press('ArrowRight');
  await expect(caption).toContainText('Column');
  await expect(page).toHaveURL(/bstep=2/);
  await page.keyboard.press('End');
  await expect(caption).toContainText('strap 1 from 5 to 6');
  const moves = bouton.getByRole('list', { name: 'Every winning move' });
  await expect(moves.getByRole('listitem').filter({ hasText: 'raised' })).toHaveCount(2);
  await page.keyboard.press('ArrowLeft');
  await expect(caption).toContainText('Strap 2 (2, 5)');

  // The example the engine found: one click loads it at the frame where the value is raised.
  await bouton.getByRole('button', { name: /a winning move that raises/ }).click();
  await expect(page).toHaveURL(/p=1,2;1,3/);
  await expect(caption).toContainText('RAISE');
  await expect(caption).toContainText('does not forbid options of larger value');

  // A table cell's mex: move to it with the arrows, open it with Enter, go to its last frame.
  const cell = page.locator('.sl-table td[data-x="1"][data-y="2"]');
  await cell.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/cell=2,3/);
  const mex = page.getByTestId('sl-mex-panel');
  // Opened by keyboard: the panel scrolls into view, its heading takes focus, → steps it, Esc goes back.
  const heading = mex.getByRole('heading', { name: 'The mex of cell (2, 3)' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/mstep=2/);
  await page.keyboard.press('Escape');
  await expect(mex).toHaveCount(0);
  await expect(page.locator('.sl-table td[data-x="2"][data-y="3"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await mex.getByRole('button', { name: 'Last step' }).click();
  await expect(mex.locator('.is-mex')).toContainText('4');
  await expect(mex.getByTestId('walkthrough-caption')).toContainText('Definition 3.1 puts');
  // Its step buttons do not steal the page's keys: → still steps the Bouton frames.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Home');
  await expect(caption).toContainText('In binary');
  expect(errors).toEqual([]);
});

test('presenting at 1024×768: the straps and the current Bouton frame share one screen, the strap editors folded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('./#/sliding?p=3,7;2,5&bstep=9');
  // the page's own select and fields read at the text's size, not the browser's 13 px
  const select = page.getByRole('combobox', { name: /The computer moves/ });
  expect(await select.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  expect(
    await page
      .getByRole('textbox', { name: 'Strap 1 (x, y)' })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ).toBeGreaterThanOrEqual(16);
  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveClass(/presentation/);
  await expect(page.getByRole('textbox', { name: 'Strap 1 (x, y)' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add a strap' })).toBeHidden();
  expect(await select.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  // with the first strap at the top of the screen, the second strap, the frame's box (a long frame scrolls in it) and its caption are in view
  // The straps lead while the frame beside them reads at 3/4 size or more; a taller frame leads
  // alone (src/ui/walkthrough/screenSplit.ts). Either way what leads and the frame's caption
  // share one screen, brought there as a person would, by the wheel (a script's scroll is not a
  // person's, and the page holds the board in place for a moment after the mode changes).
  const bouton = page.locator('.sl-bouton-panel');
  const lead = await bouton.getByTestId('walkthrough').getAttribute('data-fit-lead');
  const top = lead === 'walkthrough' ? bouton.getByTestId('walkthrough') : board(page, 0);
  await page.mouse.move(512, 20);
  await expect(async () => {
    const at = await top.evaluate((el) => el.getBoundingClientRect().top);
    if (Math.abs(at - 4) > 2) await page.mouse.wheel(0, at - 4);
    expect(Math.abs(at - 4)).toBeLessThanOrEqual(2);
  }).toPass();
  const straps = lead === 'walkthrough' ? [] : [board(page, 0), board(page, 1)];
  for (const el of [...straps, bouton.locator('.wt-stage'), bouton.getByTestId('walkthrough-caption')]) {
    await expect(el).toBeInViewport({ ratio: 1 });
  }
});
