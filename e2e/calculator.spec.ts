import { LAYOUT, expect, test, type Page } from './fixtures';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const input = (page: Page) => page.getByLabel('Game expression');

test(
  'typing ↑+↑+* shows that Left wins, with the pretty form and the tree',
  { tag: LAYOUT },
  async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('./#/calculator');
    await input(page).fill('^+^+*');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/#\/calculator\?e=/);
    await expect(page.getByTestId('calc-outcome')).toContainText('Left wins');
    await expect(page.getByTestId('calc-pretty')).toHaveAttribute('data-pretty', '⇑*');
    await expect(page.getByTestId('calc-stops')).toContainText('Left stop');
    await expect(page.getByTestId('calc-reduced-form').locator('annotation')).toHaveText('0');
    await expect(
      page
        .getByTestId('calc-tree')
        .getByRole('button', { name: /options of/ })
        .first(),
    ).toHaveAttribute('aria-expanded', 'true');

    // Each term's thermograph is drawn large enough that its labels read at 12px or more, and
    // nothing (heading, tree buttons, legend, a thermograph) runs past the right edge, presenting or not.
    const terms = page
      .getByRole('list', { name: 'Thermographs of the terms' })
      .getByTestId('calc-thermograph');
    await expect(terms).toHaveCount(3);
    const smallestLabel = () =>
      terms.evaluateAll((svgs) =>
        Math.min(
          ...svgs.map(
            (svg) =>
              (parseFloat(getComputedStyle(svg.querySelector('.calc-thermo-label')!).fontSize) *
                svg.getBoundingClientRect().width) /
              (svg as SVGSVGElement).viewBox.baseVal.width,
          ),
        ),
      );
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (let i = 0; i < 2; i++) {
      expect(await smallestLabel()).toBeGreaterThanOrEqual(12);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('heading', { name: 'Why this canonical form?' }).click(); // out of the input, so p is a key
      await page.keyboard.press('p');
    }

    // the result is deep-linkable
    await page.reload();
    await expect(input(page)).toHaveValue('^+^+*');
    await expect(page.getByTestId('calc-outcome')).toContainText('Left wins');
    expect(errors).toEqual([]);
  },
);

test('an example is one click away: the Golden Nugget heap 20', async ({ page }) => {
  await page.goto('./#/calculator');
  await page.getByTestId('calc-example-gn(20)').click();
  await expect(input(page)).toHaveValue('gn(20)');
  await expect(page.getByTestId('calc-outcome')).toContainText('first player wins');
  await expect(page.getByTestId('calc-reduced-form').locator('annotation')).toHaveText('\\{1 \\mid 0\\}');
  await page.getByTestId('calc-example-±1+±1').click();
  await expect(page.getByTestId('calc-pretty').locator('annotation')).toHaveText('0');
  await expect(page.getByTestId('calc-outcome')).toContainText('second player wins');
});

test('a bad expression is marked where it is wrong, and keyboard alone gets there', async ({ page }) => {
  await page.goto('./#/calculator?e=1');
  await expect(page.getByTestId('calc-outcome')).toContainText('Left wins');
  await input(page).focus();
  await input(page).fill('{1|0 # 2}');
  await page.keyboard.press('Enter');
  const err = page.getByTestId('calc-error');
  await expect(err).toContainText("unexpected character '#' at position 6");
  await expect(page.getByTestId('calc-error-at').locator('mark')).toHaveText('#');
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('calc-result')).toHaveCount(0);
});

test('the thermograph of {3‖2|1} is drawn and read out, and Explain steps to the canonical form by keyboard', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/calculator');
  await page.getByRole('button', { name: /^\{3‖2\|1\}/ }).click();
  const graph = page.getByRole('img', { name: /Thermograph of \{3\|\|2\|1\}: mean 9\/4, temperature 3\/4/ });
  await expect(graph).toBeVisible();
  await graph.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('calc-thermo-readout')).toHaveText('Left wall at t = -1: x = 4');
  await expect(page.getByTestId('calc-mean')).toContainText('9/4');

  await page.getByRole('button', { name: 'Explain, step by step' }).click();
  const player = page.getByTestId('walkthrough');
  await expect(player).toContainText('First each option is put in canonical form.');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/explain=1.*step=|step=.*explain=1/);
  await expect(player.getByTestId('calc-derivation-result')).toBeVisible();
  // a frame is deep-linkable
  await page.reload();
  await expect(page.getByTestId('calc-derivation-result')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a Flipping line plus a blue Golden Nugget heap: its value, a winning move, each game's page (issue 24)", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/calculator');
  await input(page).fill('flip(0101) + gn(20)');
  await input(page).press('Enter');
  await expect(page.getByTestId('calc-outcome')).toContainText('Left wins');
  await expect(page.getByTestId('calc-pretty')).toHaveAttribute('data-pretty', /9\/8/);
  const games = page.getByRole('region', { name: 'The games in this expression' });
  await expect(page.getByTestId('calc-moves-left').getByRole('listitem').first()).toHaveText(
    'in gn(20) (term 2): take 1, leaving 19',
  );
  await expect(page.getByTestId('calc-moves-right')).toContainText('has no winning move');
  await games.getByRole('link', { name: 'flip(0101)' }).first().click();
  await expect(page).toHaveURL(/#\/flipping\?lines=0101$/);
  await page.goBack();
  await games.getByRole('link', { name: 'gn(20)' }).first().click();
  await expect(page).toHaveURL(/#\/goldennugget\?heaps=b20$/);
  expect(errors).toEqual([]);
});

test('four heaps: every term with a winning move lists one, with counts per term (issue 24)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/calculator');
  await input(page).fill('gn(20)+gn(30)+gn(40)-gn(50)');
  await input(page).press('Enter');
  const left = page.getByTestId('calc-moves-left');
  await expect(left).toContainText('75 winning moves, 12 of them listed');
  await expect(left.getByRole('listitem').filter({ hasText: '(term 4)' }).first()).toBeVisible();
  await expect(page.getByTestId('calc-moves-left-per-term')).toContainText('−gn(50) (term 4) 19');
  expect(errors).toEqual([]);
});

test('a short pretty form whose plain form is too long to send: ruler(H×20) + ±1 (issue 24)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/calculator');
  await input(page).fill(`ruler(${'H'.repeat(20)}) + {1|-1}`);
  await input(page).press('Enter');
  await expect(page.getByTestId('calc-pretty')).toHaveAttribute('data-pretty', '{1 + *30|-1 + *30}');
  expect(errors).toEqual([]);
});

test('the issue’s link gn(20)+gn(30)+gn(40)−gn(50) shows a folded form, never raw LaTeX', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('./#/calculator?e=gn(20)%2Bgn(30)%2Bgn(40)-gn(50)');
  await expect(page.getByTestId('calc-outcome')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('calc-pretty-folded')).toHaveText(/^[\d,]+ characters, born on day \d+$/);
  const result = page.getByTestId('calc-result');
  // no TeX source anywhere but inside typeset KaTeX (whose MathML keeps it as an annotation)
  const bareText = () =>
    result.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.katex').forEach((k) => k.remove());
      return copy.textContent ?? '';
    });
  expect(await bareText()).not.toContain('\\');
  await expect(page.getByTestId('calc-pretty').locator('.katex')).toHaveCount(0);
  await expect(page.locator('.katex-error')).toHaveCount(0);
  await result.getByRole('button', { name: 'Expand' }).first().click();
  await expect(result.locator('.calc-folded pre').first()).toContainText('|');
  await expect(
    page
      .getByRole('region', { name: 'The games in this expression' })
      .getByRole('link', { name: 'gn(50)' })
      .first(),
  ).toHaveAttribute('href', '#/goldennugget?heaps=b50');
  expect(errors).toEqual([]);
});
