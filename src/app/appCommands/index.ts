import type { Command } from '../../nav/commands';
import { exportPngCommand, exportSvgCommand } from './export';
import { helpCommand } from './help';
import { leavePresentationCommand, presentationCommand } from './presentation';

/** The commands the app shell registers for as long as it is mounted. */
export const APP_COMMANDS: readonly Command[] = [
  helpCommand,
  presentationCommand,
  leavePresentationCommand,
  exportSvgCommand,
  exportPngCommand,
];
