/** Make and save one export: the SVG text, or a PNG drawn from it. */
import { downloadBlob } from './download';
import type { ExportFormat } from './exportRegistry';
import { svgToPng } from './svgToPng';

/** Saves `name.svg` or `name.png`; returns the file name. */
export async function saveExport(svg: string, name: string, format: ExportFormat): Promise<string> {
  const filename = `${name}.${format}`;
  const blob = format === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg);
  downloadBlob(blob, filename);
  return filename;
}
