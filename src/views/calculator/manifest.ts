/** The Calculator page: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';
import { calculatorSlice } from '../../store';

export const manifest = {
  id: 'calculator',
  title: 'Calculator',
  summary: 'Type a game; see its canonical form, outcome, stops and reduced form.',
  component: lazy(() => import('./CalculatorPage')),
  slide: lazy(() => import('./LessonSlide')),
  slice: calculatorSlice,
  // Its questions (a small game's outcome) are in the Numbers practice.
  practiceServedBy: { page: 'numbers', kind: 'outcome' },
  bench: true,
} as const satisfies PageManifest;
