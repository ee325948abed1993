import type { Command } from '../../nav/commands';
import { hasExportTarget, primaryExportTarget, type ExportFormat } from '../../ui/export';

/** Export the picture the keyboard is in (or the page's first) as a file. */
function exportPrimary(format: ExportFormat) {
  void primaryExportTarget()?.run(format);
}

/** `x` saves the board or diagram as SVG, `X` as PNG (`e` is already edit mode on the boards). */
export const exportSvgCommand: Command = {
  id: 'app.export.svg',
  label: 'Save the board or diagram (the focused one, else the first) as an SVG picture',
  keys: ['x'],
  group: 'App',
  run: () => exportPrimary('svg'),
  enabled: hasExportTarget,
};

export const exportPngCommand: Command = {
  id: 'app.export.png',
  label: 'Save the board or diagram (the focused one, else the first) as a PNG picture',
  keys: ['X'],
  group: 'App',
  run: () => exportPrimary('png'),
  enabled: hasExportTarget,
};
