import { test, expect, type Page } from './fixtures';

const HOEY = 'TTTTHTTHTHHTHTT';
const G = '10011110110110111011110011'; // Flipping Coins §3 example G

const ask = (page: Page) => page.getByTestId('wt-ask');
const verdict = (page: Page) => page.getByTestId('wt-ask-verdict');
const outcome = (page: Page) => page.getByTestId('wt-ask-outcome');

test('your turn: answer a Ruler and a Flipping question wrong, then right, by keyboard', async ({
  page,
}, info) => {
  // Ruler: the switch by keyboard, then → stops before the parities and asks for them.
  await page.goto(`./#/ruler?position=${HOEY}&step=5`);
  const wt = page.getByTestId('walkthrough');
  const quiz = wt.getByRole('switch', { name: 'Your turn' });
  await quiz.focus();
  await page.keyboard.press('Space');
  await expect(quiz).toBeChecked();
  await expect(page).toHaveURL(/quiz=1/);
  // the board's summary no longer gives the answers away
  await expect(page.getByTestId('ruler-nim-value')).toHaveCount(0);
  await expect(page.getByTestId('ruler-value-hidden')).toBeVisible();
  await wt.getByRole('button', { name: 'Next step' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(ask(page)).toContainText('Count the heads in each row');
  await expect(page.getByTestId('ruler-diagram')).toHaveAttribute('data-phase', 'drop'); // the frame before, until answered
  const answer = wt.getByRole('textbox', { name: 'Your answer' });
  await expect(answer).toBeFocused();
  await page.keyboard.type('10x1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('wt-ask-error')).toContainText("'x' at position 3");
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1101');
  await page.keyboard.press('Enter');
  await expect(verdict(page)).toContainText('Not 1101. Try again');
  await page.keyboard.type('1 0 1 1');
  await page.keyboard.press('Enter');
  await expect(outcome(page)).toContainText('Right: 1 0 1 1.');
  await expect(page.getByTestId('ruler-diagram')).toHaveAttribute('data-phase', 'parity');
  await expect(page.getByTestId('ruler-row-3')).toContainText('odd');
  // the keys are the player's again
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/step=7/);

  // Flipping, from a link with quiz=1: Step 5's value, then → to the next ordinal sum's signs.
  await page.goto(`./#/flipping?lines=${G}&quiz=1&step=12`);
  await expect(ask(page)).toContainText('Lemma 4.6');
  // the frame under the question does not give v_3 away: not in the blocks' legend (folded on a
  // projector), not in the tree
  const legend = info.project.name !== 'projector';
  const g3 = page.getByRole('list', { name: 'Blocks of the split' }).getByRole('listitem').last();
  if (legend) {
    await expect(g3).toContainText('101');
    await expect(g3).not.toContainText('value');
  }
  const g3Leaf = page
    .getByRole('list', { name: 'Ordinal-sum tree' })
    .locator('.flip-tree-leaf')
    .filter({ hasText: 'base' });
  await expect(g3Leaf).toContainText('= ?');
  // nor does the board say who wins (the last question)
  await expect(page.getByTestId('flip-outcome')).toHaveCount(0);
  await expect(page.getByTestId('flip-outcome-hidden')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your answer' }).focus();
  await page.keyboard.type('1/4');
  await page.keyboard.press('Enter');
  await expect(verdict(page)).toContainText('Not 1/4.');
  await page.keyboard.type('2/4');
  await page.keyboard.press('Enter');
  await expect(outcome(page)).toContainText('Right: 2/4.');
  if (legend) await expect(g3).toContainText('value');
  await expect(g3Leaf).not.toContainText('?');
  await page.keyboard.press('ArrowRight');
  await expect(ask(page)).toContainText('Type its sign expansion');
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeFocused();
  await page.keyboard.type('+-+');
  await page.keyboard.press('Enter');
  await expect(verdict(page)).toContainText('Not +-+.');
  await page.keyboard.type('+−+−');
  await page.keyboard.press('Enter');
  await expect(outcome(page)).toContainText('Right: +−+−.');
  await expect(page.locator('.flip-frame')).toHaveAttribute('data-phase', 'ordinalSum');
});
