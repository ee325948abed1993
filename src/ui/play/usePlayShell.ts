/**
 * One play shell for every game board: the play state (usePlay), play or edit mode, the hint
 * panel shown or hidden, take back / redo / restart, and the standard commands registered with
 * their keys (playActions.ts). A page renders the pieces where its layout wants them
 * (<BoardToolbar shell>, <PlayersControls shell>, <MoveList shell>) and keeps only its own:
 * the board, the status line, the hints' contents, its messages.
 */
import { useState } from 'react';
import type { PlayableGame, Side } from '../../engine/games/gameRules';
import { useCommands } from '../../nav/commands';
import type { Play } from '../../store/playSlice';
import { playCommands, type BoardMode, type PlayControls } from './playActions';
import { usePlay } from './usePlay';

export interface PlayShellOptions {
  /** the help overlay's heading for the board's keys ("Ruler board") */
  group: string;
  /**
   * The board has an edit mode (the computer waits while it is on). `label` is the edit
   * button's text (default "Edit coins"); `onSwitch` runs before the mode changes.
   */
  edit?: { label?: string; onSwitch?: (to: BoardMode) => void };
  /**
   * The board has a hint panel: its id, the button's text [to show, to hide], the command's
   * words. Every game's hints start hidden, until asked for (no option: one rule for all).
   */
  hints?: { panelId: string; labels: readonly [string, string]; command?: string };
  /** after a take back, a redo or a restart (a page clears its message, restarts its walkthrough) */
  onChange?: () => void;
}

export function usePlayShell<P, M, S extends Side, G extends PlayableGame>(
  play: Play<P, M, S, G>,
  options: PlayShellOptions,
) {
  const [mode, setMode] = useState<BoardMode>('play');
  const [hintsShown, setHintsShown] = useState(false);
  const state = usePlay(play, { paused: mode !== 'play' });
  const { edit, hints, onChange } = options;
  const controls: PlayControls = {
    mode,
    ownMoves: state.ownMoves,
    redoable: state.undone.length,
    hintsShown,
    edit: edit ? { label: edit.label ?? 'Edit coins' } : null,
    hints: hints
      ? { panelId: hints.panelId, labels: hints.labels, command: hints.command ?? 'Show or hide the hint' }
      : null,
    takeBack: () => (play.takeBack(), onChange?.()),
    redo: () => (play.redo(), onChange?.()),
    restart: () => (play.restart(), onChange?.()),
    toggleHints: () => setHintsShown((v) => !v),
    switchMode: (to) => {
      if (to === mode || !edit) return;
      edit.onSwitch?.(to);
      setMode(to);
    },
  };
  useCommands(playCommands(controls, options.group));
  return {
    ...state,
    ...controls,
    play,
    rules: play.rules,
    /** the person may move on the board now */
    canPlay: mode === 'play' && !state.over && !state.computersTurn,
  };
}

/** A game's play shell, as usePlayShell returns it. */
export type PlayShell<P, M, S extends Side, G extends PlayableGame> = ReturnType<
  typeof usePlayShell<P, M, S, G>
>;
