/**
 * The "flippingvariants" requests (Section 5's open problems), every value by the CGT engine:
 *   table     {variant, maxLength, from?, rows?, rule?, kind?} → one page of the table of every
 *             line up to maxLength coins (canonical and reduced forms, kinds, stops), counts by kind
 *   position  {variant, position, rule?} or {variant, dag, position, dagRule?} → one position
 *             explained: value, reduced form, kind, stops, every Left and Right option
 *   search    {k, maxLength, rule?}      → the paper's search redone for every version with k coins
 *   readings  {maxLength, rule?}         → §5's claim under three readings of "three or more coins"
 *   dags      {vertices, dagRule?}       → every poset / DAG on that many vertices up to isomorphism
 *   dagTable  {variant, dag, dagRule?}   → every coin configuration on one DAG, valued
 *   dagSearch {variant, vertices, dagRule?} → every small DAG searched for non-numbers
 */
import { EngineError } from '../../errors';
import { op } from '../../handler';
import { fields, int, reader, text, withDefault, type Reader } from '../../read';
import { fail, ok } from '../../result';
import { classify, KINDS, type Kind } from './classify';
import {
  MAX_ENUMERATED,
  DAG_RULES,
  makeDag,
  parseDag,
  smallDags,
  maskCoinsInVertexOrder,
  type DagRule,
} from './dag';
import { dagSearch, dagValues } from './dagSearch';
import { valueCell } from './describeValue';
import { explainDag, explainLine } from './explain';
import { LINE_RULES, type LineRule } from './lineRule';
import { MAX_READINGS_LENGTH, MAX_ROWS, MAX_SEARCH_LENGTH, MAX_TABLE_LENGTH } from './limits';
import { sectionFiveReadings } from './readings';
import { search } from './search';
import { lineRow, rowCount, rowMasks } from './table';
import { maskLine } from './moves';
import { lineValues } from './values';
import { parseVariant, makeVariant } from './variant';

const choice = <T extends string>(values: readonly T[]): Reader<T, string> =>
  reader((v, field) =>
    typeof v === 'string' && (values as readonly string[]).includes(v)
      ? ok(v as T)
      : fail('bad_field', `"${field}" must be one of ${values.join(', ')}`, { field }),
  );

const variantField = text(parseVariant);
const lineRuleField = withDefault(choice<LineRule>(LINE_RULES), 'any');
const dagRuleField = withDefault(choice<DagRule>(DAG_RULES), 'path');
const FILTERS = ['all', 'not-number', ...KINDS] as const;
type Filter = (typeof FILTERS)[number];

/** A typed line of 0s and 1s, trailing heads dropped, at most MAX_TABLE_LENGTH coins. */
const lineField = reader<string, string>((v, field) => {
  if (typeof v !== 'string') return fail('bad_field', `"${field}" must be a string`, { field });
  const t = v.replace(/\s+/g, '');
  for (let i = 0; i < t.length; i++)
    if (t[i] !== '0' && t[i] !== '1')
      return fail('bad_field', `a line holds only 0 and 1; found '${t[i]}' at coin ${i + 1}`, {
        field,
        at: i,
      });
  if (t.length > MAX_TABLE_LENGTH)
    return fail(
      'too_large',
      `variant values are computed for lines of up to ${MAX_TABLE_LENGTH} coins (got ${t.length})`,
      { field },
    );
  return ok(t.replace(/0+$/, ''));
});

export const flippingVariantsHandlers = {
  table: op(
    fields({
      variant: variantField,
      maxLength: int(1, MAX_TABLE_LENGTH),
      from: withDefault(int(0, 2 ** MAX_TABLE_LENGTH), 0),
      rows: withDefault(int(1, MAX_ROWS), 50),
      rule: lineRuleField,
      kind: withDefault(choice<Filter>(FILTERS), 'all'),
    }),
    ({ variant, maxLength, from, rows, rule, kind }, work) => {
      const ids = lineValues(variant, maxLength, rule, { work });
      const counts: Partial<Record<Kind, number>> = {};
      const matching: number[] = [];
      const masks = rowMasks(maxLength);
      for (let r = 0; r < masks.length; r++) {
        const k = classify(ids[masks[r]]);
        counts[k] = (counts[k] ?? 0) + 1;
        if (kind === 'all' || k === kind || (kind === 'not-number' && k !== 'number')) matching.push(r);
      }
      const page = matching
        .slice(from, from + rows)
        .map((r) => ({ row: r, position: maskLine(masks[r]), ...valueCell(ids[masks[r]]) }));
      return {
        variant: makeVariant(variant),
        rule,
        maxLength,
        kind,
        lines: rowCount(maxLength),
        total: matching.length,
        from,
        rows: page,
        counts,
      };
    },
  ),

  position: op(
    fields({
      variant: variantField,
      position: lineField,
      rule: lineRuleField,
      dag: withDefault(text(parseDag), null),
      dagRule: dagRuleField,
    }),
    ({ variant, position, rule, dag, dagRule }, work) => {
      if (dag === null)
        return {
          variant: makeVariant(variant),
          rule,
          dag: null,
          row: position === '' ? null : lineRow(position),
          ...explainLine(variant, position, rule, work),
        };
      const coins = position.padEnd(dag.n, '0');
      if (coins.length !== dag.n)
        throw new EngineError(
          'bad_field',
          `a DAG with ${dag.n} vertices has ${dag.n} coins (got ${position.length})`,
          { field: 'position' },
        );
      return {
        variant: makeVariant(variant),
        rule,
        dag: makeDag(dag),
        row: null,
        ...explainDag(variant, dag, dagRule, coins, work),
      };
    },
  ),

  search: op(
    fields({ k: int(2, 4), maxLength: int(1, 14), rule: lineRuleField }),
    ({ k, maxLength, rule }, work) => {
      if (maxLength > MAX_SEARCH_LENGTH[k])
        throw new EngineError(
          'too_large',
          `a search over every version with k = ${k} covers lines of up to ${MAX_SEARCH_LENGTH[k]} coins here (got ${maxLength})`,
          { field: 'maxLength' },
        );
      return search(k, maxLength, rule, work);
    },
  ),

  readings: op(
    fields({ maxLength: int(1, MAX_READINGS_LENGTH), rule: lineRuleField }),
    ({ maxLength, rule }, work) => ({ ...sectionFiveReadings(maxLength, rule, work) }),
  ),

  dags: op(fields({ vertices: int(1, MAX_ENUMERATED), dagRule: dagRuleField }), ({ vertices, dagRule }) => ({
    vertices,
    dagRule,
    dags: smallDags(vertices, dagRule).map(makeDag),
  })),

  dagTable: op(
    fields({ variant: variantField, dag: text(parseDag), dagRule: dagRuleField }),
    ({ variant, dag, dagRule }, work) => {
      const { ids, order } = dagValues(dag, dagRule, variant, work);
      const rows = ids.map((g, m) => ({ coins: maskCoinsInVertexOrder(m, order), ...valueCell(g) }));
      rows.sort((a, b) => (a.coins < b.coins ? -1 : 1));
      return { variant: makeVariant(variant), dag: makeDag(dag), dagRule, rows };
    },
  ),

  dagSearch: op(
    fields({ variant: variantField, vertices: int(1, MAX_ENUMERATED), dagRule: dagRuleField }),
    ({ variant, vertices, dagRule }, work) => dagSearch(variant, vertices, dagRule, work),
  ),
};
