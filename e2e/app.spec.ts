import { LAYOUT, expect, test, type Page } from './fixtures';

/** Fail the test on any uncaught error in the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const isPresenting = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('presentation'));

/** The board of the Numbers page (its walkthrough figure until a coin board is there). */
const boardOf = (page: Page) => page.locator('[data-testid="board"], [data-testid="walkthrough"]').first();

test('the home page lists the six games with a rule and a drawing each', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coin Games Lab');
  const cards = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const title of [
    'Flipping Coins',
    'Sliding Coins',
    'Golden Nugget',
    'Complementary Subtraction',
    'Ruler',
    "Oskar's Coin Game",
  ]) {
    const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('svg.mini-board')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the header and the cards navigate, and Back returns', { tag: LAYOUT }, async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('./');
  // The page links are hidden in presentation mode (the projector starts in it).
  if (await isPresenting(page)) await page.keyboard.press('Escape');
  const nav = page.getByRole('navigation', { name: 'Pages' });
  // At the desk (1280) and on the projector (1024) every page's link is in view, none behind
  // a sideways scroll or under the header's buttons; so is it at 768 px, on a second row.
  const uncovered = () =>
    nav.evaluate((el) => {
      const links = [...el.querySelectorAll('a')];
      const seen = links.filter((a) => {
        const r = a.getBoundingClientRect();
        return (
          document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('a') === a &&
          r.right <= innerWidth
        );
      });
      return { scroll: el.scrollWidth - el.clientWidth, seen: seen.length, all: links.length };
    });
  if (test.info().project.name !== 'phone') {
    const sizes = test.info().project.name === 'desktop' ? [1280, 768] : [1024];
    for (const width of sizes) {
      await page.setViewportSize({ width, height: 768 });
      const { scroll, seen, all } = await uncovered();
      expect(scroll, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      expect(seen, `links in view at ${width} px`).toBe(all);
    }
  }
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/#\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Coin Games Lab');
  await expect(page.getByRole('listitem').filter({ hasText: 'Tom Verhoeff' })).toHaveCount(1);
  await expect(page).toHaveTitle(/About/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coin Games Lab');
  await page.getByRole('link', { name: /Ruler/ }).first().click();
  await expect(page).toHaveURL(/#\/ruler/);
  await page.getByRole('link', { name: 'Coin Games Lab' }).click();
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('? opens the list of keys, generated from the commands; Esc closes it', async ({ page }) => {
  await page.goto('./');
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Presentation mode on or off')).toBeVisible();
  await expect(dialog.getByText('Leave presentation mode')).toBeVisible();
  await expect(dialog.getByText('Show or hide this list of keys')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused();
  await page.keyboard.press('p'); // keys in the dialog stay in the dialog
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The Keys button does the same for people without a keyboard.
  await page.getByRole('button', { name: /Keys/ }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Close/ }).click();
  await expect(dialog).toBeHidden();
});

test(
  'p enters and Esc leaves presentation mode, and the board does not move',
  { tag: LAYOUT },
  async ({ page }) => {
    await page.goto('./#/numbers');
    const board = boardOf(page);
    await expect(board).toBeVisible();
    if (await isPresenting(page)) await page.keyboard.press('Escape'); // the projector starts presenting
    await expect.poll(() => isPresenting(page)).toBe(false);
    // At the top of the page, what folds away above the board lets it rise: no blank band above
    // the title, and the board stays on the screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press('p');
    await expect.poll(() => isPresenting(page)).toBe(true);
    await expect
      .poll(async () => (await page.getByRole('heading', { level: 1 }).boundingBox())!.y)
      .toBeLessThan(120);
    const risen = (await board.boundingBox())!;
    expect(risen.y).toBeGreaterThanOrEqual(0);
    expect(risen.y + Math.min(risen.height, 200)).toBeLessThanOrEqual(page.viewportSize()!.height); // on screen
    await page.keyboard.press('Escape');
    await expect.poll(() => isPresenting(page)).toBe(false);
    // Scrolled down to a board with no frame beside it, the audience's view is held: the page scrolls by
    // what folds away above it.
    await page.goto('./#/goldennugget?heaps=b6,r4,b3');
    const line = page.getByTestId('gn-board');
    await expect(line).toBeVisible(); // the page's chunk has loaded
    // Room below, so the page's end never clamps the scroll that holds the board.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })),
    );
    // The board near the top of the screen, once late answers have stopped moving it.
    await expect
      .poll(async () => {
        await page.evaluate(() =>
          window.scrollBy(
            0,
            document.querySelector('[data-testid="gn-board"]')!.getBoundingClientRect().top - 100,
          ),
        );
        await page.waitForTimeout(200);
        return Math.round((await line.boundingBox())!.y);
      })
      .toBe(100);
    const before = (await line.boundingBox())!;
    await page.keyboard.press('p');
    await expect.poll(() => isPresenting(page)).toBe(true);
    await expect(page.getByRole('contentinfo')).toBeHidden(); // the footer goes
    // Where it was, or just high enough for its bigger presentation self to be seen whole.
    const vh = page.viewportSize()!.height;
    const offHeld = async () => {
      const b = (await line.boundingBox())!;
      return Math.abs(b.y - Math.min(before.y, vh - b.height)) < 1 && Math.abs(b.x - before.x) < 1;
    };
    await expect.poll(offHeld).toBe(true);
    const during = (await line.boundingBox())!;
    await page.keyboard.press('Escape');
    await expect.poll(() => isPresenting(page)).toBe(false);
    await expect.poll(async () => Math.abs((await line.boundingBox())!.y - during.y) < 1).toBe(true);
  },
);

test('presentation mode survives a reload', { tag: LAYOUT }, async ({ page }) => {
  await page.goto('./');
  if (!(await isPresenting(page))) await page.keyboard.press('p');
  await page.reload();
  await expect.poll(() => isPresenting(page)).toBe(true);
  await page.getByRole('button', { name: /Leave presentation/ }).click();
  await expect.poll(() => isPresenting(page)).toBe(false);
});

test(
  'the projector starts in presentation mode with captions of at least 20pt',
  { tag: LAYOUT },
  async ({ page }, info) => {
    test.skip(info.project.name !== 'projector', 'only the projector project seeds presentation mode');
    await page.goto('./#/numbers');
    expect(await isPresenting(page)).toBe(true);
    const caption = page.getByTestId('walkthrough-caption').first();
    await expect(caption).toBeVisible();
    const px = await caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(px).toBeGreaterThanOrEqual((20 * 96) / 72);
  },
);

test('an unknown page says so and links home', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('./#/nosuchpage');
  await expect(page.getByRole('heading', { name: 'No such page' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('nosuchpage');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a malformed parameter does not break the page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('./#/numbers?step=abc&topic=%E2%9C%97');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Numbers');
  await expect(boardOf(page)).toBeVisible();
  await expect(page.getByText('stopped working')).toHaveCount(0);
  // The page's own keys join the app's in the overlay.
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByRole('heading', { name: 'App', level: 3 })).toBeVisible();
  expect(await dialog.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});

test('corrupted saved data shows a banner and the app runs on defaults', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cgl-settings', '{"state": {"presentation": tru');
      localStorage.setItem('cgl-boards', JSON.stringify({ state: { ruler: { position: 42 } }, version: 1 }));
    }
  });
  await page.goto('./');
  const banner = page.getByTestId('storage-problem');
  await expect(banner).toContainText('settings: not valid JSON');
  await expect(banner).toContainText('Ruler board (position)');
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
  expect(await isPresenting(page)).toBe(false);
  await banner.getByRole('button', { name: /Dismiss/ }).click();
  await expect(banner).toBeHidden();
  await page.reload(); // the defaults were saved over the bad data
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
  await expect(page.getByTestId('storage-problem')).toHaveCount(0);
});

// Issue 25: settings of an unknown version wiped the saved boards at once (a saved Flipping
// line 011 became 0101011111) before the banner's "Dismiss and save the defaults".
test('saved boards survive settings of a newer version until the person chooses', async ({ page }) => {
  const boards = JSON.stringify({ state: { flipping: { position: ['011'] } }, version: 2 });
  await page.addInitScript((boardsText) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cgl-settings', '{"state":{},"version":99}');
      localStorage.setItem('cgl-boards', boardsText);
    }
  }, boards);
  await page.goto('./');
  const banner = page.getByTestId('storage-problem');
  await expect(banner).toContainText('newer version');
  await page.waitForTimeout(300);
  const saved = await page.evaluate(() => [
    localStorage.getItem('cgl-settings'),
    localStorage.getItem('cgl-boards'),
  ]);
  expect(saved).toEqual(['{"state":{},"version":99}', boards]);
  // The board shows the saved line (the URL takes it), not the default 0101011111.
  await page.goto('./#/flipping');
  await expect(page).toHaveURL(/lines=011(&|$)/);
});

test('the engine runs in a worker and the footer says when it is idle', async ({ page }) => {
  await page.goto('./#/numbers');
  await expect(page.getByTestId('sum-value').first()).not.toBeEmpty();
  await expect(page.getByTestId('engine-state')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('engine-state')).toContainText('Engine: idle');
  // The engine ran in its module worker (the worker script was fetched).
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.some((s) => /engine\.worker/.test(s))).toBe(true);
});

test('the skip link moves focus to the page content', async ({ page }) => {
  await page.goto('./');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/?$|\/$/);
});

test(
  'on a phone a walkthrough’s caption box is as tall as the caption it shows, not the tallest one',
  { tag: LAYOUT },
  async ({ page }) => {
    test.skip(
      test.info().project.name !== 'phone',
      'a narrow screen only; the desk reserves the tallest caption',
    );
    await page.goto('./#/flipping?lines=10011110110110111011110011&step=13');
    const caption = page.getByTestId('walkthrough-caption');
    await expect(caption.locator('.katex').first()).toBeVisible();
    const { box, needs } = await caption.evaluate((c) => {
      const box = c.closest('.wt-caption-box')!;
      const fs = parseFloat(getComputedStyle(box).fontSize);
      // at least four lines, else the caption's own height, plus the box's padding and borders
      return {
        box: box.getBoundingClientRect().height,
        needs: Math.max(c.getBoundingClientRect().height, 5.8 * fs) + 0.8 * fs + 2,
      };
    });
    expect(box).toBeLessThanOrEqual(needs + 1);
  },
);
