/**
 * TeX typeset by KaTeX (fonts and CSS are bundled by Vite from the katex package, so it
 * works offline). Bad TeX shows its source in a <code> with the parse error as a tooltip,
 * never a crash.
 */
import { useCallback } from 'react';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { BlockMath, InlineMath } from 'react-katex';
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

/**
 * Visible math goes through react-katex (its own memoised rendering, with accessible MathML);
 * aria-hidden layout copies (visualOnly) need KaTeX's html-only output, which react-katex
 * cannot ask for, so they use renderTex.
 */
export function Tex({ tex, display = false, className, visualOnly = false }: TexProps) {
  const classes = ['tex', display ? 'tex-display' : 'tex-inline', className].filter(Boolean).join(' ');
  const Tag = display ? 'div' : 'span';
  const fallback = (message: string) => (
    <Tag className={['tex-error', className].filter(Boolean).join(' ')} title={message}>
      <code>{display ? `$$${tex}$$` : `$${tex}$`}</code>
    </Tag>
  );
  // react-katex re-typesets whenever renderError changes: keep it stable across renders
  const renderError = useCallback((error: Error) => fallback(error.message), [tex, display, className]);
  if (visualOnly) {
    const rendered = renderTex(tex, display, true);
    return rendered.ok ? <Tag className={classes} dangerouslySetInnerHTML={{ __html: rendered.html }} /> : fallback(rendered.message);
  }
  const Math = display ? BlockMath : InlineMath;
  return (
    <Tag className={classes}>
      <Math math={tex} renderError={renderError} />
    </Tag>
  );
}
