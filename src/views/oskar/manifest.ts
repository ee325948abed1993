/** Oskar's Coin Game: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { oskarSlice } from '../../store';
import { OskarDrawing } from './drawing';

export const manifest = {
  id: 'oskar',
  title: "Oskar's Coin Game",
  menuTitle: 'Oskar',
  summary: 'Turn coin w, where w is the number of heads, until all are tails: how long does it take?',
  component: lazy(() => import('./OskarPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: oskarSlice,
  game: {
    drawing: OskarDrawing,
    paper: {
      authors: 'Tom Verhoeff',
      title: "Oskar's coin game",
      where: 'August 31, 1990',
      what: 'Turn the coin numbered by the count of heads, again and again: cycles, the elevator diagram, and how long all coins take to fall to tails.',
    },
  },
  practice: {
    board: lazy(() => import('./practice').then((m) => ({ default: m.Board }))),
  },
  bench: true,
} as const satisfies PageManifest;
