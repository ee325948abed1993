import { expect, test } from './fixtures';

/**
 * Issue 25: the browser's own Print (Ctrl+P), not only the handout, cut wide pictures at A4
 * width (Ruler lost coins 12-15, Flipping showed 22 of 26 coins, a Sliding formula was cut).
 * Every walkthrough page, laid out at A4's width under print media: no picture ends past the
 * sheet's edge.
 */
const WALKTHROUGHS = [
  '#/ruler?position=TTTTHTTHTHHTHTT&step=2',
  '#/flipping?lines=10011110110110111011110011&step=14',
  '#/flipping?lines=10011110110110111011110011&tab=algorithm&step=14',
  '#/sliding?p=3,7;2,5',
  '#/numbers?x=1/2&y=1/2&step=3',
  '#/goldennugget?tab=theorem',
  '#/goldennugget?heaps=b6,r4,b3&tab=representations&step=4',
  '#/oskar?c=1001101',
  '#/oskar?c=1001101&tab=formula&ws=3',
  '#/oskar?c=1001101&tab=distribution&ps=2',
  '#/flipping?lines=10011110110110111011110011&tab=sum&step=5',
  '#/ruler?position=TTTTHTTHTHHTHTT&tab=mex&step=17',
  '#/sliding?p=3,7;2,5&cell=3,7&mstep=2',
  '#/calculator?e=%5E%2B%5E%2B*&explain=1&step=2',
  '#/subtraction?tab=explore&p=4&upto=1000&t=mod:4:1&step=2',
];

/** A4 is 210 mm wide: 794 CSS px. */
const A4 = { width: 794, height: 1123 };

test.describe('the page’s own print fits wide pictures to an A4 sheet', () => {
  for (const hash of WALKTHROUGHS) {
    test(hash, async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'print does not depend on the screen');
      await page.setViewportSize(A4);
      await page.goto(`./${hash}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(
        page.locator('.katex, [data-testid="board"]').filter({ visible: true }).first(),
      ).toBeVisible({ timeout: 120_000 });
      await page.waitForTimeout(500);
      await page.emulateMedia({ media: 'print' });
      // The app fits its pictures when print media applies: a media query's change event, a task later.
      const cut = () =>
        page.evaluate(() => {
          const sheet = document.documentElement.clientWidth;
          const out: string[] = [];
          for (const p of document.querySelectorAll<HTMLElement>(
            '.wt-stage, [data-testid="board"], .katex-display',
          )) {
            for (const el of [
              p,
              ...p.querySelectorAll<HTMLElement>(':not(.katex-mathml *, .visually-hidden *)'),
            ]) {
              const r = el.getBoundingClientRect();
              if (r.width > 0 && r.right > sheet + 1) {
                out.push(
                  `${p.className || p.dataset.testid}: ${el.tagName} ends at ${Math.round(r.right)} > ${sheet}`,
                );
                break;
              }
            }
          }
          return out;
        });
      await expect.poll(cut).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
    });
  }
});
