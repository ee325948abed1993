import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LAYOUT, expect, test, type Locator, type Page } from './fixtures';

const HOEY = 'TTTTHTTHTHHTHTT';
const SHIPPED = ['flipping', 'sliding', 'goldennugget', 'ruler', 'oskar'];

interface FileSlide {
  page: string;
  params: Record<string, string>;
}
const shippedSlides = (name: string): FileSlide[] =>
  (
    JSON.parse(readFileSync(`src/lessons/shipped/${name}.json`, 'utf8')) as {
      lesson: { slides: FileSlide[] };
    }
  ).lesson.slides;

/** The print dialog would block a headless page: record the calls instead. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

/** The sheet's printable width at 96 px/in: A4 (210 mm) and Letter (8.5 in), less 15 mm margins. */
const PAPER = { A4: Math.floor(((210 - 30) / 25.4) * 96), Letter: Math.floor((8.5 - 30 / 25.4) * 96) };

/** Printed at A4 and at Letter width: nothing wider than the sheet, every slide's picture inside it. */
async function expectFitsPaper(page: Page, where: string) {
  const height = page.viewportSize()!.height;
  await page.emulateMedia({ media: 'print' });
  for (const [paper, width] of Object.entries(PAPER)) {
    await page.setViewportSize({ width, height });
    const over = await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint')); // the sheet fits its pictures as printing starts
      const sheet = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
      const pictures = [...document.querySelectorAll<HTMLElement>('.lesson-print .slide-picture')].filter(
        (p) => p.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      ).length;
      return { sheet, pictures };
    });
    expect(over, `${where} on ${paper}`).toEqual({ sheet: 0, pictures: 0 });
  }
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height });
}

/** A picture that is a real drawing: a board’s coins or a heap’s counters, a frame’s figure, a table. */
const DRAWING = '.slide-picture :is(svg, table, .coin, .gn-counter, [data-testid$="-frame"])';

/** Every slide of a printed sheet has its own picture, and the picture draws something. */
async function expectEverySlideDrawn(sheet: Locator, where: string) {
  const slides = sheet.getByTestId('lesson-print-slide');
  const count = await slides.count();
  for (let i = 0; i < count; i++)
    await expect(slides.nth(i).locator(DRAWING).first(), `${where}: slide ${i + 1}'s picture`).toBeVisible();
}

/** Nothing on a slide says its link could not be used, and the page exists. */
async function expectSlideOpens(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No such page' }), where).toHaveCount(0);
  await expect(page.getByText(/could not be used/), where).toHaveCount(0);
  await expect(page.getByText(/Something went wrong/i), where).toHaveCount(0);
}

test('build a lesson from three pages, reorder it by keyboard, present, share and print it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'behaviour: once, on the desktop');
  await stubPrint(page);

  // Three pages, each added by the key `a` or the button.
  await page.goto('/#/ruler/practice?kind=value&level=1&seed=5');
  await page.keyboard.press('a');
  await expect(page.getByTestId('add-to-lesson-status')).toContainText('slide 1 of “My lesson”');
  await page.goto('/#/flipping?lines=0101011111');
  await page.getByRole('button', { name: 'Add to lesson' }).click();
  await expect(page.getByTestId('add-to-lesson-status')).toContainText('slide 2');
  await page.goto(`/#/ruler?position=${HOEY}&step=9`);
  await page.keyboard.press('a');
  await expect(page.getByTestId('add-to-lesson-status')).toContainText('slide 3');
  await page.getByRole('link', { name: 'Open the lesson' }).click();

  // Reorder by keyboard: the Ruler walkthrough (slide 3) to the top, then name and annotate it.
  const slides = page.getByTestId('lesson-slides').locator(':scope > li');
  await expect(slides).toHaveCount(3);
  await page.getByRole('button', { name: /Move slide 3/ }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: /Move slide 1/ })).toBeFocused();
  await expect(slides.nth(0)).toContainText('Ruler, step 9');
  await expect(slides.nth(1)).toContainText('Ruler: practice');
  await expect(slides.nth(2)).toContainText('Flipping Coins');
  await page.getByTestId('lesson-title').fill('Ruler and Flipping');
  await slides.nth(0).getByTestId('slide-note').fill('Read the rows: $r(i)$');
  await slides.nth(0).getByTestId('slide-answer').fill('The nim-value is $14$');
  await expect(slides.nth(0).locator('.katex').first()).toBeVisible();
  // Undo takes the answer back; a reload keeps the rest.
  await page.getByRole('button', { name: /^Undo/ }).click();
  await expect(slides.nth(0).getByTestId('slide-answer')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('lesson-title')).toHaveValue('Ruler and Flipping');
  await expect(slides.nth(0)).toContainText('Ruler, step 9');

  // Share by link, into a fresh browser (no saved lessons there).
  await page.getByTestId('lesson-share').click();
  const link = await page.getByTestId('lesson-link').inputValue();
  expect(link).toMatch(/#\/lessons\?shared=L1\./);
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('lesson-readonly')).toBeVisible();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ruler and Flipping');
  const shared = other.getByTestId('lesson-slides').locator(':scope > li');
  await expect(shared).toHaveCount(3);
  for (const [i, text] of ['Ruler, step 9', 'Ruler: practice', 'Flipping Coins'].entries())
    await expect(shared.nth(i)).toContainText(text);
  await expect(shared.nth(0)).toContainText('Read the rows');
  await other.getByRole('button', { name: 'Save a copy' }).click();
  await expect(other.getByTestId('lesson-title')).toHaveValue('Ruler and Flipping');
  await fresh.close();

  // Print: the handout (pictures, notes, questions, no answers) and the answer key (the engine's
  // answers, the teacher's notes beside them), each fitting A4 and Letter.
  await page.getByTestId('slide-answer').first().fill('Ask for the bits first');
  await page.getByRole('button', { name: 'Print handout' }).click();
  const handout = page.getByTestId('lesson-print-handout');
  await expect(handout.getByTestId('lesson-print-slide')).toHaveCount(3);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(handout.getByTestId('lesson-print-status')).toHaveText('Ready: 3 slides.');
  await expect(handout).toContainText('Read the rows');
  // each slide's picture: the ruler rows frame at step 9, the practice row, the flipping line
  await expect(handout.getByTestId('slide-step').first()).toContainText('step 9 of');
  for (let i = 0; i < 3; i++)
    await expect(handout.getByTestId('lesson-print-slide').nth(i).locator('.coin').first()).toBeVisible();
  await expect(handout.getByTestId('slide-question')).toContainText(['nim-value of this row']);
  await expect(handout.getByTestId('slide-engine-answer')).toHaveCount(0);
  await expect(handout).not.toContainText('Ask for the bits first');
  await expectFitsPaper(page, 'the handout');
  await page.getByRole('button', { name: 'Back to the lesson' }).click();
  await page.getByRole('button', { name: 'Print answer key' }).click();
  const key = page.getByTestId('lesson-print-key');
  await expect(key.getByTestId('lesson-print-status')).toHaveText('Ready: 3 slides.');
  await expect(key).toContainText('Ask for the bits first');
  // the engine's answers: the practice row's, and the flipping line's value and who wins
  await expect(key.getByTestId('lesson-print-slide').nth(1).getByTestId('slide-engine-answer')).toHaveCount(
    1,
  );
  await expect(key.getByTestId('lesson-print-slide').nth(2).getByTestId('slide-engine-answer')).toContainText(
    'Right wins',
  );
  await expectFitsPaper(page, 'the answer key');

  // Present at 1024×768: → steps the walkthrough, and at its end goes on to the next slide.
  await page.getByRole('button', { name: 'Back to the lesson' }).click();
  await page.setViewportSize({ width: 1024, height: 768 });
  const presenting = () => page.evaluate(() => document.documentElement.classList.contains('presentation'));
  expect(await presenting()).toBe(false);
  await page.locator('.lesson-tools__present').click();
  await expect.poll(presenting).toBe(true);
  await expect(page.getByTestId('lesson-counter')).toContainText('1/3');
  const scrub = page.getByRole('slider', { name: 'Step', exact: true }).first();
  await expect(scrub).toHaveAttribute('aria-valuetext', /Step 9 of/);
  const total = Number(/of (\d+)/.exec((await scrub.getAttribute('aria-valuetext'))!)![1]);
  for (let s = 9; s < total; s++) await page.keyboard.press('ArrowRight');
  await expect(scrub).toHaveAttribute('aria-valuetext', new RegExp(`^Step ${total} of ${total}`));
  await expect(page).toHaveURL(/slide=1/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lesson-counter')).toContainText('2/3');
  await expect(page).toHaveURL(/#\/ruler\/practice\?.*lesson=.*slide=2/);
  await page.reload();
  await expect(page.getByTestId('lesson-counter')).toContainText('2/3');
  // The page's own links keep the lesson's place: its navigation (n: the next exercise), then a link.
  await expect(page.getByLabel('Nim-value', { exact: true })).toBeVisible(); // the exercise is there to move on from
  await page.keyboard.press('n');
  await expect(page).not.toHaveURL(/seed=5\b/);
  await expect(page).toHaveURL(/lesson=.*slide=2/);
  await page.getByRole('link', { name: 'Coin Games Lab' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Coin Games Lab');
  await expect(page).toHaveURL(/#\/\?lesson=.*slide=2/);
  await expect(page.getByTestId('lesson-back-to-slide')).toContainText('Back to 2/3');
  await page.reload();
  await expect(page.getByTestId('lesson-counter')).toContainText('2/3');
  await page.getByTestId('lesson-back-to-slide').click();
  await expect(page).toHaveURL(/seed=5.*slide=2/);
  await expect(page.getByTestId('lesson-back-to-slide')).toHaveCount(0);
  await page.keyboard.press('PageDown');
  await expect(page.getByTestId('lesson-counter')).toContainText('3/3');
  await expect(page).toHaveURL(/#\/flipping\?lines=0101011111.*slide=3/);
  // Leaving the lesson puts presentation mode back as it was.
  await page.getByRole('button', { name: 'Leave the lesson' }).click();
  await expect(page.getByTestId('lesson-title')).toHaveValue('Ruler and Flipping');
  await expect.poll(presenting).toBe(false);
});

test('a truncated link and a damaged file are refused, and nothing saved changes', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'behaviour: once, on the desktop');
  await page.goto('/#/flipping?lines=0101011111');
  await page.keyboard.press('a');
  await page.goto('/#/lessons?shipped=oskar');
  await page.getByTestId('lesson-share').click();
  const link = await page.getByTestId('lesson-link').inputValue();
  const saved = await page.evaluate(() => localStorage.getItem('cgl-lessons'));
  await page.goto(link.slice(0, -12));
  await expect(page.getByTestId('lesson-problem')).toContainText('damaged or cut short');
  expect(await page.evaluate(() => localStorage.getItem('cgl-lessons'))).toBe(saved);

  await page.goto('/#/lessons');
  await page.getByTestId('lesson-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"coin-games-lab/lesson","version":1,"lesson":{"title":"Cut'),
  });
  await expect(page.getByTestId('lesson-problem')).toContainText('“broken.json” could not be opened');
  expect(await page.evaluate(() => localStorage.getItem('cgl-lessons'))).toBe(saved);
});

for (const name of SHIPPED) {
  test(`every slide of the shipped lesson "${name}" opens`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour: once, on the desktop');
    const slides = shippedSlides(name);
    for (const [i, s] of slides.entries()) {
      const qs = new URLSearchParams({ ...s.params, lesson: `shipped-${name}`, slide: String(i + 1) });
      await page.goto(`/#/${s.page}?${qs.toString()}`);
      await expectSlideOpens(page, `${name} slide ${i + 1}`);
      await expect(page.getByTestId('lesson-counter')).toContainText(`${i + 1}/${slides.length}`);
    }
  });

  test(`the shipped lesson "${name}" prints a handout and an answer key`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'behaviour: once, on the desktop');
    await stubPrint(page);
    const slides = shippedSlides(name);
    for (const kind of ['handout', 'key']) {
      await page.goto(`/#/lessons?shipped=${name}&print=${kind}`);
      const sheet = page.getByTestId(`lesson-print-${kind}`);
      await expect(sheet.getByTestId('lesson-print-slide')).toHaveCount(slides.length);
      await expect(sheet.getByTestId('lesson-print-status')).toHaveText(`Ready: ${slides.length} slides.`, {
        timeout: 120_000,
      });
      await expect(sheet.getByRole('alert')).toHaveCount(0);
      // every slide's page draws it on paper, each slide its own picture; the key has the engine's answers
      await expect(sheet.getByTestId('lesson-print-picture')).toHaveCount(slides.length);
      await expectEverySlideDrawn(sheet, `${name} ${kind}`);
      if (kind === 'key') expect(await sheet.getByTestId('slide-engine-answer').count()).toBeGreaterThan(0);
      else await expect(sheet.getByTestId('slide-engine-answer')).toHaveCount(0);
      await expectFitsPaper(page, `${name} ${kind}`);
    }
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBeGreaterThan(0);
  });

  test(
    `the shipped lesson "${name}" presents at 1024×768, each slide fitting the width`,
    { tag: LAYOUT },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'projector', 'presentation: on the projector');
      const count = shippedSlides(name).length;
      await page.goto(`/#/lessons?shipped=${name}`);
      await page.locator('.lesson-tools__present').click();
      for (let i = 1; i <= count; i++) {
        await expect(page.getByTestId('lesson-counter')).toContainText(`${i}/${count}`);
        await expectSlideOpens(page, `${name} slide ${i}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `${name} slide ${i}`).toBeLessThanOrEqual(1024);
        if (i < count) await page.keyboard.press('PageDown');
      }
    },
  );
}

/** One slide of each tab kind the handout once printed without its own picture. */
const EVERY_KIND: { page: string; params: Record<string, string>; shows: string | RegExp }[] = [
  { page: 'goldennugget', params: { tab: 'theorem', n: '20', step: '2' }, shows: 'Theorem 2.2' },
  { page: 'goldennugget', params: { tab: 'representations', n: '20', step: '2' }, shows: 'representation' },
  { page: 'sliding', params: { p: '3,7;2,5', bstep: '2' }, shows: 'step 2 of' },
  { page: 'ruler', params: { tab: 'hoey' }, shows: 'Hoey wrote' },
  { page: 'ruler', params: { tab: 'verify', position: HOEY }, shows: 'brute force = formula' },
  { page: 'subtraction', params: { set: 'wythoff' }, shows: 'Theorem 6.1' },
  { page: 'subtraction', params: { set: 'mod:2:1', tab: 'table' }, shows: 'Example 6.2' },
  { page: 'subtraction', params: { set: 'mod:2:1', tab: 'play', heaps: 'b7,r4' }, shows: 'Complementary' },
  { page: 'subtraction', params: { tab: 'explore', p: '3', upto: '1000' }, shows: 'for each T' },
  {
    page: 'subtraction',
    params: { tab: 'explore', p: '3', upto: '1000', t: 'mod:3:1', step: '5' },
    shows: 'step 5 of',
  },
  { page: 'flipping-variants', params: { v: '11/01', pos: '1011' }, shows: 'The line 1011' },
  { page: 'flipping-variants', params: { n: '4' }, shows: 'rows 1–' },
  { page: 'flipping-variants', params: { tab: 'search', sn: '4' }, shows: 'values by kind' },
  { page: 'flipping-variants', params: { tab: 'dag', dn: '3' }, shows: 'vertices' },
  { page: 'flipping-variants', params: { tab: 'dag', dag: '3: 1>2, 2>3', coins: '011' }, shows: 'coins 011' },
  { page: 'numbers', params: { topic: 'simplest', step: '2' }, shows: 'step 2 of' },
  { page: 'numbers', params: { topic: 'signs', n: '11/16', step: '2' }, shows: 'step 2 of' },
  {
    page: 'flipping',
    params: { lines: '0101011111,1101100111', line: '2', step: '2' },
    shows: 'The Algorithm on 1101100111',
  },
];

test('every tab kind prints its own picture, and the answer key its answers, fitting A4', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'behaviour: once, on the desktop');
  await stubPrint(page);
  await page.goto('/#/lessons');
  const slides = EVERY_KIND.map(({ page: p, params }) => ({ page: p, params }));
  const file = { format: 'coin-games-lab/lesson', version: 1, lesson: { title: 'Every kind', slides } };
  await page.getByTestId('lesson-file').setInputFiles({
    name: 'every-kind.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByTestId('lesson-title')).toHaveValue('Every kind');
  for (const kind of ['handout', 'key'] as const) {
    await page
      .getByRole('button', { name: kind === 'handout' ? 'Print handout' : 'Print answer key' })
      .click();
    const sheet = page.getByTestId(`lesson-print-${kind}`);
    await expect(sheet.getByTestId('lesson-print-status')).toHaveText(`Ready: ${EVERY_KIND.length} slides.`, {
      timeout: 60_000,
    });
    await expect(sheet.getByRole('alert')).toHaveCount(0);
    await expect(sheet.locator('.slide-problem')).toHaveCount(0);
    await expectEverySlideDrawn(sheet, kind);
    const printed = sheet.getByTestId('lesson-print-slide');
    for (const [i, s] of EVERY_KIND.entries())
      await expect(printed.nth(i), `slide ${i + 1}`).toContainText(s.shows);
    if (kind === 'handout') await expect(sheet.getByTestId('slide-engine-answer')).toHaveCount(0);
    else {
      // the answers the slides ask for: the line's value, the sum's winner, the classification
      await expect(printed.nth(10).getByTestId('slide-engine-answer')).toContainText('1011');
      await expect(printed.nth(7).getByTestId('slide-engine-answer')).toContainText('wins');
      await expect(printed.nth(0).getByTestId('slide-engine-answer').last()).toContainText('part');
      await expect(printed.nth(3).getByTestId('slide-engine-answer')).toContainText('of Hoey’s claims agree');
    }
    await expectFitsPaper(page, `every kind ${kind}`);
    // fitted to the sheet, never shrunk past reading (a formula's clipped SVG once took one to 11%)
    const zooms = await sheet
      .locator('.slide-picture')
      .evaluateAll((ps) => ps.map((p) => Number((p as HTMLElement).style.zoom || 1)));
    expect(Math.min(...zooms), kind).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: 'Back to the lesson' }).click();
  }
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the app's CSP rightly refuses (e2e/csp.spec.ts).
  test.use({ bypassCSP: true });
  test('the lessons page, an editor and a shipped lesson: no serious or critical axe violation', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'at 1280×800 and in presentation mode');
    const axe = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    await page.goto('/#/flipping?lines=0101011111');
    await page.keyboard.press('a');
    const found: string[] = [];
    for (const hash of ['#/lessons?shipped=flipping', '#/lessons', 'editor']) {
      if (hash === 'editor') await page.getByRole('link', { name: 'My lesson' }).click();
      else await page.goto(`/${hash}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.addScriptTag({ path: axe });
      const violations = await page.evaluate(async () => {
        const run = (
          window as unknown as {
            axe: {
              run: (
                d: Document,
                o: object,
              ) => Promise<{
                violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
              }>;
            };
          }
        ).axe.run;
        return (
          await run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          })
        ).violations;
      });
      for (const v of violations)
        if (v.impact === 'serious' || v.impact === 'critical')
          found.push(`${hash}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});

test('reorder by drag, and undo it with u', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'behaviour: once, on the desktop');
  await page.setViewportSize({ width: 1280, height: 1600 }); // every slide on screen: a drag never scrolls
  await page.goto('/#/lessons?shipped=ruler');
  await page.getByRole('button', { name: 'Save a copy' }).click();
  const items = page.getByTestId('lesson-slides').locator(':scope > li');
  await expect(items).toHaveCount(3);
  await items.nth(2).locator('.lesson-slide__handle').dragTo(items.nth(0));
  await expect(items.nth(0)).toContainText('Your turn: a nim-value');
  await expect(items.nth(1)).toContainText("Hoey's position");
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('u');
  await expect(items.nth(0)).toContainText("Hoey's position");
});
