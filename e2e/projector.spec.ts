import { LAYOUT, test, expect, type Page } from './fixtures';

// Issue 12's projector layout: one browser page visits every page in sequence.
const G = '10011110110110111011110011'; // Flipping §3 example G: 26 coins
const HOEY = 'TTTTHTTHTHHTHTT';
const QUESTION = '0101011111,1101100111,0110110110111';

interface Stop {
  name: string;
  url: string;
  /** scrolled to the top of the screen, as a teacher would bring the board up */
  top: string;
  /** what must be on that one screen with it */
  shown: string[];
}

const STOPS: Stop[] = [
  // Example G's frames are too tall to share the screen with its board at full size: the
  // walkthrough leads (its frame shows the line) and the frame is scaled whole (issue 25).
  {
    name: 'Flipping',
    url: `#/flipping?lines=${G}&step=14`,
    top: '[data-testid=walkthrough]',
    shown: ['[data-testid=walkthrough] .wt-stage', '[data-testid=walkthrough] .wt-caption-box'],
  },
  // Step 6 on the tree: the block in focus and its sign expansions on the screen.
  {
    name: 'Flipping, Step 6',
    url: `#/flipping?lines=${G}&step=13`,
    top: '[data-testid=walkthrough]',
    shown: ['.flip-tree .is-focus', '.flip-signs'],
  },
  {
    name: 'Sliding',
    url: '#/sliding?p=3,7;2,5',
    top: '[data-testid=sliding-board]',
    shown: ['[data-testid=sl-bouton-frame]', '.sl-bouton-panel .wt-caption-box'],
  },
  { name: 'Golden Nugget', url: '#/goldennugget?heaps=b6,r4,b3', top: '[data-testid=gn-board]', shown: [] },
  {
    name: 'Ruler',
    url: `#/ruler?position=${HOEY}&step=2`,
    top: '[data-testid=walkthrough]',
    shown: ['[data-testid=walkthrough] .wt-stage', '[data-testid=walkthrough] .wt-caption-box'],
  },
  {
    name: 'Oskar',
    url: '#/oskar?c=1001101&step=3',
    top: '[data-testid=walkthrough]',
    shown: ['[data-testid=walkthrough] [data-testid=board]', '[data-testid=elevator-diagram]'],
  },
  { name: 'Numbers', url: '#/numbers?x=1/2&y=1/2&step=5', top: '[data-testid=walkthrough]', shown: [] },
  { name: 'Calculator', url: '#/calculator?e=1', top: '[data-testid=calc-result]', shown: [] },
];

/** Visible text under 16 px inside `selectors`: KaTeX counts at its own base size, SVG text as drawn (before a frame's fit). */
function smallText(page: Page, selectors: string[]) {
  return page.evaluate((sels) => {
    const found: string[] = [];
    for (const root of sels.map((s) => document.querySelector(s)).filter((e): e is Element => !!e)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        if (!/[^\s\u200b]/.test(node.textContent ?? '')) continue;
        let el = node.parentElement!;
        if (el.closest('.katex-mathml, .visually-hidden, [hidden]')) continue;
        el = el.closest('.katex') ?? el;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        // A frame too big for its stage is scaled as a whole (issue 25): its text is measured at the
        // frame's own size, the one it is drawn at before the fit.
        const fit = Number(el.closest<HTMLElement>('.wt-stage-fit')?.dataset.scale ?? 1);
        const scale = el instanceof SVGGraphicsElement ? (el.getScreenCTM()?.a ?? 1) / fit : 1;
        const px = parseFloat(getComputedStyle(el).fontSize) * scale;
        if (px < 15.9) found.push(`${px.toFixed(1)}px "${node.textContent!.trim().slice(0, 20)}"`);
      }
    }
    return found;
  }, selectors);
}

test(
  'on a projector every page shows its board and its frame on one screen, in large type',
  { tag: LAYOUT },
  async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'projector',
      'written for the projector project (1024×768, presentation on)',
    );
    // Eight pages opened afresh, each loading its game into a new worker: time, not an assertion.
    for (const stop of STOPS) {
      await test.step(stop.name, async () => {
        await page.goto(`./${stop.url}`);
        await expect(page.locator('html')).toHaveClass(/presentation/);
        const top = page.locator(stop.top).first();
        await expect(top).toBeVisible();
        for (const s of stop.shown) await expect(page.locator(s).first()).toBeVisible();
        const fits = (scroll: boolean) =>
          page.evaluate(
            ([sels, scroll]) => {
              if (scroll)
                window.scrollBy(0, document.querySelector(sels[0])!.getBoundingClientRect().top - 4);
              return sels.map((s) => {
                const r = document.querySelector(s)!.getBoundingClientRect();
                return `${s}: ${r.top >= 0 && r.bottom <= window.innerHeight ? 'in view' : `${Math.round(r.top)}–${Math.round(r.bottom)}`}`;
              });
            },
            [[stop.top, ...stop.shown], scroll] as const,
          );
        const allInView = [stop.top, ...stop.shown].map((s) => `${s}: in view`);
        // A link to a step brings the board and the frame up by itself...
        if (stop.url.includes('step=') && stop.shown.length)
          await expect.poll(() => fits(false)).toEqual(allInView);
        // ...and any board fits with its frame once brought to the top (again, while answers arrive and the frame fits itself).
        await expect.poll(() => fits(true)).toEqual(allInView);

        const caption = page.getByTestId('walkthrough-caption');
        if (await caption.count())
          expect(
            await caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
          ).toBeGreaterThanOrEqual(26.6);
        // polled: a frame fitted to the screen settles a few frames after its step shows
        await expect.poll(() => smallText(page, [stop.top, ...stop.shown])).toEqual([]);
        const widths = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(widths[0], 'no sideways scroll of the page').toBeLessThanOrEqual(widths[1]);
      });
    }
    // Example G's 26 coins fit whole, on the board and in the walkthrough's first frame (no sideways scroll).
    await page.goto(`./#/flipping?lines=${G}&step=1`);
    const rows = page.getByTestId('board');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.getByRole('gridcell')).toHaveCount(26);
      await expect.poll(() => row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    // A 40-coin line's partition (Step 3 stops) and its sign expansions (Step 6) wrap in the caption.
    for (const step of [12, 22]) {
      await page.goto(`./#/flipping?lines=${'0110'.repeat(10)}&step=${step}`);
      await expect(page.getByTestId('walkthrough-caption').locator('.katex').first()).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        )
        .toBeLessThanOrEqual(0);
    }
  },
);

// One test per walkthrough: twenty steps each, each checked, on a loaded machine.
for (const url of [`#/flipping?lines=${G}`, `#/ruler?position=${HOEY}`, '#/sliding?p=3,7;2,5']) {
  test(
    `on a projector the frame holds still from step to step, and the caption ends on the screen, at every step: ${url}`,
    { tag: LAYOUT },
    async ({ page }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'projector',
        'written for the projector project (1024×768, presentation on)',
      );
      await page.goto(`./${url}`);
      const player = page.getByTestId('walkthrough').first();
      const count = Number((await player.getByText(/^1 \/ \d+$/).textContent())!.split('/')[1]);
      // Where the frame and the caption are, and what leads the screen (the board, or the
      // walkthrough once a frame was too big to share the screen with the board).
      const boxes = () =>
        player.evaluate((wt) => ({
          frameTop: Math.round(wt.querySelector('.wt-stage')!.getBoundingClientRect().top),
          captionOnScreen: wt.querySelector('.wt-caption-box')!.getBoundingClientRect().bottom <= innerHeight,
          lead: (wt as HTMLElement).dataset.fitLead,
        }));
      let last: Awaited<ReturnType<typeof boxes>> | null = null;
      for (let step = 2; step <= count; step++) {
        await player.getByRole('button', { name: 'Next step' }).click();
        await expect(player.getByText(new RegExp(`^${step} / ${count}$`))).toBeVisible();
        await expect(player.getByTestId('walkthrough-caption').locator('.tex-pending')).toHaveCount(0);
        const was = last;
        await expect
          .poll(async () => (await boxes()).captionOnScreen, { message: `step ${step}` })
          .toBe(true);
        const now = await boxes();
        if (was && was.lead === now.lead)
          // within a pixel: a frame laid out wider to stay readable lands on a half pixel
          expect(
            Math.abs(now.frameTop - was.frameTop),
            `step ${step}: the frame holds still`,
          ).toBeLessThanOrEqual(1);
        last = now;
      }
    },
  );
}

test('long positions scroll in their own box, a hint stays under the pointer, p keeps the board in place', async ({
  page,
}) => {
  const noSidewaysScroll = async () => {
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
  };
  // 200 coins: "The Algorithm on 0110…" wraps; 120 coins: "Ruler rows of TTHH…" too.
  await page.goto(`./#/flipping?lines=${'0110'.repeat(50)}`);
  await expect(page.locator('.wt-title')).toContainText('The Algorithm on');
  await noSidewaysScroll();
  await page.goto(`./#/ruler?position=${'TTHH'.repeat(30)}`);
  await expect(page.locator('.wt-title')).toContainText('Ruler rows of');
  await noSidewaysScroll();

  // Hovering a hint previews it on the board without moving the button; a click at its centre plays it.
  for (const [url, show, list] of [
    [`./#/flipping?lines=${QUESTION}`, 'Hint', 'flip-hints'],
    [`./#/ruler?position=${HOEY}`, 'Show hints', 'ruler-hint-panel'],
  ] as const) {
    await page.goto(url);
    await page.getByRole('button', { name: show, exact: true }).click();
    const hint = page.locator(`#${list}, [data-testid=${list}]`).first().getByRole('button').first();
    await expect(hint).toBeVisible();
    await hint.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const before = await hint.boundingBox();
    await hint.hover();
    await expect(page.locator('.hl-accent').first()).toBeVisible(); // the preview is drawn
    expect(await hint.boundingBox()).toEqual(before);
    const board = page.getByTestId('board').first();
    const was = await board.textContent();
    await page.mouse.click(before!.x + before!.width / 2, before!.y + before!.height / 2);
    await expect(board).not.toHaveText(was!);
  }

  // Pressing p keeps the board where the audience was looking, though the chrome above folds.
  await page.goto('./#/goldennugget?heaps=b6,r4,b3');
  const heaps = page.getByTestId('gn-board');
  await expect(heaps).toBeVisible();
  // the analysis makes the page tall enough to scroll the board up to 200 px
  await page.getByRole('button', { name: 'Show the analysis and hints' }).click();
  await expect(page.getByTestId('gn-sum-outcome')).toBeVisible();
  await heaps.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
  const top = async () => Math.round((await heaps.boundingBox())!.y);
  const before = await top();
  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveClass(/presentation/);
  await expect.poll(top).toBe(before);
  await page.keyboard.press('p');
  await expect(page.locator('html')).not.toHaveClass(/presentation/);
  await expect.poll(top).toBe(before);

  // ...unless that would hold part of it out of sight: a tall board half on screen rises until it is seen whole.
  await page.goto('./#/goldennugget?heaps=b3,b20,r18');
  await expect(heaps).toBeVisible();
  await heaps.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 500));
  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveClass(/presentation/);
  await expect
    .poll(async () =>
      heaps.evaluate(
        (el) =>
          el.getBoundingClientRect().bottom <= window.innerHeight && el.getBoundingClientRect().top >= 0,
      ),
    )
    .toBe(true);
  await page.keyboard.press('p');
});

test(
  'on a projector a frame too tall is scaled whole; a caption too long shows a shadow over its cut edge, and the keyboard scrolls it',
  { tag: LAYOUT },
  async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'projector',
      'written for the projector project (1024×768, presentation on)',
    );
    // Oskar's elevator diagram is taller than its share of the screen: the frame is scaled, whole,
    // with no shadow over a cut edge (issue 25: never clipped).
    await page.goto('./#/oskar?c=1001101&step=3');
    const oskar = page.getByTestId('walkthrough');
    const frame = oskar.getByRole('group', { name: 'The current frame' });
    await expect(oskar.getByTestId('elevator-diagram')).toBeVisible();
    await expect(oskar.locator('.tex-pending')).toHaveCount(0); // typeset: the frame has its final height
    await expect.poll(() => frame.getAttribute('data-scale').then(Number)).toBeLessThan(1);
    await expect(oskar.getByTestId('scroll-shade-after')).toHaveCount(0);
    const [diagram, stage] = await Promise.all([
      oskar.getByTestId('elevator-diagram').boundingBox(),
      frame.boundingBox(),
    ]);
    expect(diagram!.y + diagram!.height).toBeLessThanOrEqual(stage!.y + stage!.height + 1);

    // Step 18 of the mex table's walkthrough has a caption longer than half of a short screen
    // (1024×600; at 768 its frame, its table in two halves, leaves the caption room enough), beside
    // a frame that needs the rest: the caption box scrolls, comes after the frame in the Tab order
    // (as on the screen), and Home/End in it scroll it instead of going to the first or last
    // step; ←/→ still step.
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.goto(`./#/ruler?position=${HOEY}&tab=mex&step=18`);
    const mex = page.getByTestId('walkthrough');
    await expect(mex.getByText(/^18 \/ 19$/)).toBeVisible();
    const caption = mex.getByRole('group', { name: 'The caption' });
    const shades = caption.locator('..'); // the caption's own shadows
    await expect(caption).toBeVisible();
    await expect(shades.getByTestId('scroll-shade-after')).toBeVisible();
    // Tab from the media bar passes the frame's own controls, then reaches the caption.
    await mex.getByRole('button', { name: 'Last step' }).focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const at = document.activeElement!;
        return at.getAttribute('aria-label') === 'The caption'
          ? 'caption'
          : at.closest('.wt-controls, .wt-tools, [aria-label="The current frame"]')
            ? 'before'
            : at.outerHTML.slice(0, 80);
      });
      if (where === 'caption') break;
      expect(where, 'Tab goes from the media bar and the frame to the caption').toBe('before');
    }
    await expect(caption).toBeFocused();
    await page.keyboard.press('End');
    await expect(shades.getByTestId('scroll-shade-before')).toBeVisible();
    await expect(shades.getByTestId('scroll-shade-after')).toHaveCount(0);
    await page.keyboard.press('Home');
    await expect(shades.getByTestId('scroll-shade-before')).toHaveCount(0);
    await expect(mex.getByText(/^18 \/ 19$/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(mex.getByText(/^17 \/ 19$/)).toBeVisible();
  },
);

test(
  'on a projector a step taken on a page opened at its top brings the frame and its caption on the screen; `l` says the link is copied',
  { tag: LAYOUT },
  async ({ page, context }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'projector',
      'written for the projector project (1024×768, presentation on)',
    );
    await page.goto('./#/numbers?x=1/2&y=1/2');
    const player = page.getByTestId('walkthrough');
    await expect(player.getByText(/^1 \/ 13$/)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect(player.getByText(/^2 \/ 13$/)).toBeVisible();
    await expect(player.getByRole('group', { name: 'The current frame' })).toBeInViewport({ ratio: 1 });
    await expect(player.locator('.wt-caption-box')).toBeInViewport({ ratio: 1 });
    await expect(player.getByRole('button', { name: 'Next step' })).toBeInViewport({ ratio: 1 });
    // The copy-link button is folded away on a projector, but `l` still copies and says so on the screen.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.keyboard.press('l');
    await expect(player.getByTestId('wt-copy-status')).toHaveText('Link copied: step 2');
    await expect(player.getByTestId('wt-copy-status')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#\/numbers\?.*step=2(&|$)/);
  },
);

test(
  'on a projector Tab follows the screen (the walkthrough before the examples moved under it), and → after a click on a tab steps',
  { tag: LAYOUT },
  async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'projector',
      'written for the projector project (1024×768, presentation on)',
    );
    // (Ruler's and Numbers' walkthroughs sit right in the reordered grid: Tab once skipped them whole.)
    for (const [url, later] of [
      [`#/flipping?lines=${G}`, '.flip-examples'],
      [`#/ruler?position=${HOEY}`, '.ruler-run-pick'],
      ['#/numbers?x=1/2&y=1/2', '.nx-examples'],
    ] as const) {
      await page.goto(`./${url}`);
      const next = page.getByTestId('walkthrough').getByRole('button', { name: 'Next step' });
      await expect(next).toBeVisible();
      const moved = page.locator(later);
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const [inMoved, onNext] = await Promise.all([
          moved.evaluate((el) => el.contains(document.activeElement)),
          next.evaluate((el) => el === document.activeElement),
        ]);
        expect(inMoved, `${url}: Tab ${i + 1} reached ${later} before the walkthrough`).toBe(false);
        if (onNext) break;
      }
      await expect(next).toBeFocused();
    }
    await page.goto(`./#/flipping?lines=${G}`);

    // A tab clicked with the mouse lets go of the keys: → (a presenter's clicker) steps the walkthrough.
    await page.getByRole('tab', { name: 'Who wins the sum' }).click();
    const sum = page.getByTestId('walkthrough');
    await expect(sum.getByText(/^1 \/ 5$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(sum.getByText(/^2 \/ 5$/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Who wins the sum' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
);
