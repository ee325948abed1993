import type { Command } from '../../nav/commands';
import { toggleHelp } from '../../store';

/** `?` shows the list of every key (generated from the registered commands). */
export const helpCommand: Command = {
  id: 'app.help',
  label: 'Show or hide this list of keys',
  keys: ['?'],
  group: 'App',
  run: toggleHelp,
};
