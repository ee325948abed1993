/** Who moves first, and who plays: two people, or a person against the computer (perfect or erring). */
import { goldenNuggetPlay, useStore } from '../../store';
import { MistakesSlider, PlayersFieldset } from '../../ui/play';

export function PlayersControls() {
  const s = useStore((st) => st.goldennugget);
  const firstToMove = (
    <label>
      First to move{' '}
      <select
        value={s.firstMover}
        onChange={(e) => goldenNuggetPlay.setFirstMover(e.currentTarget.value === 'R' ? 'R' : 'L')}
      >
        <option value="L">Left</option>
        <option value="R">Right</option>
      </select>
    </label>
  );
  return (
    <PlayersFieldset
      name="gn-opponent"
      opponent={s.opponent}
      onOpponent={goldenNuggetPlay.setOpponent}
      labels={{ computer: 'Against the computer', two: 'Two players' }}
      before={firstToMove}
    >
      <label>
        You play{' '}
        <select
          value={s.computerPlays === 'L' ? 'R' : 'L'}
          onChange={(e) => goldenNuggetPlay.setComputerPlays(e.currentTarget.value === 'L' ? 'R' : 'L')}
        >
          <option value="L">Left (blue heaps are yours)</option>
          <option value="R">Right (red heaps are yours)</option>
        </select>
      </label>
      <MistakesSlider
        percent={s.errorPercent}
        onChange={goldenNuggetPlay.setErrorPercent}
        label="Computer’s mistakes"
      />
    </PlayersFieldset>
  );
}
