/** Sliding Coins: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { slidingSlice } from '../../store';
import { SlidingDrawing } from './drawing';

export const manifest = {
  id: 'sliding',
  title: 'Sliding Coins',
  menuTitle: 'Sliding',
  summary:
    'Two coins slide left towards the edge; the far coin may push the near one. Grundy values by formula.',
  component: lazy(() => import('./SlidingPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: slidingSlice,
  game: {
    drawing: SlidingDrawing,
    paper: {
      authors: 'Ryohei Miyadera, Hikaru Manabe, Unchon Lee',
      title: 'A variant of game of sliding coins',
      where: 'Keimei Gakuin Junior and High School, Kobe',
      what: 'Two coins on a strip, with a move that pushes one coin with the other; formulas for the Grundy numbers and sums of games.',
    },
  },
  practice: {
    board: lazy(() => import('./practice').then((m) => ({ default: m.Board }))),
  },
  bench: true,
} as const satisfies PageManifest;
