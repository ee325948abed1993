/**
 * Every caption of a walkthrough, invisible, stacked in the caption box's grid cell: the box is
 * as tall as the tallest caption, so the controls and the frame never jump from step to step.
 * They come a few per task after the first paint (they were four fifths of the Flipping page's
 * first layout), in a component of their own so that their arrival re-renders only them. The
 * longest captions come first: the box reaches its height in the first batch, not over the
 * half second all of them take (a box growing under the reader's eyes). Only the longest few
 * are kept: the tallest caption is among them, and the other dozens only cost layout (a fifth
 * of a long task on Flipping's first visit).
 */
import { memo, useMemo } from 'react';
import { Caption } from '../math/Caption';
import { useBatchedCount } from './useBatchedCount';

/** Captions added per task: a few KaTeX captions' layout, well under 50 ms. */
const BATCH = 3;
/** The longest captions that stand for all: more than one of them, so a short text with tall formulas still counts. */
const KEPT = 6;

export const GhostCaptions = memo(function GhostCaptions({
  steps,
}: {
  steps: readonly { caption: string }[];
}) {
  // The longest text is (nearly always) the tallest caption.
  const longestFirst = useMemo(
    () =>
      steps
        .map((s, i) => ({ text: s.caption, i }))
        .sort((a, b) => b.text.length - a.text.length)
        .slice(0, KEPT),
    [steps],
  );
  const count = useBatchedCount(longestFirst, BATCH);
  return longestFirst
    .slice(0, count)
    .map((s) => <Caption key={s.i} text={s.text} className="wt-caption-ghost" aria-hidden />);
});
