/** The Practice page: its manifest (the one list is app/manifests.ts). It serves "#/<game>/practice" for every page whose manifest has `practice`. */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { practiceSlice } from '../../store';

export const manifest = {
  id: 'practice',
  title: 'Practice',
  summary:
    'Predict, then check: seeded exercises in every game, graded by the engine, with the frame that explains a wrong answer.',
  component: lazy(() => import('./PracticePage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: practiceSlice,
  bench: false,
} as const satisfies PageManifest;
