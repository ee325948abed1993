/**
 * What the engine says about the game: its canonical form (pretty, in KaTeX, and the plain
 * machine form), outcome, stops, birthday and reduced canonical form; for a comparison the
 * answer in words; the definitions of the toolkit functions used. A form too large to typeset
 * folds ("N characters, born on day D"), with a way to expand it, copy it as plain text and
 * export it (issue 24: never raw TeX in a red box).
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

/** Forms whose TeX is longer than this are folded rather than typeset (KaTeX gives up on them). */
export const MAX_TYPESET_LENGTH = 4000;

function exportText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function Folded({
  pretty,
  plain,
  length,
  birthday,
  testId,
}: {
  pretty: string | null;
  plain: string | null;
  length: number | string;
  birthday?: number | string;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const text = plain ?? pretty;
  return (
    <span className="calc-folded" data-testid={testId} data-pretty={pretty ?? undefined}>
      <span data-testid={`${testId}-folded`}>
        {groupDigits(Number(length))} characters{birthday !== undefined && `, born on day ${birthday}`}
      </span>{' '}
      {pretty && (
        <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? 'Fold' : 'Expand'}
        </button>
      )}{' '}
      {text && (
        <>
          <button type="button" onClick={() => void navigator.clipboard?.writeText(text)}>
            Copy as plain text
          </button>{' '}
          <button type="button" onClick={() => exportText('game.txt', text)}>
            Export
          </button>
        </>
      )}
      {open && pretty && (
        <pre className="calc-plain__text" tabIndex={0}>
          {pretty}
        </pre>
      )}
    </span>
  );
}

function Form({
  tex,
  pretty,
  testId,
  plain = null,
  length = 0,
  birthday,
}: {
  tex: string | null;
  pretty: string | null;
  testId: string;
  plain?: string | null;
  length?: number | string;
  birthday?: number | string;
}) {
  if (!tex || tex.length > MAX_TYPESET_LENGTH) {
    if (pretty && pretty.length <= 200 && !plain) return <code data-testid={testId}>{pretty}</code>;
    return <Folded pretty={pretty} plain={plain} length={length} birthday={birthday} testId={testId} />;
  }
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
        <Form
          tex={result.tex}
          pretty={result.pretty}
          plain={result.canonical}
          length={result.canonicalLength}
          birthday={result.birthday}
          testId="calc-pretty"
        />
      </p>
      {result.comparison && (
        <p className="calc-comparison" data-testid="calc-comparison">
          <strong>{result.comparison.words}</strong>{' '}
          <span className="calc-muted">({result.comparison.definition}; below, G − H)</span>
        </p>
      )}
      {result.definitions.length > 0 && (
        <dl className="calc-facts" data-testid="calc-definitions">
          {result.definitions.map((d) => (
            <div key={d.signature}>
              <dt>
                <code>{d.signature}</code>
              </dt>
              <dd className="calc-def">{d.definition}</dd>
            </div>
          ))}
        </dl>
      )}
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
            <Form
              tex={result.reducedTex}
              pretty={result.reducedPretty}
              plain={result.reduced}
              length={result.reduced?.length ?? '?'}
              testId="calc-reduced-form"
            />{' '}
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
