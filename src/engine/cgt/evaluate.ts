/**
 * Syntax trees → canonical games in the store. Games' terms (flip(0101), gn(20), …; see
 * gameTerm.ts) come from the caller, so this layer knows no particular game;
 * the temperature toolkit (cool, heat, overheat, freeze, norton) is toolkit.ts's. A comparison
 * is not a game: comparison.ts answers it.
 */
import { Dyadic } from '../arith/dyadic';
import { add, neg, sub } from './arithmetic';
import { canonicalize } from './canonical';
import { nusId } from './nus';
import { ordinalSum } from './ordinalSum';
import type { Ast } from './parse';
import { numberValue, ZERO, type GameId } from './store';
import { compare } from './compare';
import { BUILTINS, coolBy, freeze, heatBy, norton, overheat } from './toolkit';
import { ParseError } from './tokens';
import type { ExpressionFunctions, TermPosition } from './gameTerm';

export type { ExpressionFunction, ExpressionFunctions } from './gameTerm';

/** The position a game's term names, read by its game; an unknown name is refused, with the known ones. */
export function readTerm(a: Extract<Ast, { kind: 'term' }>, functions: ExpressionFunctions): TermPosition {
  if (!Object.hasOwn(functions, a.name)) {
    const known = [
      ...Object.values(functions).map((fn) => `${fn.signature}: ${fn.help}`),
      ...Object.values(BUILTINS).map((b) => b.signature),
    ];
    throw new ParseError(
      `unknown function '${a.name}' at position ${a.at + 1}; known: ${known.join('; ')}`,
      a.at,
    );
  }
  return functions[a.name].read(a.text, a.textAt);
}

/** The toolkit's functions, their arguments checked (errors point at the argument). */
function builtin(name: keyof typeof BUILTINS, args: Ast[], ev: (a: Ast) => GameId): GameId {
  const at = (k: number) => ` (at position ${args[k].at + 1})`;
  switch (name) {
    case 'cool': {
      const g = ev(args[0]);
      const t = numberValue(ev(args[1]));
      if (!t) throw new ParseError(`cool(G, t) needs a number t${at(1)}`, args[1].at);
      if (t.cmp(Dyadic.int(-1)) <= 0)
        throw new ParseError(
          `cool(G, t) needs t > −1, not ${t}: cooling is defined where thermographs are, above t = −1 (CGSuite refuses t ≤ −1 too)${at(1)}`,
          args[1].at,
        );
      return coolBy(g, t);
    }
    case 'heat':
      return heatBy(ev(args[0]), ev(args[1]));
    case 'overheat':
      return overheat(ev(args[0]), ev(args[1]), ev(args[2]));
    case 'freeze':
      return freeze(ev(args[0]));
    case 'norton': {
      const g = ev(args[0]);
      const u = ev(args[1]);
      if (compare(u, ZERO) !== '>')
        throw new ParseError(
          `norton(G, U) needs U > 0; this U is ${compare(u, ZERO) === '=' ? 'zero' : compare(u, ZERO) === '<' ? 'negative' : 'confused with 0'}${at(1)}`,
          args[1].at,
        );
      const x = numberValue(g);
      if (x && x.isInteger() && (x.num > 1n << 30n || x.num < -(1n << 30n)))
        throw new ParseError(`norton(n, U) takes at most 2^30 copies here${at(0)}`, args[0].at);
      return norton(g, u);
    }
  }
}

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
      case 'compare':
        throw new ParseError(
          `a comparison answers true or false, not a game: write it on its own (at position ${a.at + 1})`,
          a.at,
        );
      case 'term':
        return readTerm(a, functions).value;
      case 'call': {
        // only the toolkit's names are read as calls (tokens.ts): any other is a game's term
        const name = a.name as keyof typeof BUILTINS;
        const arity = BUILTINS[name].arity;
        if (a.args.length !== arity)
          throw new ParseError(
            `${BUILTINS[name].signature} takes ${arity} argument${arity > 1 ? 's' : ''}, not ${a.args.length} (at position ${a.at + 1})`,
            a.at,
          );
        return builtin(name, a.args, ev);
      }
    }
  };
  return ev(ast);
}
