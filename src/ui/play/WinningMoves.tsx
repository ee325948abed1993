/**
 * The hint every game shares: the winning moves of the player to move, each a button that
 * previews the move on the board (hover or focus) and plays it (click). The game says what a
 * move is called and what to add after it; the list itself and its behaviour are the same.
 */
import type { ReactNode } from 'react';
import { PreviewButton } from './PreviewButton';

export interface WinningMovesProps<M> {
  moves: readonly M[];
  /** a stable key per move */
  keyOf: (m: M) => string;
  /** the button's text */
  label: (m: M) => ReactNode;
  ariaLabel?: (m: M) => string;
  /** shown after the button (what the move leaves, its value) */
  detail?: (m: M) => ReactNode;
  /** the sentence before the list, which also names it */
  intro: ReactNode;
  introId: string;
  listTestId?: string;
  canPlay: boolean;
  /** show the move on the board while the button is hovered or focused (boards that can) */
  onPreview?: (m: M | null) => void;
  onPlay: (m: M) => void;
}

export function WinningMoves<M>({
  moves,
  keyOf,
  label,
  ariaLabel,
  detail,
  intro,
  introId,
  listTestId,
  canPlay,
  onPreview,
  onPlay,
}: WinningMovesProps<M>) {
  return (
    <>
      <p id={introId}>{intro}</p>
      <ul aria-labelledby={introId} data-testid={listTestId}>
        {moves.map((m) => (
          <li key={keyOf(m)}>
            <PreviewButton
              move={m}
              disabled={!canPlay}
              onPreview={onPreview}
              onPlay={onPlay}
              ariaLabel={ariaLabel?.(m)}
            >
              {label(m)}
            </PreviewButton>
            {detail && <> {detail(m)}</>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "; click one to play it" when the person may play now. */
export const clickToPlay = (canPlay: boolean) => (canPlay ? '; click one to play it' : '');
