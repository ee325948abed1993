/**
 * The calculator: type a game expression; the engine (in its worker) answers with the
 * canonical form, drawn as a game tree, its pretty form, outcome, stops, birthday and reduced
 * canonical form. The expression lives in the URL (#/calculator?e=…), so a result can be
 * linked; examples are one click away; a bad expression is marked where it is wrong.
 */
import { useState, type FormEvent } from 'react';
import { setParams, useParam } from '../../nav/router';
import { TextField, useDraft } from '../../ui/form';
import { PageHeader } from '../../ui/layout/PageHeader';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { Examples } from './Examples';
import { GameTermsPanel } from './GameTermsPanel';
import { GameTreeView } from './GameTreeView';
import { ExplainPanel } from './ExplainPanel';
import { MAX_EXPRESSION_LENGTH } from '../../engine/cgt/limits';
import { ResultSummary } from './ResultSummary';
import { SyntaxHelp } from './SyntaxHelp';
import { TemperaturePanel } from './TemperaturePanel';
import './calculator.css';
import { groupDigits } from '../../ui/format/groupDigits';

export const DEFAULT_EXPRESSION = '{1|0} + {0|*}';

/** Checked here as well as in the engine, so a huge paste never reaches the URL or the worker. */
function tooLong(text: string): { message: string } | null {
  return text.length > MAX_EXPRESSION_LENGTH
    ? {
        message: `This expression is ${groupDigits(text.length)} characters long; the calculator takes at most ${groupDigits(MAX_EXPRESSION_LENGTH)}.`,
      }
    : null;
}

export default function CalculatorPage() {
  const [e] = useParam('e');
  const linked = e ?? DEFAULT_EXPRESSION;
  // a too-long linked expression is not sent to the engine (nor echoed in full)
  const expression = tooLong(linked) ? '' : linked;
  const [draft, setDraft] = useDraft(expression);
  const [empty, setEmpty] = useState(false);
  const analysis = useAnalysis(expression ? { game: 'cgt', op: 'canonical', expression } : null);
  const { result, error } = analysis;
  // a typo or a game too big to compute: either way the message belongs beside the box
  const fieldError = error && (error.field === 'expression' || error.code === 'too_large') ? error : null;

  const show = (text: string) => {
    setEmpty(false);
    setParams({ e: text }, { replace: false });
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (draft.trim() === '') setEmpty(true);
    else if (!tooLong(draft)) show(draft);
  };

  return (
    <article className="calc-page">
      <PageHeader
        title="Calculator"
        intro={
          <>
            Type a short partizan game: numbers, nimbers, ups, switches, {'{Left | Right}'} options, sums,
            differences and ordinal sums, and positions of the papers&apos; games written as on their pages (
            <code>flip(0101)</code>, <code>gn(20)</code>, …). The engine finds its canonical form and what
            follows from it. <PracticeLink page="calculator" />
          </>
        }
      />
      <form className="calc-form-row" onSubmit={submit} aria-label="Calculator input">
        <TextField
          id="calc-expression"
          label="Game expression"
          className="calc-field"
          maxLength={MAX_EXPRESSION_LENGTH}
          value={draft}
          onChange={setDraft}
          submitted={expression}
          error={
            tooLong(draft) ??
            tooLong(linked) ??
            (empty ? { message: 'Type a game, such as {1|0} or ↑+*.' } : fieldError)
          }
          errorTestId="calc-error"
          atTestId="calc-error-at"
          hint={
            <>
              e.g. <code>{'{1|0} + {0|*}'}</code>, <code>↑+↑+*</code> (or <code>^+^+*</code>), <code>±1</code>
              , <code>1/2:1/2</code>, <code>gn(20) - gn(17)</code>, <code>flip(0101) + gn(20)</code>
            </>
          }
        />
        <button type="submit" className="calc-submit">
          Compute
        </button>
      </form>
      <Examples current={expression} onPick={show} />
      {!fieldError && <AnalysisStatus analysis={analysis} what="the canonical form" />}
      {result && (
        <>
          <ResultSummary result={result} />
          <GameTermsPanel result={result} />
          <TemperaturePanel result={result} />
          <ExplainPanel expression={result.expression} />
          <GameTreeView key={result.expression} tree={result.tree} />
        </>
      )}
      <SyntaxHelp />
    </article>
  );
}
