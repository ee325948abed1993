/**
 * The "oskar" requests of the engine contract (shared/design.md): decay and distribution,
 * plus elevator (pages of Table 2 for any trajectory), formulaWalkthrough, closedFormProof,
 * slowest, backwards, backwardsSummary and claims.
 */
import type { GameHandlers } from '../../handler';
import { EngineError } from '../../errors';
import { int, optionalInt, str, type RawRequest } from '../../request';
import type { Work } from '../../progress';
import { makeConfiguration, parseConfiguration, type Configuration } from './configuration';
import { Process } from './process';
import { statistics } from './statistics';
import { elevatorPage, trips } from './elevator';
import { byEnumeration, byProduct, byStatistics, firstAsymmetry, maxMoves, sameCounts, total } from './distribution';
import { formulaWalkthrough } from './formulaWalkthrough';
import { closedFormProof, PROOF_MAX_COINS } from './closedFormProof';
import { candidates, maximumDecay, slowestBySearch, slowestConfiguration, slowestK } from './slowest';
import { analyseBackwards, backwardsSummary } from './backwardsAnalysis';
import { TABLE_MAX_COINS } from './backwards';
import { backwardsComputerMove } from './backwardsComputer';
import { readErrorRate } from '../computerChoice';
import { paperClaims } from './claims';
import { toSubset } from './closedForm';
import * as L from './limits';

function configuration(req: RawRequest, max = L.MAX_COINS): Configuration {
  return parseConfiguration(str(req, 'configuration'), max);
}

function optionalBool(req: RawRequest, name: string, fallback: boolean): boolean {
  const v = req[name];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw new EngineError('bad_field', `"${name}" must be true or false`, { field: name });
  return v;
}

/** Run the process to the end, optionally keeping every configuration and weight. */
function run(c: Configuration, keep: boolean, work: Work): { moves: number; trajectory?: string[]; weights?: number[] } {
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

export const oskarHandlers: GameHandlers = {
  decay(req, work) {
    const c = configuration(req);
    const st = statistics(c);
    const keep = optionalBool(req, 'trajectory', true);
    if (keep && (st.n + 1) * c.length > L.TRAJECTORY_MAX_CELLS) {
      throw new EngineError(
        'too_large',
        `the trajectory has ${(st.n + 1).toLocaleString('en')} configurations of ${c.length.toLocaleString('en')} coins; ask with "trajectory": false for the numbers, and op "elevator" for pages of it`,
        { field: 'configuration' },
      );
    }
    const { moves, trajectory, weights } = run(c, keep, work);
    return {
      coins: c.length,
      moves,
      ...(trajectory ? { trajectory, weights } : {}),
      w: st.w,
      v: st.v,
      u: st.u,
      n: st.n,
      formulaAgrees: st.n === moves,
      balance: { zerosAtOrBelow: st.zerosAtOrBelow, onesAbove: st.onesAbove },
      trips: c.length <= 200 ? trips(c, work) : undefined,
    };
  },

  distribution(req, work) {
    const N = int(req, 'coins', 1, L.DISTRIBUTION_MAX_COINS);
    const check = optionalBool(req, 'check', N <= L.DISTRIBUTION_CHECK_MAX_COINS);
    const counts = byStatistics(N, work);
    const checks: Record<string, boolean> = {};
    if (check) {
      checks.closedForm = sameCounts(counts, byProduct(N, work));
      if (N <= L.ENUMERATION_CHECK_MAX_COINS) checks.enumeration = sameCounts(counts, byEnumeration(N, work));
    }
    const asym = firstAsymmetry(counts);
    return {
      coins: N,
      counts: counts.map(String),
      maxMoves: maxMoves(N),
      total: String(total(counts)),
      totalIsPowerOfTwo: total(counts) === 1n << BigInt(N),
      symmetric: asym < 0,
      method: 'statistics: configurations counted by weight w and excess u (Gaussian binomials), n = w + 2u',
      checks,
    };
  },

  elevator(req, work) {
    const c = configuration(req);
    const from = optionalInt(req, 'from', 0, Number.MAX_SAFE_INTEGER, 0);
    const count = optionalInt(req, 'count', 1, L.PAGE_MAX_COLUMNS, 100);
    if (count * c.length > L.PAGE_MAX_CELLS) {
      throw new EngineError('too_large', `a page holds at most ${L.PAGE_MAX_CELLS.toLocaleString('en')} cells; ask for at most ${Math.floor(L.PAGE_MAX_CELLS / c.length)} columns of ${c.length} coins`, { field: 'count' });
    }
    const moves = statistics(c).n;
    return { ...elevatorPage(c, moves, from, count, work) };
  },

  formulaWalkthrough(req, work) {
    const c = configuration(req);
    const st = statistics(c);
    return { derivation: formulaWalkthrough(c, work), w: st.w, u: st.u, v: st.v, n: st.n };
  },

  closedFormProof(req) {
    const c = configuration(req, PROOF_MAX_COINS);
    return { derivation: closedFormProof(c), subset: toSubset(c), n: statistics(c).n };
  },

  slowest(req, work) {
    const N = int(req, 'coins', 1, L.SLOWEST_MAX_COINS);
    const c = slowestConfiguration(N);
    const search = N <= L.SLOWEST_SEARCH_MAX_COINS ? slowestBySearch(N, work) : undefined;
    return {
      coins: N,
      k: slowestK(N),
      configuration: makeConfiguration(c),
      moves: statistics(c).n,
      formula: maximumDecay(N),
      candidates: N <= 2000 ? candidates(N).map(({ k, formula, n }) => ({ k, formula, n })) : undefined,
      search: search && { maximum: search.maximum, slowest: search.slowest, unique: search.slowest.length === 1 },
    };
  },

  backwards(req, work) {
    return { ...analyseBackwards(configuration(req), work) };
  },

  /** The backwards game's computer move {configuration, errorRate?, seed?}: a winning move when there is one. */
  computerMove(req, work) {
    const c = configuration(req);
    return { ...backwardsComputerMove(c, readErrorRate(req), optionalInt(req, 'seed', 0, 0xffffffff, 1), work) };
  },

  backwardsSummary(req, work) {
    return { ...backwardsSummary(int(req, 'coins', 1, TABLE_MAX_COINS), work) };
  },

  claims() {
    return { claims: paperClaims() };
  },
};
