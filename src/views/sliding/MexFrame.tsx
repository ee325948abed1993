/**
 * One frame of a cell's mex walkthrough: the options shown so far with their values (the
 * newest marked), the values 0, 1, 2, … with those reached ticked and, once every option is
 * in, the least missing one circled and named; last, the Definition 3.1 set it lands in.
 * Marks are words and shapes as well as colours.
 */
import type { CellMexState, CellOption } from '../../engine/games/sliding/cellMexDerivation';
import { Tex } from '../../ui/math';

export function MexFrame({ state, options }: { state: CellMexState; options: readonly CellOption[] }) {
  const { shown, current, seen, mex, sets } = state;
  // 0 … the largest value in play (one more while the mex is still unknown)
  const top = mex === undefined ? Math.max(-1, ...seen) + 1 : Math.max(mex, ...seen);
  const reached = new Set(seen);
  const now = current === undefined ? undefined : options[current]?.value;
  return (
    <div className="sl-mex" data-testid="sl-mex-frame">
      <ol className="sl-mex-values" aria-label="Values 0, 1, 2, …: which the options reach">
        {Array.from({ length: top + 1 }, (_, v) => {
          const isMex = v === mex;
          const cls = [
            'sl-mex-value',
            reached.has(v) ? 'is-reached' : '',
            isMex ? 'is-mex' : '',
            v === now ? 'is-now' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={v} className={cls}>
              <span className="sl-mex-num">{v}</span>
              <span className="sl-mex-tag">
                {isMex
                  ? 'missing: the mex'
                  : reached.has(v)
                    ? '✓ reached'
                    : mex === undefined
                      ? ''
                      : 'missing'}
              </span>
            </li>
          );
        })}
      </ol>
      {shown > 0 && (
        <div className="sl-mex-options" tabIndex={0} role="region" aria-label="The options so far, scrolls">
          <table>
            <caption className="visually-hidden">
              The options shown so far and their Grundy numbers (brute force)
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Move</th>
                <th scope="col">Leaves</th>
                <th scope="col">G</th>
              </tr>
            </thead>
            <tbody>
              {options.slice(0, shown).map((o, i) => (
                <tr
                  key={i}
                  className={i === current ? 'is-now' : undefined}
                  aria-current={i === current || undefined}
                >
                  <td>{i + 1}</td>
                  <td>{o.description}</td>
                  <td>
                    ({o.after[0]}, {o.after[1]})
                  </td>
                  <td>{o.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sets && sets.length > 0 && (
        <div className="sl-mex-sets">
          {sets.map((s) => (
            <div key={s.label}>
              <Tex tex={s.definition} display />
              <Tex tex={s.tex} display />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
