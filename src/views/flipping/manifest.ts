/** Flipping Coins: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { flippingSlice } from '../../store';
import { FlippingDrawing } from './drawing';

export const manifest = {
  id: 'flipping',
  title: 'Flipping Coins',
  menuTitle: 'Flipping',
  summary:
    'Left flips two tails to heads; Right flips a heads and a later tails. Every position is a number.',
  component: lazy(() => import('./FlippingPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: flippingSlice,
  game: {
    drawing: FlippingDrawing,
    paper: {
      authors: 'Anthony Bonato, Melissa A. Huggan, Richard J. Nowakowski',
      title: 'The game of flipping coins',
      where: 'Ryerson University and Dalhousie University',
      what: 'A partizan turning-turtles game whose values are all numbers, found by a reduction and an iterated ordinal sum.',
    },
  },
  practice: {
    board: lazy(() => import('./practice').then((m) => ({ default: m.Board }))),
    frames: {
      'flipping-algorithm': lazy(() => import('./practice').then((m) => ({ default: m.Algorithm }))),
      'flipping-sum': lazy(() => import('./practice').then((m) => ({ default: m.Sum }))),
    },
  },
  bench: true,
} as const satisfies PageManifest;
