/**
 * The paper's Section 2 examples (a)–(e) of ordinal sums of numbers (flipping-coins.txt),
 * one click each. Their values come from the engine. (e) is (1:−1):1/2: its base is itself
 * the ordinal sum of example (b), so the engine is asked for "1:-1" as the base, and the list
 * (and the walkthrough's first step) shows 1:−1 = 1/2 before it is used.
 */
import { useAnalysis } from '../../worker/useAnalysis';
import { Tex } from '../../ui/math/Tex';
import { texOfValue } from './format';
import { request } from '../../engine/typedRequest';

const sum = (base: string, exponent: string) =>
  request('numbers', 'ordinalSum', { base, exponent, derivation: false });

interface ExampleProps {
  tag: string;
  /** the example as the paper writes it, in TeX */
  tex: string;
  base: string;
  exponent: string;
  onPick: (x: string, y: string) => void;
}

function Example({ tag, tex, base, exponent, onPick }: ExampleProps) {
  const a = useAnalysis(sum(base, exponent));
  const r = a.result;
  // A base typed as a:b is worked out first, in words (a bare trailing ":" would read as the
  // ordinal-sum operator): "— first 1:−1 = ½, then ½:½ = ⅝".
  const via = r?.baseOf
    ? {
        first: `${texOfValue(r.baseOf[0])}:${texOfValue(r.baseOf[1])} = ${texOfValue(r.base)}`,
        then: `${texOfValue(r.base)}:${texOfValue(r.exponent)}`,
      }
    : null;
  return (
    <li>
      <button
        type="button"
        className="nx-example"
        onClick={() => onPick(base, exponent)}
        data-testid={`example-${tag}`}
      >
        <span className="nx-tag">({tag})</span> <Tex tex={tex} />
        {via && (
          <>
            {' '}
            — first <Tex tex={via.first} />, then <Tex tex={via.then} />
          </>
        )}{' '}
        <span className="nx-value" data-testid={`example-${tag}-value`}>
          {r ? (
            <Tex tex={`= ${texOfValue(r.value)}`} />
          ) : a.status === 'failed' ? (
            `(${a.error?.message})`
          ) : (
            '…'
          )}
        </span>
      </button>
    </li>
  );
}

export function ExampleList({ onPick }: { onPick: (x: string, y: string) => void }) {
  return (
    <ul className="nx-examples pres-later" aria-label="The paper's examples (Section 2)">
      <Example tag="a" tex="1:1" base="1" exponent="1" onPick={onPick} />
      <Example tag="b" tex="1:-1" base="1" exponent="-1" onPick={onPick} />
      <Example tag="c" tex="1:\tfrac12" base="1" exponent="1/2" onPick={onPick} />
      <Example tag="d" tex="\tfrac12:1" base="1/2" exponent="1" onPick={onPick} />
      <Example tag="e" tex="(1:-1):\tfrac12" base="1:-1" exponent="1/2" onPick={onPick} />
    </ul>
  );
}
