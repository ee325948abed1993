/** Ruler: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { rulerSlice } from '../../store';
import { RulerDrawing } from './drawing';

export const manifest = {
  id: 'ruler',
  title: 'Ruler',
  summary: "Flip a run of coins ending in heads; the ruler rows' parities are the nim-value.",
  component: lazy(() => import('./RulerPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: rulerSlice,
  game: {
    drawing: RulerDrawing,
    paper: {
      authors: 'Dan Hoey',
      title: 'Re: 15-coins game [spoiler]',
      where: 'sci.math newsgroup, 22 February 1997',
      what: 'The ruler game: lift the coins into ruler rows; the parities of the rows are the bits of the nim-value.',
    },
  },
  practice: {
    board: lazy(() => import('./practice').then((m) => ({ default: m.Board }))),
    frames: {
      'ruler-rows': lazy(() => import('./practice').then((m) => ({ default: m.Rows }))),
    },
  },
  bench: true,
} as const satisfies PageManifest;
