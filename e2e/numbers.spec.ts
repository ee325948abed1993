import { LAYOUT, expect, test, type Page } from './fixtures';

/** The TeX source KaTeX keeps in its MathML annotation (what the reader sees, as TeX). */
const texOf = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('annotation').first().textContent();
const stepParam = (page: Page) => new URL(page.url().replace('#/', '/')).searchParams.get('step');
const slider = (page: Page) => page.getByRole('slider', { name: 'Step' });
const caption = (page: Page) => page.getByTestId('walkthrough-caption');

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the x:y walkthrough steps by buttons and by keys, and the step survives reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('./#/numbers?x=1/2&y=1/2');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', /^Step 1 of \d+/);
  const count = Number(await slider(page).getAttribute('max'));
  expect(count).toBeGreaterThan(5);

  await page.getByRole('button', { name: 'Next step' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(slider(page)).toHaveAttribute('aria-valuetext', new RegExp(`^Step 3 of ${count}`));
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(caption(page)).toContainText(`Step 2 of ${count}`);
  expect(stepParam(page)).toBe('2');

  // Keys go through the app's command dispatcher; focus must not be in a text field.
  await page.getByRole('button', { name: 'Previous step' }).blur();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(caption(page)).toContainText(`Step 4 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(caption(page)).toContainText(`Step 3 of ${count}`);
  await page.keyboard.press('End');
  await expect(caption(page)).toContainText(`Step ${count} of ${count}`);
  await expect(page.getByTestId('numbers-result').locator('annotation')).toHaveText('\\frac{5}{8}');
  await page.keyboard.press('Home');
  await expect(caption(page)).toContainText(`Step 1 of ${count}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/step=4/);

  await page.reload();
  await expect(caption(page)).toContainText(`Step 4 of ${count}`);
  await expect(page.getByLabel('Base x')).toHaveValue('1/2');
  expect(errors).toEqual([]);
});

test("the paper's examples (a)–(e) show the engine's values, one click each", async ({ page }) => {
  await page.goto('./#/numbers');
  // flipping-coins.txt, Section 2: (a) 1:1 = 2, (b) 1:-1 = 1/2, (c) 1:1/2 = 3/2, (d) 1/2:1 = 3/4, (e) (1:-1):1/2 = 5/8.
  const expected: Record<string, string> = {
    a: '= 2',
    b: '= \\frac{1}{2}',
    c: '= \\frac{3}{2}',
    d: '= \\frac{3}{4}',
    e: '= \\frac{5}{8}',
  };
  for (const [tag, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`example-${tag}-value`).locator('annotation')).toHaveText(value);
  }
  await page.getByTestId('example-c').click();
  await expect(page).toHaveURL(/x=1&y=1%2F2|x=1&y=1\/2/);
  expect(await texOf(page, 'sum-value')).toBe('1 : \\frac{1}{2} = \\frac{3}{2}');
  await page.getByTestId('example-e').click();
  // (e)'s base is 1:−1, shown as 1/2 before it is used
  expect(await texOf(page, 'sum-value')).toBe(
    '(1 : -1) : \\frac{1}{2} = \\frac{1}{2} : \\frac{1}{2} = \\frac{5}{8}',
  );
  // A new x:y starts its walkthrough at step 1.
  await expect(caption(page)).toContainText('Step 1 of');
});

test(
  'a typed bad number gets a message at its input; a good one computes',
  { tag: LAYOUT },
  async ({ page }) => {
    await page.goto('./#/numbers?x=1/2&y=1/2');
    const x = page.getByLabel('Base x');
    await x.fill('1/3');
    await x.press('Enter');
    const message = page.getByTestId('sum-x-error');
    await expect(message).toContainText('power of 2');
    await expect(x).toHaveAttribute('aria-invalid', 'true');
    // The message sits beside its input, not somewhere else on the page.
    const [box, inputBox] = [await message.boundingBox(), await x.boundingBox()];
    expect(
      box && inputBox && Math.abs(box.x - inputBox.x) < 40 && box.y - (inputBox.y + inputBox.height) < 80,
    ).toBe(true);
    await expect(page.getByTestId('walkthrough')).toHaveCount(0);

    // The engine reports the first bad field; with x fixed, the message moves to y.
    await x.fill('1');
    const y = page.getByLabel('Exponent y');
    await y.fill('2a');
    await y.press('Enter');
    await expect(page.getByTestId('sum-x-error')).toHaveCount(0);
    await expect(page.getByTestId('sum-y-error')).toContainText("'a'");

    await x.fill('3/4');
    await y.fill('-1');
    await page.getByRole('button', { name: 'Show x : y' }).click();
    await expect(page.getByTestId('sum-value').locator('annotation')).toHaveText(/^\\frac\{3\}\{4\} : -1 = /);
    await expect(page.getByTestId('sum-x-error')).toHaveCount(0);
  },
);

test('the simplest number between a and b, and sign expansions both ways', async ({ page }) => {
  await page.goto('./#/numbers?topic=simplest');
  const a = page.getByLabel('Left option a');
  const b = page.getByLabel('Right option b');
  await a.fill('1');
  await b.fill('');
  await b.press('Enter');
  // {1 | } has no Right option: the integer closest to 0 above 1.
  await expect(page.getByTestId('simplest-value').locator('annotation')).toHaveText('\\{1 \\mid \\,\\} = 2');
  await b.fill('1');
  await b.press('Enter');
  await expect(page.getByTestId('simplest-upper-error')).toBeVisible();

  await page.getByRole('tab', { name: 'Sign expansions' }).click();
  const input = page.getByLabel(/A number, or signs/);
  await input.fill('+-+');
  await input.press('Enter');
  await expect(page.getByTestId('signs-value').locator('annotation')).toHaveText('\\frac{3}{4}');
  await expect(page.getByRole('img', { name: /Hackenbush string \+ − \+/ }).first()).toBeVisible();
});

test('captions are large enough to read on a projector', { tag: LAYOUT }, async ({ page }, info) => {
  await page.goto('./#/numbers?x=1/2&y=1/2&step=5');
  await expect(caption(page)).toContainText('Step 5 of');
  const px = await caption(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  if (info.project.name === 'projector') {
    expect(await page.evaluate(() => document.documentElement.classList.contains('presentation'))).toBe(true);
    expect(px).toBeGreaterThanOrEqual(26.67); // 20 pt
  } else {
    expect(px).toBeGreaterThanOrEqual(16);
  }
  // Stepping does not move the controls (stable layout): compare page coordinates.
  const next = page.getByRole('button', { name: 'Next step' });
  const where = () =>
    next.evaluate((el) => ({
      x: el.getBoundingClientRect().left + scrollX,
      y: el.getBoundingClientRect().top + scrollY,
    }));
  await next.scrollIntoViewIfNeeded();
  // measured once the page holds still (formulas above it typeset as they come near the view)
  await expect
    .poll(async () => {
      const a = await where();
      await page.waitForTimeout(250);
      const b = await where();
      return a.x === b.x && a.y === b.y;
    })
    .toBe(true);
  const before = await where();
  for (let i = 0; i < 4; i++) await next.click();
  await expect(caption(page)).toContainText('Step 9 of');
  await expect.poll(async () => Math.round((await where()).y - before.y)).toBe(0);
  await expect.poll(async () => Math.round((await where()).x - before.x)).toBe(0);
});
