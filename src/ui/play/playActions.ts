/**
 * The standard play commands, declared once (in the manner of excalidraw's actions): each says
 * its id, its words for the help overlay, its toolbar button's text and its keys, when it can
 * run and what it does. The toolbar's buttons and the keys both come from these objects, so a
 * game page cannot give them different words or keys.
 */
import type { Command } from '../../nav/commands';

export type BoardMode = 'play' | 'edit';

/** What the standard commands work on: a game's play shell (usePlayShell). */
export interface PlayControls {
  mode: BoardMode;
  /** moves the person (or, between two people, either) made: what take back can undo */
  ownMoves: number;
  /** moves taken back that can be played again */
  redoable: number;
  hintsShown: boolean;
  /** the board has an edit mode; its button's text */
  edit: { label: string } | null;
  /** the board has a hint panel: its id, its button's text [to show, to hide] and its command's words */
  hints: { panelId: string; labels: readonly [string, string]; command: string } | null;
  takeBack(): void;
  redo(): void;
  restart(): void;
  toggleHints(): void;
  switchMode(mode: BoardMode): void;
}

export interface PlayAction {
  id: string;
  /** what the help overlay says */
  label: string | ((c: PlayControls) => string);
  /** the toolbar button's text (none: a key only) */
  button?: string;
  keys: readonly string[];
  /** the board offers it at all (an edit mode, a hint panel) */
  offered?: (c: PlayControls) => boolean;
  /** it can run now (else its button is disabled and its key is not taken) */
  enabled?: (c: PlayControls) => boolean;
  perform: (c: PlayControls) => void;
}

export const takeBackAction: PlayAction = {
  id: 'play.takeBack',
  label: 'Take back a move',
  button: 'Take back',
  keys: ['u'],
  enabled: (c) => c.ownMoves > 0,
  perform: (c) => c.takeBack(),
};

export const redoAction: PlayAction = {
  id: 'play.redo',
  label: 'Redo a move taken back',
  button: 'Redo',
  keys: ['y'],
  enabled: (c) => c.redoable > 0,
  perform: (c) => c.redo(),
};

export const restartAction: PlayAction = {
  id: 'play.restart',
  label: 'Back to the position before the first move',
  button: 'Restart',
  keys: [],
  enabled: (c) => c.ownMoves > 0,
  perform: (c) => c.restart(),
};

export const hintsAction: PlayAction = {
  id: 'play.hints',
  label: (c) => c.hints?.command ?? 'Show or hide the hint',
  keys: ['h'],
  offered: (c) => c.hints !== null,
  perform: (c) => c.toggleHints(),
};

export const editAction: PlayAction = {
  id: 'play.edit',
  label: 'Switch between play and edit',
  keys: ['e'],
  offered: (c) => c.edit !== null,
  perform: (c) => c.switchMode(c.mode === 'play' ? 'edit' : 'play'),
};

export const PLAY_ACTIONS: readonly PlayAction[] = [
  takeBackAction,
  redoAction,
  restartAction,
  hintsAction,
  editAction,
];

/** The actions a board offers that have keys, as commands under the page's `group`. */
export function playCommands(controls: PlayControls, group: string): Command[] {
  return PLAY_ACTIONS.filter((a) => a.keys.length > 0 && (a.offered?.(controls) ?? true)).map((a) => ({
    id: a.id,
    label: typeof a.label === 'string' ? a.label : a.label(controls),
    keys: a.keys,
    group,
    run: () => a.perform(controls),
    enabled: a.enabled && (() => a.enabled!(controls)),
  }));
}
