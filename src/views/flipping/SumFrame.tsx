/** One frame of the sums walkthrough: each line with its value, Left's best move and the total. */
import type { Step } from '../../engine/derivation';
import type { SumState } from '../../engine/games/flipping/walkState';
import { CoinRow } from '../../ui/board';
import { Tex } from '../../ui/math/Tex';
import { LongValue } from './LongValue';

const SYMBOLS = { H: '0', T: '1' };
const faces = (line: string) => [...line].map((c) => (c === '1' ? 'T' : 'H') as 'H' | 'T');

export function SumFrame({ step }: { step: Step<SumState> }) {
  const s = step.state;
  return (
    <div className="flip-frame flip-sum-frame" data-phase={s.phase}>
      <ol className="flip-sum-lines">
        {s.lines.map((l, c) => {
          const wins = s.winning.filter((w) => w.component === c);
          const highlights =
            c === s.focus
              ? (step.highlight ?? [])
              : wins.length
                ? [
                    {
                      indices: wins.flatMap((w) => [w.move[0] - 1, w.move[1] - 1]),
                      tone: 'left' as const,
                      label: 'wins',
                    },
                  ]
                : [];
          return (
            <li key={c} className={c === s.focus ? 'is-focus' : undefined}>
              <div className="flip-sum-line-head">
                <Tex tex={`G_{${c + 1}}`} />{' '}
                {l.value !== null ? (
                  <LongValue value={l.value} prefix="= " label={`the value of line ${c + 1}`} />
                ) : (
                  <span className="flip-unknown">= ?</span>
                )}
                {l.best && (
                  <span className="flip-sum-best">
                    {' '}
                    Left’s best: coins {l.best.move[0]}, {l.best.move[1]} →{' '}
                    <code>{l.best.after || '(no coins)'}</code> ={' '}
                    <LongValue value={l.best.value} label="the line after it" />, total{' '}
                    <LongValue value={l.best.total} label="the total after it" />
                  </span>
                )}
              </div>
              {l.line.length > 0 ? (
                <CoinRow
                  coins={faces(l.line)}
                  symbols={SYMBOLS}
                  labels={faces(l.line).map((_, i) => i + 1)}
                  ariaLabel={`Line ${c + 1}: ${l.line}`}
                  highlights={highlights}
                />
              ) : (
                <p>No coins.</p>
              )}
            </li>
          );
        })}
      </ol>
      {s.total !== null && (
        <p className="flip-final">
          Total <LongValue value={s.total} label="the total" />
        </p>
      )}
    </div>
  );
}
