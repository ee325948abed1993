/**
 * One frame of the canonical-form walkthrough: the form {Left options | Right options} with
 * the options the step is about marked by a word and a style (not colour alone), or the
 * components' canonical forms, or the finished canonical form.
 */
import type { AnswerOf } from '../../engine/api';
import { Tex } from '../../ui/math/Tex';

type Frame = AnswerOf<'cgt', 'derivation'>['derivation']['steps'][number]['state'];
type Option = NonNullable<Frame['form']>['left'][number];

const MARK_TEXT: Record<NonNullable<Option['mark']>, string> = {
  dominated: 'dominated',
  dominator: 'better',
  reversible: 'reversible',
  reversing: 'answer',
  replacement: 'new',
  duplicate: 'repeated',
};

function Options({ options, side }: { options: Option[]; side: 'Left' | 'Right' }) {
  if (options.length === 0) return <span className="calc-none">no {side} options</span>;
  return (
    <ul className="calc-options" aria-label={`${side} options`}>
      {options.map((o, i) => (
        <li key={i} className={o.mark ? `calc-option calc-option--${o.mark}` : 'calc-option'}>
          <Tex tex={o.tex} />
          {o.mark && <span className="calc-mark">{MARK_TEXT[o.mark]}</span>}
        </li>
      ))}
    </ul>
  );
}

export function CanonicalFrame({ state }: { state: Frame }) {
  if (state.form)
    return (
      <div className="calc-derivation-form" data-testid="calc-derivation-form">
        <span className="calc-brace" aria-hidden="true">
          {'{'}
        </span>
        <Options options={state.form.left} side="Left" />
        <span className="calc-brace" aria-label="separates Left's options from Right's">
          |
        </span>
        <Options options={state.form.right} side="Right" />
        <span className="calc-brace" aria-hidden="true">
          {'}'}
        </span>
      </div>
    );
  if (state.components)
    return (
      <table className="calc-components">
        <thead>
          <tr>
            <th scope="col">As typed</th>
            <th scope="col">Canonical form</th>
          </tr>
        </thead>
        <tbody>
          {state.components.map((c, i) => (
            <tr key={i}>
              <td>
                <code>{c.typed}</code>
              </td>
              <td>
                <Tex tex={c.canonical} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <p className="calc-derivation-result" data-testid="calc-derivation-result">
      <Tex tex={`G = ${state.result ?? ''}`} display />
    </p>
  );
}
