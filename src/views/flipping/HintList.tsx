/**
 * The hint: every winning move of the player to move (from the engine), each with the value
 * of its line and of the sum after it, and why it wins; a button previews it on the board
 * (focus or hover) and plays it (click).
 */
import { clickToPlay, WinningMoves } from '../../ui/play';
import { PLAYER_NAME, shortLine } from './format';
import { LongValue } from './LongValue';
import type { AnswerOf } from '../../engine/api';
import type { SumMove } from './types';

interface Props {
  answer: AnswerOf<'flipping', 'sum'>;
  player: 'L' | 'R';
  canPlay: boolean;
  onPreview: (m: SumMove | null) => void;
  onPlay: (m: SumMove) => void;
}

export function HintList({ answer, player, canPlay, onPreview, onPlay }: Props) {
  const moves = player === 'L' ? answer.winningMoves.left : answer.winningMoves.right;
  const best = player === 'L' ? answer.bestMoves.left : answer.bestMoves.right;
  const who = PLAYER_NAME[player];
  const why =
    player === 'L'
      ? 'a sum ≥ 0 is a win for Left when Right moves next'
      : 'a sum ≤ 0 is a win for Right when Left moves next';
  return (
    <div className="flip-hints" data-testid="flip-hints">
      {!answer.exhaustive && (
        <p className="flip-note">
          These lines are long, so only Theorem 4.2’s best move in each line was valued.
        </p>
      )}
      {moves.length === 0 ? (
        <p>
          {who} has no winning move: every move leaves a sum the other player wins.
          {best && (
            <>
              {' '}
              The best try is line {best.component + 1}, {`coins ${best.move[0]} and ${best.move[1]}`},
              leaving <LongValue value={best.total} label="the sum after it" />.
            </>
          )}
        </p>
      ) : (
        <WinningMoves
          moves={moves}
          keyOf={(m) => `${m.component}:${m.move}`}
          label={(m) => `Line ${m.component + 1}: flip coins ${m.move[0]} and ${m.move[1]}`}
          detail={(m) => (
            <>
              {/* the line's coins, then its value: "becomes 1 (value 0)", never "becomes 0" for the line 1 */}
              the line becomes{' '}
              {m.after === '' ? (
                'empty (no tails)'
              ) : (
                <span className="flip-mono">{shortLine(m.after, 30)}</span>
              )}{' '}
              (value <LongValue value={m.value} label="the line after it" />) and the sum{' '}
              <LongValue value={m.total} label="the sum after it" />
            </>
          )}
          intro={`${who} has ${moves.length} winning move${moves.length === 1 ? '' : 's'} (${why})${clickToPlay(canPlay)}:`}
          introId="flip-hints-label"
          canPlay={canPlay}
          onPreview={onPreview}
          onPlay={onPlay}
        />
      )}
    </div>
  );
}
