/**
 * Section 5's "brief computer search", redone in the worker: every version with k coins a move,
 * every line up to n coins, values counted by kind in canonical and reduced canonical form.
 * The findings are the engine's sentences about exactly what it computed; a version's name
 * opens its table, a first non-number opens its explanation.
 */
import { useParam } from '../../../nav/router';
import type { AnswerOf } from '../../../engine/api';
import { request } from '../../../engine/typedRequest';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../../worker/useAnalysis';
import { MAX_SEARCH_LENGTH } from '../../../engine/games/flippingVariants/limits';
import { KIND_LABEL, minus } from './kinds';
import type { VariantParams } from './params';
import { groupDigits } from '../../../ui/format/groupDigits';
import { ReadingsTable } from './ReadingsTable';

const DEFAULT_SEARCH: Record<number, number> = { 2: 10, 3: 8, 4: 7 };

type Summary = AnswerOf<'flippingvariants', 'search'>['partizan'][number];

function counts(c: Summary['counts']) {
  return Object.entries(c)
    .map(([k, n]) => `${KIND_LABEL[k as keyof typeof KIND_LABEL]} ${groupDigits(n!)}`)
    .join(', ');
}

/** The search's k (coins a move) and line length from the link (k=, sn=), as the tab reads them. */
export function readSearchParams(kText?: string, lText?: string) {
  const k = kText === '2' || kText === '4' ? Number(kText) : 3;
  return { k, l: Math.min(MAX_SEARCH_LENGTH[k], Math.max(1, Number(lText) || DEFAULT_SEARCH[k])) };
}

export function SearchTab({ params }: { params: VariantParams }) {
  const [kText, setK] = useParam('k');
  const [lText, setL] = useParam('sn');
  const { k, l } = readSearchParams(kText, lText);
  const analysis = useAnalysis(request('flippingvariants', 'search', { k, maxLength: l, rule: params.rule }));
  const r = analysis.result;
  const open = (variant: string, pos?: string) =>
    params.set({
      tab: undefined,
      v: variant,
      n: String(Math.max(l, pos?.length ?? 1)),
      kind: undefined,
      page: undefined,
      pos,
    });
  return (
    <div className="fv-tab">
      <div className="toolbar">
        <label>
          Coins a move, k ={' '}
          <select
            value={k}
            onChange={(e) => (
              setK(e.currentTarget.value === '3' ? undefined : e.currentTarget.value),
              setL(undefined)
            )}
          >
            {[2, 3, 4].map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <label>
          every line of up to{' '}
          <select value={l} onChange={(e) => setL(e.currentTarget.value)}>
            {Array.from({ length: MAX_SEARCH_LENGTH[k] }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>{' '}
          coins
        </label>
        <span className="fv-muted">
          ({params.rule === 'any' ? 'any coins, with gaps' : 'adjacent coins only'}: change it on the table
          tab)
        </span>
      </div>
      <AnalysisStatus analysis={analysis} what="the search" />
      {r && (
        <>
          <h3>What the computation found</h3>
          <ul className="fv-observations" data-testid="fv-observations">
            {r.observations.map((o, i) => (
              <li key={i}>{minus(o)}</li>
            ))}
          </ul>
          <p className="fv-muted">
            Computed facts about the {groupDigits(r.lines)} lines of up to {r.maxLength} coins for each
            version, not theorems. Each version is counted once: swapping Left’s and Right’s patterns negates
            every value.
          </p>
          <SearchTable r={r} open={open} />
          {r.k === 3 && <ReadingsTable maxLength={r.maxLength} rule={r.rule} />}
        </>
      )}
    </div>
  );
}

/**
 * The search's versions with their values counted by kind; with `open`, a version's name opens
 * its table and a first non-number its explanation (on paper, without it, both are plain text).
 */
export function SearchTable({
  r,
  open,
}: {
  r: AnswerOf<'flippingvariants', 'search'>;
  open?: (variant: string, pos?: string) => void;
}) {
  const rows = (list: Summary[]) =>
    list.map((s) => (
      <tr key={s.variant}>
        <th scope="row">
          {open ? (
            <button
              type="button"
              onClick={() => open(s.variant)}
              aria-label={`Open the table of ${s.variant}`}
            >
              {s.variant}
            </button>
          ) : (
            s.variant
          )}
        </th>
        <td>{s.allNumbers ? 'yes' : 'no'}</td>
        <td>{counts(s.counts)}</td>
        <td>{counts(s.reducedCounts)}</td>
        <td>
          {s.firstNonNumber && open ? (
            <button
              type="button"
              onClick={() => open(s.variant, s.firstNonNumber!.position)}
              aria-label={`${s.firstNonNumber.position} = ${minus(s.firstNonNumber.value) ?? '…'}: explain it in ${s.variant}`}
            >
              {s.firstNonNumber.position} = {minus(s.firstNonNumber.value) ?? '…'}
            </button>
          ) : s.firstNonNumber ? (
            `${s.firstNonNumber.position} = ${minus(s.firstNonNumber.value) ?? '…'}`
          ) : (
            '—'
          )}
        </td>
      </tr>
    ));
  return (
    <div className="fv-table-wrap" tabIndex={0} role="region" aria-label="Search results by version">
      <table className="fv-table" data-testid="fv-search-table">
        <caption>Versions with k = {r.k}: values by kind</caption>
        <thead>
          <tr>
            <th scope="col">Version (Left/Right)</th>
            <th scope="col">Only numbers?</th>
            <th scope="col">Canonical forms</th>
            <th scope="col">Reduced forms</th>
            <th scope="col">First non-number</th>
          </tr>
        </thead>
        <tbody>
          {rows(r.partizan)}
          <tr>
            <th scope="rowgroup" colSpan={5} className="fv-subhead">
              Impartial versions (both flip the same pattern)
            </th>
          </tr>
          {rows(r.impartial)}
        </tbody>
      </table>
    </div>
  );
}
