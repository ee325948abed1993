/**
 * The play loop every game shares, built once from a game's GameRules (src/engine/games/
 * gameRules.ts): the position, the moves made ({before, move, side}, for take back), the moves
 * taken back (for redo), who moves first, who plays (two people, or a person against the
 * computer on one side) and the computer's mistake rate and seed. A game's slice holds these
 * fields beside its own (`interface RulerSlice extends PlayState<...>`); `definePlay` gives
 * the saved-data checks, the defaults, the questions (whose turn, over, the computer's turn)
 * and the actions, all bound to that slice.
 */
import { otherSide, type GameRules, type PlayableGame, type Side } from '../engine/games/gameRules';
import type { Result } from '../engine/result';
import { clampInt, movesKeptAfterTakeBack, newSeed } from './gameHistory';
import { isArrayOf, isIntIn, oneOf, type Check, type SliceAccess } from './slice';

export const OPPONENTS = ['two', 'computer'] as const;
export type Opponent = (typeof OPPONENTS)[number];

export interface PlayRecord<P, M, S extends Side> {
  /** the position before the move */
  before: P;
  move: M;
  /** who made it */
  side: S;
}

export interface PlayState<P, M, S extends Side> {
  position: P;
  /** moves since the position was set, oldest first */
  history: PlayRecord<P, M, S>[];
  /** moves taken back, the next to redo last (a new move clears them; not saved) */
  undone: PlayRecord<P, M, S>[];
  /** who moves first in a new game (and now, while no move is made) */
  firstMover: S;
  opponent: Opponent;
  /** against the computer: the side it plays */
  computerPlays: S;
  /** the computer's chance (percent) of a random legal move instead of its best: 0 perfect … 100 random */
  errorPercent: number;
  /** seeds the computer's choices for this game (a new game draws a new one) */
  seed: number;
}

export interface PlayOptions<P> {
  /** saved-data checks of a position and a move (the history's records use them too) */
  isPosition: Check;
  isMove: Check;
  /** the longest history saved */
  maxHistory: number;
  /** a new game's position (the slice's default) */
  start: () => P;
}

/** The whole loop as pure functions of the state (unit-tested without a store). */
export function playRules<P, M, S extends Side, G extends PlayableGame>(rules: GameRules<P, M, S, G>) {
  type State = PlayState<P, M, S>;
  type Patch = Partial<State>;
  const same = (a: P, b: P) => rules.makePosition(a) === rules.makePosition(b);
  const vsComputer = (s: State) => s.opponent === 'computer';

  const toMove = (s: Pick<State, 'history' | 'firstMover'>): S => {
    const last = s.history.at(-1);
    return last ? otherSide(rules.sides, last.side) : s.firstMover;
  };
  const isOver = (s: State) => rules.isOver(s.position, toMove(s));
  /** The side that won (the last to move), once the game is over. */
  const winner = (s: State): S | null => (isOver(s) ? otherSide(rules.sides, toMove(s)) : null);
  const computersTurn = (s: State) => vsComputer(s) && toMove(s) === s.computerPlays && !isOver(s);

  /** The move by the side to move (or by `side`: going to one of its options, out of turn): the new position, or why it is not legal. */
  function play(s: State, move: M, side: S = toMove(s)): { result: Result<P>; patch: Patch } {
    const result = rules.play(s.position, move, side);
    if (!result.ok) return { result, patch: {} };
    return {
      result,
      patch: {
        position: result.value,
        history: [...s.history, { before: s.position, move, side }],
        undone: [],
      },
    };
  }

  /** Undo the last move; against the computer, back to the person's turn. */
  function takeBack(s: State): Patch {
    if (s.history.length === 0) return {};
    const kept = movesKeptAfterTakeBack(
      s.history.length,
      vsComputer(s),
      (k) => s.history[k].side === s.computerPlays,
    );
    return {
      position: s.history[kept].before,
      history: s.history.slice(0, kept),
      undone: [...s.undone, ...s.history.slice(kept).reverse()],
    };
  }

  /** Play again what was taken back; against the computer, up to the person's turn. */
  function redo(s: State): Patch {
    let state = s;
    const undone = [...s.undone];
    while (undone.length) {
      const r = undone.pop()!;
      if (!same(r.before, state.position)) return {};
      const after = rules.play(r.before, r.move, r.side);
      if (!after.ok) return {};
      state = { ...state, position: after.value, history: [...state.history, r] };
      if (!vsComputer(s) || toMove(state) !== s.computerPlays || undone.length === 0) break;
    }
    return state === s ? {} : { position: state.position, history: state.history, undone };
  }

  /** Back to the position before the first move, with a new seed. */
  const restart = (s: State): Patch =>
    s.history.length ? { position: s.history[0].before, history: [], undone: [], seed: newSeed() } : {};

  /** A new game from this position, whatever was played. */
  const startAt = (position: P): Patch => ({ position, history: [], undone: [], seed: newSeed() });
  /** A new position (typed, edited, from a link or an example): a new game; the same one changes nothing. */
  const newGame = (s: State, position: P): Patch => (same(s.position, position) ? {} : startAt(position));

  return { rules, toMove, isOver, winner, computersTurn, play, takeBack, redo, restart, newGame, startAt };
}

/**
 * The play fields of a slice: defaults, saved checks, questions and actions bound to that
 * slice (`definePlay(sliceAccess('ruler'), rulerRules, ...)`: the slice's type is checked
 * against the rules' position, move and sides where it is called).
 */
export function definePlay<P, M, S extends Side, G extends PlayableGame>(
  slice: SliceAccess<PlayState<P, M, S>>,
  rules: GameRules<P, M, S, G>,
  options: PlayOptions<P>,
) {
  type State = PlayState<P, M, S>;
  const loop = playRules(rules);
  const { read, write } = slice;
  const isSide = oneOf(...rules.sides);
  const isRecord: Check = (v) => {
    if (typeof v !== 'object' || v === null) return false;
    const r = v as Record<string, unknown>;
    return options.isPosition(r.before) && options.isMove(r.move) && isSide(r.side);
  };

  const defaults = (overrides: Partial<State> = {}): State => ({
    position: options.start(),
    history: [],
    undone: [],
    firstMover: rules.sides[0],
    opponent: 'two',
    computerPlays: rules.sides[1],
    errorPercent: 0,
    seed: 1,
    ...overrides,
  });

  const saved: { readonly [F in keyof State]?: Check } = {
    position: options.isPosition,
    history: isArrayOf(isRecord, options.maxHistory),
    firstMover: isSide,
    opponent: oneOf(...OPPONENTS),
    computerPlays: isSide,
    errorPercent: isIntIn(0, 100),
    seed: isIntIn(0, 0xffffffff),
  };

  return {
    key: slice.key,
    /** the play fields in a store state (for useStore) */
    select: slice.select,
    rules,
    loop,
    defaults,
    saved,
    toMove: (s: State) => loop.toMove(s),
    isOver: (s: State) => loop.isOver(s),
    winner: (s: State) => loop.winner(s),
    computersTurn: (s: State) => loop.computersTurn(s),
    /** Play a move for the side to move (or for `side`, whose turn it then was); returns why not when it is not legal (nothing changes). */
    play(move: M, side?: S): Result<P> {
      const { result, patch } = loop.play(read(), move, side);
      if (result.ok) write(patch);
      return result;
    },
    /** The computer's move, only if the position is still the one it was chosen for and it is the computer's turn. */
    playComputerMove(at: P, move: M): void {
      const s = read();
      if (!loop.computersTurn(s) || rules.makePosition(s.position) !== rules.makePosition(at)) return;
      const { result, patch } = loop.play(s, move);
      if (result.ok) write(patch);
    },
    takeBack: () => write(loop.takeBack(read())),
    redo: () => write(loop.redo(read())),
    restart: () => write(loop.restart(read())),
    newGame: (position: P) => write(loop.newGame(read(), position)),
    /** A new game from this position even if it is the current one. */
    startAt: (position: P) => write(loop.startAt(position)),
    /** Who moves first: now, when no move is made yet; otherwise from the next game on. */
    setFirstMover: (firstMover: S) => write({ firstMover }),
    setOpponent: (opponent: Opponent) => write({ opponent }),
    setComputerPlays: (computerPlays: S) => write({ computerPlays }),
    setErrorPercent: (errorPercent: number) => write({ errorPercent: clampInt(errorPercent, 0, 100) }),
  };
}

/** A game's play fields and actions, as definePlay makes them (what usePlay in src/ui/play takes). */
export type Play<P, M, S extends Side, G extends PlayableGame> = ReturnType<typeof definePlay<P, M, S, G>>;
