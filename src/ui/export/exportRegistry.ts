/**
 * The pictures on the page that can be exported, so one key (x / X) exports the one the
 * keyboard is in, or else the first one on the page. Each Exportable registers while mounted.
 */
export type ExportFormat = 'svg' | 'png';

export interface ExportTarget {
  element: () => Element | null;
  run: (format: ExportFormat) => Promise<void>;
}

const targets = new Set<ExportTarget>();

export function registerExportTarget(target: ExportTarget): () => void {
  targets.add(target);
  return () => targets.delete(target);
}

/** The target holding the focus, else the first in document order that is shown. */
export function primaryExportTarget(
  focused: Element | null = document.activeElement,
): ExportTarget | undefined {
  const connected = [...targets].filter((t) => t.element()?.isConnected);
  const visible = connected.filter((t) => (t.element() as HTMLElement).getClientRects().length > 0);
  const shown = visible.length > 0 ? visible : connected;
  const holding = shown.find((t) => focused && t.element()?.closest('.export-figure')?.contains(focused));
  if (holding) return holding;
  return shown.sort((a, b) =>
    a.element()!.compareDocumentPosition(b.element()!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

export function hasExportTarget(): boolean {
  return targets.size > 0;
}
