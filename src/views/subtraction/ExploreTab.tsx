/**
 * Question 6.3: for S = {n : n mod p ∈ T}, is the sequence of outcomes periodic? For one p
 * the engine computes every T up to a heap limit (progress, cancel) and returns, per T, the
 * outcome strip, preperiod and period, a summary, and what is proved and what only
 * observed. The walkthrough steps through the periodicity argument on a chosen T. The p, the
 * limit and the T are in the URL (p=, upto=, t=).
 */
import { groupDigits } from '../../ui/format/groupDigits';
import { setParams, useParam } from '../../nav/router';
import { request } from '../../engine/typedRequest';
import type { ResidueState } from '../../engine/games/subtraction/residueDerivation';
import { Caption } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';
import { ExploreValues } from './ExploreValues';
import { OutcomeLegend, OutcomeStrip } from './OutcomeStrip';

const PS = Array.from({ length: 12 }, (_, i) => i + 1);
const LIMITS = [1000, 10000] as const;
export const STRIP = 48;
/** The walkthrough's modulus limit (the engine's). */
const WALK_MAX_P = 24;

const intParam = (v: string | undefined, ok: (n: number) => boolean, d: number) => {
  const n = Number(v);
  return v !== undefined && Number.isSafeInteger(n) && ok(n) ? n : d;
};

/** The tab's link parameters (p=, upto=, t=) as the tab reads them: a bad one is its default. */
export function readExploreParams(pParam?: string, upParam?: string, tParam?: string) {
  const p = intParam(pParam, (n) => n >= 1 && n <= 12, 6);
  const upTo = intParam(upParam, (n) => (LIMITS as readonly number[]).includes(n), 10000);
  const chosen = tParam && tParam.startsWith(`mod:${p}:`) ? tParam : null;
  return { p, upTo, chosen };
}

function Walkthrough({ set }: { set: string }) {
  const w = useAnalysis(request('subtraction', 'walkthrough', { set }));
  const a = w.result && w.result.set === set ? w.result : null;
  return (
    <section className="cs-panel" aria-label={`Why the outcomes of ${set} are periodic`}>
      <AnalysisStatus analysis={w} what="the walkthrough" />
      {a && (
        <WalkthroughPlayer<ResidueState>
          derivation={a.derivation}
          label={`Periodicity of ${set}`}
          renderStep={(step) => <ResidueFrame state={step.state} />}
        />
      )}
    </section>
  );
}

export function ExploreTab() {
  const [pParam] = useParam('p');
  const [upParam] = useParam('upto');
  const [tParam] = useParam('t');
  const { p, upTo, chosen } = readExploreParams(pParam, upParam, tParam);
  const run = useAnalysis(request('subtraction', 'explore', { p, upTo, stripLength: STRIP }));
  const a = run.result && run.result.moduli[0] === p && run.result.upTo === upTo ? run.result : null;
  const row = a?.rows[0];
  const set = (changes: Record<string, string | undefined>) => setParams(changes, { replace: true });
  return (
    <section aria-labelledby="cs-explore-heading" className="cs-explore">
      <h2 id="cs-explore-heading">Question 6.3: residue sets mod p</h2>
      <p>
        S = {'{'}n ≥ 1 : n mod p ∈ T{'}'}. Is the sequence of outcomes of heaps 0, 1, 2, … eventually
        periodic, for every p and T?
      </p>
      <div className="cs-explore-form">
        <label>
          p{' '}
          <select
            value={p}
            onChange={(e) => set({ p: e.currentTarget.value, t: undefined })}
            data-testid="cs-explore-p"
          >
            {PS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          heaps up to{' '}
          <select value={upTo} onChange={(e) => set({ upto: e.currentTarget.value })}>
            {LIMITS.map((n) => (
              <option key={n} value={n}>
                {groupDigits(n)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {run.status === 'computing' && run.progress && (
        <p data-testid="cs-explore-progress">
          {groupDigits(run.progress.done)} of {groupDigits(run.progress.total)} done
        </p>
      )}
      <AnalysisStatus analysis={run} what={`every T for p = ${p}`} />
      {a && row && (
        <>
          <ExploreSummary a={a} />
          <Caption text={a.proved} className="cs-proved" />
          <Caption text={a.observed} className="cs-observed" />
          {chosen ? (
            <Walkthrough set={chosen} />
          ) : (
            <p>Choose “Step through” on a row to see the argument on that T.</p>
          )}
          <OutcomeLegend />
          <StripsTable
            sets={row.sets}
            strip={STRIP}
            chosen={chosen}
            onStep={p <= WALK_MAX_P ? (t) => set({ t, step: undefined }) : undefined}
          />
        </>
      )}
      <ExploreValues />
    </section>
  );
}

type Explored = AnswerOf<'subtraction', 'explore'>;

/** One frame of the periodicity argument: the outcomes so far and the residues each side loses on. */
export function ResidueFrame({ state }: { state: ResidueState }) {
  return (
    <div className="cs-walk-frame" data-testid="cs-residue-frame">
      <OutcomeStrip strip={state.strip} label="Outcomes so far" mark={state.heap} />
      <p>
        Right loses moving first on residues:{' '}
        {state.rightLoses.flatMap((f, r) => (f ? [r] : [])).join(', ') || 'none yet'}; Left loses moving first
        on residues: {state.leftLoses.flatMap((f, r) => (f ? [r] : [])).join(', ') || 'none yet'}.
        {state.period && ` Preperiod ${state.period.preperiod}, period ${state.period.period}.`}
      </p>
    </div>
  );
}

/** How many sets T are periodic for each p, with what periods, and whether as proved. */
export function ExploreSummary({ a }: { a: Explored }) {
  return (
    <table className="cs-summary" data-testid="cs-explore-summary">
      <caption>Summary to heap {groupDigits(a.upTo)}</caption>
      <thead>
        <tr>
          <th scope="col">p</th>
          <th scope="col">sets T</th>
          <th scope="col">periodic</th>
          <th scope="col">periods (how many T)</th>
          <th scope="col">largest preperiod</th>
          <th scope="col">as proved</th>
        </tr>
      </thead>
      <tbody>
        {a.summary.map((s) => (
          <tr key={s.p}>
            <th scope="row">{s.p}</th>
            <td>{s.sets}</td>
            <td>{s.periodic}</td>
            <td>
              {Object.entries(s.periods)
                .map(([k, v]) => `${k} (${v})`)
                .join(', ')}
            </td>
            <td>{s.maxPreperiod}</td>
            <td>{s.asProved ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each T's outcome strip, preperiod and period; with `onStep`, a button to step through its argument. */
export function StripsTable({
  sets,
  strip,
  chosen = null,
  onStep,
}: {
  sets: Explored['rows'][number]['sets'];
  strip: number;
  chosen?: string | null;
  onStep?: (t: string) => void;
}) {
  return (
    <div className="gn-table-wrap">
      <table className="cs-strips">
        <caption>Outcomes of heaps 0 to {strip - 1} for each T</caption>
        <thead>
          <tr>
            <th scope="col">T</th>
            <th scope="col">preperiod</th>
            <th scope="col">period</th>
            <th scope="col">outcomes</th>
            {onStep && <th scope="col">walkthrough</th>}
          </tr>
        </thead>
        <tbody>
          {sets.map((s) => {
            const t = `{${s.residues.join(', ')}}`;
            return (
              <tr key={t}>
                <th scope="row">{t}</th>
                <td>{s.preperiod}</td>
                <td>{s.period}</td>
                <td>
                  <OutcomeStrip strip={s.strip} label={`T = ${t}`} />
                </td>
                {onStep && (
                  <td>
                    {s.set && (
                      <button type="button" aria-pressed={s.set === chosen} onClick={() => onStep(s.set!)}>
                        Step through
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
