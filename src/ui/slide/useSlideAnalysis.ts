/**
 * How every page's lesson slide asks the engine: each of its questions through
 * `useSlideAnalysis` (nothing asked where the slide's link does not call for it), then the sheet
 * told, through `useSlideDone`, once none of them is still computing. A question not asked is
 * idle, so a slide never repeats, beside its request, the condition under which it asked: the
 * two cannot drift apart and leave a handout waiting forever (or printing before the picture).
 */
import { useEffect } from 'react';
import type { AnswerFor, EngineRequest } from '../../engine/api';
import { useAnalysis, type Analysis } from '../../worker/useAnalysis';

/** One of a slide's questions to the engine; `null` or `false`: not asked by this slide. */
export function useSlideAnalysis<R extends EngineRequest>(request: R | null | false): Analysis<AnswerFor<R>> {
  return useAnalysis(request || null);
}

/**
 * The sheet is told once every one of the slide's analyses has its answer, failed or was
 * cancelled (printing waits for every slide). A question built from an earlier answer is
 * asked in the same render that answer arrives, so it is computing before this can fire.
 */
export function useSlideDone(done: () => void, ...analyses: readonly Analysis<unknown>[]): void {
  const ready = analyses.every((a) => a.status !== 'computing');
  useEffect(() => {
    if (ready) done();
  }, [ready, done]);
}
