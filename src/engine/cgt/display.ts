/**
 * Forms for people: the pretty form (0, *, *3, ↑, ⇓, ↑*, ↑3, 1/2 + ↑ + *, ±1, {2 ‖ 1|0}) and
 * the same in TeX for KaTeX. Conventions of Winning Ways and CGSuite:
 *  - x + u↑ + *m is written by its parts (↑ and ⇑ for one and two ups, ↑3 for three);
 *  - {x | −x} with x a positive number is ±x;
 *  - an option that is the only one on its side is written without braces and the bars
 *    count the nesting: {a ‖ b | c} = {a | {b | c}}, {a | b ‖ c} = {{a | b} | c}.
 */
import type { Dyadic } from '../arith/dyadic';
import { leftOptions, nusOf, numberValue, rightOptions, type GameId, type Nus } from './store';

interface Notation {
  number(x: Dyadic): string;
  ups(u: number): string;
  star(m: number): string;
  plus: string;
  pm: string;
  open: string;
  close: string;
  comma: string;
  /** the separator of nesting level k (1, 2 or 3) */
  bar(k: number): string;
}

const PRETTY: Notation = {
  number: (x) => x.toString(),
  ups: (u) => {
    const a = Math.abs(u);
    const s = u > 0 ? ['↑', '⇑'] : ['↓', '⇓'];
    return a <= 2 ? s[a - 1] : `${s[0]}${a}`;
  },
  star: (m) => (m === 1 ? '*' : `*${m}`),
  plus: ' + ',
  pm: '±',
  open: '{',
  close: '}',
  comma: ', ',
  bar: (k) => (k === 1 ? '|' : k === 2 ? ' ‖ ' : ' ⫴ '),
};

const TEX: Notation = {
  number: (x) => {
    if (x.isInteger()) return x.toString();
    const p = x.num < 0n ? -x.num : x.num;
    return `${x.num < 0n ? '-' : ''}\\frac{${p}}{${x.denominator}}`;
  },
  ups: (u) => {
    const a = Math.abs(u);
    const s = u > 0 ? ['\\uparrow', '\\Uparrow'] : ['\\downarrow', '\\Downarrow'];
    return a <= 2 ? s[a - 1] : `${s[0]}${a}`;
  },
  star: (m) => (m === 1 ? '\\ast' : `\\ast${m}`),
  plus: ' + ',
  pm: '\\pm',
  open: '\\{',
  close: '\\}',
  comma: ',\\,',
  bar: (k) => (k === 1 ? ' \\mid ' : k === 2 ? ' \\parallel ' : ' \\mathrel{|\\!|\\!|} '),
};

// Nesting deeper than {a ‖ b | c} is written with braces: it reads better.
const MAX_BARS = 2;

function nusText(n: Nus, t: Notation): string {
  const parts: string[] = [];
  const tail = (n.up !== 0 ? t.ups(n.up) : '') + (n.nim !== 0 ? t.star(n.nim) : '');
  if (n.x.sign() !== 0 || tail === '') parts.push(t.number(n.x));
  if (n.x.sign() === 0) return parts.concat(tail ? [tail] : []).join('');
  if (n.up !== 0) parts.push(t.ups(n.up));
  if (n.nim !== 0) parts.push(t.star(n.nim));
  return parts.join(t.plus);
}

/**
 * A rendering: `level` 0 is a closed term; level k ≥ 1 is a brace-less {…} whose top bar has k
 * strokes. `S` is the text itself, or only its length (measured first, so a game whose pretty
 * form is short prints even when its plain form is huge: ±1 + *30 has 10^15 plain characters).
 */
interface Piece<S> {
  text: S;
  level: number;
}

/** Text, or its length: what a rendering is made of. */
interface Out<S> {
  lit(s: string): S;
  cat(parts: readonly S[], separator: string): S;
}

const STRINGS: Out<string> = { lit: (s) => s, cat: (parts, separator) => parts.join(separator) };
const LENGTHS: Out<number> = {
  lit: (s) => s.length,
  cat: (parts, separator) =>
    parts.reduce((a, b) => a + b, 0) + separator.length * Math.max(0, parts.length - 1),
};
/** Measured lengths by game, one memo per notation (as plainLength's), so asking again is free. */
const measured = new Map<Notation, Map<GameId, Piece<number>>>();

function render<S>(g: GameId, t: Notation, out: Out<S>, memo: Map<GameId, Piece<S>>): Piece<S> {
  const n = nusOf(g);
  if (n) return { text: out.lit(nusText(n, t)), level: 0 };
  const known = memo.get(g);
  if (known) return known;
  const l = leftOptions(g);
  const r = rightOptions(g);
  let piece: Piece<S>;
  const lx = l.length === 1 ? numberValue(l[0]) : undefined;
  const rx = r.length === 1 ? numberValue(r[0]) : undefined;
  if (lx && rx && lx.sign() > 0 && lx.add(rx).sign() === 0) {
    piece = { text: out.lit(t.pm + t.number(lx)), level: 0 };
  } else {
    const side = (opts: readonly GameId[]): Piece<S> => {
      const pieces = opts.map((o) => render(o, t, out, memo));
      if (pieces.length === 1 && pieces[0].level > 0 && pieces[0].level < MAX_BARS) return pieces[0];
      const braced = (p: Piece<S>) =>
        p.level > 0 ? out.cat([out.lit(t.open), p.text, out.lit(t.close)], '') : p.text;
      return { text: out.cat(pieces.map(braced), t.comma), level: 0 };
    };
    const ls = side(l);
    const rs = side(r);
    const level = 1 + Math.max(ls.level, rs.level);
    piece = { text: out.cat([ls.text, rs.text], t.bar(level)), level };
  }
  memo.set(g, piece);
  return piece;
}

function make(g: GameId, t: Notation, maxLength: number): string | null {
  // x + u↑ + *m prints by value however long its plain form (7/8 + ↑5 + *12: 5,314,439 characters);
  // other games are measured first (lengths past 2^53 lose precision, never their size)
  if (!nusOf(g)) {
    let memo = measured.get(t);
    if (!memo) measured.set(t, (memo = new Map()));
    const m = render(g, t, LENGTHS, memo);
    if (m.text + (m.level > 0 ? t.open.length + t.close.length : 0) > maxLength) return null;
  }
  const p = render(g, t, STRINGS, new Map());
  return p.level > 0 ? t.open + p.text + t.close : p.text;
}

/** The pretty form, or null when it would be longer than maxLength characters. */
export function makePretty(g: GameId, maxLength = 200_000): string | null {
  return make(g, PRETTY, maxLength);
}

/** The TeX form for KaTeX, or null when it would be longer than maxLength characters. */
export function makeTex(g: GameId, maxLength = 200_000): string | null {
  return make(g, TEX, maxLength);
}
