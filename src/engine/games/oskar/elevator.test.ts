import { describe, expect, it } from 'vitest';
import { fromMask, fromText } from './configuration';
import { elevatorPage, trips } from './elevator';
import { decayTime, isMarked } from './statistics';
import { PAPER_CONFIGURATION, SECTION3, TABLE2, TABLE2_WEIGHTS } from './paper';
import { slowestConfiguration } from './slowest';

const paper = fromText(PAPER_CONFIGURATION);

describe('the elevator diagram (Table 2)', () => {
  const page = elevatorPage(paper, 18, 0, 100);

  it('has 19 columns with the printed weights, the elevator at level 0 in the last', () => {
    expect(page.columns).toHaveLength(19);
    expect(page.columns.map((c) => c.w)).toEqual(TABLE2_WEIGHTS);
    // n = 2v − w² at every column is the number of moves still to come (P3)
    expect(page.columns.map((c) => c.n)).toEqual(Array.from({ length: 19 }, (_, m) => 18 - m));
    expect(page.columns[0].v).toBe(17);
  });

  it('agrees with the printed cells except two, each contradicting the printed weight row', () => {
    const differ: string[] = [];
    TABLE2.forEach((row, r) => {
      const coin = 7 - r;
      for (let m = 0; m < 19; m++) {
        const col = page.columns[m];
        const underlined = col.marked[coin - 1] === '1' || col.w === coin; // marks plus the (boxed) elevator cell
        if (col.configuration[coin - 1] !== row.values[m] || underlined !== (row.underlined[m] === '1'))
          differ.push(
            `coin ${coin}, m = ${m}: printed ${row.values[m]}, computed ${col.configuration[coin - 1]}`,
          );
      }
    });
    // Print errors (as transcribed): column 12 shows seven heads under weight 6, column 7 two heads under weight 3.
    expect(differ).toEqual(['coin 7, m = 12: printed 1, computed 0', 'coin 2, m = 7: printed 0, computed 1']);
  });

  it('pages concatenate to the whole diagram, and a deep page of the N = 1000 slowest trajectory is cheap', () => {
    const a = elevatorPage(paper, 18, 0, 7);
    const b = elevatorPage(paper, 18, 7, 7);
    const c = elevatorPage(paper, 18, 14, 7);
    expect([...a.columns, ...b.columns, ...c.columns]).toEqual(page.columns);
    expect(c.columns).toHaveLength(5);
    const slow = slowestConfiguration(1000);
    const deep = elevatorPage(slow, 500_500, 500_490, 20);
    expect(deep.columns.map((x) => x.m)).toEqual(Array.from({ length: 11 }, (_, i) => 500_490 + i));
    expect(deep.columns.at(-1)!.configuration).toBe('0'.repeat(1000));
  });

  it('reproduces the trips of §3: 3 (zero), 5 (one), 2 (zero), 7 (one), then 4 moves down', () => {
    const t = trips(paper);
    expect(t.map(({ level, kind, moves }) => ({ level, kind, moves }))).toEqual([
      ...SECTION3.trips,
      { level: 0, kind: 'rush', moves: SECTION3.finalRush },
    ]);
  });

  it('every trip goes straight out and back, picking up exactly the marked coins (N ≤ 11)', () => {
    const bad: string[] = [];
    for (let N = 1; N <= 11; N++) {
      for (let mask = 1; mask < 2 ** N; mask++) {
        const c = fromMask(mask, N);
        const w = c.reduce((s, x) => s + x, 0);
        const t = trips(c);
        const marked = Array.from({ length: N }, (_, i) => i + 1).filter((i) => isMarked(c, w, i));
        const picked = t
          .filter((x) => x.kind !== 'rush')
          .map((x) => x.level)
          .sort((p, q) => p - q);
        if (
          !t.every((x) => x.monotone) ||
          picked.join() !== marked.join() ||
          t.reduce((s, x) => s + x.moves, 0) !== decayTime(c)
        )
          bad.push(`${N}:${mask}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
