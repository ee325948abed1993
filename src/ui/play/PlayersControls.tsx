/**
 * Who plays, from the rules' sides: two people, or a person against the computer. In a
 * partizan game: who moves first, and which side is yours; in an impartial one: whether the
 * computer moves first or second. Then the computer's strength (its mistakes).
 */
import { otherSide, type GameRules, type PlayableGame, type Side } from '../../engine/games/gameRules';
import type { Opponent, Play, PlayState } from '../../store/playSlice';
import { MistakesSlider, PlayersFieldset, type PlayersFieldsetProps } from './PlayersFieldset';
import { sideName } from './playerNames';

export interface PlayersControlsProps<P, M, S extends Side, G extends PlayableGame> extends Pick<
  PlayersFieldsetProps,
  'name' | 'legend' | 'order'
> {
  shell: Pick<PlayState<P, M, S>, 'opponent' | 'firstMover' | 'computerPlays' | 'errorPercent'> & {
    play: Play<P, M, S, G>;
    rules: GameRules<P, M, S, G>;
  };
  /** the radios' words (default "Against the computer", "Two players") */
  labels?: Record<Opponent, string>;
  /** a partizan side's words after its name in "You play" ("blue heaps are yours") */
  sideHints?: Partial<Record<S, string>>;
}

const DEFAULT_LABELS: Record<Opponent, string> = { computer: 'Against the computer', two: 'Two players' };

/** A choice of one of the two sides, by its index in the rules' sides. */
function SideSelect<S extends Side>({
  label,
  sides,
  value,
  text,
  onChange,
}: {
  label: string;
  sides: readonly [S, S];
  value: S;
  text: (side: S) => string;
  onChange: (side: S) => void;
}) {
  return (
    <label>
      {label}{' '}
      <select
        value={sides.indexOf(value)}
        onChange={(e) => onChange(sides[e.currentTarget.value === '1' ? 1 : 0])}
      >
        {sides.map((s, i) => (
          <option key={i} value={i}>
            {text(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function PlayersControls<P, M, S extends Side, G extends PlayableGame>({
  shell,
  name,
  legend,
  order,
  labels = DEFAULT_LABELS,
  sideHints = {},
}: PlayersControlsProps<P, M, S, G>) {
  const { play, rules } = shell;
  const { sides } = rules;
  const partizan = rules.kind === 'partizan';
  const withHint = (s: S) => (sideHints[s] ? `${sideName(s)} (${sideHints[s]})` : sideName(s));
  return (
    <PlayersFieldset
      name={name}
      legend={legend}
      order={order}
      opponent={shell.opponent}
      onOpponent={play.setOpponent}
      labels={labels}
      before={
        partizan && (
          <SideSelect
            label="First to move"
            sides={sides}
            value={shell.firstMover}
            text={sideName}
            onChange={play.setFirstMover}
          />
        )
      }
    >
      {partizan ? (
        <SideSelect
          label="You play"
          sides={sides}
          value={otherSide(sides, shell.computerPlays)}
          text={withHint}
          onChange={(s) => play.setComputerPlays(otherSide(sides, s))}
        />
      ) : (
        <SideSelect
          label="The computer moves"
          sides={sides}
          value={shell.computerPlays}
          text={(s) => (s === sides[0] ? 'first' : 'second')}
          onChange={play.setComputerPlays}
        />
      )}
      <MistakesSlider
        percent={shell.errorPercent}
        onChange={play.setErrorPercent}
        label="Computer’s mistakes"
      />
    </PlayersFieldset>
  );
}
