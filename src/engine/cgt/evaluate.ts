/**
 * Syntax trees → canonical games in the store. Named functions (such as the calculator's
 * gn(n), a Golden Nugget heap) come from the caller, so this layer knows no particular game.
 */
import { Dyadic } from '../arith/dyadic';
import { add, neg, sub } from './arithmetic';
import { canonicalize } from './canonical';
import { cool, heat } from './cooling';
import { nusId } from './nus';
import { ordinalSum } from './ordinalSum';
import type { Ast } from './parse';
import { numberValue, type GameId } from './store';
import { ParseError } from './tokens';

export interface ExpressionFunction {
  /** what it means, for the error that lists the known functions */
  help: string;
  /** the game for the whole-number argument n; throws ParseError (at the argument) for bad n */
  apply(n: number, at: number): GameId;
}

export type ExpressionFunctions = Readonly<Record<string, ExpressionFunction>>;

export function evaluate(ast: Ast, functions: ExpressionFunctions = {}): GameId {
  const ev = (a: Ast): GameId => {
    switch (a.kind) {
      case 'literal':
        return nusId(a.x ?? Dyadic.ZERO, a.up, a.nim);
      case 'game':
        return canonicalize(a.left.map(ev), a.right.map(ev));
      case 'sum':
        return add(ev(a.a), ev(a.b));
      case 'difference':
        return sub(ev(a.a), ev(a.b));
      case 'ordinal':
        return ordinalSum(ev(a.a), ev(a.b));
      case 'negative':
        return neg(ev(a.a));
      case 'plusminus': {
        const g = ev(a.a);
        return canonicalize([g], [neg(g)]);
      }
      case 'cool':
      case 'heat': {
        const g = ev(a.a);
        const t = numberValue(ev(a.t));
        if (!t) throw new ParseError(`${a.kind}(G, t) needs a number t (at position ${a.t.at + 1})`, a.t.at);
        if (t.sign() < 0)
          throw new ParseError(`${a.kind}(G, t) needs t ≥ 0, not ${t} (at position ${a.t.at + 1})`, a.t.at);
        return a.kind === 'cool' ? cool(g, t) : heat(g, t);
      }
      case 'call': {
        const f = Object.hasOwn(functions, a.name) ? functions[a.name] : undefined;
        if (!f) {
          const known = [
            ...Object.entries(functions).map(([name, fn]) => `${name}(n): ${fn.help}`),
            'cool(G, t): G cooled by t',
            'heat(G, t): G heated by t',
          ];
          throw new ParseError(
            `unknown function '${a.name}' at position ${a.at + 1}; known: ${known.join('; ')}`,
            a.at,
          );
        }
        const x = numberValue(ev(a.arg));
        if (!x || !x.isInteger() || x.num > BigInt(Number.MAX_SAFE_INTEGER)) {
          throw new ParseError(`${a.name}(…) needs a whole number (at position ${a.arg.at + 1})`, a.arg.at);
        }
        return f.apply(Number(x.num), a.arg.at);
      }
    }
  };
  return ev(ast);
}
