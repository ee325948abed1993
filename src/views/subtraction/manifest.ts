/** Complementary Subtraction: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { subtractionSlice } from '../../store';
import { SubtractionDrawing } from './drawing';

export const manifest = {
  id: 'subtraction',
  title: 'Complementary Subtraction',
  // off the header's menu, which holds one row at 1024 px: a card on the home page, and a link
  // from Golden Nugget's page, whose paper's Section 6 it is
  inMenu: false,
  summary:
    'Left takes numbers in a set S, Right the numbers not in S: Beatty sets, residues mod p, finite sets.',
  component: lazy(() => import('./SubtractionPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: subtractionSlice,
  game: {
    drawing: SubtractionDrawing,
    paper: {
      authors: 'Urban Larsson, Neil A. McKay, Richard J. Nowakowski, Angela A. Siegel',
      title: 'Finding golden nuggets by reduction',
      what: 'Section 6: complementary subtraction on any set S; Theorem 6.1 for Beatty sets, Example 6.2 and Question 6.3 on residues.',
    },
  },
  bench: true,
} as const satisfies PageManifest;
