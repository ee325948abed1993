/**
 * Complementary Subtraction benchmarks (issue 22):
 *  - the Question 6.3 explorer: every residue set T for p ≤ 10 (1,023 sets) to heap 10,000,
 *    outcomes only, through analyze() with a progress listener (goal < 10 s; the worker adds
 *    only message passing);
 *  - the generic canonical-form table (canonicalTable.ts) to heap CGL_BENCH_CS_MAX (default
 *    10,000; goal < 5 s) for a few sets, each from nothing, with Golden Nugget's own table as the
 *    baseline for S = Wythoff's A;
 *  - Theorem 6.1's check over 100,000 heaps.
 * CPU time is shown beside wall time: the machine may be shared.
 */
import { analyze } from '../src/engine/api';
import { ensureHeaps } from '../src/engine/games/goldennugget/heapTable';
import { canonicalTable } from '../src/engine/games/subtraction/canonicalTable';
import { membership, parseSet } from '../src/engine/games/subtraction/rules';
import { checkTheorem61 } from '../src/engine/games/subtraction/theorem61';
import { storeSize } from '../src/engine/cgt/store';
import { freshRequest } from './freshProcess';
import { time, type BenchRow } from './harness';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function spec(text: string) {
  const r = parseSet(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function explorerRow(): BenchRow {
  let ticks = 0;
  let last = 0;
  const c0 = cpuMs();
  const r = time(() =>
    analyze(
      { game: 'subtraction', op: 'explore', maxP: 10, upTo: 10_000 },
      {
        onProgress: (p) => {
          ticks++;
          last = p.done;
        },
      },
    ),
  );
  const a = r.result as { ok: boolean; summary?: { periodic: number; sets: number }[] };
  const periodic = a.summary?.reduce((s, x) => s + x.periodic, 0) ?? 0;
  return {
    operation: 'subtraction explore: every T, p ≤ 10, outcomes (goal < 10 s)',
    size: '1,023 sets × 10,001 heaps',
    ms: r.ms,
    note: `CPU ${((cpuMs() - c0) / 1000).toFixed(2)} s; ${periodic} periodic; ${ticks} progress reports, last ${last}`,
  };
}

function tableRows(): BenchRow[] {
  const max = Number(process.env.CGL_BENCH_CS_MAX ?? 10_000);
  const sets = (
    process.env.CGL_BENCH_CS_SETS ?? 'wythoff,mod:5:1,3,beatty:sqrt2,mod:2:1,finite:1,2,5,finite:1,4,6,9'
  ).split(/,(?=[a-z])/);
  const rows: BenchRow[] = [];
  for (const s of sets) {
    const member = membership(spec(s), max);
    const before = storeSize();
    const c0 = cpuMs();
    const r = time(() => canonicalTable(member, max));
    const cpu = cpuMs() - c0;
    let baselineMs: number | undefined;
    if (s === 'wythoff') baselineMs = time(() => ensureHeaps(max)).ms;
    rows.push({
      operation: `subtraction canonical table 0..N from nothing, ${s} (goal < 5 s)`,
      size: max.toLocaleString('en'),
      ms: r.ms,
      baselineMs,
      note: `CPU ${(cpu / 1000).toFixed(2)} s; ${(storeSize() - before).toLocaleString('en')} new games${baselineMs === undefined ? '' : '; baseline: Golden Nugget’s table (the same code since they were unified)'}`,
    });
  }
  return rows;
}

function theoremRow(): BenchRow {
  const r = time(() => checkTheorem61(spec('beatty:sqrt2'), 100_000));
  return {
    operation: 'subtraction theorem61 (outcomes by recurrence)',
    size: '100,000 heaps',
    ms: r.ms,
    note: `holds: ${r.result.holds}`,
  };
}

/** The table as a command-line user gets it: a fresh process, the last 1,000 rows to N written out. */
function freshRows(): BenchRow[] {
  const max = Number(process.env.CGL_BENCH_CS_MAX ?? 10_000);
  return ['finite:1,2,5', 'mod:5:1,3'].map((set) => {
    const r = freshRequest({ game: 'subtraction', op: 'table', set, from: max - 999, to: max });
    return {
      operation: `subtraction table 0..N, fresh CLI process, last 1,000 rows written, ${set} (goal < 5 s)`,
      size: max.toLocaleString('en'),
      ms: r.ms,
      note: `CPU ${(r.cpuMs / 1000).toFixed(2)} s; peak ${r.rssMb.toFixed(0)} MB resident`,
    };
  });
}

export function subtractionBench(): BenchRow[] {
  return [explorerRow(), theoremRow(), ...tableRows(), ...freshRows()];
}
