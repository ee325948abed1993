/**
 * Brute force beside the formula: every position of 1 to 15 coins valued by mex over all its
 * moves (in the worker, with progress and Cancel), compared with the ruler formula's value and
 * winning runs, with agreement counts; the current row checked the same way; and every
 * position of a short length listed.
 */
import { useState } from 'react';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';
import { runLabel } from './types';
import { groupDigits } from '../../ui/format/groupDigits';

export const BRUTE_MAX = 15;
const LIST_MAX = 8;
const fmt = (n: number) => groupDigits(n);

export function VerificationPanel({ position }: { position: string }) {
  const all = useAnalysis({ game: 'ruler', op: 'bruteForce', maxCoins: BRUTE_MAX });
  const small = position.length <= BRUTE_MAX;
  const check = useAnalysis(small ? { game: 'ruler', op: 'bruteCheck', position } : null);
  const [listCoins, setListCoins] = useState(3);
  const list = useAnalysis({ game: 'ruler', op: 'bruteList', coins: listCoins });
  const r = all.result;

  return (
    <div className="ruler-verify">
      <h3>This row</h3>
      {small ? (
        <>
          <AnalysisStatus analysis={check} what="brute force for this row" />
          {check.result && <RowCheck c={check.result} />}
        </>
      ) : (
        <p>
          This row has {position.length} coins: brute force here stops at {BRUTE_MAX} coins (2
          <sup>{BRUTE_MAX}</sup> positions), so its value comes from the formula alone.
        </p>
      )}

      <h3>Every position of 1 to {BRUTE_MAX} coins</h3>
      <AnalysisStatus analysis={all} what="brute force of every position up to 15 coins" />
      {r && (
        <>
          <p role="status" data-testid="ruler-verify-summary">
            Values agree on {fmt(r.totals.valuesAgree)} of {fmt(r.totals.positions)} positions; the winning
            runs agree on {fmt(r.totals.movesAgree)} of {fmt(r.totals.positions)}.
          </p>
          <LengthsTable r={r} />
          <h3>A lone head at coin i</h3>
          <table className="ruler-table">
            <thead>
              <tr>
                <th scope="col">i</th>
                {r.singleHeads.map((h) => (
                  <th key={h.coin} scope="col">
                    {h.coin}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">mex (brute force)</th>
                {r.singleHeads.map((h) => (
                  <td key={h.coin}>{h.mex}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">r(i)</th>
                {r.singleHeads.map((h) => (
                  <td key={h.coin}>{h.ruler}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}

      <h3>All positions of one length</h3>
      <label>
        Coins{' '}
        <select value={listCoins} onChange={(e) => setListCoins(Number(e.currentTarget.value))}>
          {Array.from({ length: LIST_MAX }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
      <AnalysisStatus analysis={list} what="the list" />
      {list.result && (
        <div className="ruler-list">
          <table className="ruler-table">
            <thead>
              <tr>
                <th scope="col">position</th>
                <th scope="col">brute force</th>
                <th scope="col">formula</th>
              </tr>
            </thead>
            <tbody>
              {list.result.list.map((x) => (
                <tr key={x.position}>
                  <th scope="row">
                    <code>{x.position}</code>
                  </th>
                  <td>{x.brute}</td>
                  <td>
                    {x.formula} {x.brute === x.formula ? '✓' : '✗ differs'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function RowCheck({ c }: { c: AnswerOf<'ruler', 'bruteCheck'> }) {
  const same =
    c.bruteMoves.length === c.formulaMoves.length &&
    c.bruteMoves.every((m, i) => m[0] === c.formulaMoves[i][0] && m[1] === c.formulaMoves[i][1]);
  const runs = (ms: readonly (readonly [number, number])[]) =>
    ms.length ? ms.map(runLabel).join(', ') : 'none';
  return (
    <dl className="ruler-check" data-testid="ruler-verify-row">
      <dt>Grundy value by brute force (mex over every move)</dt>
      <dd>{c.brute}</dd>
      <dt>Ruler formula (XOR of r(i) over the heads)</dt>
      <dd>
        {c.formula} {c.brute === c.formula ? '✓ same' : '✗ differs'}
      </dd>
      <dt>Winning runs by brute force</dt>
      <dd>{runs(c.bruteMoves)}</dd>
      <dt>Winning runs by the formula</dt>
      <dd>
        {runs(c.formulaMoves)} {same ? '✓ same' : '✗ differ'}
      </dd>
    </dl>
  );
}

/** Brute force and the formula, length by length: how many positions agree (the tab's table, and a slide's picture). */
export function LengthsTable({ r }: { r: AnswerOf<'ruler', 'bruteForce'> }) {
  return (
    <table className="ruler-table" data-testid="ruler-verify-lengths">
      <thead>
        <tr>
          <th scope="col">coins</th>
          <th scope="col">positions</th>
          <th scope="col">value: brute force = formula</th>
          <th scope="col">winning runs: brute force = formula</th>
          <th scope="col">value 0 (second player wins)</th>
        </tr>
      </thead>
      <tbody>
        {r.lengths.map((l) => (
          <tr key={l.coins}>
            <th scope="row">{l.coins}</th>
            <td>{fmt(l.positions)}</td>
            <td>
              {fmt(l.valuesAgree)}{' '}
              {l.valuesAgree === l.positions
                ? '✓ all'
                : `✗ first difference: ${l.firstDisagreement?.position}`}
            </td>
            <td>
              {fmt(l.movesAgree)} {l.movesAgree === l.positions ? '✓ all' : '✗'}
            </td>
            <td>{fmt(l.zeroPositions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
