/**
 * The current step of a walkthrough, read from and written to the URL (`step=7`, 1-based),
 * so a teacher can link to a step and reload keeps it. Writes use replaceState: stepping
 * does not flood the back button and never touches any play-mode undo history.
 * Games that need the step outside the player (to highlight their own board) call this with
 * the same `paramName` and step count as the player.
 */
import { useCallback } from 'react';
import { useParam } from '../../app/router';
import { formatStepParam, parseStepParam } from './stepParam';

export interface WalkthroughStep {
  /** 0-based */
  index: number;
  count: number;
  /** set when the URL asked for a step that does not exist (the index is clamped) */
  notice?: string;
  /** go to a step (0-based; clamped) */
  go: (index: number) => void;
}

export function useWalkthroughStep(count: number, paramName = 'step'): WalkthroughStep {
  const [raw, setRaw] = useParam(paramName);
  const { index, notice } = parseStepParam(raw, count);
  const go = useCallback(
    (target: number) => {
      if (count <= 0) return;
      const clamped = Math.min(count - 1, Math.max(0, Math.trunc(target)));
      setRaw(formatStepParam(clamped), { replace: true });
    },
    [count, setRaw],
  );
  return { index, count, notice, go };
}
