import { expect, test, type Download, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function saved(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return {
    name: (download as Download).suggestedFilename(),
    bytes: await readFile((await download.path())!),
  };
}

/** Parse an SVG file in the page's DOMParser: its parse error (if any), element counts and text. */
async function parseSvg(page: Page, text: string, selectors: string[]) {
  return page.evaluate(
    ({ text, selectors }) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.localName,
        counts: selectors.map((s) => doc.querySelectorAll(s).length),
        text: doc.documentElement.textContent ?? '',
      };
    },
    { text, selectors },
  );
}

function expectPng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes.length).toBeGreaterThan(2000);
}

test('export boards and diagrams as SVG and PNG, copy a step link, print a walkthrough as a handout', async ({
  page,
  context,
}) => {
  // Desk work with a keyboard and a printer: the desktop (presentation mode folds these buttons away).
  // The print dialog would wait for a person: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });

  // A coin row drawn from its data: ten coins, ten labels, the paper's 0/1 on the faces.
  await page.goto('./#/flipping?lines=0101011111');
  const line = page.getByTestId('flip-line-0');
  await expect(line.getByRole('gridcell')).toHaveCount(10);
  const svg = await saved(page, () => line.getByTestId('export-svg').click());
  expect(svg.name).toBe('flipping-0101011111.svg');
  const row = await parseSvg(page, svg.bytes.toString('utf8'), [
    'g.coin',
    'g.coin-heads',
    'g.coin-tails',
    'text.coin-label',
  ]);
  expect(row.error).toBeNull();
  expect(row.root).toBe('svg');
  expect(row.counts).toEqual([10, 3, 7, 10]);
  expect(row.text).toContain('0101011111');
  await expect(line.getByTestId('export-status')).toHaveText('Saved flipping-0101011111.svg');
  const png = await saved(page, () => line.getByTestId('export-png').click());
  expect(png.name).toBe('flipping-0101011111.png');
  expectPng(png.bytes);

  // An HTML table copied with its styles (foreignObject): the Grundy table, as SVG and PNG.
  await page.goto('./#/sliding');
  const table = page.locator('.sl-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const rows = await table.locator('tbody tr').count();
  const cells = await table.locator('tbody td').count();
  const grundy = page.locator('.export-figure', { has: table });
  const tableSvg = await saved(page, () => grundy.getByTestId('export-svg').click());
  expect(tableSvg.name).toBe(`sliding-grundy-table-y1-${rows}.svg`);
  const copied = await parseSvg(page, tableSvg.bytes.toString('utf8'), [
    'foreignObject',
    'tbody tr',
    'tbody td',
  ]);
  expect(copied.error).toBeNull();
  expect(copied.counts).toEqual([1, rows, cells]);
  expect(copied.text).toContain(await table.locator('tbody td').first().innerText());
  expectPng((await saved(page, () => grundy.getByTestId('export-png').click())).bytes);

  // The keys: x saves the first board on the page as SVG, Shift+X as PNG (listed under ?).
  await page.goto('./#/ruler?position=TTTTHTTHTHHTHTT');
  await expect(page.getByTestId('board').first()).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toContainText('Save the board or diagram');
  await page.keyboard.press('Escape');
  const byKey = await saved(page, () => page.keyboard.press('x'));
  expect(byKey.name).toBe('ruler-TTTTHTTHTHHTHTT.svg');
  expect((await parseSvg(page, byKey.bytes.toString('utf8'), ['g.coin-heads'])).counts).toEqual([5]);
  expectPng((await saved(page, () => page.keyboard.press('X'))).bytes);

  // Copy link to this step: the clipboard holds this page's URL with the step.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const wt = page.getByTestId('walkthrough');
  await wt.getByRole('button', { name: 'Next step' }).click();
  await wt.getByRole('button', { name: 'Next step' }).click();
  await wt.getByTestId('wt-copy-link').click();
  await expect(wt.getByTestId('wt-copy-status')).toHaveText('Link copied: step 3');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#\/ruler\?.*position=TTTTHTTHTHHTHTT/);
  expect(link).toMatch(/[?&]step=3(&|$)/);
  // Opened afresh, the link shows that step, scrolled into view (the walkthrough starts below the fold).
  const opened = await context.newPage();
  await opened.goto(link);
  await expect(opened.getByTestId('walkthrough').getByText(/^3 \/ \d+$/)).toBeInViewport();
  await opened.close();

  // A picture with math carries KaTeX's fonts inside it (another program, or the PNG's <img>, cannot load the page's).
  await page.goto('./#/numbers?x=1/2&y=1/2&step=5');
  const mathFigure = page
    .locator('.export-figure')
    .filter({ has: page.locator('.katex') })
    .first();
  await expect(mathFigure).toBeVisible();
  const math = (await saved(page, () => mathFigure.getByTestId('export-svg').click())).bytes.toString('utf8');
  expect((await parseSvg(page, math, ['style'])).counts).toEqual([1]);
  expect(math).toMatch(/@font-face\{font-family:KaTeX_Main;[^}]*src:url\(data:font\/woff2;base64,/);

  // Print a walkthrough whose frames come from the engine by page (Oskar's process).
  await page.goto('./#/oskar?c=1001101');
  const player = page.getByTestId('walkthrough');
  await expect(page.getByRole('slider', { name: 'Step' })).toHaveAttribute('aria-valuetext', /of 19/);
  // the frames come by page from the engine: read a caption once it has come, not its "loading…"
  const caption = player.getByTestId('walkthrough-caption');
  await expect(caption).not.toContainText('loading');
  const first = (await caption.textContent()) ?? '';
  await player.getByRole('button', { name: 'Last step' }).click();
  await expect(page.getByRole('slider', { name: 'Step' })).toHaveAttribute('aria-valuetext', /Step 19 of 19/);
  await expect(caption).not.toContainText('loading');
  const last = (await caption.textContent()) ?? '';
  await player.getByTestId('wt-print').click();
  const handout = page.getByTestId('wt-handout');
  await expect(handout.getByTestId('wt-handout-status')).toHaveText('Handout ready: 19 frames.');
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const frames = handout.getByTestId('wt-handout-frame');
  await expect(frames).toHaveCount(19);
  for (let i = 0; i < 19; i++) {
    await expect(frames.nth(i)).toBeVisible();
    await expect(frames.nth(i).locator('.wt-handout-step')).toHaveText(`Step ${i + 1} of 19`);
    await expect(frames.nth(i).locator('.wt-handout-caption')).not.toBeEmpty();
  }
  // the caption the player shows at step k is the handout's caption k ("Step k of n:" is screen-reader text there)
  await expect(frames.first().locator('.wt-handout-caption')).toHaveText(
    first.replace(/^Step 1 of 19:\s*/, ''),
  );
  await expect(frames.last().locator('.wt-handout-caption')).toHaveText(
    last.replace(/^Step 19 of 19[^:]*:\s*/, ''),
  );
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(handout.locator('.wt-handout-bar')).toBeHidden();
  // the diagram's window buttons mean nothing on paper
  const windowButtons = handout.locator('button.screen-only');
  await expect(windowButtons).toHaveCount(3 * 19);
  for (const i of [0, 1, 2, 3 * 19 - 1]) await expect(windowButtons.nth(i)).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);

  // Closing the handout brings the page back, as it was.
  await page.emulateMedia({ media: 'screen' });
  await handout.getByRole('button', { name: 'Close' }).click();
  await expect(handout).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});

test('a handout fits every picture to the page: wide ruler rows and 26-coin lines are shrunk, not cut', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  for (const url of [
    './#/ruler?position=TTTTHTTHTHHTHTT',
    './#/flipping?lines=10011110110110111011110011&tab=sum',
  ]) {
    await page.goto(url);
    await page.getByTestId('walkthrough').getByTestId('wt-print').click();
    const handout = page.getByTestId('wt-handout');
    await expect(handout.getByTestId('wt-handout-status')).toHaveText(/^Handout ready/);
    await page.emulateMedia({ media: 'print' });
    const measure = () =>
      handout.evaluate((h) => {
        const sheet = h.querySelector('.wt-handout-frames')!.getBoundingClientRect();
        return [...h.querySelectorAll<HTMLElement>('.wt-handout-picture')].map((p) => {
          const inner = [...p.querySelectorAll('*')].reduce(
            (right, el) => Math.max(right, el.getBoundingClientRect().right),
            0,
          );
          return { right: Math.round(inner), sheet: Math.round(sheet.right), zoom: p.style.zoom };
        });
      });
    // (the last frames are fitted a couple of animation frames after they are drawn)
    await expect
      .poll(async () => (await measure()).filter((f) => f.right > f.sheet + 1), {
        message: 'pictures past the sheet',
      })
      .toEqual([]);
    const fits = await measure();
    expect(fits.length).toBeGreaterThan(3);
    expect(
      fits.some((f) => f.zoom !== ''),
      'a wide picture was shrunk',
    ).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await handout.getByRole('button', { name: 'Close' }).click();
  }
});

test('a link to a step of a walkthrough with its own parameter (Sliding’s bstep) scrolls that walkthrough into view; a stray step= does not scroll', async ({
  page,
  context,
}) => {
  await page.goto('./#/sliding?p=3,7;2,5&bstep=3');
  const bouton = page.locator('.sl-bouton-panel').getByTestId('walkthrough');
  await expect(bouton.getByText(/^3 \/ \d+$/)).toBeInViewport();
  const fresh = await context.newPage(); // a fresh load: the same page's hash change is not an opening
  await fresh.goto(page.url().replace('bstep=3', 'step=3'));
  await expect(
    fresh
      .locator('.sl-bouton-panel')
      .getByTestId('walkthrough')
      .getByText(/^1 \/ \d+$/),
  ).toBeAttached();
  await fresh.waitForTimeout(500); // what a scroll would have taken
  expect(await fresh.evaluate(() => window.scrollY)).toBe(0);
  await fresh.close();
});
