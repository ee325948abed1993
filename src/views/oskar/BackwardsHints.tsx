/**
 * The backwards game's hint: every winning move (to a P-position, from the engine's answer),
 * each a button that plays it (the shared list of src/ui/play).
 */
import type { AnswerOf } from '../../engine/api';
import { clickToPlay, WinningMoves } from '../../ui/play';

type BackwardsMove = AnswerOf<'oskar', 'backwards'>['moves'][number];

export function BackwardsHints({
  moves,
  canPlay,
  onPlay,
}: {
  moves: readonly BackwardsMove[];
  canPlay: boolean;
  onPlay: (coin: number) => void;
}) {
  const winning = moves.filter((m) => m.winning);
  if (winning.length === 0)
    return (
      <p className="oskar-hint">
        No winning move: every move leads to an N-position, so the other player can answer and win.
      </p>
    );
  return (
    <div className="oskar-hint">
      <WinningMoves
        moves={winning}
        keyOf={(m) => m.configuration}
        label={(m) => `Turn coin ${m.coin}`}
        detail={(m) => (
          <>
            to <code>{m.configuration}</code>, a P-position
          </>
        )}
        intro={`${winning.length === 1 ? 'One winning move' : `${winning.length} winning moves`}${clickToPlay(canPlay)}:`}
        introId="oskar-hints-label"
        canPlay={canPlay}
        onPlay={(m) => onPlay(m.coin)}
      />
    </div>
  );
}
