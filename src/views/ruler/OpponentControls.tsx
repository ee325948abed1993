/** Who plays: two people, or a person against the computer (first or second, perfect or erring). */
import { setRulerComputerPlays, setRulerErrorPercent, setRulerOpponent, useStore } from '../../store';

export function OpponentControls() {
  const opponent = useStore((s) => s.ruler.opponent);
  const computerPlays = useStore((s) => s.ruler.computerPlays);
  const errorPercent = useStore((s) => s.ruler.errorPercent);
  return (
    <fieldset className="ruler-opponent">
      <legend>Players</legend>
      <label>
        <input type="radio" name="ruler-opponent" checked={opponent === 'computer'} onChange={() => setRulerOpponent('computer')} /> Against the computer
      </label>
      <label>
        <input type="radio" name="ruler-opponent" checked={opponent === 'two'} onChange={() => setRulerOpponent('two')} /> Two players
      </label>
      {opponent === 'computer' && (
        <>
          <label>
            The computer moves{' '}
            <select value={computerPlays} onChange={(e) => setRulerComputerPlays(e.currentTarget.value === '0' ? 0 : 1)}>
              <option value={1}>second</option>
              <option value={0}>first</option>
            </select>
          </label>
          <label className="ruler-error-rate">
            Mistakes{' '}
            <input type="range" min={0} max={100} step={5} value={errorPercent} onChange={(e) => setRulerErrorPercent(e.currentTarget.valueAsNumber)} aria-valuetext={errorPercent === 0 ? 'perfect play' : `${errorPercent}% random moves`} />{' '}
            <output>{errorPercent === 0 ? 'perfect' : `${errorPercent}% random`}</output>
          </label>
        </>
      )}
    </fieldset>
  );
}
