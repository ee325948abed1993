/**
 * A board or diagram with "SVG" and "PNG" buttons under it. The picture is the view's own
 * drawing from its data (`toSvg`, preferred) or, failing that, a styled copy of what the page
 * shows (elementToSvg). Registered for the x / X keys while mounted. The code that makes the file
 * loads on the first export (makeExport.ts).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { registerExportTarget, type ExportFormat } from './exportRegistry';
import './export.css';

export interface ExportableProps {
  /** the file name without extension, saying what it is, e.g. exportName('flipping', line) */
  name: string;
  /** what the picture shows, in words: its SVG title and the buttons' accessible names */
  title: string;
  /** the view's own drawing from its plain data */
  toSvg?: () => string;
  className?: string;
  children: ReactNode;
}

export function Exportable({ name, title, toSvg, className, children }: ExportableProps) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const latest = useRef({ name, title, toSvg });
  latest.current = { name, title, toSvg };

  const run = useRef(async (format: ExportFormat) => {
    const { name, title, toSvg } = latest.current;
    const target = box.current?.firstElementChild;
    try {
      if (!toSvg && !target) return;
      const { elementToSvg, embedFonts, saveExport } = await import('./makeExport');
      // a copy of the page may hold math: its fonts go with it
      const svg = toSvg ? toSvg() : await embedFonts(elementToSvg(target!, title));
      setStatus(`Saved ${await saveExport(svg, name, format)}`);
    } catch (e) {
      setStatus(`Could not export: ${e instanceof Error ? e.message : String(e)}`);
    }
  });

  useEffect(() => registerExportTarget({ element: () => box.current, run: (f) => run.current(f) }), []);

  return (
    <div className={['export-figure', className].filter(Boolean).join(' ')}>
      <div ref={box} className="export-target">
        {children}
      </div>
      <div className="export-buttons" role="group" aria-label={`Export ${title}`}>
        <span aria-hidden="true">Export</span>
        <button
          type="button"
          onClick={() => void run.current('svg')}
          title="Save as an SVG picture (x)"
          aria-label={`Save ${title} as SVG`}
          data-testid="export-svg"
        >
          SVG
        </button>
        <button
          type="button"
          onClick={() => void run.current('png')}
          title="Save as a PNG picture (Shift+X)"
          aria-label={`Save ${title} as PNG`}
          data-testid="export-png"
        >
          PNG
        </button>
        <span className="export-status" aria-live="polite" data-testid="export-status">
          {status}
        </span>
      </div>
    </div>
  );
}
