/**
 * Who plays: a person against the computer, or two people (radio buttons in a fieldset).
 * The computer's own settings (children) show only when it plays.
 */
import type { ReactNode } from 'react';
import './play.css';

export type Opponent = 'computer' | 'two';

export interface PlayersFieldsetProps {
  /** the radio group's name, unique on the page */
  name: string;
  opponent: Opponent;
  onOpponent: (o: Opponent) => void;
  labels: Record<Opponent, string>;
  legend?: string;
  /** the radios' order (the page's default first) */
  order?: readonly [Opponent, Opponent];
  /** controls before the radios (e.g. who moves first) */
  before?: ReactNode;
  /** the computer's settings, shown when it plays */
  children?: ReactNode;
}

export function PlayersFieldset({
  name,
  opponent,
  onOpponent,
  labels,
  legend = 'Players',
  order = ['computer', 'two'],
  before,
  children,
}: PlayersFieldsetProps) {
  return (
    <fieldset className="players">
      <legend>{legend}</legend>
      {before}
      {order.map((o) => (
        <label key={o}>
          <input type="radio" name={name} checked={opponent === o} onChange={() => onOpponent(o)} />{' '}
          {labels[o]}
        </label>
      ))}
      {opponent === 'computer' && children}
    </fieldset>
  );
}

/** Whether the computer moves first (0) or second (1). */
export function ComputerMovesSelect({
  value,
  onChange,
  label = 'The computer moves',
}: {
  value: 0 | 1;
  onChange: (v: 0 | 1) => void;
  label?: string;
}) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value === '0' ? 0 : 1)}>
        <option value={1}>second</option>
        <option value={0}>first</option>
      </select>
    </label>
  );
}

/** How often the computer plays a random legal move instead of its best (0–100 %, steps of 5). */
export function MistakesSlider({
  percent,
  onChange,
  label = 'Mistakes',
}: {
  percent: number;
  onChange: (percent: number) => void;
  label?: string;
}) {
  return (
    <label>
      {label}{' '}
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={percent}
        onChange={(e) => onChange(e.currentTarget.valueAsNumber)}
        aria-valuetext={percent === 0 ? 'perfect play' : `${percent}% random moves`}
      />{' '}
      <output>{percent === 0 ? 'perfect' : `${percent}% random`}</output>
    </label>
  );
}
