/**
 * Tokens of game expressions. Besides the plain form (numbers, `*3`, braces) it reads the
 * pretty forms people type: ↑ ⇑ ↓ ⇓ (or ^ ^^ v vv; ↑3 is three ups), ±, ‖ and ⫴ (or ||,
 * |||), and the Unicode minus sign. Positions are 0-based character indices.
 */
import { Dyadic, parseDyadic } from '../arith/dyadic';

export type Token =
  | { kind: 'number'; value: Dyadic; at: number; end: number }
  | { kind: 'star'; nim: number; at: number; end: number }
  | { kind: 'up'; up: number; at: number; end: number }
  | { kind: 'bar'; level: number; at: number; end: number }
  | { kind: 'name'; name: string; at: number; end: number }
  /** a game's term, `flip(0101)`: its argument kept as typed (`text`, starting at `textAt`) */
  | { kind: 'call'; name: string; text: string; textAt: number; at: number; end: number }
  | { kind: 'cmp'; relation: '≥' | '≤' | '=' | '>' | '<' | '⧐' | '⧏'; at: number; end: number }
  | { kind: 'punct'; char: '{' | '}' | '(' | ')' | ',' | ':' | '+' | '-' | '±'; at: number; end: number }
  | { kind: 'end'; at: number; end: number };

export class ParseError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

/**
 * The temperature toolkit's functions (toolkit.ts's BUILTINS, checked by a test): their
 * arguments are expressions. Any other name followed by '(' is a game's term, whose argument
 * is that game's own notation (`cs(mod:5:1,3, 7)`, `cf:[1;(2)]`): it is kept as raw text up to
 * the matching ')', for the game to read.
 */
export const TOOLKIT_NAMES: readonly string[] = ['cool', 'heat', 'overheat', 'freeze', 'norton'];

/** The end of a term's argument: the index of the ')' matching the '(' at `open` (brackets nest too). */
function closingParen(text: string, open: number): number {
  const stack: { want: string; at: number }[] = [];
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{')
      stack.push({ want: c === '(' ? ')' : c === '[' ? ']' : '}', at: i });
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.length === 0) {
        if (c === ')') return i;
        throw new ParseError(`'${c}' at position ${i + 1} has no matching opening bracket`, i);
      }
      const { want, at } = stack.pop()!;
      if (c !== want)
        throw new ParseError(
          `expected '${want}' at position ${i + 1} to close the '${text[at]}' at position ${at + 1}, not '${c}'`,
          i,
        );
    }
  }
  throw new ParseError(`'(' at position ${open + 1} is never closed`, open);
}

const UPS: Record<string, number> = { '↑': 1, '⇑': 2, '↓': -1, '⇓': -2 };
const PUNCT = '{}(),:+-±';

function digitsAt(text: string, i: number): number {
  let j = i;
  while (j < text.length && text[j] >= '0' && text[j] <= '9') j++;
  return j;
}

/** Literals past this many bits are refused (printing them would be the slow part). */
export const MAX_LITERAL_BITS = 100_000;

/** Digits at i, then "^digits" read as a power (2^40), never as ups: "2^" alone is still 2 + ↑. */
function powerAt(text: string, i: number): { value: bigint; end: number } {
  const j = digitsAt(text, i);
  const base = BigInt(text.slice(i, j));
  if (text[j] !== '^' || !(text[j + 1] >= '0' && text[j + 1] <= '9')) return { value: base, end: j };
  const k = digitsAt(text, j + 1);
  const exponent = BigInt(text.slice(j + 1, k));
  const bits = base <= 1n ? 1n : BigInt(base.toString(2).length) * exponent;
  if (bits > BigInt(MAX_LITERAL_BITS))
    throw new ParseError(
      `${text.slice(i, k)} has more than ${MAX_LITERAL_BITS.toLocaleString('en')} bits (at position ${i + 1})`,
      i,
    );
  return { value: base ** exponent, end: k };
}

/** A number: 3, 0.375, 3/8, or with powers, 2^40 and 1/2^300 (the denominator a power of 2). */
function numberLiteral(text: string, i: number): { value: Dyadic; end: number } {
  let j = digitsAt(text, i);
  if (text[j] === '.') {
    const k = digitsAt(text, j + 1);
    if (k === j + 1) throw new ParseError(`expected digits after '.' at position ${j + 2}`, j + 1);
    if (text[k] === '^' && text[k + 1] >= '0' && text[k + 1] <= '9')
      throw new ParseError(`a power goes on a whole number, not a decimal (at position ${k + 1})`, k);
    return { value: parsedAt(text.slice(i, k), i), end: k };
  }
  const top = powerAt(text, i);
  j = top.end;
  if (text[j] !== '/') return { value: Dyadic.int(top.value), end: j };
  if (!(text[j + 1] >= '0' && text[j + 1] <= '9'))
    throw new ParseError(`expected digits after '/' at position ${j + 2}`, j + 1);
  const bottom = powerAt(text, j + 1);
  const v = parsedAt(`${top.value}/${bottom.value}`, j + 1); // its errors are about the denominator
  return { value: v, end: bottom.end };
}

function parsedAt(literal: string, at: number): Dyadic {
  const parsed = parseDyadic(literal);
  if (!parsed.ok)
    throw new ParseError(
      `${parsed.error.message.replace(/ at position \d+/, '')} (at position ${at + 1})`,
      at,
    );
  return parsed.value;
}

function describe(c: string): string {
  return c === ' ' ? 'a space' : `'${c}'`;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (c >= '0' && c <= '9') {
      const { value, end } = numberLiteral(text, i);
      out.push({ kind: 'number', value, at, end });
      i = end;
    } else if (c === '*') {
      const j = digitsAt(text, i + 1);
      const nim = j > i + 1 ? Number(text.slice(i + 1, j)) : 1;
      out.push({ kind: 'star', nim, at, end: j });
      i = j;
    } else if (
      c in UPS ||
      c === '^' ||
      (c === 'v' && !/[a-z]/i.test(text[i + (text[i + 1] === 'v' ? 2 : 1)] ?? ''))
    ) {
      let up: number;
      let j = i + 1;
      if (c in UPS) up = UPS[c];
      else if (text[i + 1] === c) {
        up = c === '^' ? 2 : -2;
        j = i + 2;
      } else up = c === '^' ? 1 : -1;
      const k = digitsAt(text, j);
      if (k > j) {
        if (Math.abs(up) !== 1)
          throw new ParseError(
            `a count of ups follows a single arrow (↑3), not a double one (at position ${j + 1})`,
            j,
          );
        up *= Number(text.slice(j, k));
        j = k;
      }
      out.push({ kind: 'up', up, at, end: j });
      i = j;
    } else if ('<>=≥≤⧐⧏'.includes(c) || (c === '|' && text[i + 1] === '>')) {
      // comparisons: >= <= == = > < ≥ ≤, and <| |> (⧏ ⧐: less than or confused with, and the dual)
      const two = text.slice(i, i + 2);
      const pairs: Record<string, '≥' | '≤' | '=' | '⧐' | '⧏'> = {
        '>=': '≥',
        '<=': '≤',
        '==': '=',
        '<|': '⧏',
        '|>': '⧐',
      };
      if (two in pairs) {
        out.push({ kind: 'cmp', relation: pairs[two], at, end: i + 2 });
        i += 2;
      } else {
        out.push({ kind: 'cmp', relation: c as '≥', at, end: i + 1 });
        i++;
      }
    } else if (c === '|' || c === '‖' || c === '⫴') {
      let level = 0;
      let j = i;
      while (j < text.length && (text[j] === '|' || text[j] === '‖' || text[j] === '⫴')) {
        level += text[j] === '|' ? 1 : text[j] === '‖' ? 2 : 3;
        j++;
      }
      out.push({ kind: 'bar', level, at, end: j });
      i = j;
    } else if (/[a-z]/i.test(c)) {
      let j = i;
      while (j < text.length && /[a-z0-9_]/i.test(text[j])) j++;
      const name = text.slice(i, j);
      let open = j;
      while (open < text.length && /\s/.test(text[open])) open++;
      if (text[open] === '(' && !TOOLKIT_NAMES.includes(name)) {
        const close = closingParen(text, open);
        out.push({
          kind: 'call',
          name,
          text: text.slice(open + 1, close),
          textAt: open + 1,
          at,
          end: close + 1,
        });
        i = close + 1;
        continue;
      }
      out.push({ kind: 'name', name, at, end: j });
      i = j;
    } else if (PUNCT.includes(c) || c === '−') {
      out.push({ kind: 'punct', char: (c === '−' ? '-' : c) as '-', at, end: i + 1 });
      i++;
    } else {
      throw new ParseError(`unexpected character ${describe(c)} at position ${i + 1}`, i);
    }
  }
  out.push({ kind: 'end', at: text.length, end: text.length });
  return out;
}
