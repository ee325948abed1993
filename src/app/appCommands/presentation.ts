import type { Command } from '../../nav/commands';
import { getSettings, setPresentation, togglePresentation } from '../../store';

/** `p` turns presentation mode on (and off again). */
export const presentationCommand: Command = {
  id: 'app.presentation',
  label: 'Presentation mode on or off (large type for a projector)',
  keys: ['p'],
  group: 'App',
  run: togglePresentation,
};

/** Esc leaves presentation mode (a page's own Esc, e.g. a selection, is registered later and wins). */
export const leavePresentationCommand: Command = {
  id: 'app.presentation.leave',
  label: 'Leave presentation mode',
  keys: ['Escape'],
  group: 'App',
  run: () => setPresentation(false),
  enabled: () => getSettings().presentation,
  inInputs: true,
};
