/**
 * Every winning run of the row (from the engine), each a button: focus or hover shows it on
 * the board, a click plays it.
 */
import { clickToPlay, WinningMoves } from '../../ui/play';
import type { Run } from './types';
import { runLabel } from './types';

interface Props {
  runs: readonly Run[];
  /** the row is all tails: there is no run at all */
  noMoves?: boolean;
  canPlay: boolean;
  onPreview: (run: Run | null) => void;
  onPlay: (run: Run) => void;
}

export function HintList({ runs, noMoves = false, canPlay, onPreview, onPlay }: Props) {
  if (noMoves)
    return <p className="ruler-hints-none">No move: every coin is tails, so the player to move has lost.</p>;
  if (runs.length === 0)
    return (
      <p className="ruler-hints-none">
        No winning run: every run leaves some row odd, so the opponent can answer and win.
      </p>
    );
  return (
    <div className="ruler-hints">
      <WinningMoves
        moves={runs}
        keyOf={(r) => r.join('-')}
        label={(r) => `Flip ${runLabel(r)}`}
        ariaLabel={(r) => `Flip coins ${r[0]} to ${r[1]}`}
        intro={`${runs.length} winning run${runs.length === 1 ? '' : 's'} (each leaves every row even, value 0)${clickToPlay(canPlay)}:`}
        introId="ruler-hints-label"
        listTestId="ruler-hints"
        canPlay={canPlay}
        onPreview={onPreview}
        onPlay={onPlay}
      />
    </div>
  );
}
