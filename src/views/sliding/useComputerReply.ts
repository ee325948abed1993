/**
 * Against the computer: when it is the computer's turn and the engine's answer for this very
 * position is in, play the engine's bestMove (a winning move whenever one exists) after a
 * short pause, so the person sees the move happen.
 */
import { useEffect } from 'react';
import { playSlidingMove } from '../../store';
import type { SumResult } from './types';

export const COMPUTER_DELAY_MS = 700;

export function useComputerReply(computerToMove: boolean, result: SumResult | null): void {
  const best = computerToMove ? (result?.bestMove ?? null) : null;
  useEffect(() => {
    if (!best) return;
    const t = setTimeout(() => playSlidingMove(best.component, best.after), COMPUTER_DELAY_MS);
    return () => clearTimeout(t);
  }, [best]);
}
