/**
 * Above a game board: play or edit mode, take back, redo, restart and the hint toggle. Take
 * back and restart are disabled until a move was made, redo until one was taken back.
 */
import './play.css';

export type BoardMode = 'play' | 'edit';

export interface BoardToolbarProps {
  mode: BoardMode;
  onMode: (m: BoardMode) => void;
  /** moves made since the position was set */
  moves: number;
  onTakeBack: () => void;
  /** moves taken back that can be played again */
  redoable: number;
  onRedo: () => void;
  onRestart: () => void;
  hintsShown: boolean;
  onToggleHints: () => void;
  /** the id of the element the hint button shows and hides */
  hintPanelId: string;
  /** the hint button's text: [to show, to hide] */
  hintLabels: readonly [string, string];
  /** the edit button's text (default "Edit coins") */
  editLabel?: string;
}

export function BoardToolbar({
  mode,
  onMode,
  moves,
  onTakeBack,
  redoable,
  onRedo,
  onRestart,
  hintsShown,
  onToggleHints,
  hintPanelId,
  hintLabels,
  editLabel = 'Edit coins',
}: BoardToolbarProps) {
  return (
    <div className="toolbar">
      <div role="group" aria-label="Board mode" className="toolbar">
        {/* "Play mode", so it is not confused with a walkthrough's Play. */}
        <button
          type="button"
          aria-pressed={mode === 'play'}
          aria-label="Play mode"
          onClick={() => onMode('play')}
        >
          Play
        </button>
        <button type="button" aria-pressed={mode === 'edit'} onClick={() => onMode('edit')}>
          {editLabel}
        </button>
      </div>
      <button type="button" onClick={onTakeBack} disabled={moves === 0} aria-keyshortcuts="u">
        Take back
      </button>
      <button type="button" onClick={onRedo} disabled={redoable === 0} aria-keyshortcuts="y">
        Redo
      </button>
      <button type="button" onClick={onRestart} disabled={moves === 0}>
        Restart
      </button>
      <button type="button" aria-expanded={hintsShown} aria-controls={hintPanelId} onClick={onToggleHints}>
        {hintsShown ? hintLabels[1] : hintLabels[0]}
      </button>
    </div>
  );
}
