/**
 * Theorem 6.1 checked heap by heap for a Beatty set (the engine compares the theorem's
 * outcome with the computed one), and Example 6.2's reconstructed recurrence for S = odd
 * numbers, checked against every heap the engine computes.
 */
import { groupDigits } from '../../ui/format/groupDigits';
import { useState } from 'react';
import type { AnswerOf } from '../../engine/api';
import { request } from '../../engine/typedRequest';
import { Caption, Tex } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';

export const BEATTY = /^(wythoff|beatty:|cf:)/;
const CHECK_SIZES = [100, 1000, 10000] as const;

export function Theorem61Panel({ set }: { set: string }) {
  const [upTo, setUpTo] = useState<number>(1000);
  const beatty = BEATTY.test(set);
  const check = useAnalysis(beatty ? request('subtraction', 'theorem61', { set, upTo }) : null);
  const a = check.result && check.result.set === set && check.result.upTo === upTo ? check.result : null;
  return (
    <section className="cs-panel" aria-labelledby="cs-t61-heading">
      <h2 id="cs-t61-heading">Theorem 6.1</h2>
      {!beatty ? (
        <p>Theorem 6.1 is about Beatty sets ⌊nα⌋: choose Wythoff’s A, √2, φ or another α to check it.</p>
      ) : (
        <>
          <div role="group" aria-label="Check heaps up to" className="cs-presets">
            {CHECK_SIZES.map((n) => (
              <button key={n} type="button" aria-pressed={n === upTo} onClick={() => setUpTo(n)}>
                up to {groupDigits(n)}
              </button>
            ))}
          </div>
          <AnalysisStatus analysis={check} what="the theorem’s check" />
          {a && <Theorem61Result a={a} />}
        </>
      )}
    </section>
  );
}

export function Example62Panel({ set, to }: { set: string; to: number }) {
  const odd = set === 'mod:2:1';
  const upTo = Math.max(200, to);
  const ex = useAnalysis(odd ? request('subtraction', 'example62', { upTo }) : null);
  if (!odd) return null;
  const a = ex.result;
  return (
    <section className="cs-panel" aria-labelledby="cs-e62-heading">
      <h2 id="cs-e62-heading">Example 6.2: S = odd numbers, the recurrence reconstructed</h2>
      <AnalysisStatus analysis={ex} what="Example 6.2" />
      {a && <Example62Result a={a} />}
    </section>
  );
}

/** The engine's check of Theorem 6.1 for a Beatty set: the statement, and whether the rule held (the panel's, and a slide's). */
export function Theorem61Result({ a }: { a: AnswerOf<'subtraction', 'theorem61'> }) {
  return (
    <>
      <Caption text={a.statement} />
      <Caption text={a.hypotheses} className="gn-muted" />
      <p data-testid="cs-t61-verdict" className={a.holds ? 'gn-agree' : 'gn-disagree'}>
        {a.holds
          ? `✓ The rule holds for every heap up to ${groupDigits(a.upTo)}.`
          : `✗ The rule fails ${groupDigits(a.failures)} times up to ${groupDigits(a.upTo)}; first at heap ${a.firstFailure?.heap}: the rule says ${a.firstFailure?.rule}, the rules give ${a.firstFailure?.computed}.`}{' '}
        {a.withinHypotheses
          ? `α = `
          : `α is outside the hypotheses (⌊α⌋ = ${a.floorAlpha}), so the theorem does not promise it: α = `}
        <Tex tex={a.alphaTex} />.
      </p>
    </>
  );
}

/** Example 6.2's reconstructed recurrence, and whether it agrees with every heap computed (the panel's, and a slide's). */
export function Example62Result({ a }: { a: AnswerOf<'subtraction', 'example62'> }) {
  return (
    <>
      <p className="gn-muted" data-testid="cs-e62-note">
        {a.note}
      </p>
      <ul>
        {a.recurrence.map((r) => (
          <li key={r}>
            <Tex tex={r} />
          </li>
        ))}
      </ul>
      <p data-testid="cs-e62-verdict" className={a.agrees ? 'gn-agree' : 'gn-disagree'}>
        {a.agrees
          ? `✓ It agrees with every heap from 0 to ${a.upTo} (every row of the table).`
          : `✗ It differs at heap ${a.firstDisagreement?.heap ?? '?'}.`}
      </p>
    </>
  );
}
