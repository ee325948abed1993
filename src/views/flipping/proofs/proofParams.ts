/**
 * The Proofs tab's state in the URL (#/flipping?tab=proofs&lemma=4.3&alpha=01&a=2&side=L&pm=g7-8,h5-6):
 * the instance, the side the user plays and the user's moves (the engine's answers follow from
 * them). Unknown or broken values fall back to the defaults; the engine checks the rest.
 */
export type MoveParam = { line: 'G' | 'H'; move: [number, number] };

export const PROOF_DEFAULTS = { lemma: '4.3' as const, alpha: '01', a: 2, beta: '101', side: 'L' as const };

export function parseMoves(text: string | undefined): MoveParam[] {
  if (!text) return [];
  const out: MoveParam[] = [];
  for (const part of text.split(',')) {
    const m = /^([gh])(\d{1,2})-(\d{1,2})$/i.exec(part.trim());
    if (!m) return out;
    out.push({ line: m[1].toLowerCase() === 'g' ? 'G' : 'H', move: [Number(m[2]), Number(m[3])] });
  }
  return out;
}

export function makeMoves(moves: readonly MoveParam[]): string | undefined {
  return moves.length
    ? moves.map((m) => `${m.line.toLowerCase()}${m.move[0]}-${m.move[1]}`).join(',')
    : undefined;
}

export function parseA(text: string | undefined): number {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n >= 0 ? n : PROOF_DEFAULTS.a;
}
