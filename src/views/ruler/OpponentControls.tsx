/** Who plays: two people, or a person against the computer (first or second, perfect or erring). */
import { rulerPlay, useStore } from '../../store';
import { ComputerMovesSelect, MistakesSlider, PlayersFieldset } from '../../ui/play';

export function OpponentControls() {
  const opponent = useStore((s) => s.ruler.opponent);
  const computerPlays = useStore((s) => s.ruler.computerPlays);
  const errorPercent = useStore((s) => s.ruler.errorPercent);
  return (
    <PlayersFieldset
      name="ruler-opponent"
      opponent={opponent}
      onOpponent={rulerPlay.setOpponent}
      labels={{ computer: 'Against the computer', two: 'Two players' }}
    >
      <ComputerMovesSelect value={computerPlays} onChange={rulerPlay.setComputerPlays} />
      <MistakesSlider percent={errorPercent} onChange={rulerPlay.setErrorPercent} />
    </PlayersFieldset>
  );
}
