/**
 * Temperature theory beside the canonical form: the thermograph drawn, and mean, temperature,
 * incentives and atomic weight, each with a one-line definition. Every value is the engine's.
 * Incentives and atomic weight are a request of their own ("extras"), made only when the
 * reader opens them (issue 24: for a big sum they can cost far more than the rest); the open
 * state lives in the URL (`more=1`) so a link keeps it.
 */
import type { AnswerOf } from '../../engine/api';
import { request } from '../../engine/typedRequest';
import { setParams, useParam } from '../../nav/router';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { ThermographView } from './ThermographView';

type Answer = AnswerOf<'cgt', 'canonical'>;

function Forms({ forms }: { forms: (string | null)[] }) {
  if (forms.length === 0) return <>none</>;
  return (
    <>
      {forms.map((f, i) => (
        <span key={i}>
          {i > 0 && ', '}
          <code>{f ?? '(too long to print)'}</code>
        </span>
      ))}
    </>
  );
}

function ExtrasFacts({ expression }: { expression: string }) {
  const [open] = useParam('more');
  const analysis = useAnalysis(open ? request('cgt', 'extras', { expression }) : null);
  const toggle = () => setParams({ more: open ? undefined : '1' }, { replace: false });
  const extras = analysis.result;
  return (
    <div className="calc-extras">
      <button type="button" aria-expanded={!!open} onClick={toggle}>
        {open ? 'Hide incentives and atomic weight' : 'Incentives and atomic weight'}
      </button>
      {open && <AnalysisStatus analysis={analysis} what="the incentives and atomic weight" />}
      {open && extras && (
        <dl className="calc-facts">
          <dt>Incentives</dt>
          <dd data-testid="calc-incentives">
            {extras.leftIncentives && extras.rightIncentives ? (
              <>
                Left: <Forms forms={extras.leftIncentives} />; Right: <Forms forms={extras.rightIncentives} />
              </>
            ) : (
              extras.incentivesNote
            )}
            <p className="calc-def">what a move gains: G^L − G for Left, G − G^R for Right.</p>
          </dd>
          <dt>Atomic weight</dt>
          <dd data-testid="calc-atomic-weight">
            {extras.atomicWeight !== null ? <code>{extras.atomicWeight}</code> : extras.atomicWeightNote}
            <p className="calc-def">for an infinitesimal, how many ↑s it is worth (the two-ahead rule).</p>
          </dd>
        </dl>
      )}
    </div>
  );
}

export function TemperaturePanel({ result }: { result: Answer }) {
  return (
    <section
      className="calc-temperature"
      aria-labelledby="calc-temperature-title"
      data-testid="calc-temperature"
    >
      <h2 id="calc-temperature-title">Temperature</h2>
      <div className="calc-temperature__body">
        <ThermographView
          thermograph={result.thermograph}
          mean={result.mean}
          temperature={result.temperature}
          label={`Thermograph of ${result.expression}`}
        />
        <dl className="calc-facts">
          <dt>Mean</dt>
          <dd data-testid="calc-mean">
            <code>{result.mean}</code>
            <p className="calc-def">
              where the mast stands: the value of G played many times over, per copy.
            </p>
          </dd>
          <dt>Temperature</dt>
          <dd data-testid="calc-temp">
            <code>{result.temperature}</code>
            <p className="calc-def">
              where the walls meet: how much a move here is worth (below 0 for numbers).
            </p>
          </dd>
        </dl>
      </div>
      <ExtrasFacts expression={result.expression} />
      {result.terms.length > 1 && (
        <>
          <h3>Each term of the sum</h3>
          <p className="calc-def">
            The sum&apos;s mean is the sum of the terms&apos; means; its temperature is at most the hottest
            term&apos;s.
          </p>
          <ul className="calc-terms" aria-label="Thermographs of the terms">
            {result.terms.map((t, i) => (
              <li key={i}>
                <ThermographView
                  thermograph={t.thermograph}
                  mean={t.mean}
                  temperature={t.temperature}
                  label={`Thermograph of ${t.expression}`}
                  hint={false}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
