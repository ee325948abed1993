/** Lessons: its manifest (the one list is app/manifests.ts). */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';

export const manifest = {
  id: 'lessons',
  title: 'Lessons',
  // reached from the home page, the header's "+ Lesson" and a lesson's own bar: the menu stays one row at 1280 px
  inMenu: false,
  summary: 'Slides made of this app’s own views, with notes: build one, present it, share it, print it.',
  component: lazy(() => import('./LessonsPage')),
  bench: false,
} as const satisfies PageManifest;
