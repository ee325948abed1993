import { LAYOUT, test, expect, type Page } from './fixtures';

/** Console errors and page errors (an SVG attribute "NaN" is reported as a console error). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Play coins i and j of a summand by keyboard: into its grid, Home, arrows, Enter twice. */
async function playByKeys(page: Page, line: 'G' | 'H', i: number, j: number) {
  await page.getByTestId(`proof-row-${line}`).locator('[role="gridcell"][tabindex="0"]').focus();
  await page.keyboard.press('Home');
  for (let k = 1; k < i; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let k = i; k < j; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
}

test("Lemma 4.3's copy strategy played to the end by keyboard; Lemma 4.4's conditions on 011101 against 1001", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Lemma 4.3 with α empty, a = 2: G = 011111, H = 1011, both 3/4; the user plays Left, first.
  await page.goto('./#/flipping?tab=proofs&lemma=4.3&alpha=-&a=2&side=L');
  const status = page.getByTestId('proof-status');
  await expect(status).toContainText('Your move (Left)');
  await expect(page.getByTestId('proof-row-G').getByRole('grid')).toHaveAttribute('aria-label', 'G: 011111');

  // Theorem 4.2's best move in G (coins 5, 6): the engine copies it in −H, leaving Lemma 4.3 with a = 0.
  await playByKeys(page, 'G', 5, 6);
  const turns = page.getByTestId('proof-transcript').getByRole('listitem');
  await expect(turns).toHaveCount(2);
  await expect(turns.nth(0)).toContainText('case (1), a ≥ 2');
  await expect(turns.nth(1)).toHaveAttribute('data-rule', 'copy');
  await expect(turns.nth(1)).toContainText('Lemma 4.3 with α = empty, a = 0, so 0 by induction');
  await expect(status).toContainText('answered in −H: coins 3 and 4');

  // Case (3)i: Left plays in the first summand, the answer is in it too: 1 − 1, and Left has no move.
  await playByKeys(page, 'G', 3, 4);
  await expect(turns).toHaveCount(4);
  await expect(turns.nth(2)).toContainText('case (3)i');
  await expect(turns.nth(3)).toHaveAttribute('data-rule', 'answer');
  await expect(status).toContainText('the engine (Right), moving second, wins');
  await expect(page).toHaveURL(/pm=g5-6(%2C|,)g3-4/);

  // The game survives a reload; Take back returns to the position before the last move.
  await page.reload();
  await expect(status).toContainText('moving second, wins');
  await page.getByRole('button', { name: 'Take back your move' }).click();
  await expect(turns).toHaveCount(2);
  await expect(status).toContainText('Your move (Left)');

  // Lemma 4.4's explorer on the paper's example: β = 01 fails both conditions, and the values differ.
  await page.getByRole('tab', { name: "Lemma 4.4's conditions" }).click();
  const row = page.getByTestId('proof-lemma44-table').getByRole('row').nth(1);
  await expect(row).toContainText('1001');
  await expect(row).toContainText('nothing: both conditions fail');
  await expect(row).toContainText('differ: the conditions are needed');
  expect(errors).toEqual([]);
});

/** Where the focus is: the summand row of a focused coin, 'status', or the element's tag (BODY when lost). */
const focusAt = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.getAttribute('role') === 'gridcell')
      return el.closest('[data-testid^="proof-row-"]')?.getAttribute('data-testid')?.slice(-1) ?? 'grid';
    return el?.getAttribute('data-testid') === 'proof-status' ? 'status' : (el?.tagName ?? 'none');
  });

test('the focus stays on the board when moves shorten or empty a row (Lemmas 4.3 and 4.4, as Right and Left, by keyboard)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const turns = page.getByTestId('proof-transcript').getByRole('listitem');
  const status = page.getByTestId('proof-status');
  // Each move: [summand, coin, coin, where the focus is after the engine's answer]. The user's
  // moves delete the focused coin; a summand that vanishes hands the focus to the other one, and
  // once both are gone the status line (who won) holds it.
  const games: [string, [string, number, number, string][]][] = [
    // G = 01011111, H = 011011; Right: −H shortens to 011, then vanishes; G vanishes last.
    [
      'lemma=4.3&alpha=01&a=2&side=R',
      [
        ['H', 5, 6, 'H'],
        ['H', 2, 3, 'G'],
        ['G', 3, 4, 'status'],
      ],
    ],
    // G = 010111101, H = 0110101; Left: G's last coins go, then both summands empty out.
    [
      'lemma=4.4&alpha=01&beta=101&side=L',
      [
        ['G', 7, 9, 'G'],
        ['G', 5, 6, 'G'],
        ['H', 1, 3, 'H'],
        ['G', 1, 2, 'status'],
      ],
    ],
  ];
  for (const [query, moves] of games) {
    await page.goto(`./#/flipping?tab=proofs&${query}`);
    await expect(status).toContainText('Your move');
    for (const [k, [line, i, j, after]] of moves.entries()) {
      // Into the summand's grid only when the focus is not there already (the first move, or a switch).
      if ((await focusAt(page)) !== line)
        await page.getByTestId(`proof-row-${line}`).locator('[role="gridcell"][tabindex="0"]').focus();
      await page.keyboard.press('Home');
      for (let c = 1; c < i; c++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      for (let c = i; c < j; c++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(turns).toHaveCount(2 * (k + 1));
      await expect.poll(() => focusAt(page), { message: `${query}, move ${k + 1}` }).toBe(after);
    }
    await expect(status).toContainText('moving second, wins');
  }
  expect(errors).toEqual([]);
});

test(
  'a huge endpoint on the Numbers page: the number line stays readable, no console errors',
  { tag: LAYOUT },
  async ({ page }) => {
    const errors = watchErrors(page);
    const lower = `${'1' + '0'.repeat(38) + '1'}/1024`;
    const upper = '1' + '0'.repeat(311) + '1';
    await page.goto(`./#/numbers?topic=simplest&lower=${encodeURIComponent(lower)}&upper=${upper}&step=3`);
    const line = page.locator('figure.nl svg');
    await expect(line).toHaveAttribute('aria-label', /simplest: 976562500000000000000000000000000001/);
    const labels = line.locator('text');
    await expect(labels.first()).toBeVisible();
    const boxes = [];
    for (const t of await labels.all()) boxes.push((await t.boundingBox())!);
    const svg = (await line.boundingBox())!;
    for (const [k, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(svg.x - 1);
      expect(a.x + a.width).toBeLessThanOrEqual(svg.x + svg.width + 1);
      for (const b of boxes.slice(k + 1)) {
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    // The page does not grow sideways with the long numbers.
    // polled: the number line fits itself to the screen once its labels are laid out
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1))
      .toBe(true);
    expect(errors).toEqual([]);
  },
);
