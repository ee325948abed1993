/** The About page: its manifest (the one list is app/manifests.ts). Its sources are the games' `paper`s. */
import { lazy } from 'react';
import type { PageManifest } from '../../nav/pages';

export const manifest = {
  id: 'about',
  title: 'About',
  summary: 'The five papers this app teaches, and how it computes.',
  component: lazy(() => import('./AboutPage')),
  bench: true,
} as const satisfies PageManifest;
