import { test, expect, type Page } from './fixtures';

/**
 * Issue 25: while a “Your turn” question is open its answer is nowhere in the page: not in the
 * board's header or the values panel, not in the walkthrough's invisible ghost captions, not
 * in aria text. The answer is learnt by showing it afterwards; the HTML taken before must not
 * hold it, in any of the forms the app writes (− or -, with or without spaces).
 */
const G = '10011110110110111011110011'; // Flipping Coins §3 example G

const forms = (answer: string) => {
  const ascii = answer.replace(/−/g, '-');
  const spaced = (s: string) => [...s.replace(/\s+/g, '')].join(' ');
  return [...new Set([ascii, ascii.replace(/-/g, '−'), spaced(ascii), spaced(ascii.replace(/-/g, '−'))])];
};

async function answerIsHidden(page: Page, url: string, also: string[] = []) {
  await page.goto(url);
  const ask = page.getByTestId('wt-ask');
  await expect(ask).toBeVisible({ timeout: 120_000 });
  // let every panel of the page answer first (the values come from the worker)
  await expect(page.getByText(/Computing/)).toHaveCount(0);
  await expect(page.locator('.wt-caption-ghost')).toHaveCount(0);
  const html = await page.content();
  await ask.getByRole('button', { name: 'Show answer' }).click();
  const outcome = (await page.getByTestId('wt-ask-outcome').textContent()) ?? '';
  const answer = /The answer: (.*)\.$/.exec(outcome.trim())?.[1];
  expect(answer, outcome).toBeTruthy();
  for (const text of [...forms(answer!), ...also]) expect(html, `"${text}" in the page`).not.toContain(text);
}

test.describe('an open question keeps its answer out of the page', () => {
  test('Flipping: the sign expansion of v_0, and the line’s value it gives away', async ({ page }) => {
    await answerIsHidden(page, `./#/flipping?lines=${G}&quiz=1&step=15`, ['10257/16384', '{16384}']);
  });

  test('Ruler: the rows’ parities', async ({ page }) => {
    await answerIsHidden(page, './#/ruler?position=TTTTHTTHTHHTHTT&quiz=1&step=6');
  });

  test('Oskar: the next column of the process', async ({ page }) => {
    await answerIsHidden(page, './#/oskar?c=1001101&quiz=1&step=2');
  });
});
