/**
 * One description of a game for the play framework (src/store/playSlice.ts, src/ui/play):
 * its legal moves, how a move changes a position, whose move it is and when the game is over,
 * and its positions and moves as text. Built per game from that game's own rule functions
 * (src/engine/games/<game>/gameRules.ts). Pure and cheap, so the main thread may call it; every
 * value and every computer choice still comes from the engine in the worker.
 *
 * Every game here is played under normal play: the player who cannot move loses, so the last
 * mover wins. A partizan game's sides are Left and Right ('L' | 'R'); an impartial game's are
 * player 0 (who moves first) and player 1.
 */
import type { AnswerOf, GAMES, GameName, OpName, RequestOf } from '../api';
import type { RequestFields } from '../handler';
import type { Result } from '../result';

export type PartizanSide = 'L' | 'R';
export type ImpartialSide = 0 | 1;
export type Side = PartizanSide | ImpartialSide;

export const PARTIZAN_SIDES = ['L', 'R'] as const;
export const IMPARTIAL_SIDES = [0, 1] as const;

/** The games the computer plays: those with a `computerMove` op. */
export type PlayableGame = { [G in GameName]: 'computerMove' extends OpName<G> ? G : never }[GameName];
/** A game's `computerMove` request, and the fields of it that come from the position (the play loop adds the rest). */
export type ComputerRequest<G extends PlayableGame> = RequestOf<G, 'computerMove'>;
/**
 * The request's own fields (errorRate and seed are optional there: the play loop sets them).
 * Written as the op's fields, not as an Omit of the request, so that for a generic game the
 * checker still sees `{game, op, ...fields}` as that game's request (src/ui/play, no cast).
 */
export type ComputerPosition<G extends PlayableGame> = RequestFields<(typeof GAMES)[G]['computerMove']>;
export type ComputerAnswer<G extends PlayableGame> = AnswerOf<G, 'computerMove'>;

export interface GameRules<Position, Move, S extends Side = Side, G extends PlayableGame = PlayableGame> {
  /** the engine's game name (its requests' "game") */
  readonly game: G;
  readonly kind: 'partizan' | 'impartial';
  /** the two sides; the first moves first unless a game says otherwise */
  readonly sides: readonly [S, S];
  /** every legal move of `side` (for an impartial game the side does not matter) */
  legalMoves(position: Position, side: S): Move[];
  /** the position after `side` plays `move`, or why the move is not legal (in words) */
  play(position: Position, move: Move, side: S): Result<Position>;
  /** `side`, to move, has no move: the game is over and the other side (the last mover) won */
  isOver(position: Position, side: S): boolean;
  /** the same move (for finding a move in a list) */
  sameMove(a: Move, b: Move): boolean;
  parsePosition(text: string): Result<Position>;
  makePosition(position: Position): string;
  parseMove(text: string): Result<Move>;
  makeMove(move: Move): string;
  /** the move in words, as the move list and the hints say it ("line 1, coins 9 and 10") */
  describeMove(position: Position, move: Move): string;
  /**
   * The fields of this game's `computerMove` request for this position and side (besides
   * game, op, errorRate and seed), and the move its answer holds (null: no move).
   */
  computerRequest(position: Position, side: S): ComputerPosition<G>;
  computerAnswerMove(answer: ComputerAnswer<G>): Move | null;
}

/** The other side. */
export function otherSide<S extends Side>(sides: readonly [S, S], side: S): S {
  return side === sides[0] ? sides[1] : sides[0];
}

/** Who is to move after `moves` moves when `first` moved first. */
export function sideToMove<S extends Side>(sides: readonly [S, S], first: S, moves: number): S {
  return moves % 2 === 0 ? first : otherSide(sides, first);
}
