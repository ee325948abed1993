/**
 * The hint: every winning move of the sum (from the engine's answer), each a button that plays
 * it for the player to move (the shared list of src/ui/play).
 */
import { slidingPlay, useStore } from '../../store';
import { Tex } from '../../ui/math';
import { clickToPlay, WinningMoves } from '../../ui/play';
import type { SumMove } from './types';

export function HintList({ moves }: { moves: readonly SumMove[] }) {
  const canPlay = useStore((s) => !slidingPlay.isOver(s.sliding) && !slidingPlay.computersTurn(s.sliding));
  if (moves.length === 0) return <p>None: every move leaves a nim-sum other than 0.</p>;
  return (
    <WinningMoves
      moves={moves}
      keyOf={(m) => `${m.component}:${m.after[0]},${m.after[1]}`}
      label={(m) => `Strap ${m.component + 1}: ${m.description}`}
      detail={(m) => (
        <>
          giving{' '}
          <span className="sl-pos">
            ({m.after[0]}, {m.after[1]})
          </span>{' '}
          with <Tex tex={`G = ${m.grundy}`} />
        </>
      )}
      intro={`${moves.length} winning move${moves.length === 1 ? '' : 's'} (each leaves nim-sum 0)${clickToPlay(canPlay)}:`}
      introId="sl-hints-label"
      canPlay={canPlay}
      onPlay={(m) => slidingPlay.play({ component: m.component, after: [m.after[0], m.after[1]] })}
    />
  );
}
