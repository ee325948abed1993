/**
 * When it is the computer's turn, ask the engine for its move (perfect, or a random run with
 * the chosen probability; seeded per game and move number) and play it after a short pause,
 * so a person sees whose move it was. The analysis is keyed by the position, so an answer
 * for an older position is never played.
 */
import { useEffect } from 'react';
import { applyMove, whyIllegal } from '../../engine/games/ruler/rules';
import { playRulerMove } from '../../store';
import { useAnalysis, type Analysis } from '../../worker/useAnalysis';
import type { ComputerAnswer } from './types';

const PAUSE_MS = 450;

export function useComputerTurn(active: boolean, position: string, errorPercent: number, seed: number): Analysis<ComputerAnswer> {
  const analysis = useAnalysis<ComputerAnswer>(active ? { game: 'ruler', op: 'computerMove', position, errorRate: errorPercent / 100, seed: seed >>> 0 } : null);
  const move = analysis.result?.move;
  useEffect(() => {
    if (!active || !move || whyIllegal(position, move) !== null) return;
    const timer = setTimeout(() => playRulerMove([move[0], move[1]], applyMove(position, move)), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [active, move, position]);
  return analysis;
}
