/** Golden Nugget: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { goldenNuggetSlice } from '../../store';
import { GoldenNuggetDrawing } from './drawing';

export const manifest = {
  id: 'goldennugget',
  title: 'Golden Nugget',
  summary: "Left and Right take from heaps by Wythoff's two sets; values are switches and numbers.",
  component: lazy(() => import('./GoldenNuggetPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: goldenNuggetSlice,
  game: {
    drawing: GoldenNuggetDrawing,
    paper: {
      authors: 'Urban Larsson, Neil A. McKay, Richard J. Nowakowski, Angela A. Siegel',
      title: 'Finding golden nuggets by reduction',
      what: "Left and Right subtract from Wythoff's two sequences; canonical and reduced canonical forms, switches and Fibonacci representations.",
    },
  },
  practice: {
    board: lazy(() => import('./practice').then((m) => ({ default: m.Board }))),
    frames: {
      'gn-representation': lazy(() => import('./practice').then((m) => ({ default: m.Representation }))),
      'gn-classify': lazy(() => import('./practice').then((m) => ({ default: m.Classify }))),
    },
  },
  bench: true,
} as const satisfies PageManifest;
