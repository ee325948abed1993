/**
 * The one list: every page of the app, in menu order, each by its manifest
 * (views/<id>/manifest.ts). The header's menu, the routes, the home page's cards, the About
 * page's sources, the practice games, the UI benchmark's pages and the end-to-end tests'
 * page list all come from it; a new game is its folders plus one line here.
 */
import type { PageManifest } from '../nav/pages';
import { manifest as about } from '../views/about/manifest';
import { manifest as calculator } from '../views/calculator/manifest';
import { manifest as flipping } from '../views/flipping/manifest';
import { manifest as flippingVariants } from '../views/flipping/variants/manifest';
import { manifest as goldennugget } from '../views/goldennugget/manifest';
import { manifest as lessons } from '../views/lessons/manifest';
import { manifest as numbers } from '../views/numbers/manifest';
import { manifest as oskar } from '../views/oskar/manifest';
import { manifest as practice } from '../views/practice/manifest';
import { manifest as ruler } from '../views/ruler/manifest';
import { manifest as sliding } from '../views/sliding/manifest';
import { manifest as subtraction } from '../views/subtraction/manifest';

export const MANIFESTS = [
  numbers,
  calculator,
  flipping,
  flippingVariants,
  sliding,
  goldennugget,
  subtraction,
  ruler,
  oskar,
  practice,
  lessons,
  about,
] as const satisfies readonly PageManifest[];

/** Every page's id (e2e/everyPage.ts checks by type that it visits each). */
export type PageId = (typeof MANIFESTS)[number]['id'];
