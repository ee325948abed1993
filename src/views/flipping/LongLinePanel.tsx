/**
 * Lines too long for the board: paste one, or make a random line of n coins, and the engine
 * values it with the Algorithm (linear: a million coins in a fraction of a second). The line
 * is generated here (no value is computed on the main thread); the worker does the rest.
 */
import { useEffect, useRef, useState } from 'react';
import { MAX_LINE, parseLine } from '../../engine/games/flipping/rules';
import { FieldError } from '../../ui/form';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { OUTCOME_TEXT } from './format';
import { LongValue } from './LongValue';
import { receiveLongLines } from './longLineHandoff';
import { groupDigits } from '../../ui/format/groupDigits';

function randomLine(n: number): string {
  const parts = new Array<string>(n);
  for (let i = 0; i < n - 1; i++) parts[i] = Math.random() < 0.5 ? '0' : '1';
  parts[n - 1] = '1';
  return parts.join('');
}

export function LongLinePanel() {
  const [n, setN] = useState(1_000_000);
  const [text, setText] = useState('');
  const [line, setLine] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; at?: number; text: string } | null>(null);
  const analysis = useAnalysis(line ? { game: 'flipping', op: 'value', position: line } : null);
  const r = analysis.result;
  const heading = useRef<HTMLHeadingElement>(null);
  // a line typed on the board that was too long for it: paste it here, value it, show it
  useEffect(
    () =>
      receiveLongLines((l) => {
        setText(l);
        setError(null);
        setLine(l);
        heading.current?.scrollIntoView({ block: 'start' });
        heading.current?.focus();
      }),
    [],
  );
  return (
    <div className="flip-long">
      <h3 ref={heading} tabIndex={-1} id="flip-long-heading">
        Long lines
      </h3>
      <p>
        The board stops at 500 coins; the Algorithm does not. Paste a line, or make a random one, of up to{' '}
        {groupDigits(MAX_LINE)} coins.
      </p>
      <div className="toolbar">
        <label>
          Coins{' '}
          <input
            type="number"
            min={1}
            max={MAX_LINE}
            value={n}
            onChange={(e) => setN(Math.max(1, Math.min(MAX_LINE, e.currentTarget.valueAsNumber || 1)))}
          />
        </label>
        <button type="button" onClick={() => (setError(null), setLine(randomLine(n)))}>
          Value a random line
        </button>
      </div>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const p = parseLine(text, MAX_LINE);
          if (!p.ok)
            return setError({ message: p.error.message, at: p.error.at, text: text.replace(/\s+/g, '') });
          setError(null);
          setLine(p.value);
        }}
      >
        <label htmlFor="flip-long-input">Or paste a line</label>
        <input
          id="flip-long-input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'flip-long-error' : undefined}
        />
        <button type="submit">Value it</button>
      </form>
      {error && <FieldError id="flip-long-error" error={error} text={error.text} />}
      <AnalysisStatus analysis={analysis} what="the value of the long line" />
      {r && line && (
        <dl className="flip-compare" data-testid="flip-long-result">
          <dt>Line</dt>
          <dd>
            {groupDigits(r.length)} coins, {groupDigits(r.reductions)} reductions, reduced to{' '}
            {groupDigits(r.reducedLength)} coins, {groupDigits(r.blocks)} blocks
          </dd>
          <dt>Value</dt>
          <dd>
            <LongValue value={r.value} exp={r.denominatorExponent} label="the value of the long line" />
          </dd>
          <dt>Who wins</dt>
          <dd>{OUTCOME_TEXT[r.outcome]}</dd>
        </dl>
      )}
    </div>
  );
}
