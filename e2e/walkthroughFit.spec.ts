import { LAYOUT, test, expect, type Page } from './fixtures';

/**
 * Issue 25: on a projector (1024×768, presentation mode) a frame that cannot fit is scaled as a
 * whole, never clipped, and the caption stays on the screen. Every walkthrough of the step
 * player, opened once by a link to its first step and stepped through to its last with the
 * keyboard: at every step the frame and the caption are on the screen, the frame (scaled) lies
 * within its stage, and the page does not scroll sideways. A caption may scroll inside its own
 * box only when it is longer than half the screen (and then it is focusable). And a frame is
 * never shrunk past reading: its text shows at 12 px at least (a frame too tall is laid out wider
 * first).
 */
const G = '10011110110110111011110011'; // Flipping §3 example G: 26 coins
const HOEY = 'TTTTHTTHTHHTHTT';

interface Walkthrough {
  name: string;
  url: string;
  /** the player's step parameter (data-step-param), when the page has several */
  param?: string;
  /** what to do before the walkthrough shows (an exercise's answer) */
  open?: (page: Page) => Promise<void>;
}

const WALKTHROUGHS: Walkthrough[] = [
  { name: 'Flipping, the Algorithm', url: `#/flipping?lines=${G}&tab=algorithm&step=1` },
  { name: 'Flipping, who wins the sum', url: `#/flipping?lines=${G}&tab=sum&step=1` },
  { name: 'Ruler rows', url: `#/ruler?position=${HOEY}&step=1` },
  { name: 'Ruler, the mex table', url: `#/ruler?position=${HOEY}&tab=mex&step=1` },
  { name: 'Sliding, the winning move', url: '#/sliding?p=3,7;2,5&bstep=1', param: 'bstep' },
  { name: 'Sliding, a cell’s mex', url: '#/sliding?p=3,7;2,5&cell=3,7&mstep=1', param: 'mstep' },
  { name: 'Golden Nugget, Theorem 2.2', url: '#/goldennugget?heaps=b6,r4,b3&tab=theorem&step=1' },
  {
    name: 'Golden Nugget, representations',
    url: '#/goldennugget?heaps=b6,r4,b3&tab=representations&step=1',
  },
  { name: 'Oskar, the elevator', url: '#/oskar?c=1001101&step=1&base=1' },
  { name: 'Oskar, why n = 2v − w²', url: '#/oskar?c=1001101&tab=formula&ws=1', param: 'ws' },
  { name: 'Oskar, the proof', url: '#/oskar?c=1001101&tab=distribution&ps=1', param: 'ps' },
  { name: 'Numbers, an ordinal sum', url: '#/numbers?x=1/2&y=1/2&step=1' },
  { name: 'Calculator, the canonical form', url: '#/calculator?e=%5E%2B%5E%2B*&explain=1&step=1' },
  {
    name: 'Subtraction, Question 6.3',
    url: '#/subtraction?tab=explore&p=4&upto=1000&t=mod:4:1&step=1',
  },
  {
    name: 'Practice, why',
    url: '#/ruler/practice?kind=value&level=1&seed=5',
    param: 'why',
    open: async (page) => {
      await page.getByLabel('Nim-value', { exact: true }).fill('99');
      await page.getByLabel('Nim-value', { exact: true }).press('Enter');
    },
  },
];

/** What is wrong with the fit of the player's current step ('' when nothing). */
function misfit(page: Page, param: string | undefined) {
  return page.evaluate((param) => {
    const players = [...document.querySelectorAll<HTMLElement>('[data-testid=walkthrough]')];
    const wt = param ? players.find((p) => p.dataset.stepParam === param) : players[0];
    if (!wt) return 'no walkthrough';
    const stage = wt.querySelector<HTMLElement>('.wt-stage')!;
    const frame = stage.querySelector<HTMLElement>('.wt-frame')!;
    const caption = wt.querySelector<HTMLElement>('.wt-caption-box')!;
    const problems: string[] = [];
    const on = (what: string, r: DOMRect) => {
      if (r.top < -1 || r.bottom > innerHeight + 1)
        problems.push(`${what} at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}`);
    };
    const s = stage.getBoundingClientRect();
    on('stage', s);
    on('caption', caption.getBoundingClientRect());
    // the frame's content, scaled, within its stage: nothing clipped on either side
    const scale = Number(stage.dataset.scale ?? 1);
    const w = frame.scrollWidth * scale;
    const h = frame.scrollHeight * scale;
    if (w > stage.clientWidth + 1 || h > stage.clientHeight + 1)
      problems.push(
        `frame ${Math.round(w)}×${Math.round(h)} in a ${stage.clientWidth}×${stage.clientHeight} stage`,
      );
    // the frame's own text, as scaled, at 12 px at least (0.05: the scale is rounded down to 0.001)
    const text = parseFloat(getComputedStyle(frame).fontSize) * scale;
    if (text < 12 - 0.05) problems.push(`its text shows at ${text.toFixed(1)} px`);
    if (stage.scrollHeight > stage.clientHeight + 1 && getComputedStyle(stage).overflowY !== 'hidden')
      problems.push('the stage scrolls');
    if (caption.scrollHeight > caption.clientHeight + 1) {
      if (caption.getAttribute('tabindex') !== '0')
        problems.push('the caption is cut and cannot be scrolled');
      else if (caption.clientHeight < innerHeight / 3)
        problems.push(`a ${caption.clientHeight} px caption box scrolls`);
    }
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) problems.push(`the page scrolls sideways (${doc.scrollWidth})`);
    return problems.join('; ');
  }, param);
}

test.describe('on a projector every walkthrough frame fits at every step', () => {
  for (const w of WALKTHROUGHS) {
    test(w.name, { tag: LAYOUT }, async ({ page }, info) => {
      test.skip(
        info.project.name !== 'projector',
        'written for the projector project (1024×768, presentation on)',
      );
      await page.goto(`./${w.url}`);
      await w.open?.(page);
      const player = w.param
        ? page.locator(`[data-testid=walkthrough][data-step-param=${w.param}]`)
        : page.getByTestId('walkthrough').first();
      const counter = player.locator('.wt-counter');
      await expect(counter).toHaveText(/^1 \/ \d+$/);
      const count = Number((await counter.textContent())!.split('/')[1]);
      const next = player.getByRole('button', { name: 'Next step' });
      // A link opens on its walkthrough, but a slow answer can come after the page stopped
      // waiting for it: then the teacher brings it up, as here. Every step taken is on its own.
      await player.evaluate((el) => {
        const at = el.getBoundingClientRect();
        if (at.top < 0 || at.bottom > innerHeight) window.scrollBy(0, at.top - 8);
      });
      for (let step = 1; step <= count; step++) {
        if (step > 1) {
          await next.focus();
          await page.keyboard.press('Enter');
        }
        await expect(counter).toHaveText(`${step} / ${count}`);
        await expect(player.locator('.tex-pending')).toHaveCount(0);
        await expect.poll(() => misfit(page, w.param), { message: `${w.name}, step ${step}` }).toBe('');
      }
    });
  }
});
