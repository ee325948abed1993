/**
 * Definition 2.1 interactively: the simplest number strictly between a and b (either end
 * may be left open: −∞ / ∞). The engine finds it level by level; the walkthrough shows it.
 */
import { type FormEvent } from 'react';
import { setParams, useParam } from '../../nav/router';
import { TextField, useDraft } from '../../ui/form';
import { MAX_NUMBER_TEXT } from '../../engine/arith/limits';
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { texOfValue } from './format';
import { NumbersWalkthrough } from './NumbersWalkthrough';
import { errorFor, isFieldError } from './types';

export const SIMPLEST_DEFAULTS = { lower: '3/8', upper: '17/32' };
/** An open end in the URL (the URL cannot hold an empty value). */
const OPEN = { lower: '-inf', upper: 'inf' };

const isOpen = (s: string) => /^\s*(?:[-−+]?\s*(?:inf(?:inity)?|∞))?\s*$/i.test(s);
const toUrl = (s: string, side: 'lower' | 'upper') => (isOpen(s) ? OPEN[side] : s.trim());
const toDraft = (s: string) => (isOpen(s) ? '' : s);

/** "{a | b} = v" with the ends as the engine read them, reduced ("3/6" is printed 1/2). */
export function simplestTex(r: { lower: string | null; upper: string | null; value: string }): string {
  const end = (v: string | null) => (v === null ? '\\,' : texOfValue(v));
  return `\\{${end(r.lower)} \\mid ${end(r.upper)}\\} = ${texOfValue(r.value)}`;
}

/** The link's ends: a missing end is the default, an open one (−∞ / ∞) is null. */
export function simplestEnds(lowerParam = SIMPLEST_DEFAULTS.lower, upperParam = SIMPLEST_DEFAULTS.upper) {
  return { lower: isOpen(lowerParam) ? null : lowerParam, upper: isOpen(upperParam) ? null : upperParam };
}

export function SimplestPanel() {
  const [lowerParam = SIMPLEST_DEFAULTS.lower] = useParam('lower');
  const [upperParam = SIMPLEST_DEFAULTS.upper] = useParam('upper');
  const { lower, upper } = simplestEnds(lowerParam, upperParam);
  const [draftLower, setDraftLower] = useDraft(toDraft(lowerParam));
  const [draftUpper, setDraftUpper] = useDraft(toDraft(upperParam));
  const analysis = useAnalysis({
    game: 'numbers',
    op: 'simplest',
    lower: lower ?? undefined,
    upper: upper ?? undefined,
  });
  const { result, error } = analysis;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(
      { lower: toUrl(draftLower, 'lower'), upper: toUrl(draftUpper, 'upper'), step: undefined },
      { replace: false },
    );
  };

  return (
    <div className="nx-panel">
      <p className="nx-about">
        Definition 2.1 (flipping-coins, Section 2): a number <Tex tex="\{a \mid b\}" /> with{' '}
        <Tex tex="a < b" /> is the <em>simplest</em> number strictly between them: the integer closest to{' '}
        <Tex tex="0" /> if there is one, else the <Tex tex="p/2^q" /> with the least <Tex tex="q" />. Leave a
        field empty for no option on that side.
      </p>
      <form className="nx-form" onSubmit={submit} aria-label="Simplest number between a and b">
        <TextField
          className="nfield"
          id="simplest-lower"
          maxLength={MAX_NUMBER_TEXT}
          label="Left option a"
          value={draftLower}
          onChange={setDraftLower}
          submitted={lower ?? ''}
          error={errorFor(error, 'lower')}
          placeholder="−∞"
        />
        <TextField
          className="nfield"
          id="simplest-upper"
          maxLength={MAX_NUMBER_TEXT}
          label="Right option b"
          value={draftUpper}
          onChange={setDraftUpper}
          submitted={upper ?? ''}
          error={errorFor(error, 'upper')}
          placeholder="∞"
        />
        <button type="submit" className="nx-submit">
          Find the simplest
        </button>
      </form>
      {!isFieldError(error, ['lower', 'upper']) && (
        <AnalysisStatus analysis={analysis} what="the simplest number" />
      )}
      {result && (
        <>
          <p className="nx-answer" data-testid="simplest-value">
            <Tex tex={simplestTex(result)} />
          </p>
          <NumbersWalkthrough
            derivation={result.derivation}
            omitted={result.walkthroughOmitted}
            label="Simplest number walkthrough"
          />
        </>
      )}
    </div>
  );
}
