/**
 * Exact canonical forms of short lines through the CGT engine (src/engine/cgt): every
 * option is built recursively, the engine removes dominated and reversible options and
 * interns the result, and we read off whether the canonical form is a number. This is
 * Theorem 3.2 shown by a general method that knows nothing of this game.
 */
import { canonicalize } from '../../cgt/canonical';
import { isNumber, numberValue, type GameId } from '../../cgt/store';
import { EngineError } from '../../errors';
import { runAlgorithm } from './algorithm';
import { MAX_CANONICAL, options } from './rules';

export { MAX_CANONICAL };

export interface CanonicalReport {
  position: string;
  /** The canonical form in plain form (a number here: Theorem 3.2). */
  canonical: string;
  isNumber: boolean;
  algorithm: string;
  agree: boolean;
  /** Distinct positions reachable from the line, itself included (what the recursion builds). */
  positions: number;
}

/** The canonical id of a line, memoised on the line across calls. */
const memo = new Map<string, GameId>();

export function canonicalId(line: string): GameId {
  const known = memo.get(line);
  if (known !== undefined) return known;
  const left = options(line, 'L').map((o) => canonicalId(o.after));
  const right = options(line, 'R').map((o) => canonicalId(o.after));
  const id = canonicalize(left, right);
  memo.set(line, id);
  return id;
}

export function canonicalOfLine(line: string): CanonicalReport {
  if (line.length > MAX_CANONICAL)
    throw new EngineError(
      'too_large',
      `canonical forms are built for lines of up to ${MAX_CANONICAL} coins`,
      { field: 'position' },
    );
  const id = canonicalId(line);
  const value = numberValue(id);
  const algorithm = runAlgorithm(line).value;
  const number = isNumber(id);
  if (!number || value === undefined) {
    throw new EngineError('internal', `the canonical form of ${line} is not a number, against Theorem 3.2`);
  }
  return {
    position: line,
    canonical: value.toString(),
    isNumber: number,
    algorithm: algorithm.toString(),
    agree: value.eq(algorithm),
    positions: reachable(line),
  };
}

/** How many distinct lines can be reached from `line` by either player (the line included). */
function reachable(line: string): number {
  const seen = new Set([line]);
  const todo = [line];
  for (let l = todo.pop(); l !== undefined; l = todo.pop()) {
    for (const o of [...options(l, 'L'), ...options(l, 'R')]) {
      if (!seen.has(o.after)) {
        seen.add(o.after);
        todo.push(o.after);
      }
    }
  }
  return seen.size;
}
