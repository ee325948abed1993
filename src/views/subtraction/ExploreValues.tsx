/**
 * Question 6.3 for values: for every T mod p, are the canonical forms of the heaps (not only
 * the outcomes) periodic, arithmetic-periodic, or periodic once reduced (number heaps set
 * aside), and from which heap? The engine computes it (op exploreValues) on a request: the form
 * writes vp= and vupto= into the URL, and only then does the job start, with progress and
 * Cancel. Everything here is observed to a heap limit; nothing of it is proved.
 */
import { useState, type FormEvent } from 'react';
import type { AnswerOf } from '../../engine/api';
import { MAX_VALUES_HEAP, MAX_VALUES_P } from '../../engine/games/subtraction/limits';
import { setParams, useParam } from '../../nav/router';
import { request } from '../../engine/typedRequest';
import { groupDigits } from '../../ui/format/groupDigits';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';

type ValuesRow = AnswerOf<'subtraction', 'exploreValues'>['rows'][number];

const VALUE_PS = Array.from({ length: MAX_VALUES_P - 1 }, (_, i) => i + 2);
const VALUE_LIMITS = [80, 160, MAX_VALUES_HEAP] as const;

function readInt(v: string | undefined, allowed: readonly number[]): number | null {
  const n = Number(v);
  return v !== undefined && allowed.includes(n) ? n : null;
}

/** The row's verdict in words: the strongest kind of periodicity found, and from which heap. */
export function valuesVerdict(r: ValuesRow): string {
  if (r.periodic) return `periodic from heap ${r.periodic.preperiod}, period ${r.periodic.period}`;
  if (r.arithmetic)
    return `arithmetic-periodic from heap ${r.arithmetic.preperiod}, period ${r.arithmetic.period}: G(n + ${r.arithmetic.period}) = G(n) + ${r.arithmetic.difference ?? '(a long form)'}`;
  if (r.reducedPeriodic)
    return `reduced forms periodic from heap ${r.reducedPeriodic.preperiod}, period ${r.reducedPeriodic.period} (number heaps set aside)`;
  return `none found to heap ${groupDigits(r.upTo)}`;
}

/** What the number heaps of each residue do, when the reduced forms are periodic. */
function numbersText(r: ValuesRow): string {
  if (r.numberClasses.length === 0) return r.reducedPeriodic ? 'no residue is all numbers' : '—';
  return r.numberClasses
    .map((c) =>
      c.halving
        ? `n ≡ ${c.residue}: numbers, steps halving towards ${c.limit?.replace('-', '−')}`
        : `n ≡ ${c.residue}: numbers, steps not halving`,
    )
    .join('; ');
}

function ValuesTable({ rows }: { rows: ValuesRow[] }) {
  return (
    <div className="gn-table-wrap">
      <table className="cs-values" data-testid="cs-values-table">
        <caption>Canonical forms of heaps for each T: the verdict and where it starts</caption>
        <thead>
          <tr>
            <th scope="col">T</th>
            <th scope="col">verdict</th>
            <th scope="col">number heaps</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const t = `{${r.residues.join(', ')}}`;
            return (
              <tr key={r.set}>
                <th scope="row">{t}</th>
                <td>{valuesVerdict(r)}</td>
                <td>{numbersText(r)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function ExploreValues() {
  const [vpParam] = useParam('vp');
  const [vupParam] = useParam('vupto');
  const vp = readInt(vpParam, VALUE_PS);
  const vupTo = readInt(vupParam, VALUE_LIMITS) ?? 160;
  const [p, setP] = useState(vp ?? 3);
  const [upTo, setUpTo] = useState(vupTo);
  const run = useAnalysis(
    vp === null ? null : request('subtraction', 'exploreValues', { p: vp, upTo: vupTo }),
  );
  const a = run.result && run.result.p === vp && run.result.upTo === vupTo ? run.result : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams({ vp: String(p), vupto: upTo === 160 ? undefined : String(upTo) }, { replace: true });
  };
  return (
    <section className="cs-panel" aria-labelledby="cs-values-heading">
      <h3 id="cs-values-heading">The values, not only the outcomes</h3>
      <p>
        Are the canonical forms G(n) periodic (G(n + q) = G(n)), arithmetic-periodic (G(n + q) = G(n) + c for
        one game c), or periodic once reduced, with the number heaps set aside? Periods q up to 2p are tried.
        The canonical forms grow with the heap, so the heaps go to {groupDigits(MAX_VALUES_HEAP)} here.
      </p>
      {vpParam !== undefined && vp === null && (
        <p className="gn-error" role="alert" data-testid="cs-values-link-error">
          The link’s p = {vpParam} was not used: values are explored for p from 2 to {MAX_VALUES_P}.
        </p>
      )}
      <form className="cs-explore-form" onSubmit={submit} aria-label="Explore the values">
        <label>
          p{' '}
          <select value={p} onChange={(e) => setP(Number(e.currentTarget.value))} data-testid="cs-values-p">
            {VALUE_PS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          heaps up to{' '}
          <select value={upTo} onChange={(e) => setUpTo(Number(e.currentTarget.value))}>
            {VALUE_LIMITS.map((n) => (
              <option key={n} value={n}>
                {groupDigits(n)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Explore the values</button>
      </form>
      <AnalysisStatus
        analysis={run}
        what={vp === null ? 'the values' : `the values of every T for p = ${vp}`}
      />
      {a && (
        <>
          <p data-testid="cs-values-summary">{a.observed}</p>
          <p className="cs-observed">
            <strong>Observed, not proved.</strong> A period seen to heap {groupDigits(a.upTo)} may break
            later, and “none found” means none with a period up to {2 * a.p} in these heaps. Only the
            outcomes’ periodicity is proved (above).
          </p>
          <ValuesTable rows={a.rows} />
        </>
      )}
    </section>
  );
}
