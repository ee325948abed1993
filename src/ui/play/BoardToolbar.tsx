/**
 * Above a game board: play or edit mode (boards with an edit mode), take back, redo, restart
 * and the hint toggle (boards with a hint panel). The buttons' text, keys and whether they are
 * enabled come from the standard actions (playActions.ts): take back and restart wait for a
 * move, redo for one taken back.
 */
import {
  editAction,
  hintsAction,
  redoAction,
  restartAction,
  takeBackAction,
  type PlayAction,
  type PlayControls,
} from './playActions';
import './play.css';

const keysOf = (a: PlayAction) => (a.keys.length ? a.keys.join(' ') : undefined);

function ActionButton({ action, shell }: { action: PlayAction; shell: PlayControls }) {
  return (
    <button
      type="button"
      onClick={() => action.perform(shell)}
      disabled={!(action.enabled?.(shell) ?? true)}
      aria-keyshortcuts={keysOf(action)}
    >
      {action.button}
    </button>
  );
}

export function BoardToolbar({ shell }: { shell: PlayControls }) {
  const { mode, edit, hints } = shell;
  return (
    <div className="toolbar">
      {edit && (
        <div role="group" aria-label="Board mode" className="toolbar">
          {/* "Play mode", so it is not confused with a walkthrough's Play. */}
          <button
            type="button"
            aria-pressed={mode === 'play'}
            aria-label="Play mode"
            onClick={() => shell.switchMode('play')}
          >
            Play
          </button>
          <button
            type="button"
            aria-pressed={mode === 'edit'}
            aria-keyshortcuts={keysOf(editAction)}
            onClick={() => shell.switchMode('edit')}
          >
            {edit.label}
          </button>
        </div>
      )}
      <ActionButton action={takeBackAction} shell={shell} />
      <ActionButton action={redoAction} shell={shell} />
      <ActionButton action={restartAction} shell={shell} />
      {hints && (
        <button
          type="button"
          aria-expanded={shell.hintsShown}
          aria-controls={hints.panelId}
          aria-keyshortcuts={keysOf(hintsAction)}
          onClick={() => hintsAction.perform(shell)}
        >
          {shell.hintsShown ? hints.labels[1] : hints.labels[0]}
        </button>
      )}
    </div>
  );
}
