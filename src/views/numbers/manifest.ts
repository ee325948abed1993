/** The Numbers page: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { numbersSlice } from '../../store';

export const manifest = {
  id: 'numbers',
  title: 'Numbers',
  summary: 'Dyadic numbers, sign expansions and ordinal sums: the values every partizan game here takes.',
  component: lazy(() => import('./NumbersPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: numbersSlice,
  practice: {
    frames: {
      numbers: lazy(() => import('./practice').then((m) => ({ default: m.Stalks }))),
    },
  },
  bench: true,
} as const satisfies PageManifest;
