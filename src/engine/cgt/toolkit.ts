/**
 * CGSuite's temperature toolkit as functions of expressions (issue 24), each with the
 * definition the calculator shows beside the answer (Siegel, CGT, II.5 and II.7; Winning Ways
 * ch. 6 and 8; CGSuite's CanonicalShortGameOps.cool / heat / overheat / nortonProduct):
 *   cool(G, t)       G_t = {G^L_t − t | G^R_t + t}, for a number t > −1;
 *   heat(G, T)       ∫^T G = G for a number, else {∫^T G^L + T | ∫^T G^R − T}, for any game T;
 *   overheat(G, S, T) ∫_S^T G = G·S for an integer G, else {∫_S^T G^L + T | ∫_S^T G^R − T};
 *   freeze(G)        G cooled by its own temperature;
 *   norton(G, U)     G·U: G copies of U for an integer G, else
 *                    {G^L·U + U + Δ | G^R·U − U − Δ}, Δ over U's undominated incentives, U > 0.
 */
import type { Dyadic } from '../arith/dyadic';
import { add, neg, sub } from './arithmetic';
import { canonicalize, sortUnique } from './canonical';
import { leq } from './compare';
import { cool } from './cooling';
import { incentiveOf } from './incentives';
import { isNumber, leftOptions, numberValue, rightOptions, ZERO, type GameId } from './store';
import { temperature } from './thermograph';

export interface Builtin {
  /** how it is written, e.g. "cool(G, t)" */
  signature: string;
  /** its definition, shown beside the answer */
  definition: string;
  arity: number;
}

export const BUILTINS = {
  cool: {
    signature: 'cool(G, t)',
    definition:
      'G cooled by the number t > −1: G_t = {G^L_t − t | G^R_t + t}, and G_t = mean(G) once t is above its temperature',
    arity: 2,
  },
  heat: {
    signature: 'heat(G, T)',
    definition: 'G heated by the game T: ∫^T G = G for a number G, else {∫^T G^L + T | ∫^T G^R − T}',
    arity: 2,
  },
  overheat: {
    signature: 'overheat(G, S, T)',
    definition:
      'G overheated from S to T: G·S (Norton) for an integer G, else {∫_S^T G^L + T | ∫_S^T G^R − T}',
    arity: 3,
  },
  freeze: {
    signature: 'freeze(G)',
    definition: 'G cooled by its own temperature: cool(G, temperature(G))',
    arity: 1,
  },
  norton: {
    signature: 'norton(G, U)',
    definition:
      'Norton multiplication G·U by U > 0: G copies of U for an integer G, else {G^L·U + U + Δ | G^R·U − U − Δ}, Δ over the undominated incentives of U',
    arity: 2,
  },
} as const satisfies Record<string, Builtin>;

export type BuiltinName = keyof typeof BUILTINS;

export const isBuiltin = (name: string): name is BuiltinName => Object.hasOwn(BUILTINS, name);

/** cool(G, t); the caller has checked t > −1. */
export function coolBy(g: GameId, t: Dyadic): GameId {
  return cool(g, t);
}

export function freeze(g: GameId): GameId {
  return cool(g, temperature(g));
}

const heated = new Map<string, GameId>();

/** ∫^T G. */
export function heatBy(g: GameId, t: GameId): GameId {
  if (isNumber(g)) return g;
  const key = `${g}^${t}`;
  const known = heated.get(key);
  if (known !== undefined) return known;
  const result = canonicalize(
    leftOptions(g).map((o) => add(heatBy(o, t), t)),
    rightOptions(g).map((o) => sub(heatBy(o, t), t)),
  );
  heated.set(key, result);
  return result;
}

const overheated = new Map<string, GameId>();

/** ∫_S^T G. */
export function overheat(g: GameId, s: GameId, t: GameId): GameId {
  const x = numberValue(g);
  if (x && x.isInteger()) return norton(g, s);
  const key = `${g}^${s}^${t}`;
  const known = overheated.get(key);
  if (known !== undefined) return known;
  const result = canonicalize(
    leftOptions(g).map((o) => add(overheat(o, s, t), t)),
    rightOptions(g).map((o) => sub(overheat(o, s, t), t)),
  );
  overheated.set(key, result);
  return result;
}

/** U + Δ for each of U's incentives (both players'), duplicates and dominated ones dropped, as CGSuite. */
function uPlusIncentives(u: GameId): GameId[] {
  const all = sortUnique([
    ...leftOptions(u).map((o) => incentiveOf(u, o, true)),
    ...rightOptions(u).map((o) => incentiveOf(u, o, false)),
  ]);
  return all.filter((g) => !all.some((h) => h !== g && leq(g, h))).map((d) => add(u, d));
}

const products = new Map<string, GameId>();

/** G·U (the caller has checked U > 0; integers past 2^30 copies are refused there). */
export function norton(g: GameId, u: GameId): GameId {
  const key = `${g}.${u}`;
  const known = products.get(key);
  if (known !== undefined) return known;
  let result: GameId;
  const x = numberValue(g);
  if (x && x.isInteger()) {
    // binary addition: n·U from the doublings of ±U
    let n = x.num < 0n ? -x.num : x.num;
    let power = x.num < 0n ? neg(u) : u;
    result = ZERO;
    while (n > 0n) {
      if (n & 1n) result = add(result, power);
      n >>= 1n;
      if (n > 0n) power = add(power, power);
    }
  } else {
    const plus = uPlusIncentives(u);
    const left: GameId[] = [];
    const right: GameId[] = [];
    for (const o of leftOptions(g)) {
      const p = norton(o, u);
      for (const v of plus) left.push(add(p, v));
    }
    for (const o of rightOptions(g)) {
      const p = norton(o, u);
      for (const v of plus) right.push(sub(p, v));
    }
    result = canonicalize(left, right);
  }
  products.set(key, result);
  return result;
}
