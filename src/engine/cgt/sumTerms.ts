/** A sum's terms, as typed, for the views that treat a sum term by term (thermographs, Explain). */
import type { Ast } from './parse';

/** a + b − c gives [a, b, c] (c negated); other expressions give []. */
export function sumTerms(ast: Ast): { term: Ast; negated: boolean }[] {
  if (ast.kind !== 'sum' && ast.kind !== 'difference') return [];
  const side = (a: Ast, negated: boolean) => {
    const inner = sumTerms(a);
    return inner.length
      ? inner.map((t) => ({ term: t.term, negated: t.negated !== negated }))
      : [{ term: a, negated }];
  };
  return [...side(ast.a, false), ...side(ast.b, ast.kind === 'difference')];
}
