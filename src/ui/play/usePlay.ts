/**
 * A game's play state for its board, and the computer's turn: the one place a view reads
 * the shared play loop (src/store/playSlice.ts). `paused` keeps the computer still (a board
 * in edit mode); the hook answers with the slice's play fields, whose turn it is, whether the
 * game is over, whether the computer is to move now and the computer's analysis (for its
 * status line).
 */
import type { PlayableGame, Side } from '../../engine/games/gameRules';
import { useStore } from '../../store';
import type { Play } from '../../store/playSlice';
import { useComputerTurn } from './useComputerTurn';

export function usePlay<P, M, S extends Side, G extends PlayableGame>(
  play: Play<P, M, S, G>,
  { paused = false } = {},
) {
  const state = useStore(play.select);
  const turn = play.toMove(state);
  const over = play.isOver(state);
  const computersTurn = !paused && play.computersTurn(state);
  const computer = useComputerTurn({
    rules: play.rules,
    active: computersTurn,
    position: state.position,
    side: turn,
    errorPercent: state.errorPercent,
    seed: state.seed,
    moves: state.history.length,
    onMove: play.playComputerMove,
  });
  /** Moves the person (or, between two people, either) made: what a take back can undo. */
  const ownMoves =
    state.opponent === 'two'
      ? state.history.length
      : state.history.filter((r) => r.side !== state.computerPlays).length;
  return { ...state, turn, over, computersTurn, computer, ownMoves };
}
