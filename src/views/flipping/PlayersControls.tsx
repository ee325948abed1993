/** Who moves first, and who plays: two people, or a person against the computer (perfect or erring). */
import { flippingPlay, useStore, type FlippingPlayer } from '../../store';
import { MistakesSlider, PlayersFieldset } from '../../ui/play';

const SLIDER_KEYS = new Set(['Home', 'End', 'PageUp', 'PageDown']);

export function PlayersControls() {
  const opponent = useStore((s) => s.flipping.opponent);
  const computerPlays = useStore((s) => s.flipping.computerPlays);
  const errorPercent = useStore((s) => s.flipping.errorPercent);
  const firstMover = useStore((s) => s.flipping.firstMover);
  const player = (v: string): FlippingPlayer => (v === 'R' ? 'R' : 'L');
  const firstToMove = (
    <label>
      First to move{' '}
      <select value={firstMover} onChange={(e) => flippingPlay.setFirstMover(player(e.currentTarget.value))}>
        <option value="L">Left</option>
        <option value="R">Right</option>
      </select>
    </label>
  );
  return (
    <PlayersFieldset
      name="flip-opponent"
      opponent={opponent}
      onOpponent={flippingPlay.setOpponent}
      labels={{ computer: 'Against the computer', two: 'Two players' }}
      order={['two', 'computer']}
      before={firstToMove}
    >
      <label>
        You play{' '}
        <select
          value={computerPlays === 'L' ? 'R' : 'L'}
          onChange={(e) => flippingPlay.setComputerPlays(e.currentTarget.value === 'L' ? 'R' : 'L')}
        >
          <option value="L">Left (flip two 1s)</option>
          <option value="R">Right (flip 0 … 1)</option>
        </select>
      </label>
      {/* Home/End/PageUp/PageDown move the slider, not the walkthrough (the app's key dispatcher listens on the window) */}
      <span onKeyDown={(e) => SLIDER_KEYS.has(e.key) && e.stopPropagation()}>
        <MistakesSlider
          percent={errorPercent}
          onChange={flippingPlay.setErrorPercent}
          label="Computer’s mistakes"
        />
      </span>
    </PlayersFieldset>
  );
}
