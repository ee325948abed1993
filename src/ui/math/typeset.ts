/**
 * TeX to HTML with KaTeX. It needs no DOM, so it runs in the TeX worker
 * (tex.worker.ts); pages load it only where there is no worker (LocalTex, and the
 * client's fallback). Bad TeX is a value with KaTeX's message, never a throw.
 */
import katex from 'katex';
import type { TexRequest, Typeset } from './texRequest';

export function typeset({ tex, display, visualOnly }: TexRequest): Typeset {
  try {
    return {
      ok: true,
      html: katex.renderToString(tex, {
        displayMode: display,
        throwOnError: true,
        output: visualOnly ? 'html' : 'htmlAndMathml',
        strict: 'ignore',
      }),
    };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
