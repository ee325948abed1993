/** Who moves first, and who plays: two people, or a person against the computer (perfect or erring). */
import { setFlippingComputerPlays, setFlippingErrorPercent, setFlippingFirstMover, setFlippingOpponent, useStore, type FlippingPlayer } from '../../store';

export function PlayersControls() {
  const opponent = useStore((s) => s.flipping.opponent);
  const computerPlays = useStore((s) => s.flipping.computerPlays);
  const errorPercent = useStore((s) => s.flipping.errorPercent);
  const firstMover = useStore((s) => s.flipping.firstMover);
  const player = (v: string): FlippingPlayer => (v === 'R' ? 'R' : 'L');
  return (
    <fieldset className="flip-players">
      <legend>Players</legend>
      <label>
        First to move{' '}
        <select value={firstMover} onChange={(e) => setFlippingFirstMover(player(e.currentTarget.value))}>
          <option value="L">Left</option>
          <option value="R">Right</option>
        </select>
      </label>
      <label>
        <input type="radio" name="flip-opponent" checked={opponent === 'two'} onChange={() => setFlippingOpponent('two')} /> Two players
      </label>
      <label>
        <input type="radio" name="flip-opponent" checked={opponent === 'computer'} onChange={() => setFlippingOpponent('computer')} /> Against the computer
      </label>
      {opponent === 'computer' && (
        <>
          <label>
            You play{' '}
            <select value={computerPlays === 'L' ? 'R' : 'L'} onChange={(e) => setFlippingComputerPlays(e.currentTarget.value === 'L' ? 'R' : 'L')}>
              <option value="L">Left (flip two 1s)</option>
              <option value="R">Right (flip 0 … 1)</option>
            </select>
          </label>
          <label className="flip-error-rate">
            Computer’s mistakes{' '}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={errorPercent}
              onChange={(e) => setFlippingErrorPercent(e.currentTarget.valueAsNumber)}
              aria-valuetext={errorPercent === 0 ? 'perfect play' : `${errorPercent}% random moves`}
            />{' '}
            <output>{errorPercent === 0 ? 'perfect' : `${errorPercent}% random`}</output>
          </label>
        </>
      )}
    </fieldset>
  );
}
