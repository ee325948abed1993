/**
 * Temperature theory beside the canonical form: the thermograph drawn, and mean, temperature,
 * incentives and atomic weight, each with a one-line definition. Every value is the engine's.
 */
import type { AnswerOf } from '../../engine/api';
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
          <dt>Incentives</dt>
          <dd data-testid="calc-incentives">
            {result.leftIncentives && result.rightIncentives ? (
              <>
                Left: <Forms forms={result.leftIncentives} />; Right: <Forms forms={result.rightIncentives} />
              </>
            ) : (
              result.incentivesNote
            )}
            <p className="calc-def">what a move gains: G^L − G for Left, G − G^R for Right.</p>
          </dd>
          <dt>Atomic weight</dt>
          <dd data-testid="calc-atomic-weight">
            {result.atomicWeight !== null ? <code>{result.atomicWeight}</code> : result.atomicWeightNote}
            <p className="calc-def">for an infinitesimal, how many ↑s it is worth (the two-ahead rule).</p>
          </dd>
        </dl>
      </div>
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
