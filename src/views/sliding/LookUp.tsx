/**
 * Look up G(x, y) for any position the engine takes (y up to 10⁹): Definition 3.1 answers in
 * constant time, so this works far beyond the table and the board. The text is read as the
 * strap editor reads it (the engine's own notation parser, a cheap rule check), so its
 * messages speak of x and y as typed, beside the input; only then is the engine asked.
 */
import { useId, useState, type FormEvent } from 'react';
import { BRUTE_MAX_Y } from '../../engine/games/sliding/bruteForce';
import { parsePositionText } from '../../engine/games/sliding/input';
import { setSlidingPositions, SLIDING_PLAY_MAX_Y, useStore } from '../../store';
import { FieldError } from '../../ui/form';
import { Tex } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { openCell } from './MexPanel';
import { setTex, type Pos } from './types';

export function LookUp() {
  const id = useId();
  const [text, setText] = useState('123456, 1000000');
  const [asked, setAsked] = useState<Pos | null>(null);
  const [typo, setTypo] = useState<string | null>(null);
  const positions = useStore((s) => s.sliding.position);
  const a = useAnalysis(asked === null ? null : { game: 'sliding', op: 'grundy', position: asked });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parsePositionText(text);
    setTypo(r.ok ? null : r.error.message);
    setAsked(r.ok ? [r.value[0], r.value[1]] : null);
  };
  const r = a.result;
  const error = typo ?? a.error?.message ?? null;
  return (
    <form className="sl-lookup" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-in`}>
        Look up any position: type it as two numbers x, y (x &lt; y, y up to 10⁹)
      </label>{' '}
      <input
        id={`${id}-in`}
        value={text}
        size={20}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : `${id}-out`}
        onChange={(e) => setText(e.target.value)}
      />{' '}
      <button type="submit">Look up</button>
      {error && <FieldError id={`${id}-err`} error={{ message: error }} />}
      <div id={`${id}-out`} aria-live="polite">
        {error ? null : r ? (
          <p>
            <Tex tex={`G(${r.position[0]}, ${r.position[1]}) = ${r.grundy}`} />
            {r.formulaSets.length > 0 && (
              <>
                {' '}
                in <Tex tex={r.formulaSets.map((m) => setTex(m.label)).join(', ')} />
              </>
            )}
            {r.bruteForce !== undefined && (
              <span className="sl-muted">
                {r.agrees ? ' (brute force agrees)' : ` (brute force: ${r.bruteForce})`}
              </span>
            )}{' '}
            {r.position[1] <= SLIDING_PLAY_MAX_Y && (
              <button
                type="button"
                onClick={() =>
                  setSlidingPositions(positions.map((p, i) => (i === 0 ? [r.position[0], r.position[1]] : p)))
                }
              >
                Put it on strap 1
              </button>
            )}{' '}
            {r.position[1] >= 1 && r.position[1] <= BRUTE_MAX_Y && (
              <button
                type="button"
                onClick={() => openCell([r.position[0], r.position[1]], { byKey: false })}
              >
                Why: its mex
              </button>
            )}
          </p>
        ) : (
          <AnalysisStatus analysis={a} what="the value" />
        )}
      </div>
    </form>
  );
}
