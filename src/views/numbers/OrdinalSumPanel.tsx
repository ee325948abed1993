/**
 * Ordinal sums x:y of numbers: type x and y (or pick one of the paper's examples); the
 * engine concatenates the sign expansions and the walkthrough shows why. x, y and the step
 * live in the URL (#/numbers?x=1/2&y=1/2&step=3).
 */
import { useState, type FormEvent } from 'react';
import { setParams, useParam } from '../../nav/router';
import { TextField, useDraft } from '../../ui/form';
import { MAX_NUMBER_TEXT } from '../../engine/arith/limits';
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { ExampleList } from './ExampleList';
import { texOfValue } from './format';
import { NumbersWalkthrough } from './NumbersWalkthrough';
import { errorFor, isFieldError } from './types';

export const SUM_DEFAULTS = { x: '1/2', y: '1/2' };

/** "x : y = v" with the numbers as the engine read them (reduced: 3/6 is 1/2); a base typed as a:b first shows its value. */
export function answerTex(r: {
  base: string;
  baseOf: [string, string] | null;
  exponent: string;
  value: string;
}): string {
  const [x, y] = [texOfValue(r.base), texOfValue(r.exponent)];
  const first = r.baseOf ? `(${texOfValue(r.baseOf[0])} : ${texOfValue(r.baseOf[1])}) : ${y} = ` : '';
  return `${first}${x} : ${y} = ${texOfValue(r.value)}`;
}

export function OrdinalSumPanel() {
  const [x = SUM_DEFAULTS.x] = useParam('x');
  const [y = SUM_DEFAULTS.y] = useParam('y');
  const [draftX, setDraftX] = useDraft(x);
  const [draftY, setDraftY] = useDraft(y);
  const analysis = useAnalysis({ game: 'numbers', op: 'ordinalSum', base: x, exponent: y });
  const { result, error } = analysis;
  // An empty field is caught here: the URL cannot hold an empty value (it would mean the default).
  const [empty, setEmpty] = useState<{ x: boolean; y: boolean }>({ x: false, y: false });
  const show = (nx: string, ny: string) => {
    setEmpty({ x: false, y: false });
    // Reset the drafts too: the URL may already hold these values (then it does not change).
    setDraftX(nx);
    setDraftY(ny);
    setParams({ x: nx, y: ny, step: undefined }, { replace: false });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const nx = draftX.trim();
    const ny = draftY.trim();
    if (!nx || !ny) setEmpty({ x: !nx, y: !ny });
    else show(nx, ny);
  };
  const missing = { message: 'Type a number here, such as 3/4, -2 or 0.375.' };
  const fieldError = isFieldError(error, ['base', 'exponent']);

  return (
    <div className="nx-panel">
      <p className="nx-about pres-fold">
        The ordinal sum <Tex tex="x:y" /> (base <Tex tex="x" />, exponent <Tex tex="y" />) is the game where a
        move in <Tex tex="x" /> removes <Tex tex="y" />, but a move in <Tex tex="y" /> leaves <Tex tex="x" />:{' '}
        <Tex tex="G:H=\{G^L, G:H^L \mid G^R, G:H^R\}" />. For numbers, its Hackenbush string is the base's
        string with the exponent's on top.
      </p>
      <ExampleList onPick={show} />
      <form className="nx-form pres-later" onSubmit={submit} aria-label="Ordinal sum x:y">
        <TextField
          className="nfield"
          id="sum-x"
          maxLength={MAX_NUMBER_TEXT}
          label="Base x"
          value={draftX}
          onChange={setDraftX}
          submitted={x}
          error={empty.x ? missing : errorFor(error, 'base')}
          hint="e.g. 3/4, -2, 0.375, 1/2^40, or 1:-1"
        />
        <span className="nx-colon" aria-hidden="true">
          :
        </span>
        <TextField
          className="nfield"
          id="sum-y"
          maxLength={MAX_NUMBER_TEXT}
          label="Exponent y"
          value={draftY}
          onChange={setDraftY}
          submitted={y}
          error={empty.y ? missing : errorFor(error, 'exponent')}
        />
        <button type="submit" className="nx-submit">
          Show x : y
        </button>
      </form>
      {!fieldError && <AnalysisStatus analysis={analysis} what="the ordinal sum" />}
      {result && (
        <>
          <p className="nx-answer" data-testid="sum-value">
            <Tex tex={answerTex(result)} />
          </p>
          <NumbersWalkthrough
            derivation={result.derivation}
            omitted={result.walkthroughOmitted}
            label="Ordinal sum walkthrough"
          />
        </>
      )}
    </div>
  );
}
