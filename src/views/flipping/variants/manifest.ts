/** Flipping variants (Section 5 of Flipping Coins): its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../../nav/pages';

export const manifest = {
  id: 'flipping-variants',
  title: 'Flipping variants',
  inMenu: false,
  summary:
    "Section 5 of Flipping Coins: flip three or more coins, or play on a DAG; every small position valued, the paper's search redone.",
  component: lazy(() => import('./VariantsPage')),
  slide: lazy(() => import('./LessonSlide')),
  bench: false,
} as const satisfies PageManifest;
