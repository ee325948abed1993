/**
 * What a heap table shows of a canonical game, and what a sum's answer shows (its forms and
 * the reduced forms' warning): shared by every subtraction game's table and sums (Golden
 * Nugget, Complementary Subtraction), so each game adds only its own fields.
 */
import { add, neg, sumAll } from './arithmetic';
import { leq } from './compare';
import { describeGame } from './describe';
import { makePretty, makeTex } from './display';
import { makePlain, plainLength } from './plain';
import { outcome, type Outcome } from './properties';
import { reduced } from './reduced';
import { leftStop, rightStop } from './stops';
import { birthday, isNumber, leftOptions, rightOptions, type GameId } from './store';

/** A canonical game's row in a heap table: its forms (cut for display), stops, outcome, birthday. */
export function formFacts(g: GameId) {
  const r = reduced(g);
  const length = plainLength(g);
  return {
    canonicalShort: makePlain(g, 200),
    pretty: makePretty(g, 400),
    canonicalLength: Number.isFinite(length) ? length : 'Infinity',
    reduced: makePlain(r, 400),
    reducedPretty: makePretty(r, 400),
    reducedTex: makeTex(r, 400),
    isNumber: isNumber(g),
    leftStop: leftStop(g).toString(),
    rightStop: rightStop(g).toString(),
    outcome: outcome(g),
    birthday: birthday(g),
    /** Left plus Right options of the canonical form (the size chart) */
    optionCount: leftOptions(g).length + rightOptions(g).length,
  };
}

/**
 * The reduced forms of a sum's components against the real sum: `misleads` when the reduced
 * forms add up to a number (0 included) but the real sum is not that number (its infinitesimal
 * part decides who wins). `moves` lists each player's moves to such a position, as the paper's
 * Question 1.2 (ii): Left's moves leave reduced sum 0 while the real sum is an infinitesimal.
 */
export interface ReducedWarning {
  misleads: boolean;
  /** each component's reduced form, plain, in the order of the components */
  heapReduced: string[];
  /** the sum of those reduced forms, plain */
  reducedSum: string;
  /** is that sum a number? */
  reducedSumIsNumber: boolean;
  /** the outcome the reduced sum alone would suggest */
  reducedOutcome: Outcome;
  /** the real sum's outcome and whether it is a number */
  realOutcome: Outcome;
  realIsNumber: boolean;
  /** each player's moves to a position whose reduced forms mislead (empty when no move list was given) */
  moves: { left: MisleadingMove[]; right: MisleadingMove[] };
}

/** A move to a position whose reduced forms add to a number that the real sum is not. */
export interface MisleadingMove {
  component: number;
  take: number;
  after: number;
  /** the number the reduced forms add to after the move, plain */
  reducedSum: string;
  /** the real outcome after the move (the opponent then moves first) */
  realOutcome: Outcome;
}

/** A move in one component: what it takes, what it leaves, and the component's game after it. */
export interface ComponentMove {
  component: number;
  take: number;
  after: number;
  game: GameId;
}

/**
 * The moves (of one player) after which the reduced forms mislead. The real sum after a move
 * is never formed (too costly once per move): with T = −(the others), it equals the number x
 * iff the moved component is the interned id of x + T (one translation per component and x),
 * and its outcome comes from comparing the moved component with T.
 */
function misleadingMoves(games: readonly GameId[], moves: readonly ComponentMove[]): MisleadingMove[] {
  const parts = games.map(reduced);
  const out: MisleadingMove[] = [];
  const perComponent = new Map<number, { reducedOthers: GameId; minusOthers: GameId }>();
  const target = new Map<string, GameId>();
  for (const m of moves) {
    let c = perComponent.get(m.component);
    if (!c) {
      c = {
        reducedOthers: sumAll(parts.filter((_, j) => j !== m.component)),
        minusOthers: neg(sumAll(games.filter((_, j) => j !== m.component))),
      };
      perComponent.set(m.component, c);
    }
    const x = add(reduced(m.game), c.reducedOthers);
    if (!isNumber(x)) continue;
    const key = `${m.component}:${x}`;
    let t = target.get(key);
    if (t === undefined) target.set(key, (t = add(x, c.minusOthers)));
    if (t === m.game) continue;
    // real = moved − T: ≥ 0 iff T ≤ moved, ≤ 0 iff moved ≤ T
    const geq0 = leq(c.minusOthers, m.game);
    const leq0 = leq(m.game, c.minusOthers);
    const realOutcome: Outcome = geq0 ? (leq0 ? 'P' : 'L') : leq0 ? 'R' : 'N';
    out.push({
      component: m.component,
      take: m.take,
      after: m.after,
      reducedSum: makePlain(x) ?? '',
      realOutcome,
    });
  }
  return out;
}

export function reducedWarningOf(
  components: readonly GameId[],
  real: GameId,
  moves?: { left: readonly ComponentMove[]; right: readonly ComponentMove[] },
): ReducedWarning {
  const parts = components.map(reduced);
  const sum = sumAll(parts);
  const reducedSumIsNumber = isNumber(sum);
  const realIsNumber = isNumber(real);
  return {
    // canonical forms are interned: the real sum is that number iff it is the same id
    misleads: reducedSumIsNumber && sum !== real,
    heapReduced: parts.map((g) => makePlain(g) ?? ''),
    reducedSum: makePlain(sum) ?? '',
    reducedSumIsNumber,
    reducedOutcome: outcome(sum),
    realOutcome: outcome(real),
    realIsNumber,
    moves: {
      left: moves ? misleadingMoves(components, moves.left) : [],
      right: moves ? misleadingMoves(components, moves.right) : [],
    },
  };
}

/**
 * What a sum's answer shows of its value, the same for every heap game: the forms, stops,
 * outcome, and the reduced forms' warning (with each player's misleading moves).
 */
export function sumFacts(
  components: readonly GameId[],
  value: GameId,
  moves: { left: readonly ComponentMove[]; right: readonly ComponentMove[] },
) {
  const d = describeGame(value);
  return {
    canonical: d.canonical,
    canonicalLength: d.canonicalLength,
    pretty: d.pretty,
    tex: d.tex,
    outcome: d.outcome,
    leftStop: d.leftStop,
    rightStop: d.rightStop,
    reduced: d.reduced,
    reducedPretty: d.reducedPretty,
    reducedWarning: reducedWarningOf(components, value, moves),
  };
}
