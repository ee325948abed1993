import { LAYOUT, test, expect, type Page } from './fixtures';

/** One typed exercise per page: a seed, and an answer that cannot be right at level 1. */
const EXERCISES = [
  { page: 'flipping', kind: 'value', label: 'Value', wrong: '99' },
  { page: 'sliding', kind: 'grundy', label: 'Grundy number', wrong: '99' },
  { page: 'goldennugget', kind: 'reduced', label: 'Reduced form', wrong: '99' },
  { page: 'ruler', kind: 'value', label: 'Nim-value', wrong: '99' },
  { page: 'oskar', kind: 'steps', label: 'Moves', wrong: '99' },
  { page: 'numbers', kind: 'simplest', label: 'Simplest number', wrong: '99' },
] as const;

const question = (page: Page) => page.getByTestId('practice-exercise').locator('.pr-question');

test.describe('Practice', () => {
  test(
    'every page: a wrong answer by keyboard shows its frames, the retry is right, a seeded link reproduces the exercise and the score survives reload',
    { tag: LAYOUT },
    async ({ page }, info) => {
      // Every page at the desk; the projector and the phone check the layout on two of them.
      for (const ex of info.project.name === 'desktop'
        ? EXERCISES
        : [EXERCISES[0], EXERCISES[1], EXERCISES[5]]) {
        const link = `./#/${ex.page}/practice?kind=${ex.kind}&level=1&seed=11`;
        await page.goto(link);
        const input = page.getByLabel(ex.label, { exact: true });
        await expect(input).toBeVisible();
        // On a page just opened the answer box waits, so p presents (and p again leaves) ...
        await expect(input).not.toBeFocused();
        const presenting = () =>
          page.evaluate(() => document.documentElement.classList.contains('presentation'));
        const before = await presenting();
        await page.keyboard.press('p');
        await expect.poll(presenting).toBe(!before);
        await page.keyboard.press('p');
        await expect.poll(presenting).toBe(before);
        // ... and it is a few keys from the top (of a document just opened): Tab to "Skip to
        // content", Enter (to the exercise), Tab past the position's board (one stop), Tab.
        if (ex !== EXERCISES[0]) {
          await page.reload();
          await expect(input).toBeVisible();
        }
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('practice-exercise')).toBeFocused();
        await page.keyboard.press('Tab');
        if (!(await input.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
        await expect(input).toBeFocused();
        // On a projector the question reads at caption size (20pt and up); on a phone nothing widens the page.
        if (info.project.name === 'projector')
          expect(
            await question(page).evaluate((q) => parseFloat(getComputedStyle(q).fontSize)),
          ).toBeGreaterThanOrEqual(26.6);
        if (info.project.name === 'phone')
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            page.viewportSize()!.width,
          );

        // Nonsense gets a message beside the input, and no grade.
        await input.fill('1/0x');
        await input.press('Enter');
        await expect(page.getByTestId('practice-answer-error')).toBeVisible();

        // Wrong: the expected answer and the explanation's frames, in the one player.
        await input.fill(ex.wrong);
        await input.press('Enter');
        const expected = (await page.getByTestId('practice-expected').innerText()).trim();
        const asked = (await question(page).textContent()) ?? ''; // typeset by now
        await expect(
          page.getByTestId('practice-explanation').getByTestId('walkthrough-caption'),
        ).not.toBeEmpty();
        // The explaining frame is brought on screen, caption box and all (on a projector a long caption scrolls inside it),
        // and kept there while its frame arrives and settles; on a projector with the position's board when both fit.
        await expect(page.getByTestId('practice-explanation').locator('.wt-caption-box')).toBeInViewport({
          ratio: 1,
        });
        if (info.project.name === 'projector' && ex.page === 'flipping')
          await expect(
            page.getByTestId('practice-exercise').locator(':scope > [data-anchor="board"]'),
          ).toBeInViewport({ ratio: 1 });
        if (info.project.name === 'projector')
          expect(
            await page.locator('.pr-level').evaluate((l) => parseFloat(getComputedStyle(l).fontSize)),
          ).toBeGreaterThanOrEqual(16);
        // The focus stays in the answer (selected) to retype at once; Next is one Tab away.
        await expect(input).toBeFocused();
        await page.keyboard.type(` ${expected} `);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('practice-result')).toHaveText(
          `✓ Correct on a second try: ${expected}. Only first answers count toward the score.`,
        ); // trimmed, said once
        await expect(page.getByTestId('practice-next')).toBeFocused();

        // The same link, opened afresh, is the same exercise; answered right first time it scores, and the score is saved.
        await page.goto('./#/');
        await page.goto(link);
        await page.reload();
        await expect(question(page)).toHaveText(asked);
        await input.fill(expected);
        await input.press('Enter');
        await expect(page.getByTestId('practice-result')).toContainText('Right');
        await page.reload();
        await expect(page.getByTestId('practice-score')).toContainText('1 right, 1 wrong');
        await expect(page.getByTestId('practice-streak')).toHaveText('1');
        // Asked for by n, the next exercise takes the focus in its answer box.
        await page.keyboard.press('n');
        await expect(page).not.toHaveURL(/seed=11$/);
        await expect(input).toBeFocused();
      }
    },
  );

  test('a set of ten a teacher can link: answered by keyboard to its summary', async ({ page }) => {
    // each game page leads to its exercises
    await page.goto('./#/ruler');
    await page.getByRole('link', { name: 'Practice: predict, then check →' }).click();
    await expect(page).toHaveURL(/#\/ruler\/practice/);
    await page.goto('./#/ruler/practice?set=42&level=1&kind=value');
    await expect(page.getByLabel('Link to this set of ten')).toHaveValue(
      /#\/ruler\/practice\?set=42&level=1&kind=value$/,
    );
    for (let q = 1; q <= 10; q++) {
      await expect(page.getByText(`Question ${q} of 10`)).toBeVisible();
      const input = page.getByLabel('Nim-value', { exact: true });
      // the first question opened by the link waits for a click; the next ones, asked for, take the focus
      if (q === 1) await input.click();
      await expect(input).toBeFocused();
      await input.fill('99');
      await input.press('Enter');
      await expect(page.getByTestId('practice-expected')).toBeVisible();
      await expect(input).toBeFocused(); // kept for a retry
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter'); // "Next question" / "See the summary"
    }
    const summary = page.getByTestId('practice-summary');
    await expect(summary.getByRole('heading')).toHaveText('Set finished: 0 of 10 right');
    await expect(summary.getByRole('listitem')).toHaveCount(10);
    await page.reload();
    await expect(page.getByTestId('practice-summary')).toContainText('✗ wrong');
  });
});
