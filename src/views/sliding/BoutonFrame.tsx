/**
 * One frame of the Bouton walkthrough: the straps' Grundy numbers in binary, one column a bit,
 * the nim-sum row written as far as the frame has got, each strap's target, and the moves
 * that reach it. A move that raises a strap's value says so in words (and an arrow), so colour
 * is never the only cue. Everything shown is the engine's frame state.
 */
import type { BoutonMove, BoutonState } from '../../engine/games/sliding/boutonDerivation';
import { Tex } from '../../ui/math';

export function BoutonFrame({ state }: { state: BoutonState }) {
  const { width, rows, sumBits, total, column, focus, moves, phase } = state;
  const columns = Array.from({ length: width }, (_, i) => width - 1 - i); // bit index, most significant first
  const targets = rows.some((r) => r.target !== undefined);
  const bitClass = (c: number) => (c === column ? 'sl-bit sl-bit-now' : 'sl-bit');
  return (
    <div className="sl-bouton" data-testid="sl-bouton-frame">
      <div className="sl-bits-wrap" tabIndex={0} role="region" aria-label="The straps' values in binary">
        <table className="sl-bits">
          <caption className="visually-hidden">
            Each strap's Grundy number in binary, and their nim-sum (XOR, column by column)
          </caption>
          <thead>
            <tr>
              <th scope="col">Strap</th>
              <th scope="col">
                <Tex tex="G_i" />
              </th>
              {columns.map((c) => (
                <th scope="col" key={c} className={bitClass(c)}>
                  <Tex tex={`2^{${c}}`} />
                </th>
              ))}
              {targets && (
                <th scope="col">
                  target <Tex tex="t_i = G_i \oplus G" />
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr
                key={i}
                className={i === focus ? 'sl-bits-focus' : undefined}
                aria-current={i === focus || undefined}
              >
                <th scope="row">
                  {i + 1}: ({r.position[0]}, {r.position[1]})
                </th>
                <td>{r.grundy}</td>
                {columns.map((c, k) => (
                  <td key={c} className={bitClass(c)}>
                    {r.bits[k]}
                  </td>
                ))}
                {targets && (
                  <td>
                    {r.target} = {r.targetBits}
                    <sub>2</sub>
                    {r.target !== undefined &&
                      (phase === 'zero'
                        ? ' (its own value)'
                        : r.target > r.grundy
                          ? ' ↑ larger'
                          : ' ↓ smaller')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">nim-sum G</th>
              <td>{total ?? '?'}</td>
              {columns.map((c, k) => (
                <td key={c} className={bitClass(c)}>
                  {sumBits[k] ?? '·'}
                </td>
              ))}
              {targets && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      {moves && (phase === 'strap' || phase === 'moves') && (
        <MoveList moves={moves} all={phase === 'moves'} />
      )}
    </div>
  );
}

function MoveList({ moves, all }: { moves: BoutonMove[]; all: boolean }) {
  if (moves.length === 0) return <p className="sl-bouton-none">No move of this strap reaches its target.</p>;
  return (
    <ul className="sl-bouton-moves" aria-label={all ? 'Every winning move' : 'Moves that reach the target'}>
      {moves.map((m, i) => (
        <li key={i} className={m.raises ? 'sl-raises' : undefined}>
          Strap {m.component + 1}: {m.description}, giving ({m.after[0]}, {m.after[1]}); its value goes from{' '}
          {m.before} to {m.grundy}
          {m.raises && <strong className="sl-raise-mark"> ↑ raised</strong>}; nim-sum after: {m.sumAfter}
          {m.sumAfter === 0 ? ' (wins)' : ''}
        </li>
      ))}
    </ul>
  );
}
