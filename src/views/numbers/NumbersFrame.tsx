/**
 * One frame of a Numbers walkthrough (kinds numbers/ordinalSum, numbers/signExpansion,
 * numbers/simplest), drawn from the step's state alone: the Hackenbush stalks, the
 * Definition 2.1 number line, the definition check, the result. State fields are documented
 * in src/engine/arith/numbersDerivation.ts.
 */
import type { NumbersState } from '../../engine/arith/numbersState';
import { Caption } from '../../ui/math/Caption';
import { Tex } from '../../ui/math/Tex';
import { HackenbushStalk, stalkGeometry } from './HackenbushStalk';
import { NumberLine } from './NumberLine';
import { Exportable, exportName } from '../../ui/export';
import { signsText, texOfValue } from './format';
import './frame.css';

function optionList(...xs: (string | null)[]): string {
  const list = xs.filter((x): x is string => x !== null).map(texOfValue);
  return list.length ? list.join(', ') : '\\,';
}

/** A stalk's TeX label as plain text ("x : y"). */
const plainLabel = (label: string) => label.replace(/\\/g, '');

export function NumbersFrame({ state }: { state: NumbersState }) {
  const { stalks, shown, focus, read, search, definition, result, value } = state;
  const geometry = stalkGeometry(stalks.map((s) => s.signs));
  return (
    <div className="nf" data-phase={state.phase}>
      {stalks.length > 0 && (
        // Named by every stalk, with the values found so far (at step 1 none is: the name still says which).
        <Exportable
          name={exportName('numbers', ...stalks.map((s, i) => (i < shown ? s.value : plainLabel(s.label))))}
          title={`Hackenbush stalks ${stalks.map((s, i) => (i < shown ? `${plainLabel(s.label)} = ${s.value}` : plainLabel(s.label))).join(', ')}`}
        >
          <div className="nf-stalks">
            {stalks.map((s, i) => {
              const hidden = i >= shown;
              const isFocus = focus === i;
              return (
                <figure
                  key={i}
                  className={
                    'nf-stalk' + (hidden ? ' nf-stalk-hidden' : '') + (isFocus ? ' nf-stalk-focus' : '')
                  }
                  aria-hidden={hidden || undefined}
                >
                  <HackenbushStalk
                    signs={s.signs}
                    read={isFocus ? read : null}
                    split={s.split}
                    edge={geometry.edge}
                    height={geometry.height}
                    title={`${plainLabel(s.label)}: Hackenbush string ${signsText(s.signs)}, value ${s.value}`}
                  />
                  <figcaption>
                    <Caption text={`$${s.label}$`} as="span" />
                    {!hidden && (
                      <span className="nf-value">
                        {' '}
                        = <Tex tex={texOfValue(s.value)} />
                      </span>
                    )}
                    <span className="nf-signs">{hidden ? 'not yet' : signsText(s.signs, 12)}</span>
                    {s.split !== null && !hidden && <span className="nf-split-key">┄ top of the base</span>}
                  </figcaption>
                </figure>
              );
            })}
          </div>
        </Exportable>
      )}
      <div className="nf-side">
        {search && <NumberLine search={search} />}
        {read !== null && value !== null && state.phase === 'read' && (
          <p className="nf-reading">
            Read {read} edge{read === 1 ? '' : 's'}: value <Tex tex={texOfValue(value)} />
          </p>
        )}
        {definition && (
          <p className="nf-definition">
            <Tex
              display
              tex={`x:y = \\{x^L, x:y^L \\mid x^R, x:y^R\\} = \\{${optionList(definition.baseLeft, definition.sumLeft)} \\mid ${optionList(definition.baseRight, definition.sumRight)}\\} = ${texOfValue(definition.value)}`}
            />
          </p>
        )}
        {result !== null && (
          <p className="nf-result" data-testid="numbers-result">
            {/^[+-]*$/.test(result) ? (
              <span className="nf-result-signs">{signsText(result, 40)}</span>
            ) : (
              <Tex tex={texOfValue(result)} />
            )}
          </p>
        )}
      </div>
    </div>
  );
}
