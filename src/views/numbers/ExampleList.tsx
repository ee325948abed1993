/**
 * The paper's Section 2 examples (a)–(e) of ordinal sums of numbers (flipping-coins.txt),
 * one click each. Their values come from the engine; (e) is (1:−1):1/2, so its base is the
 * engine's value of example (b).
 */
import { useAnalysis } from '../../worker/useAnalysis';
import { Tex } from '../../ui/math/Tex';
import { texOfValue } from './format';
import { request } from '../../engine/typedRequest';

const sum = (base: string, exponent: string) => request('numbers', 'ordinalSum', { base, exponent, derivation: false });

interface ExampleProps {
  tag: string;
  /** the example as the paper writes it, in TeX */
  tex: string;
  base: string | null;
  exponent: string;
  /** TeX of the base when it is itself an ordinal sum: shown as "(1:-1) = 1/2" */
  baseNote?: string;
  onPick: (x: string, y: string) => void;
}

function Example({ tag, tex, base, exponent, baseNote, onPick }: ExampleProps) {
  const a = useAnalysis(base === null ? null : sum(base, exponent));
  const value = a.result?.value;
  return (
    <li>
      <button type="button" className="nx-example" disabled={base === null} onClick={() => base !== null && onPick(base, exponent)} data-testid={`example-${tag}`}>
        <span className="nx-tag">({tag})</span> <Tex tex={tex} />
        {baseNote && base !== null && (
          <>
            {' '}
            <Tex tex={`= ${texOfValue(base)} : ${texOfValue(exponent)}`} />
          </>
        )}{' '}
        <span className="nx-value" data-testid={`example-${tag}-value`}>
          {value !== undefined ? <Tex tex={`= ${texOfValue(value)}`} /> : a.status === 'failed' ? `(${a.error?.message})` : '…'}
        </span>
      </button>
    </li>
  );
}

export function ExampleList({ onPick }: { onPick: (x: string, y: string) => void }) {
  const b = useAnalysis(sum('1', '-1'));
  const bValue = b.result?.value ?? null;
  return (
    <ul className="nx-examples pres-later" aria-label="The paper's examples (Section 2)">
      <Example tag="a" tex="1:1" base="1" exponent="1" onPick={onPick} />
      <Example tag="b" tex="1:-1" base="1" exponent="-1" onPick={onPick} />
      <Example tag="c" tex="1:\tfrac12" base="1" exponent="1/2" onPick={onPick} />
      <Example tag="d" tex="\tfrac12:1" base="1/2" exponent="1" onPick={onPick} />
      <Example tag="e" tex="(1:-1):\tfrac12" base={bValue} exponent="1/2" baseNote="(1:-1)" onPick={onPick} />
    </ul>
  );
}
