/**
 * When it is the computer's turn, ask the engine for its move (the best, or a random legal
 * move with the chosen probability; seeded per game and move number) and play it after a
 * short pause. The analysis is keyed by the lines, so an answer for older lines is never played.
 */
import { useEffect } from 'react';
import { checkMove } from '../../engine/games/flipping/rules';
import { playFlippingMove, type FlippingPlayer } from '../../store';
import { useAnalysis, type Analysis } from '../../worker/useAnalysis';
import type { ComputerAnswer } from './types';

const PAUSE_MS = 450;

export function useComputerTurn(active: boolean, lines: readonly string[], player: FlippingPlayer, errorPercent: number, seed: number): Analysis<ComputerAnswer> {
  const analysis = useAnalysis<ComputerAnswer>(active ? { game: 'flipping', op: 'computerMove', positions: [...lines], player, errorRate: errorPercent / 100, seed: seed >>> 0 } : null);
  const m = analysis.result?.move;
  useEffect(() => {
    if (!active || !m) return;
    const line = lines[m.component];
    if (line === undefined) return;
    const r = checkMove(line, player, m.move[0], m.move[1]);
    if (!r.ok) return;
    const timer = setTimeout(() => playFlippingMove(m.component, [r.move[0], r.move[1]], r.after), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [active, m, lines, player]);
  return analysis;
}
