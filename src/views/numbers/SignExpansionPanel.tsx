/**
 * Sign expansions both ways: type a number to see its Hackenbush string, or a string of
 * + and − to see its value. The engine does both; the walkthrough reads the string back.
 */
import { useState, type FormEvent } from 'react';
import { setParams, useParam } from '../../nav/router';
import { TextField, useDraft } from '../../ui/form';
import { MAX_NUMBER_TEXT, MAX_SIGNS } from '../../engine/arith/limits';
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { request } from '../../engine/typedRequest';
import { useAnalysis } from '../../worker/useAnalysis';
import { signsText, texOfValue } from './format';
import { NumbersWalkthrough } from './NumbersWalkthrough';
import { errorFor, isFieldError } from './types';

export const SIGNS_DEFAULT = '11/16';

/** Only signs (no digit): a Hackenbush string, read as signs; anything else is a number. */
export const looksLikeSigns = (s: string) => /^[+\-−\s]+$/.test(s) && !/\d/.test(s);

/** The engine's question for a typed text: signs read as a value, or a number's sign expansion. */
export const signExpansionRequest = (text: string) =>
  request(
    'numbers',
    'signExpansion',
    looksLikeSigns(text) ? { signs: text.replace(/\s+/g, '') } : { number: text },
  );

/** "v = + − + …": the number and its signs, as the engine gave them. */
export function SignsAnswer({ result }: { result: { value: string; signs?: string | null } }) {
  return (
    <p className="nx-answer" data-testid="signs-value">
      <Tex tex={texOfValue(result.value)} /> ={' '}
      <span className="nx-signs">{signsText(result.signs ?? '', 40)}</span>
    </p>
  );
}

export function SignExpansionPanel() {
  const [text = SIGNS_DEFAULT] = useParam('n');
  const [draft, setDraft] = useDraft(text);
  const signsMode = looksLikeSigns(text);
  const analysis = useAnalysis(signExpansionRequest(text));
  const { result, error } = analysis;
  const [empty, setEmpty] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEmpty(!draft.trim());
    if (draft.trim()) setParams({ n: draft.trim(), step: undefined }, { replace: false });
  };

  return (
    <div className="nx-panel">
      <p className="nx-about">
        Every number is a Hackenbush string: a stalk of blue edges (<Tex tex="+" />, Left&rsquo;s) and red
        edges (<Tex tex="-" />, Right&rsquo;s). Its sign expansion lists the edges from the ground up; reading
        it by the simplicity rule gives the number back.
      </p>
      <form className="nx-form" onSubmit={submit} aria-label="Sign expansion">
        <TextField
          className="nfield"
          id="signs-input"
          // a number, or signs with a space between each
          maxLength={Math.max(MAX_NUMBER_TEXT, 2 * MAX_SIGNS)}
          label="A number, or signs such as + − +"
          value={draft}
          onChange={setDraft}
          submitted={text}
          error={
            empty
              ? { message: 'Type a number such as 11/16, or a string of signs such as +−+.' }
              : errorFor(error, signsMode ? 'signs' : 'number')
          }
        />
        <button type="submit" className="nx-submit">
          Show
        </button>
      </form>
      {!isFieldError(error, ['signs', 'number']) && (
        <AnalysisStatus analysis={analysis} what="the sign expansion" />
      )}
      {result && (
        <>
          <SignsAnswer result={result} />
          <NumbersWalkthrough
            derivation={result.derivation}
            omitted={result.walkthroughOmitted}
            label="Sign expansion walkthrough"
          />
        </>
      )}
    </div>
  );
}
