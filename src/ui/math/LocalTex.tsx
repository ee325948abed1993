/**
 * TeX typeset on the main thread, synchronously: where there is no Worker (jsdom in component
 * tests, a browser without module workers). Visible math goes through react-katex (with
 * accessible MathML); aria-hidden layout copies (visualOnly) need KaTeX's html-only output,
 * which react-katex cannot ask for, so they use typeset().
 */
import { useCallback } from 'react';
import { BlockMath, InlineMath } from 'react-katex';
import { TexBox, TexError, type TexProps } from './TexBox';
import { typeset } from './typeset';

export function LocalTex({ tex, display = false, className, visualOnly = false }: TexProps) {
  // react-katex re-typesets whenever renderError changes: keep it stable across renders
  const renderError = useCallback(
    (error: Error) => <TexError tex={tex} display={display} className={className} message={error.message} />,
    [tex, display, className],
  );
  if (visualOnly) {
    const t = typeset({ tex, display, visualOnly });
    return t.ok ? (
      <TexBox display={display} className={className} html={t.html} />
    ) : (
      <TexError tex={tex} display={display} className={className} message={t.message} />
    );
  }
  const Math = display ? BlockMath : InlineMath;
  return (
    <TexBox display={display} className={className}>
      <Math math={tex} renderError={renderError} />
    </TexBox>
  );
}
