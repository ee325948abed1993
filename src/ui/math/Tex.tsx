/**
 * TeX typeset by KaTeX (fonts and CSS are bundled by Vite from the katex package, so it
 * works offline). Bad TeX shows its source in a <code> with the parse error as a tooltip,
 * never a crash.
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import './math.css';

export interface TexProps {
  tex: string;
  /** display (block, centred) rather than inline */
  display?: boolean;
  className?: string;
  /** leave out the MathML copy (for aria-hidden copies, e.g. layout ghosts): half the DOM */
  visualOnly?: boolean;
}

type Rendered = { ok: true; html: string } | { ok: false; message: string };

// Captions are re-rendered on every step; KaTeX is the costly part, so keep recent results.
const cache = new Map<string, Rendered>();
const CACHE_LIMIT = 500;

export function renderTex(tex: string, display: boolean, visualOnly = false): Rendered {
  const key = (display ? 'D' : 'I') + (visualOnly ? 'V' : 'A') + tex;
  const hit = cache.get(key);
  if (hit) return hit;
  let out: Rendered;
  try {
    out = { ok: true, html: katex.renderToString(tex, { displayMode: display, throwOnError: true, output: visualOnly ? 'html' : 'htmlAndMathml', strict: 'ignore' }) };
  } catch (e) {
    out = { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}

export function Tex({ tex, display = false, className, visualOnly = false }: TexProps) {
  const rendered = useMemo(() => renderTex(tex, display, visualOnly), [tex, display, visualOnly]);
  const Tag = display ? 'div' : 'span';
  if (!rendered.ok) {
    return (
      <Tag className={['tex-error', className].filter(Boolean).join(' ')} title={rendered.message}>
        <code>{display ? `$$${tex}$$` : `$${tex}$`}</code>
      </Tag>
    );
  }
  return <Tag className={['tex', display ? 'tex-display' : 'tex-inline', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
