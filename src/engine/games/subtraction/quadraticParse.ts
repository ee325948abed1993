/**
 * α as typed: integers, square roots of integers (`sqrt5`, `sqrt(5)`, `√5`), `phi`, the four
 * operations (implicit multiplication allowed: `2sqrt3`) and parentheses, evaluated exactly
 * in one field Q(√d). `makeQuad` writes the normal form back in the same language:
 * `(1+sqrt5)/2`, `sqrt2`, `2+sqrt3`, `(3-2sqrt7)/5`.
 */
import { fail, ok, type Result } from '../../result';
import { add, div, isRational, mul, negate, rational, sqrtOf, sub, type Quad } from './quadratic';

type Token = { kind: 'num'; value: bigint } | { kind: 'sqrt'; value: bigint } | { kind: 'op'; value: string };

/** Radicands and integers up to this many digits (trial division factors the radicand). */
const MAX_DIGITS = 12;

function tokenize(text: string, offset: number): Result<(Token & { at: number })[]> {
  const out: (Token & { at: number })[] = [];
  let i = 0;
  const digitsAt = (j: number) => {
    let k = j;
    while (k < text.length && text[k] >= '0' && text[k] <= '9') k++;
    return k;
  };
  while (i < text.length) {
    const ch = text[i];
    const at = offset + i;
    if (ch === ' ') {
      i++;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      const end = digitsAt(i);
      if (end - i > MAX_DIGITS)
        return fail('too_large', `numbers in α have at most ${MAX_DIGITS} digits`, { at });
      out.push({ kind: 'num', value: BigInt(text.slice(i, end)), at });
      i = end;
      continue;
    }
    if (text.startsWith('phi', i)) {
      out.push(
        { kind: 'op', value: '(', at },
        { kind: 'num', value: 1n, at },
        { kind: 'op', value: '+', at },
      );
      out.push(
        { kind: 'sqrt', value: 5n, at },
        { kind: 'op', value: ')', at },
        { kind: 'op', value: '/', at },
      );
      out.push({ kind: 'num', value: 2n, at });
      i += 3;
      continue;
    }
    const root = text.startsWith('sqrt', i) ? 4 : ch === '√' ? 1 : 0;
    if (root) {
      let j = i + root;
      const paren = text[j] === '(';
      if (paren) j++;
      const end = digitsAt(j);
      if (end === j)
        return fail('bad_field', 'a square root takes a whole number: sqrt5 or sqrt(5)', { at: offset + j });
      if (end - j > MAX_DIGITS)
        return fail('too_large', `a square root's number has at most ${MAX_DIGITS} digits`, {
          at: offset + j,
        });
      let k = end;
      if (paren) {
        if (text[k] !== ')') return fail('bad_field', 'missing ) after the square root', { at: offset + k });
        k++;
      }
      out.push({ kind: 'sqrt', value: BigInt(text.slice(j, end)), at });
      i = k;
      continue;
    }
    if ('+-*/()'.includes(ch)) {
      out.push({ kind: 'op', value: ch, at });
      i++;
      continue;
    }
    return fail('bad_field', `unexpected '${ch}' in α (use integers, sqrtN, + − * / and brackets)`, { at });
  }
  return ok(out);
}

class ParseError {
  constructor(
    readonly message: string,
    readonly at: number,
  ) {}
}

/** Parse α; `offset` is where the expression starts in the whole text (for `at`). */
export function parseQuad(text: string, offset = 0): Result<Quad> {
  const tokens = tokenize(text, offset);
  if (!tokens.ok) return tokens;
  const ts = tokens.value;
  let pos = 0;
  const end = offset + text.length;
  const peek = () => ts[pos];
  const here = () => ts[pos]?.at ?? end;
  const need = (q: Quad | null, at: number): Quad => {
    if (!q) throw new ParseError('α may use only one square root (it must lie in one field Q(√d))', at);
    return q;
  };
  const isOp = (v: string) => peek()?.kind === 'op' && peek()!.value === v;
  const expr = (): Quad => {
    let x = term();
    while (isOp('+') || isOp('-')) {
      const at = here();
      const o = ts[pos++].value;
      const y = term();
      x = need(o === '+' ? add(x, y) : sub(x, y), at);
    }
    return x;
  };
  const startsFactor = () => {
    const t = peek();
    return t !== undefined && (t.kind !== 'op' || t.value === '(');
  };
  const term = (): Quad => {
    let x = unary();
    for (;;) {
      const at = here();
      if (isOp('*') || isOp('/')) {
        const o = ts[pos++].value;
        const y = unary();
        if (o === '/' && y.a === 0n && y.b === 0n) throw new ParseError('division by zero', at);
        x = need(o === '*' ? mul(x, y) : div(x, y), at);
      } else if (startsFactor()) x = need(mul(x, unary()), at);
      else return x;
    }
  };
  const unary = (): Quad => {
    if (isOp('-')) {
      pos++;
      return negate(unary());
    }
    if (isOp('+')) {
      pos++;
      return unary();
    }
    return atom();
  };
  const atom = (): Quad => {
    const t = peek();
    if (t === undefined) throw new ParseError('α ends too soon', end);
    pos++;
    if (t.kind === 'num') return rational(t.value);
    if (t.kind === 'sqrt') return sqrtOf(t.value);
    if (t.value === '(') {
      const x = expr();
      if (!isOp(')')) throw new ParseError('missing )', here());
      pos++;
      return x;
    }
    throw new ParseError(`unexpected '${t.value}'`, t.at);
  };
  try {
    if (ts.length === 0) return fail('bad_field', 'α is empty', { at: offset });
    const x = expr();
    if (pos < ts.length)
      return fail('bad_field', `unexpected '${text[ts[pos].at - offset]}'`, { at: ts[pos].at });
    return ok(x);
  } catch (e) {
    if (e instanceof ParseError) return fail('bad_field', e.message, { at: e.at });
    throw e;
  }
}

/** The normal form in the parser's language (parseQuad(makeQuad(q)) equals q). */
export function makeQuad(q: Quad): string {
  if (isRational(q)) return q.c === 1n ? `${q.a}` : `${q.a}/${q.c}`;
  const b = q.b === 1n ? '' : q.b === -1n ? '-' : `${q.b}`;
  const surd = `${b}sqrt${q.d}`;
  const num = q.a === 0n ? surd : `${q.a}${q.b > 0n ? '+' : ''}${surd}`;
  if (q.c === 1n) return num;
  return q.a === 0n && q.b > 0n ? `${num}/${q.c}` : `(${num})/${q.c}`;
}

/** α for people: (1 + √5)/2. */
export function quadTex(q: Quad): string {
  if (isRational(q)) return q.c === 1n ? `${q.a}` : `\\tfrac{${q.a}}{${q.c}}`;
  const b = q.b === 1n ? '' : q.b === -1n ? '-' : `${q.b}`;
  const surd = `${b}\\sqrt{${q.d}}`;
  const num = q.a === 0n ? surd : `${q.a}${q.b > 0n ? '+' : ''}${surd}`;
  return q.c === 1n ? num : `\\frac{${num}}{${q.c}}`;
}
