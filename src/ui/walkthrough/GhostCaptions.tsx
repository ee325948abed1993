/**
 * Every caption of a walkthrough, invisible, stacked in the caption box's grid cell: the box is
 * as tall as the tallest caption, so the controls and the frame never jump from step to step.
 * They come a few per task after the first paint (they were four fifths of the Flipping page's
 * first layout), in a component of their own so that their arrival re-renders only them.
 */
import { memo } from 'react';
import { Caption } from '../math/Caption';
import { useBatchedCount } from './useBatchedCount';

/** Captions added per task: a few KaTeX captions' layout, well under 50 ms. */
const BATCH = 3;

export const GhostCaptions = memo(function GhostCaptions({ steps }: { steps: readonly { caption: string }[] }) {
  const count = useBatchedCount(steps, BATCH);
  return steps.slice(0, count).map((s, i) => <Caption key={i} text={s.caption} className="wt-caption-ghost" aria-hidden />);
});
