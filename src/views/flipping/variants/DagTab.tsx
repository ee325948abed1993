/**
 * The game on a DAG (Section 5): every poset (rule "path": u before v when a directed path
 * joins them, which makes the path 1 → … → n the paper's line) or every DAG (rule "edge") on
 * n vertices up to isomorphism, searched for values that are not numbers; one DAG's whole
 * table; any DAG typed in. Coins are written in vertex order, vertex 1 first.
 */
import { useState } from 'react';
import type { AnswerOf } from '../../../engine/api';
import { useParam } from '../../../nav/router';
import { parseDag, makeDag, type DagRule } from '../../../engine/games/flippingVariants/dag';
import { makeVariant, ORIGINAL, parseVariant } from '../../../engine/games/flippingVariants/variant';
import type { ErrorInfo } from '../../../engine/errors';
import { request } from '../../../engine/typedRequest';
import { TextField, useDraft } from '../../../ui/form';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../../worker/useAnalysis';
import { DagDrawing } from './DagDrawing';
import { KIND_LABEL, minus, OUTCOME_TEXT } from './kinds';
import { useDagRule } from './params';
import { PositionExplain } from './PositionExplain';
import { VariantForm } from './VariantForm';
import { groupDigits } from '../../../ui/format/groupDigits';

function DagTable({
  variant,
  dag,
  rule,
  coins,
  onExplain,
}: {
  variant: string;
  dag: string;
  rule: DagRule;
  coins: string | null;
  onExplain: (c: string) => void;
}) {
  const analysis = useAnalysis(request('flippingvariants', 'dagTable', { variant, dag, dagRule: rule }));
  const r = analysis.result;
  return (
    <>
      <AnalysisStatus analysis={analysis} what={`the values on ${dag}`} />
      {r && <DagValuesTable r={r} coins={coins} onExplain={onExplain} />}
    </>
  );
}

/** The paper proposes the DAG for its own game. */
const DEFAULT_DAG_VARIANT = makeVariant(ORIGINAL);

/** The tab's link (dv=, dn=, dag=, coins=) as the tab reads it: a bad part is its default. */
export function readDagParams(dv?: string, nText?: string, dagText?: string, coinsText?: string) {
  const typed = dv === undefined ? null : parseVariant(dv);
  const variant = typed?.ok ? makeVariant(typed.value) : DEFAULT_DAG_VARIANT;
  const n = Math.min(5, Math.max(1, Number(nText) || 3));
  const parsed = dagText === undefined ? null : parseDag(dagText);
  const dag = parsed && parsed.ok ? makeDag(parsed.value) : null;
  const coins =
    parsed?.ok && coinsText && /^[01]+$/.test(coinsText) && coinsText.length === parsed.value.n
      ? coinsText
      : null;
  return { typed, variant, n, parsed, dag, coins };
}

export function DagTab() {
  const [dv, setVariant] = useParam('dv');
  const [nText, setN] = useParam('dn');
  const [dagText, setDag] = useParam('dag');
  const [coinsText, setCoins] = useParam('coins');
  const [rule, setRule] = useDagRule();
  const { typed, variant, n, parsed, dag, coins } = readDagParams(dv, nText, dagText, coinsText);
  const [draft, setDraft] = useDraft(dagText ?? '');
  const [error, setError] = useState<{ error: Pick<ErrorInfo, 'message' | 'at'>; text: string } | null>(null);
  const search = useAnalysis(
    request('flippingvariants', 'dagSearch', { variant: variant, vertices: n, dagRule: rule }),
  );
  const s = search.result;
  const choose = (d: string) => {
    setDag(d);
    setCoins(undefined);
  };
  return (
    <div className="fv-tab">
      <VariantForm
        id="fv-dag-variant"
        variant={variant}
        onChoose={(v) => setVariant(v === DEFAULT_DAG_VARIANT ? undefined : v)}
      />
      <div className="toolbar">
        <label>
          Vertices{' '}
          <select
            value={n}
            onChange={(e) => setN(e.currentTarget.value === '3' ? undefined : e.currentTarget.value)}
          >
            {[1, 2, 3, 4, 5].map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="fv-rule">
          <legend>A move flips coins joined by</legend>
          <label>
            <input
              type="radio"
              name="fv-dagrule"
              checked={rule === 'path'}
              onChange={() => setRule('path')}
            />{' '}
            a directed path (the line’s “i &lt; j”)
          </label>
          <label>
            <input
              type="radio"
              name="fv-dagrule"
              checked={rule === 'edge'}
              onChange={() => setRule('edge')}
            />{' '}
            an edge each
          </label>
        </fieldset>
      </div>
      {typed && !typed.ok && (
        <p role="alert">
          The link's variant “{dv}” could not be used: {typed.error.message}. Showing {DEFAULT_DAG_VARIANT}.
        </p>
      )}
      {parsed && !parsed.ok && (
        <p role="alert">
          The link's DAG “{dagText}” could not be used: {parsed.error.message}.
        </p>
      )}
      <form
        className="pres-fold"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseDag(draft);
          if (!r.ok) setError({ error: r.error, text: draft });
          else {
            setError(null);
            choose(makeDag(r.value));
          }
        }}
      >
        <TextField
          id="fv-dag"
          label="Any DAG: n: u>v, …"
          value={draft}
          onChange={(v) => {
            setDraft(v);
            setError(null);
          }}
          error={error?.error}
          submitted={error?.text}
          placeholder="4: 1>2, 1>3, 2>4, 3>4"
          hint="Up to 10 vertices; edges u>v go from u to v."
        >
          <button type="submit">Show</button>
        </TextField>
      </form>
      <AnalysisStatus analysis={search} what="the DAG search" />
      {s && (
        <>
          <ul className="fv-observations" data-testid="fv-dag-observations">
            {s.observations.map((o, i) => (
              <li key={i}>{minus(o)}</li>
            ))}
          </ul>
          <DagGallery s={s} chosen={dag} onChoose={choose} />
        </>
      )}
      {!dag && (
        <p className="fv-muted">Choose a DAG above, or type one, to see every coin configuration on it.</p>
      )}
      {dag && (
        <section className="fv-dag-chosen" aria-label={`The DAG ${dag}`}>
          <h3>
            {variant} on {dag}
          </h3>
          <DagDrawing
            dag={dag}
            coins={coins ?? undefined}
            title={`${dag}${coins ? `, coins ${coins}` : ''}`}
          />
          {coins && <p className="fv-muted">Filled disc: heads (0); thick ring: tails (1).</p>}
          {coins && (
            <PositionExplain
              variant={variant}
              position={coins}
              dag={dag}
              dagRule={rule}
              onGo={(c) => setCoins(c)}
            />
          )}
          <DagTable variant={variant} dag={dag} rule={rule} coins={coins} onExplain={(c) => setCoins(c)} />
        </section>
      )}
    </div>
  );
}

type DagSearch = AnswerOf<'flippingvariants', 'dagSearch'>;

/** One DAG's whole table: every coin configuration's value; with `onExplain`, a button explains it. */
export function DagValuesTable({
  r,
  coins,
  onExplain,
}: {
  r: AnswerOf<'flippingvariants', 'dagTable'>;
  coins: string | null;
  onExplain?: (c: string) => void;
}) {
  return (
    <div className="fv-table-wrap" tabIndex={0} role="region" aria-label={`Values on ${r.dag}`}>
      <table className="fv-table" data-testid="fv-dag-table">
        <caption>
          {r.variant} on {r.dag}: all {r.rows.length} coin configurations (vertex 1 first)
        </caption>
        <thead>
          <tr>
            <th scope="col">Coins</th>
            <th scope="col">Canonical form</th>
            <th scope="col">Kind</th>
            <th scope="col">Reduced form</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {r.rows.map((row) => (
            <tr key={row.coins} aria-current={row.coins === coins ? 'true' : undefined}>
              <th scope="row">
                {onExplain ? (
                  <button
                    type="button"
                    className="fv-line"
                    aria-label={`Explain coins ${row.coins}`}
                    onClick={() => onExplain(row.coins)}
                  >
                    {row.coins}
                  </button>
                ) : (
                  row.coins
                )}
              </th>
              <td>
                <code className="fv-form">
                  {minus(row.value) ?? `a form of ${groupDigits(row.length)} characters`}
                </code>
              </td>
              <td>{KIND_LABEL[row.kind]}</td>
              <td>
                <code className="fv-form">{minus(row.reduced) ?? '…'}</code>
              </td>
              <td>{OUTCOME_TEXT[row.outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DagCard({ d }: { d: DagSearch['dags'][number] }) {
  return (
    <>
      <DagDrawing dag={d.dag} title={d.dag} />
      <span>
        <code>{d.dag}</code>
        <br />
        {d.allNumbers
          ? 'numbers only'
          : `not numbers: ${Object.entries(d.counts)
              .filter(([k]) => k !== 'number')
              .map(([k, c]) => `${KIND_LABEL[k as keyof typeof KIND_LABEL]} ${c}`)
              .join(', ')}`}
      </span>
    </>
  );
}

/** Every DAG the search found, drawn, with what its values are; with `onChoose`, each is a button. */
export function DagGallery({
  s,
  chosen = null,
  onChoose,
}: {
  s: DagSearch;
  chosen?: string | null;
  onChoose?: (dag: string) => void;
}) {
  return (
    <ul className="fv-dags" aria-label={`${s.rule === 'path' ? 'Posets' : 'DAGs'} on ${s.vertices} vertices`}>
      {s.dags.map((d) => (
        <li key={d.dag}>
          {onChoose ? (
            <button
              type="button"
              className="fv-dag-button"
              aria-pressed={d.dag === chosen}
              onClick={() => onChoose(d.dag)}
            >
              <DagCard d={d} />
            </button>
          ) : (
            <div className="fv-dag-button">
              <DagCard d={d} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
