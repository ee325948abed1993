import { LAYOUT, test, expect, type Locator } from './fixtures';

/** Is the whole of `el` inside its sideways-scrolling row's visible part? */
const inRow = (el: Locator) =>
  el.evaluate((e) => {
    const row = e.closest('[role=tablist], nav')!.getBoundingClientRect();
    const r = e.getBoundingClientRect();
    return r.left >= row.left - 1 && r.right <= row.right + 1;
  });

test(
  'on a projector, arrows say that tabs are out of view, and bring them in',
  { tag: LAYOUT },
  async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'projector',
      'written for the projector project (1024×768, presentation on)',
    );
    await page.goto('./#/flipping');
    const cues = page.locator('main .scroll-cues').first();
    const proofs = page.getByRole('tab', { name: 'Proofs' });
    await expect(proofs).toBeAttached();
    expect(await inRow(proofs)).toBe(false);
    await expect(cues.locator('.scroll-cue-before')).toHaveCount(0); // nothing hidden to the left yet
    for (let i = 0; i < 5 && !(await inRow(proofs)); i++) {
      await cues.locator('.scroll-cue-after').click();
      await page.waitForTimeout(400); // the smooth scroll
    }
    expect(await inRow(proofs)).toBe(true);
    await expect(cues.locator('.scroll-cue-after')).toHaveCount(0); // the end reached: its arrow goes
    await cues.locator('.scroll-cue-before').click();
    await expect(cues.locator('.scroll-cue-after')).toHaveCount(1);
    // A tab picked with the mouse comes clear of the arrows, not half under one.
    await page.getByRole('tab', { name: 'Who wins the sum' }).click();
    const clearOfArrows = () =>
      page.evaluate(() => {
        const tab = document.querySelector('[role=tab][aria-selected=true]')!.getBoundingClientRect();
        return [...document.querySelectorAll('main .scroll-cue')].every((c) => {
          const r = c.getBoundingClientRect();
          return tab.right <= r.left + 1 || tab.left >= r.right - 1;
        });
      });
    await expect.poll(clearOfArrows).toBe(true);
  },
);

test(
  'on a phone, an arrow says that page links are out of view, and brings them in',
  { tag: LAYOUT },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'written for the phone project');
    await page.goto('./#/');
    const cues = page.locator('.app-header .scroll-cues');
    const about = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'About' });
    expect(await inRow(about)).toBe(false);
    for (let i = 0; i < 5 && !(await inRow(about)); i++) {
      await cues.locator('.scroll-cue-after').click();
      await page.waitForTimeout(400);
    }
    expect(await inRow(about)).toBe(true);
    await expect(cues.locator('.scroll-cue-before')).toHaveCount(1);
  },
);
