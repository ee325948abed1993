/**
 * The "oskar" requests of the engine contract (shared/design.md): decay and distribution,
 * plus elevator (pages of Table 2 for any trajectory), processFrames (the process as player
 * frames, by page), formulaWalkthrough, closedFormProof,
 * slowest, backwards, backwardsSummary and claims.
 */
import { op } from '../../handler';
import { bool, fields, int, optional, refine, text, withDefault } from '../../read';
import { fail, ok } from '../../result';
import type { Work } from '../../progress';
import { makeConfiguration, parseConfiguration, type Configuration } from './configuration';
import { Process } from './process';
import { statistics } from './statistics';
import { elevatorPage, trips } from './elevator';
import { processFramePage } from './processFrames';
import {
  byEnumeration,
  byProduct,
  byStatistics,
  firstAsymmetry,
  maxMoves,
  sameCounts,
  total,
} from './distribution';
import { formulaWalkthrough } from './formulaWalkthrough';
import { withFormulaAsks, withProcessAsks } from './yourTurn';
import { closedFormProof, PROOF_MAX_COINS } from './closedFormProof';
import { candidates, maximumDecay, slowestBySearch, slowestConfiguration, slowestK } from './slowest';
import { analyseBackwards, backwardsSummary } from './backwardsAnalysis';
import { TABLE_MAX_COINS } from './backwards';
import { backwardsComputerMove } from './backwardsComputer';
import { errorRateField, seedField } from '../computerChoice';
import { paperClaims } from './claims';
import { toSubset } from './closedForm';
import * as L from './limits';

/** The "configuration" field: 1s and 0s, coin 1 first, at most `max` coins. */
const configuration = (max = L.MAX_COINS) => text((s) => parseConfiguration(s, max));

/** Run the process to the end, optionally keeping every configuration and weight. */
function run(
  c: Configuration,
  keep: boolean,
  work: Work,
): { moves: number; trajectory?: string[]; weights?: number[] } {
  const p = new Process(c);
  const n = statistics(c).n;
  if (!keep) {
    const CHUNK = 1 << 18;
    while (!p.done) {
      p.advance(CHUNK);
      work.tick(p.m, n, 'running the process');
    }
    return { moves: p.m };
  }
  const trajectory = [makeConfiguration(p.c)];
  const weights = [p.w];
  while (p.step()) {
    trajectory.push(makeConfiguration(p.c));
    weights.push(p.w);
    if ((p.m & 0x3ff) === 0) work.tick(p.m, n, 'running the process');
  }
  return { moves: p.m, trajectory, weights };
}

/** A page of a trajectory {configuration, from, count}: at most PAGE_MAX_CELLS cells. */
const pageFields = {
  configuration: configuration(),
  from: withDefault(int(0, Number.MAX_SAFE_INTEGER), 0),
  count: withDefault(int(1, L.PAGE_MAX_COLUMNS), 100),
};
function withinPage<R extends { configuration: Configuration; count: number }>(req: R) {
  const coins = req.configuration.length;
  if (req.count * coins > L.PAGE_MAX_CELLS) {
    return fail(
      'too_large',
      `a page holds at most ${L.PAGE_MAX_CELLS.toLocaleString('en')} cells; ask for at most ${Math.floor(L.PAGE_MAX_CELLS / coins)} columns of ${coins} coins`,
      { field: 'count' },
    );
  }
  return ok(req);
}
const pageRequest = refine(fields(pageFields), withinPage);
/** A page of process frames, optionally every `stride`-th frame only (all fast play shows). */
const framePageRequest = refine(
  fields({ ...pageFields, stride: withDefault(int(1, Number.MAX_SAFE_INTEGER), 1) }),
  withinPage,
);

export const oskarHandlers = {
  decay: op(
    refine(fields({ configuration: configuration(), trajectory: withDefault(bool, true) }), (req) => {
      const c = req.configuration;
      const n = statistics(c).n;
      if (req.trajectory && (n + 1) * c.length > L.TRAJECTORY_MAX_CELLS) {
        return fail(
          'too_large',
          `the trajectory has ${(n + 1).toLocaleString('en')} configurations of ${c.length.toLocaleString('en')} coins; ask with "trajectory": false for the numbers, and op "elevator" for pages of it`,
          { field: 'configuration' },
        );
      }
      return ok(req);
    }),
    ({ configuration: c, trajectory: keep }, work) => {
      const st = statistics(c);
      const { moves, trajectory, weights } = run(c, keep, work);
      return {
        coins: c.length,
        moves,
        ...(trajectory && weights ? { trajectory, weights } : {}),
        w: st.w,
        v: st.v,
        u: st.u,
        n: st.n,
        formulaAgrees: st.n === moves,
        balance: { zerosAtOrBelow: st.zerosAtOrBelow, onesAbove: st.onesAbove },
        trips: c.length <= 200 ? trips(c, work) : undefined,
      };
    },
  ),

  distribution: op(
    fields({ coins: int(1, L.DISTRIBUTION_MAX_COINS), check: optional(bool) }),
    ({ coins: N, check: asked }, work) => {
      const check = asked ?? N <= L.DISTRIBUTION_CHECK_MAX_COINS;
      const counts = byStatistics(N, work);
      const checks: { closedForm?: boolean; enumeration?: boolean } = {};
      if (check) {
        checks.closedForm = sameCounts(counts, byProduct(N, work));
        if (N <= L.ENUMERATION_CHECK_MAX_COINS)
          checks.enumeration = sameCounts(counts, byEnumeration(N, work));
      }
      const asym = firstAsymmetry(counts);
      return {
        coins: N,
        counts: counts.map(String),
        maxMoves: maxMoves(N),
        total: String(total(counts)),
        totalIsPowerOfTwo: total(counts) === 1n << BigInt(N),
        symmetric: asym < 0,
        method:
          'statistics: configurations counted by weight w and excess u (Gaussian binomials), n = w + 2u',
        checks,
      };
    },
  ),

  elevator: op(pageRequest, ({ configuration: c, from, count }, work) => {
    const moves = statistics(c).n;
    return { ...elevatorPage(c, moves, from, count, work) };
  }),

  /** Frames from, from+stride, … (count of them) of the process for the walkthrough player, and the frame count. */
  processFrames: op(framePageRequest, ({ configuration: c, from, count, stride }, work) => ({
    ...withProcessAsks(processFramePage(c, statistics(c).n, from, count, work, stride), c.length),
  })),

  formulaWalkthrough: op(fields({ configuration: configuration() }), ({ configuration: c }, work) => {
    const st = statistics(c);
    return { derivation: withFormulaAsks(formulaWalkthrough(c, work)), w: st.w, u: st.u, v: st.v, n: st.n };
  }),

  closedFormProof: op(fields({ configuration: configuration(PROOF_MAX_COINS) }), ({ configuration: c }) => ({
    derivation: closedFormProof(c),
    subset: toSubset(c),
    n: statistics(c).n,
  })),

  slowest: op(fields({ coins: int(1, L.SLOWEST_MAX_COINS) }), ({ coins: N }, work) => {
    const c = slowestConfiguration(N);
    const search = N <= L.SLOWEST_SEARCH_MAX_COINS ? slowestBySearch(N, work) : undefined;
    return {
      coins: N,
      k: slowestK(N),
      configuration: makeConfiguration(c),
      moves: statistics(c).n,
      formula: maximumDecay(N),
      candidates: N <= 2000 ? candidates(N).map(({ k, formula, n }) => ({ k, formula, n })) : undefined,
      search: search && {
        maximum: search.maximum,
        slowest: search.slowest,
        unique: search.slowest.length === 1,
      },
    };
  }),

  backwards: op(fields({ configuration: configuration() }), ({ configuration: c }, work) => ({
    ...analyseBackwards(c, work),
  })),

  /** The backwards game's computer move {configuration, errorRate?, seed?}: a winning move when there is one. */
  computerMove: op(
    fields({ configuration: configuration(), errorRate: errorRateField, seed: seedField(1) }),
    ({ configuration: c, errorRate, seed }, work) => ({ ...backwardsComputerMove(c, errorRate, seed, work) }),
  ),

  backwardsSummary: op(fields({ coins: int(1, TABLE_MAX_COINS) }), ({ coins }, work) => ({
    ...backwardsSummary(coins, work),
  })),

  claims: op(fields({}), () => ({ claims: paperClaims() })),
};
