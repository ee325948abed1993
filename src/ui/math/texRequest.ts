/** A formula to typeset and its cache key (apart from typeset.ts, so asking never loads KaTeX). */
export interface TexRequest {
  tex: string;
  /** display (block, centred) rather than inline */
  display: boolean;
  /** leave out the MathML copy (aria-hidden layout copies): half the DOM */
  visualOnly: boolean;
}

export type Typeset = { ok: true; html: string } | { ok: false; message: string };

/** Equal keys typeset to the same HTML. */
export function texKey({ tex, display, visualOnly }: TexRequest): string {
  return (display ? 'D' : 'I') + (visualOnly ? 'V' : 'A') + tex;
}
