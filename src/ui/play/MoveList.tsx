/**
 * The moves made since the position was set, with who made each, in the game's own words
 * (GameRules.describeMove: "line 1, coins 9 and 10", "blue 20: take 16, leaving 4").
 */
import type { GameRules, PlayableGame, Side } from '../../engine/games/gameRules';
import type { PlayRecord } from '../../store/playSlice';
import { playerName, type Players } from './playerNames';

export interface MoveListProps<P, M, S extends Side, G extends PlayableGame> {
  shell: Players<S> & { rules: GameRules<P, M, S, G>; history: readonly PlayRecord<P, M, S>[] };
  /** the page's class for the list (its spacing) */
  className?: string;
}

export function MoveList<P, M, S extends Side, G extends PlayableGame>({
  shell,
  className,
}: MoveListProps<P, M, S, G>) {
  const { rules, history } = shell;
  if (history.length === 0) return null;
  return (
    <ol className={className} aria-label="Moves so far" data-testid="play-moves">
      {history.map((r, i) => (
        <li key={i}>
          {playerName(r.side, shell)}: {rules.describeMove(r.before, r.move)}
        </li>
      ))}
    </ol>
  );
}
