/**
 * Look up G(x, y) for any position the engine takes (y up to 10⁹): Definition 3.1 answers in
 * constant time, so this works far beyond the table and the board. Errors sit beside the input.
 */
import { useId, useState, type FormEvent } from 'react';
import { setSlidingPositions, SLIDING_PLAY_MAX_Y, useStore } from '../../store';
import { Tex } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { setTex } from './types';

/** "x, y" → the request's position: numbers as typed, so the engine judges (and explains) them. */
function toRequestPosition(text: string): unknown {
  const parts = text.trim().replace(/^\(|\)$/g, '').split(/\s*[,;\s]\s*/).filter(Boolean);
  return parts.map((s) => (/^[+-]?\d+(\.\d+)?$/.test(s) ? Number(s) : s));
}

export function LookUp() {
  const id = useId();
  const [text, setText] = useState('123456, 1000000');
  const [asked, setAsked] = useState<unknown>(null);
  const positions = useStore((s) => s.sliding.position);
  // Sent as typed (not checked here): the engine reads the position and says what is wrong with it.
  const a = useAnalysis(asked === null ? null : { game: 'sliding', op: 'grundy', position: asked as [number, number] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(toRequestPosition(text));
  };
  const r = a.result;
  return (
    <form className="sl-lookup" onSubmit={submit}>
      <label htmlFor={`${id}-in`}>Look up any position (x, y), y up to 10⁹:</label>{' '}
      <input id={`${id}-in`} value={text} size={20} spellCheck={false} aria-invalid={a.error ? true : undefined} aria-describedby={`${id}-out`} onChange={(e) => setText(e.target.value)} />{' '}
      <button type="submit">Look up</button>
      <div id={`${id}-out`} aria-live="polite">
        {a.error ? (
          <span className="sl-input-error">{a.error.message}</span>
        ) : r ? (
          <p>
            <Tex tex={`G(${r.position[0]}, ${r.position[1]}) = ${r.grundy}`} />
            {r.formulaSets.length > 0 && (
              <>
                {' '}
                in <Tex tex={r.formulaSets.map((m) => setTex(m.label)).join(', ')} />
              </>
            )}
            {r.bruteForce !== undefined && <span className="sl-muted">{r.agrees ? ' (brute force agrees)' : ` (brute force: ${r.bruteForce})`}</span>}{' '}
            {r.position[1] <= SLIDING_PLAY_MAX_Y && (
              <button type="button" onClick={() => setSlidingPositions(positions.map((p, i) => (i === 0 ? [r.position[0], r.position[1]] : p)))}>
                Put it on strap 1
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
