/**
 * Every number the paper prints, beside the number computed from the rules. The app shows
 * this table; tests pin which claims agree. Printed values come from paper.ts; nothing here
 * reads them to compute.
 */
import { fromMask, fromText, makeConfiguration } from './configuration';
import { configurationAt, simulateDecayMask, weight } from './process';
import { decayTime, decayTimeMask, statistics } from './statistics';
import { elevatorPage, trips } from './elevator';
import { ck, slowestBySearch } from './slowest';
import { byStatistics, firstAsymmetry, total } from './distribution';
import { predecessors } from './backwards';
import { PAPER_CONFIGURATION, SECTION3, TABLE1, TABLE2, TABLE2_WEIGHTS, TABLE3 } from './paper';

export interface Claim {
  id: string;
  /** where in the paper: "Table 1", "§3", … */
  where: string;
  /** what is claimed, in words (may hold $TeX$) */
  claim: string;
  printed: string;
  computed: string;
  agrees: boolean;
  note?: string;
}

/** Small N for the "for all configurations" checks shown in the app (tests go further). */
export const CLAIMS_MAX_COINS = 12;

export function paperClaims(): Claim[] {
  return [
    ...table1Claims(),
    ...table2Claims(),
    ...section3Claims(),
    ...section4Claims(),
    ...table3Claims(),
    ...section6Claims(),
  ];
}

function table1Claims(): Claim[] {
  const c = fromText(PAPER_CONFIGURATION);
  return TABLE1.map((row, m) => {
    const x = configurationAt(c, m);
    const computed = `${makeConfiguration(x)}, w = ${weight(x)}`;
    const printed = `${row.configuration}, w = ${row.weight}`;
    return {
      id: `table1-${m}`,
      where: 'Table 1',
      claim: `row $${row.label}$`,
      printed,
      computed,
      agrees: printed === computed,
    };
  });
}

function table2Claims(): Claim[] {
  const page = elevatorPage(fromText(PAPER_CONFIGURATION), decayTime(fromText(PAPER_CONFIGURATION)), 0, 1000);
  const cols = page.columns;
  const claims: Claim[] = [];
  let cells = 0;
  let sameCells = 0;
  let sameMarks = 0;
  TABLE2.forEach((row, r) => {
    const coin = TABLE2.length - r;
    for (let m = 0; m < row.values.length; m++) {
      cells++;
      const col = cols[m];
      const value = col?.configuration[coin - 1];
      // The print underlines the marked cells and, with its box lost, the elevator's own cell.
      const marked = col !== undefined && (col.marked[coin - 1] === '1' || col.w === coin);
      const printedMarked = row.underlined[m] === '1';
      if (value === row.values[m]) sameCells++;
      if (marked === printedMarked) sameMarks++;
      if (value !== row.values[m] || marked !== printedMarked) {
        const printedWeight = TABLE2.reduce((s, rr) => s + Number(rr.values[m]), 0);
        claims.push({
          id: `table2-${coin}-${m}`,
          where: 'Table 2',
          claim: `coin ${coin} at time m = ${m}`,
          printed: `${row.values[m]}${printedMarked ? ' (underlined)' : ''}`,
          computed: `${value ?? '—'}${marked ? ' (marked)' : ''}`,
          agrees: false,
          note: `The printed column m = ${m} has ${printedWeight} heads but the printed weight row says ${TABLE2_WEIGHTS[m]}; the process gives ${col ? col.configuration.split('').reverse().join('') : '—'} (coin 7 first).`,
        });
      }
    }
  });
  const weights = cols.map((c) => c.w);
  claims.unshift(
    {
      id: 'table2-columns',
      where: 'Table 2',
      claim: 'columns m = 0 … 18',
      printed: `${TABLE2_WEIGHTS.length} columns`,
      computed: `${cols.length} columns`,
      agrees: cols.length === TABLE2_WEIGHTS.length,
    },
    {
      id: 'table2-weights',
      where: 'Table 2',
      claim: 'the weight row $w.(s^m.c)$',
      printed: TABLE2_WEIGHTS.join(' '),
      computed: weights.join(' '),
      agrees: weights.join(' ') === TABLE2_WEIGHTS.join(' '),
    },
    {
      id: 'table2-cells',
      where: 'Table 2',
      claim: 'the coin cells $s^m.c.i$',
      printed: `${cells} cells`,
      computed: `${sameCells} of ${cells} equal`,
      agrees: sameCells === cells,
      note:
        sameCells === cells
          ? undefined
          : 'the cells that differ are listed below; each contradicts the printed weight row',
    },
    {
      id: 'table2-underlines',
      where: 'Table 2',
      claim: 'underlined = zeros below and ones above the elevator, and the elevator cell',
      printed: `${cells} cells`,
      computed: `${sameMarks} of ${cells} equal`,
      agrees: sameMarks === cells,
    },
  );
  return claims;
}

function section3Claims(): Claim[] {
  const c = fromText(PAPER_CONFIGURATION);
  const config = makeConfiguration(c);
  const st = statistics(c);
  const tr = trips(c);
  const returns = tr.filter((t) => t.kind !== 'rush');
  const rush = tr.find((t) => t.kind === 'rush');
  const list = (xs: { level: number; kind: string; moves: number }[]) =>
    xs.map((t) => `${t.kind} at ${t.level}: ${t.moves}`).join('; ');
  const claims: Claim[] = [
    eq(
      's3-returns',
      '§3',
      'the elevator returns to its starting level (after a zero, after a one)',
      `${SECTION3.returns} (${SECTION3.returnsAfterZero}, ${SECTION3.returnsAfterOne})`,
      `${returns.length} (${returns.filter((t) => t.kind === 'zero').length}, ${returns.filter((t) => t.kind === 'one').length})`,
    ),
    eq(
      's3-trips',
      '§3',
      'the trips: what is picked up, where, and how many moves',
      list(SECTION3.trips),
      list(returns),
    ),
    eq('s3-rush', '§3', 'moves of the final rush down', String(SECTION3.finalRush), String(rush?.moves ?? 0)),
    eq('s3-u', '§3', '$u.c = 1 + 2 + 1 + 3$', String(SECTION3.u), String(st.u)),
    eq(
      's3-u-terms',
      '§3',
      'the terms of $u.c$',
      SECTION3.uTerms.join(' + '),
      uTerms(st.w, config).join(' + '),
    ),
    eq('s3-n', '§3', '$n.c = 2 \\cdot 7 + 4$', String(SECTION3.n), String(2 * st.u + st.w)),
    eq(
      's3-u-simplified',
      '§3',
      '$u.c = 5 + 7 - 2 - 3$',
      signed(SECTION3.uSimplifiedPlus, SECTION3.uSimplifiedMinus, SECTION3.u),
      signed(onesAbove(config, st.w), zerosAtOrBelow(config, st.w), st.sumOnesAbove - st.sumZerosAtOrBelow),
    ),
    eq(
      's3-v',
      '§3',
      "$v.c = 2 + 3 + 5 + 7 = 17$ (the sum of the heads' numbers)",
      `${SECTION3.vTerms.join(' + ')} = ${SECTION3.v}`,
      `${heads(config).join(' + ')} = ${st.v}`,
      undefined,
      'The printed terms are not the heads of 1001101 (coins 1, 4, 5, 7); the total 17 is right only because 2 + 3 = 1 + 4.',
    ),
    eq('s3-n-v', '§3', '$n.c = 2 \\cdot 17 - 4^2$', String(SECTION3.n), String(st.n)),
  ];
  // The theorem and the balance property, for every configuration up to CLAIMS_MAX_COINS coins.
  let configs = 0;
  let formulaOk = 0;
  let balanceOk = 0;
  for (let N = 1; N <= CLAIMS_MAX_COINS; N++) {
    for (let mask = 0; mask < 2 ** N; mask++) {
      configs++;
      if (simulateDecayMask(mask) === decayTimeMask(mask, N)) formulaOk++;
      const s = statistics(fromMask(mask, N));
      if (s.zerosAtOrBelow === s.onesAbove) balanceOk++;
    }
  }
  claims.push(
    eq(
      's3-balance',
      '§3',
      `balance: zeros at or below the elevator = ones above it (all configurations, N ≤ ${CLAIMS_MAX_COINS})`,
      'always',
      `${balanceOk} of ${configs}`,
      balanceOk === configs,
    ),
    eq(
      's3-theorem',
      '§3',
      `$n.c = 2 v.c - (w.c)^2$ moves to all tails (all configurations, N ≤ ${CLAIMS_MAX_COINS})`,
      'always',
      `${formulaOk} of ${configs}`,
      formulaOk === configs,
    ),
  );
  return claims;
}

function section4Claims(): Claim[] {
  let rows = 0;
  let ok = 0;
  const searched: string[] = [];
  let searchOk = true;
  for (let N = 1; N <= CLAIMS_MAX_COINS; N++) {
    for (let k = 0; k <= N; k++) {
      rows++;
      if (decayTime(ck(N, k)) === k * (2 * N + 1 - 2 * k)) ok++;
    }
    const s = slowestBySearch(N);
    const expected = makeConfiguration(ck(N, Math.floor((N + 1) / 2)));
    if (s.maximum !== (N * (N + 1)) / 2 || s.slowest.length !== 1 || s.slowest[0] !== expected)
      searchOk = false;
    if (N <= 4) searched.push(`N = ${N}: ${s.slowest.join(', ')}`);
  }
  return [
    eq(
      's4-ck',
      '§4',
      `$n.c_k = k(2N + 1 - 2k)$ (N ≤ ${CLAIMS_MAX_COINS}, every k)`,
      'always',
      `${ok} of ${rows}`,
      ok === rows,
    ),
    eq(
      's4-max',
      '§4',
      `the maximum is $N(N+1)/2$, at $c_k$ with $k = (N+1) \\operatorname{div} 2$ only (search of all configurations, N ≤ ${CLAIMS_MAX_COINS})`,
      'always',
      searchOk ? `confirmed (${searched.join('; ')}; …)` : 'fails',
      searchOk,
      'The paper says "apparently" unique; every configuration was simulated.',
    ),
  ];
}

function table3Claims(): Claim[] {
  const claims: Claim[] = TABLE3.map((row) => {
    const counts = byStatistics(row.coins);
    const computed = `${counts.join(' ')} (total ${total(counts)})`;
    const printed = `${row.counts.join(' ')} (total ${row.total})`;
    return eq(`table3-${row.coins}`, 'Table 3', `row N = ${row.coins}`, printed, computed);
  });
  let symmetric = 0;
  for (let N = 1; N <= CLAIMS_MAX_COINS; N++) if (firstAsymmetry(byStatistics(N)) < 0) symmetric++;
  claims.push(
    eq(
      's5-symmetry',
      '§5',
      `each row is symmetric (N ≤ ${CLAIMS_MAX_COINS} here; proved for all N)`,
      'remarked, proof "quite involved"',
      `${symmetric} of ${CLAIMS_MAX_COINS} rows symmetric`,
      symmetric === CLAIMS_MAX_COINS,
      "Proof in the app: complementing subsets of {1..N} (see the distribution's proof).",
    ),
    {
      id: 's5-closed-form',
      where: '§5',
      claim: 'a closed expression for the distribution?',
      printed: 'open question',
      computed:
        'configurations with $n.c = m$ = subsets of $\\{1..N\\}$ with sum $m$: the coefficient of $q^m$ in $\\prod_{k=1}^N (1+q^k)$',
      agrees: true,
      note: 'Answered and proved in the app; tested against enumeration for N ≤ 20.',
    },
  );
  return claims;
}

function section6Claims(): Claim[] {
  const byCount = [0, 0, 0, 0];
  for (let N = 1; N <= CLAIMS_MAX_COINS; N++) {
    for (let mask = 0; mask < 2 ** N; mask++) {
      const c = fromMask(mask, N);
      const moves = predecessors(c).length + (weight(c) === 0 ? 1 : 0); // all tails is also its own predecessor
      byCount[Math.min(moves, 3)]++;
    }
  }
  const computed = `0: ${byCount[0]}, 1: ${byCount[1]}, 2: ${byCount[2]}, more: ${byCount[3]}`;
  return [
    eq(
      's6-moves',
      '§6',
      `in the backwards game a configuration allows zero, one or two moves (N ≤ ${CLAIMS_MAX_COINS})`,
      'zero, one or two',
      computed,
      byCount[3] === 0,
      'Counting the move from all tails to itself.',
    ),
  ];
}

function eq(
  id: string,
  where: string,
  claim: string,
  printed: string,
  computed: string,
  agrees = printed === computed,
  note?: string,
): Claim {
  return { id, where, claim, printed, computed, agrees, ...(note ? { note } : {}) };
}

function signed(plus: number[], minus: number[], result: number): string {
  return `${plus.join(' + ')}${minus.map((x) => ` − ${x}`).join('')} = ${result}`;
}

function onesAbove(config: string, w: number): number[] {
  return heads(config).filter((i) => i > w);
}

function zerosAtOrBelow(config: string, w: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= w; i++) if (config[i - 1] === '0') out.push(i);
  return out;
}

function heads(config: string): number[] {
  return [...config].flatMap((ch, i) => (ch === '1' ? [i + 1] : []));
}

/** |w − i| for the marked coins, in the paper's order: zeros below (top down), then ones above (bottom up). */
function uTerms(w: number, config: string): number[] {
  const below: number[] = [];
  const above: number[] = [];
  for (let i = 1; i <= config.length; i++) {
    if (i < w && config[i - 1] === '0') below.push(w - i);
    if (i > w && config[i - 1] === '1') above.push(i - w);
  }
  return [...below.reverse(), ...above];
}
