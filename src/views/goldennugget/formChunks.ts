/**
 * A pretty form cut into pieces that must not break inside. A short form is one piece, so it
 * never wraps ("{1|21/32}" keeps its brace). A longer one wraps only after a separator, at
 * the top level first ("{a, b|c}" → "{a, " "b|" "c}"); a piece still too long is cut at the
 * next level in, so a narrow column never breaks a form mid-token ("1/512" stays whole).
 * The separators are the comma, the bars and " + ".
 */
export const SHORT_FORM = 24;

const SEPARATORS = [', ', ' + ', ' ‖ ', ' ⫴ ', '|'];

/** Where a line may break (just after a separator), with the brace depth there. */
function breaks(text: string): { at: number; depth: number }[] {
  const out: { at: number; depth: number }[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth--;
    const sep = SEPARATORS.find((s) => text.startsWith(s, i));
    if (!sep) continue;
    i += sep.length - 1;
    if (i + 1 < text.length) out.push({ at: i + 1, depth });
  }
  return out;
}

export function formChunks(text: string): string[] {
  const all = breaks(text);
  const deepest = Math.max(1, ...all.map((b) => b.depth));
  // the outer braces are level 1: their separators are the top level
  const cut = (start: number, end: number, level: number): string[] => {
    if (end - start <= SHORT_FORM || level > deepest) return [text.slice(start, end)];
    const at = all.filter((b) => b.at > start && b.at < end && b.depth <= level).map((b) => b.at);
    const edges = [start, ...at, end];
    return edges.slice(1).flatMap((e, i) => cut(edges[i], e, level + 1));
  };
  return cut(0, text.length, 1);
}
