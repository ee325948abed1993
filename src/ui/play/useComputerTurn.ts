/**
 * The computer's turn, for every game: while `active`, ask the game's `computerMove` op in the
 * worker (its best move, or a random legal one with the chosen probability; seeded per game and
 * move number) and play the answer after one pause, so a person sees whose move it was.
 * The request is keyed by the position, so an answer for an older position is never shown;
 * `onMove` also gets the position the move was chosen for, so the store can refuse it when the
 * board has changed since (a take back or an edit during the pause).
 */
import { useEffect } from 'react';
import type {
  ComputerAnswer,
  ComputerRequest,
  GameRules,
  PlayableGame,
  Side,
} from '../../engine/games/gameRules';
import { useAnalysis, type Analysis } from '../../worker/useAnalysis';

/** How long the computer's move waits before it is played (the same in every game). */
export const COMPUTER_DELAY_MS = 600;

/** Seeds differ per move of a game, so a replayed game repeats its choices. */
export const moveSeed = (seed: number, moves: number) => (seed + moves * 7919) >>> 0;

export interface ComputerTurn<P, M, S extends Side, G extends PlayableGame> {
  rules: GameRules<P, M, S, G>;
  /** the computer is to move (against the computer, in play mode, the game not over) */
  active: boolean;
  position: P;
  side: S;
  /** 0 perfect … 100 random */
  errorPercent: number;
  seed: number;
  /** moves made so far in this game */
  moves: number;
  onMove: (at: P, move: M) => void;
}

/** The `computerMove` request for this position, side, strength and move number. */
export function computerRequest<P, M, S extends Side, G extends PlayableGame>(
  t: Omit<ComputerTurn<P, M, S, G>, 'active' | 'onMove'>,
): ComputerRequest<G> {
  return {
    game: t.rules.game,
    op: 'computerMove',
    ...t.rules.computerRequest(t.position, t.side),
    errorRate: t.errorPercent / 100,
    seed: moveSeed(t.seed, t.moves),
  };
}

export function useComputerTurn<P, M, S extends Side, G extends PlayableGame>(
  turn: ComputerTurn<P, M, S, G>,
): Analysis<ComputerAnswer<G>> {
  const { rules, active, position, side, onMove } = turn;
  const analysis = useAnalysis(active ? computerRequest(turn) : null);
  const answer = analysis.result;
  useEffect(() => {
    if (!active || !answer) return;
    const move = rules.computerAnswerMove(answer);
    if (move === null || !rules.play(position, move, side).ok) return;
    const timer = setTimeout(() => onMove(position, move), COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer is keyed by position; onMove may be a fresh closure each render
  }, [active, answer, position, side, rules]);
  return analysis;
}
