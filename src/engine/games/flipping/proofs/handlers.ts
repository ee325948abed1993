/**
 * The "flippingproofs" requests (Lemmas 4.3 and 4.4 and Theorem 4.2 of flipping-coins.txt, playable):
 *   play       {lemma, alpha, a?, beta?, user, moves}  → the difference game G − H played out: the
 *              user's moves, the copy strategy's answers with the rule used, who won
 *   theorem42  {position}                               → the best move of each side against every other move
 *   lemma44    {position}                               → every 0111 in the line: α, β, H, the conditions, the values
 */
import { EngineError } from '../../../errors';
import { op } from '../../../handler';
import { arrayOf, fields, int, reader, withDefault, type Reader } from '../../../read';
import { fail, ok } from '../../../result';
import { playerField } from '../../computerChoice';
import { algorithmValue } from '../algorithm';
import { parseLine, type Move } from '../rules';
import { differenceValue, type DiffMove } from './difference';
import { playProof } from './play';
import { conditions44, instanceLines, type LemmaInstance } from './lemmas';
import { lemma44Occurrences } from './lemma44';
import { theorem42 } from './theorem42';

/** α and β in a played proof; 1s in a played line at most this many (the proof is for small cases). */
export const MAX_PART = 10;
export const MAX_A = 10;
/** Lines for Theorem 4.2's comparisons and Lemma 4.4's explorer. */
export const MAX_EXPLORE = 64;
export const MAX_MOVES = 200;

/** A string of coins that may be empty (α, β). */
const part = (what: string): Reader<string, string> =>
  reader((v, name) => {
    if (typeof v !== 'string')
      return fail('bad_field', `"${name}" must be a string of 0s and 1s`, { field: name });
    const s = v.replace(/\s+/g, '');
    const bad = s.search(/[^01]/);
    if (bad >= 0)
      return fail(
        'bad_field',
        `${what} holds only 0 (heads) and 1 (tails); found '${s[bad]}' at coin ${bad + 1}`,
        { field: name, at: bad },
      );
    if (s.length > MAX_PART)
      return fail('too_large', `${what} has at most ${MAX_PART} coins here (got ${s.length})`, {
        field: name,
      });
    return ok(s);
  });

const lineField = (max: number): Reader<string, string> =>
  reader((v, name) => {
    if (typeof v !== 'string')
      return fail('bad_field', `"${name}" must be a string of 0s and 1s`, { field: name });
    const r = parseLine(v, max);
    return r.ok ? r : fail(r.error.code, r.error.message, { field: name, at: r.error.at });
  });

const lemmaField = reader<'4.3' | '4.4', '4.3' | '4.4'>((v, name) =>
  v === '4.3' || v === '4.4' ? ok(v) : fail('bad_field', `"${name}" must be "4.3" or "4.4"`, { field: name }),
);

type MoveIn = { line: 'G' | 'H'; move: [number, number] };
const moveField = reader<DiffMove, MoveIn>((v, name) => {
  const m = v as Partial<MoveIn> | null;
  if (typeof m !== 'object' || m === null || (m.line !== 'G' && m.line !== 'H'))
    return fail('bad_field', 'a move is {"line": "G" or "H", "move": [i, j]}', { field: name });
  const mv = m.move;
  if (!Array.isArray(mv) || mv.length !== 2 || !mv.every((c) => Number.isInteger(c) && c >= 1 && c <= 64))
    return fail('bad_field', 'a move names two coins, [i, j], numbered from 1', { field: name });
  const [i, j] = mv as [number, number];
  return ok({ line: m.line, move: (i < j ? [i, j] : [j, i]) as Move });
});

const moveJson = (m: DiffMove) => ({ line: m.line, move: [m.move[0], m.move[1]] as [number, number] });

export const flippingProofHandlers = {
  play: op(
    fields({
      lemma: lemmaField,
      alpha: withDefault(part('α'), ''),
      a: withDefault(int(0, MAX_A), 1),
      beta: withDefault(part('β'), ''),
      user: playerField,
      moves: withDefault(arrayOf(moveField, MAX_MOVES), []),
    }),
    ({ lemma, alpha, a, beta, user, moves }) => {
      const instance: LemmaInstance = lemma === '4.3' ? { lemma, alpha, a } : { lemma, alpha, beta };
      if (instance.lemma === '4.4' && !conditions44(beta).holds) {
        const diff = differenceValue(instanceLines(instance)).toString();
        throw new EngineError(
          'bad_field',
          `β = ${beta} starts with 0 and has an odd number of 1s, so Lemma 4.4 does not apply: here G − H = ${diff}, not 0, and the first player can win. See "Lemma 4.4's conditions".`,
          { field: 'beta' },
        );
      }
      const p = playProof(instance, user, moves);
      return {
        ...p,
        turns: p.turns.map((t) => ({ ...t, move: moveJson(t.move) })),
      };
    },
  ),

  theorem42: op(fields({ position: lineField(MAX_EXPLORE) }), ({ position }) => ({
    position,
    value: algorithmValue(position).toString(),
    left: theorem42(position, 'L'),
    right: theorem42(position, 'R'),
  })),

  lemma44: op(fields({ position: lineField(MAX_EXPLORE) }), ({ position }) => ({
    position,
    occurrences: lemma44Occurrences(position),
  })),
};
