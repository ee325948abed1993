/**
 * What a game lends the calculator's expressions: a term such as `flip(0101)` or `gn(r17)`,
 * read from its argument written in the game's own notation. cgt sits below the games and
 * knows none of them; engine/calculatorOps.ts hands the terms to `cgtOps`.
 */
import type { GameId } from './store';
import { EngineError } from '../errors';
import { ParseError } from './tokens';

export type Side = 'L' | 'R';

/** One move of a player in a term's position: in the game's own words, its result valued on demand. */
export interface TermMove {
  /** e.g. "take 3 counters, leaving 17", "flip coins 2 and 4" */
  words: string;
  /** the value of the position after the move */
  after: () => GameId;
}

/** A position of some game, read from a term. */
export interface TermPosition {
  value: GameId;
  /** the term in its normal spelling ("flip(0101)"): reading it again gives this position */
  written: string;
  /** the position in words: "the Flipping Coins line 0101" */
  title: string;
  /** the game's page at this position: "#/<id>?<params>" */
  page: { id: string; params: Readonly<Record<string, string>> };
  /** the rough cost of valuing one option (a line's length for the linear Algorithm, else 1) */
  cost: number;
  /** `player`'s moves, lazily, from the game's own move generator */
  moves(player: Side): Iterable<TermMove>;
  /**
   * Impartial games only (the value a nimber, both players' moves the same): every move to a
   * position of value *k, found by the game's own theory without trying each move.
   */
  movesToNimber?(k: number): Iterable<TermMove>;
}

export interface ExpressionFunction {
  /** "flip(line)" */
  signature: string;
  /** what it means, for the syntax help and the error that lists the known functions */
  help: string;
  /** the position its argument (`text`, typed from position `at`) names; ParseError at the bad place */
  read(text: string, at: number): TermPosition;
}

export type ExpressionFunctions = Readonly<Record<string, ExpressionFunction>>;

/** A term's argument without its outer spaces, and where that starts in the expression. */
export function trimmedArgument(text: string, at: number): { text: string; at: number } {
  const lead = text.length - text.trimStart().length;
  return { text: text.trim(), at: at + lead };
}

/**
 * A game parser's error (its `at` counted in the argument) as one pointing into the expression;
 * a position beyond the game's limits stays `too_large`, so the page says it as a limit.
 */
export function argumentError(
  signature: string,
  error: { message: string; code?: string; at?: number },
  at: number,
): ParseError | EngineError {
  if (error.code === 'too_large')
    return new EngineError('too_large', `${signature}: ${error.message}`, { field: 'expression', at });
  const where = at + (error.at ?? 0);
  return new ParseError(`${signature}: ${error.message} (at position ${where + 1})`, where);
}
