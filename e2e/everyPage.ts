import { expect, type Page } from '@playwright/test';
import type { PageId } from '../src/app/manifests';

/**
 * Every page of the app at an address that makes it compute, and what shows the answer came
 * back from the engine worker. Shared by the specs that visit them all (offline, CSP, axe).
 */
export const EVERY_PAGE = [
  {
    hash: '#/',
    computed: (page) =>
      expect(page.getByRole('list', { name: 'Games' }).locator('svg.mini-board')).toHaveCount(6),
  },
  {
    hash: '#/flipping?lines=0101011111,1101100111,0110110110111',
    computed: (page) =>
      expect(page.getByTestId('flip-sum-value').locator('annotation').first()).toHaveText('\\frac{1}{16}'),
  },
  {
    hash: '#/flipping-variants?pos=0000111',
    computed: (page) => expect(page.getByTestId('fv-explain-value')).toHaveText('*'),
  },
  {
    hash: '#/sliding?p=2,3',
    computed: (page) =>
      expect(page.getByTestId('sl-value-0').locator('annotation').first()).toHaveText('G(2, 3) = 4'),
  },
  {
    hash: '#/goldennugget?heaps=b6,r4,b3',
    // the analysis is hidden until asked, as on every board
    computed: async (page) => {
      await page.getByRole('button', { name: 'Show the analysis and hints' }).click();
      await expect(page.getByTestId('gn-sum-outcome')).toContainText(/wins/);
    },
  },
  {
    hash: '#/subtraction?set=mod:2:1',
    computed: (page) => expect(page.getByTestId('cs-heap-table')).toContainText('1/2'),
  },
  {
    hash: '#/ruler?position=TTTTHTTHTHHTHTT&step=2',
    computed: (page) =>
      expect(page.getByTestId('walkthrough-caption')).toContainText('Row 0 takes the odd-numbered coins'),
  },
  {
    hash: '#/oskar?c=1001101',
    computed: (page) => expect(page.getByTestId('oskar-confirm')).toContainText('18 steps'),
  },
  {
    hash: '#/numbers',
    computed: (page) =>
      expect(page.getByTestId('example-e-value').locator('annotation')).toHaveText('= \\frac{5}{8}'),
  },
  {
    hash: '#/calculator',
    computed: async (page) => {
      await page.getByLabel('Game expression').fill('^+^+*');
      await page.getByLabel('Game expression').press('Enter');
      await expect(page.getByTestId('calc-outcome')).toContainText('Left wins');
    },
  },
  {
    hash: '#/ruler/practice?kind=value&level=1&seed=5',
    computed: async (page) => {
      await page.getByLabel('Nim-value', { exact: true }).fill('99');
      await page.getByLabel('Nim-value', { exact: true }).press('Enter');
      await expect(
        page.getByTestId('practice-explanation').getByTestId('walkthrough-caption'),
      ).not.toBeEmpty();
    },
  },
  {
    // a shipped lesson (the lessons page asks the engine nothing): its slides are listed
    hash: '#/lessons?shipped=flipping',
    computed: (page) => expect(page.getByTestId('lesson-slides').getByRole('listitem').first()).toBeVisible(),
  },
  {
    hash: '#/about',
    computed: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('About Coin Games Lab'),
  },
] as const satisfies readonly { hash: string; computed: (page: Page) => Promise<void> }[];

/** The page a visit's hash shows ("" for home; "ruler/practice" is the Practice page). */
type PathOf<H> = H extends `#/${infer P}?${string}` ? P : H extends `#/${infer P}` ? P : never;
type PageOf<H> = H extends unknown
  ? PathOf<H> extends `${string}/practice`
    ? 'practice'
    : PathOf<H>
  : never;
type Missing = Exclude<PageId, PageOf<(typeof EVERY_PAGE)[number]['hash']>>;
/** Every page in app/manifests.ts is visited above: a page added there and not here fails the type check, naming it. */
export const EVERY_PAGE_VISITED: [Missing] extends [never] ? true : { missing: Missing } = true;
