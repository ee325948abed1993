/**
 * Game expressions → syntax trees. Grammar (`:` binds tighter than + and −; a minus sign
 * written right against a number is part of it, as in the plain form's `-2`):
 *   expr    := term (('+' | '-' | '±') term)*          a ± b means a + ±b
 *   term    := ('-' | '±' | '+-') term | ordinal
 *   ordinal := primary (':' exponent)*                  left to right: a:b:c = (a:b):c
 *   exponent:= ('-' | '±') exponent | primary
 *   primary := literal | '{' options '}' | '(' expr ')' | toolkit '(' expr (',' expr)* ')'
 *              | name '(' raw ')'
 *              (toolkit: toolkit.ts's cool, heat, overheat, freeze, norton; any other name is a
 *              game's term, its argument the raw text up to the matching ')', in that game's own
 *              notation: flip(0101), cs(mod:5:1,3, 7); an unknown name is refused when evaluated,
 *              as an unknown function)
 *   whole   := expr [relation expr]     a comparison G ≥ H, G ≤ H, G = H, G ‖ H (or ||),
 *              G > H, G < H, G ⧐ H (|>), G ⧏ H (<|), only at the top
 *   literal := [number][↑…][*n], at least one part, e.g. 3/8, *, ↑*, 1/2↑, ⇑*3
 *   options := items separated by ',' and bars; the unique bar with the most strokes splits
 *              Left from Right, and a side holding bars is one option: {a ‖ b | c} = {a | {b|c}}
 * Errors are ParseError values with the offending position.
 */
import type { Dyadic } from '../arith/dyadic';
import { fail, ok, type Result } from '../result';
import { MAX_EXPRESSION_LENGTH } from './limits';
import { ParseError, tokenize, type Token } from './tokens';

export type Ast =
  | { kind: 'literal'; x: Dyadic | null; up: number; nim: number; at: number; end: number }
  | { kind: 'game'; left: Ast[]; right: Ast[]; at: number; end: number }
  | { kind: 'sum' | 'difference' | 'ordinal'; a: Ast; b: Ast; at: number; end: number }
  | { kind: 'negative' | 'plusminus'; a: Ast; at: number; end: number }
  | { kind: 'call'; name: string; args: Ast[]; at: number; end: number }
  /** a game's term: its argument as typed, starting at `textAt` (the game reads it) */
  | { kind: 'term'; name: string; text: string; textAt: number; at: number; end: number }
  | { kind: 'compare'; relation: Relation; a: Ast; b: Ast; at: number; end: number };

/**
 * Calls `visit` on every node of `ast`, parents before children, left to right; `visit` returns
 * false to stop the walk altogether (the one walk the definitions and the game terms share).
 */
export function forEachNode(ast: Ast, visit: (node: Ast) => boolean | void): void {
  const walk = (a: Ast): boolean => {
    if (visit(a) === false) return false;
    switch (a.kind) {
      case 'literal':
      case 'term':
        return true;
      case 'game':
        return a.left.every(walk) && a.right.every(walk);
      case 'call':
        return a.args.every(walk);
      case 'negative':
      case 'plusminus':
        return walk(a.a);
      default:
        return walk(a.a) && walk(a.b);
    }
  };
  walk(ast);
}

/** The comparisons an expression may ask (at its top only). */
export const RELATIONS = ['≥', '≤', '=', '‖', '>', '<', '⧐', '⧏'] as const;
export type Relation = (typeof RELATIONS)[number];

const MAX_DEPTH = 200;

type BraceItem = { kind: 'expr'; ast: Ast } | { kind: 'bar'; level: number; at: number };

class Parser {
  private i = 0;
  private depth = 0;
  /** where each brace still open starts, outermost first: an unclosed end names them all */
  private readonly openBraces: number[] = [];
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)];
  }

  private isPunct(t: Token, c: string): boolean {
    return t.kind === 'punct' && t.char === c;
  }

  private fail(t: Token, what: string): never {
    if (t.kind === 'end') throw new ParseError(`the expression ends where ${what} should follow`, t.at);
    throw new ParseError(`expected ${what} at position ${t.at + 1}`, t.at);
  }

  private expect(c: string, what: string): Token {
    const t = this.peek();
    if (!this.isPunct(t, c)) this.fail(t, what);
    this.i++;
    return t;
  }

  parseAll(): Ast {
    let ast = this.expr();
    const r = this.relation();
    if (r) {
      const b = this.expr();
      ast = { kind: 'compare', relation: r, a: ast, b, at: ast.at, end: b.end };
    }
    const t = this.peek();
    if (t.kind === 'cmp' || this.relationAt(t))
      throw new ParseError(`one comparison at a time (a second one at position ${t.at + 1})`, t.at);
    if (t.kind !== 'end') {
      if (this.isPunct(t, ')')) throw new ParseError(`')' at position ${t.at + 1} has no matching '('`, t.at);
      if (this.isPunct(t, '}')) throw new ParseError(`'}' at position ${t.at + 1} has no matching '{'`, t.at);
      this.fail(t, 'an operator (+, -, :) or a comparison (≥, ≤, =, ‖)');
    }
    return ast;
  }

  /** A comparison token here: ≥ ≤ = > < and friends, or a bar of two strokes (‖, ||) for "confused with". */
  private relationAt(t: Token): Relation | null {
    if (t.kind === 'cmp') return t.relation;
    if (t.kind === 'bar' && t.level === 2) return '‖';
    return null;
  }

  private relation(): Relation | null {
    const r = this.relationAt(this.peek());
    if (r) this.i++;
    return r;
  }

  private enter(t: Token): void {
    if (++this.depth > MAX_DEPTH)
      throw new ParseError(
        `the expression nests more than ${MAX_DEPTH} deep (at position ${t.at + 1})`,
        t.at,
      );
  }

  private expr(): Ast {
    this.enter(this.peek());
    let a = this.term();
    for (;;) {
      const t = this.peek();
      if (t.kind !== 'punct' || (t.char !== '+' && t.char !== '-' && t.char !== '±')) break;
      this.i++;
      if (t.char === '±') {
        const b = this.term();
        a = { kind: 'sum', a, b: { kind: 'plusminus', a: b, at: t.at, end: b.end }, at: a.at, end: b.end };
      } else {
        const b = this.term();
        a = { kind: t.char === '+' ? 'sum' : 'difference', a, b, at: a.at, end: b.end };
      }
    }
    this.depth--;
    return a;
  }

  /** '-' or '±' (or '+-') in front of a term; a '-' touching a number is that number's sign. */
  private prefix(): 'negative' | 'plusminus' | null {
    const t = this.peek();
    const next = this.peek(1);
    if (this.isPunct(t, '±')) return 'plusminus';
    if (this.isPunct(t, '+') && this.isPunct(next, '-') && next.at === t.end) return 'plusminus';
    if (this.isPunct(t, '-') && !(next.kind === 'number' && next.at === t.end)) return 'negative';
    return null;
  }

  private term(): Ast {
    const t = this.peek();
    const p = this.prefix();
    if (p) {
      this.enter(t);
      this.i += this.isPunct(t, '+') ? 2 : 1;
      const a = this.term();
      this.depth--;
      return { kind: p, a, at: t.at, end: a.end };
    }
    let a = this.primary();
    while (this.isPunct(this.peek(), ':')) {
      this.i++;
      const b = this.exponent();
      a = { kind: 'ordinal', a, b, at: a.at, end: b.end };
    }
    return a;
  }

  private exponent(): Ast {
    const t = this.peek();
    const p = this.prefix();
    if (!p) return this.primary();
    this.enter(t);
    this.i += this.isPunct(t, '+') ? 2 : 1;
    const a = this.exponent();
    this.depth--;
    return { kind: p, a, at: t.at, end: a.end };
  }

  private primary(): Ast {
    const t = this.peek();
    if (this.isPunct(t, '(')) {
      this.i++;
      const a = this.expr();
      this.expect(')', "')'");
      return a;
    }
    if (this.isPunct(t, '{')) return this.braces();
    if (t.kind === 'call') {
      this.i++;
      return { kind: 'term', name: t.name, text: t.text, textAt: t.textAt, at: t.at, end: t.end };
    }
    if (t.kind === 'name') {
      this.i++;
      if (!this.isPunct(this.peek(), '('))
        throw new ParseError(
          `unknown name '${t.name}' at position ${t.at + 1} (functions are written like gn(20))`,
          t.at,
        );
      this.expect('(', `'(' after ${t.name}`);
      const args = [this.expr()];
      while (this.isPunct(this.peek(), ',')) {
        this.i++;
        args.push(this.expr());
      }
      const close = this.expect(')', "')' or ','");
      return { kind: 'call', name: t.name, args, at: t.at, end: close.end };
    }
    return this.literal();
  }

  private literal(): Ast {
    const start = this.peek();
    let x: Dyadic | null = null;
    let up = 0;
    let nim = 0;
    let end = start.at;
    let t = start;
    if (this.isPunct(t, '-') && this.peek(1).kind === 'number') {
      const num = this.peek(1) as Extract<Token, { kind: 'number' }>;
      x = num.value.neg();
      end = num.end;
      this.i += 2;
      t = this.peek();
    } else if (t.kind === 'number') {
      x = t.value;
      end = t.end;
      this.i++;
      t = this.peek();
    }
    if (t.kind === 'up') {
      up = t.up;
      end = t.end;
      this.i++;
      t = this.peek();
    }
    if (t.kind === 'star') {
      nim = t.nim;
      end = t.end;
      this.i++;
    }
    if (end === start.at) this.fail(start, 'a game (a number, *, ↑, {…|…} or (…))');
    return { kind: 'literal', x, up, nim, at: start.at, end };
  }

  private braces(): Ast {
    const open = this.expect('{', "'{'");
    this.enter(open);
    this.openBraces.push(open.at);
    const items: BraceItem[] = [];
    let wantExpr = true;
    for (;;) {
      const t = this.peek();
      if (this.isPunct(t, '}')) {
        if (this.isPunct(this.peek(-1), ',')) this.fail(t, 'an option after the comma');
        this.i++;
        this.depth--;
        this.openBraces.pop();
        return this.build(items, open.at, t.end, t);
      }
      if (t.kind === 'bar') {
        if (this.isPunct(this.peek(-1), ',')) this.fail(t, 'an option after the comma');
        items.push({ kind: 'bar', level: t.level, at: t.at });
        this.i++;
        wantExpr = true;
        continue;
      }
      if (this.isPunct(t, ',')) {
        if (wantExpr) this.fail(t, 'an option before the comma');
        this.i++;
        wantExpr = true;
        continue;
      }
      if (t.kind === 'end') throw this.unclosed(open.at);
      if (!wantExpr) this.fail(t, "',' or '|' between options");
      items.push({ kind: 'expr', ast: this.expr() });
      wantExpr = false;
    }
  }

  private unclosed(at: number): ParseError {
    const places = this.openBraces.map((p) => p + 1);
    if (places.length === 1) return new ParseError(`'{' at position ${places[0]} is never closed`, at);
    const shown = places.length > 6 ? [...places.slice(0, 4), '…'] : places.slice(0, -1);
    return new ParseError(
      `${places.length} braces are never closed: '{' at positions ${shown.join(', ')} and ${places[places.length - 1]}`,
      at,
    );
  }

  /** Split brace contents at their unique strongest bar. */
  private build(items: BraceItem[], at: number, end: number, closing: Token): Ast {
    let top = 0;
    for (const it of items) if (it.kind === 'bar') top = Math.max(top, it.level);
    if (top === 0)
      throw new ParseError(
        `a game needs '|' between Left's and Right's options (the '{' at position ${at + 1})`,
        closing.at,
      );
    const bars = items.filter(
      (it): it is Extract<BraceItem, { kind: 'bar' }> => it.kind === 'bar' && it.level === top,
    );
    if (bars.length > 1)
      throw new ParseError(
        `two bars with ${top} stroke${top > 1 ? 's' : ''} at the same level (position ${bars[1].at + 1}); add braces`,
        bars[1].at,
      );
    const k = items.indexOf(bars[0]);
    const side = (part: BraceItem[], from: number, to: number): Ast[] =>
      part.some((it) => it.kind === 'bar')
        ? [this.build(part, from, to, closing)]
        : part.map((it) => (it as { ast: Ast }).ast);
    return {
      kind: 'game',
      left: side(items.slice(0, k), at, bars[0].at),
      right: side(items.slice(k + 1), bars[0].at, end),
      at,
      end,
    };
  }
}

export function parseExpression(text: string): Result<Ast> {
  if (text.length > MAX_EXPRESSION_LENGTH)
    return fail('bad_field', `the expression is at most ${MAX_EXPRESSION_LENGTH} characters long here`, {
      at: MAX_EXPRESSION_LENGTH,
    });
  try {
    const tokens = tokenize(text);
    if (tokens.length === 1) return fail('bad_field', 'the expression is empty', { at: 0 });
    return ok(new Parser(tokens).parseAll());
  } catch (e) {
    if (e instanceof ParseError) return fail('bad_field', e.message, { at: e.at });
    throw e;
  }
}
