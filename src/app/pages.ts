/**
 * Every page of the app, in menu order. A page's view lives in src/views/<id>/ and is
 * loaded lazily, so one game's code never slows another's start.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageInfo {
  id: string;
  title: string;
  /** one line for the home page and the menu */
  summary: string;
  /** a shorter name for the header's menu, so every page fits one row at 1280 px */
  menuTitle?: string;
  /** false: not in the header's menu (reached from another page and the home page) */
  inMenu?: boolean;
  /** is it one of the five games (shown as a card on the home page)? */
  game: boolean;
  component: LazyExoticComponent<ComponentType>;
}

export const PAGES: readonly PageInfo[] = [
  {
    id: 'numbers',
    title: 'Numbers',
    summary: 'Dyadic numbers, sign expansions and ordinal sums: the values every partizan game here takes.',
    game: false,
    component: lazy(() => import('../views/numbers/NumbersPage')),
  },
  {
    id: 'calculator',
    title: 'Calculator',
    summary: 'Type a game; see its canonical form, outcome, stops and reduced form.',
    game: false,
    component: lazy(() => import('../views/calculator/CalculatorPage')),
  },
  {
    id: 'flipping',
    title: 'Flipping Coins',
    menuTitle: 'Flipping',
    summary:
      'Left flips two tails to heads; Right flips a heads and a later tails. Every position is a number.',
    game: true,
    component: lazy(() => import('../views/flipping/FlippingPage')),
  },
  {
    id: 'flipping-variants',
    title: 'Flipping variants',
    inMenu: false,
    summary:
      "Section 5 of Flipping Coins: flip three or more coins, or play on a DAG; every small position valued, the paper's search redone.",
    game: false,
    component: lazy(() => import('../views/flipping/variants/VariantsPage')),
  },
  {
    id: 'sliding',
    title: 'Sliding Coins',
    menuTitle: 'Sliding',
    summary:
      'Two coins slide left towards the edge; the far coin may push the near one. Grundy values by formula.',
    game: true,
    component: lazy(() => import('../views/sliding/SlidingPage')),
  },
  {
    id: 'goldennugget',
    title: 'Golden Nugget',
    summary: "Left and Right take from heaps by Wythoff's two sets; values are switches and numbers.",
    game: true,
    component: lazy(() => import('../views/goldennugget/GoldenNuggetPage')),
  },
  {
    id: 'ruler',
    title: 'Ruler',
    summary: "Flip a run of coins ending in heads; the ruler rows' parities are the nim-value.",
    game: true,
    component: lazy(() => import('../views/ruler/RulerPage')),
  },
  {
    id: 'oskar',
    title: "Oskar's Coin Game",
    menuTitle: 'Oskar',
    summary: 'Turn coin w, where w is the number of heads, until all are tails: how long does it take?',
    game: true,
    component: lazy(() => import('../views/oskar/OskarPage')),
  },
  {
    id: 'practice',
    title: 'Practice',
    summary:
      'Predict, then check: seeded exercises in every game, graded by the engine, with the frame that explains a wrong answer.',
    game: false,
    component: lazy(() => import('../views/practice/PracticePage')),
  },
  {
    id: 'lessons',
    title: 'Lessons',
    // reached from the home page, the header's "+ Lesson" and a lesson's own bar: the menu stays one row at 1280 px
    inMenu: false,
    summary: 'Slides made of this app’s own views, with notes: build one, present it, share it, print it.',
    game: false,
    component: lazy(() => import('../views/lessons/LessonsPage')),
  },
  {
    id: 'about',
    title: 'About',
    summary: 'The five papers this app teaches, and how it computes.',
    game: false,
    component: lazy(() => import('../views/about/AboutPage')),
  },
];

/** Pages with a practice mode at "#/<id>/practice" (served by the Practice page). */
export const PRACTICE_PAGE_IDS = [
  'flipping',
  'sliding',
  'goldennugget',
  'ruler',
  'oskar',
  'numbers',
] as const;

/** Pages whose questions another page's practice serves: the Calculator's (a small game's
    outcome) are in the Numbers practice; "#/calculator/practice" opens it there. */
export const PRACTICE_ALIASES: Readonly<
  Record<string, { page: (typeof PRACTICE_PAGE_IDS)[number]; kind: string }>
> = { calculator: { page: 'numbers', kind: 'outcome' } };

export function findPage(id: string): PageInfo | undefined {
  const practice = /^([a-z]+)\/practice$/.exec(id);
  const served =
    practice &&
    (Object.hasOwn(PRACTICE_ALIASES, practice[1]) ? PRACTICE_ALIASES[practice[1]].page : practice[1]);
  if (served && (PRACTICE_PAGE_IDS as readonly string[]).includes(served)) {
    const game = PAGES.find((p) => p.id === served);
    const page = PAGES.find((p) => p.id === 'practice');
    return game && page ? { ...page, id, title: `${game.title}: practice` } : undefined;
  }
  return PAGES.find((p) => p.id === id);
}
