/**
 * What the engine says about the game: its canonical form (pretty, in KaTeX, and the plain
 * machine form), outcome, stops, birthday and reduced canonical form.
 */
import { useState } from 'react';
import { Tex } from '../../ui/math/Tex';
import type { AnswerOf } from '../../engine/api';
import { OUTCOME_TEXT } from './types';
import { groupDigits } from '../../ui/format/groupDigits';

function dyadicTex(p: string): string {
  const m = /^(-?)(\d+)\/(\d+)$/.exec(p);
  return m ? `${m[1]}\\frac{${m[2]}}{${m[3]}}` : p;
}

function Form({ tex, pretty, testId }: { tex: string | null; pretty: string | null; testId: string }) {
  if (tex)
    return (
      <span data-testid={testId} data-pretty={pretty ?? undefined}>
        <Tex tex={tex} className="calc-form" />
      </span>
    );
  if (pretty) return <code data-testid={testId}>{pretty}</code>;
  return <span data-testid={testId}>too large to print</span>;
}

export function ResultSummary({ result }: { result: AnswerOf<'cgt', 'canonical'> }) {
  const [showPlain, setShowPlain] = useState(false);
  return (
    <section className="calc-result" aria-label="Result" data-testid="calc-result">
      <p className="calc-result__main">
        <span className="calc-result__label">Canonical form</span>{' '}
        <Form tex={result.tex} pretty={result.pretty} testId="calc-pretty" />
      </p>
      <dl className="calc-facts">
        <div>
          <dt>Outcome</dt>
          <dd data-testid="calc-outcome">
            <strong>{result.outcome}</strong>: {OUTCOME_TEXT[result.outcome]}
          </dd>
        </div>
        <div>
          <dt>Stops</dt>
          <dd data-testid="calc-stops">
            Left stop <Tex tex={dyadicTex(result.leftStop)} />, Right stop{' '}
            <Tex tex={dyadicTex(result.rightStop)} />
          </dd>
        </div>
        <div>
          <dt>Birthday</dt>
          <dd data-testid="calc-birthday">born on day {result.birthday}</dd>
        </div>
        <div>
          <dt>Reduced canonical form</dt>
          <dd data-testid="calc-reduced">
            <Form tex={result.reducedTex} pretty={result.reducedPretty} testId="calc-reduced-form" />{' '}
            <span className="calc-muted">(the simplest game infinitesimally close)</span>
          </dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>
            {result.isNumber
              ? 'a number'
              : result.leftStop === result.rightStop
                ? `${result.leftStop} plus an infinitesimal`
                : 'hot (Left stop > Right stop)'}
          </dd>
        </div>
      </dl>
      <div className="calc-plain">
        <button
          type="button"
          aria-expanded={showPlain}
          aria-controls="calc-plain-text"
          onClick={() => setShowPlain((v) => !v)}
        >
          {showPlain ? 'Hide' : 'Show'} the plain form ({groupDigits(Number(result.canonicalLength))}{' '}
          {Number(result.canonicalLength) === 1 ? 'character' : 'characters'})
        </button>
        {showPlain && (
          <pre id="calc-plain-text" className="calc-plain__text" data-testid="calc-plain" tabIndex={0}>
            {result.canonical ?? 'The plain form is too long to send (over 1,000,000 characters).'}
          </pre>
        )}
      </div>
    </section>
  );
}
