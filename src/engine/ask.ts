/**
 * "Your turn" questions on walkthrough steps: a step may carry an `ask`, the value its frame is
 * about to show, which the player can ask for before showing the frame. The answer is always
 * read off the step's own data by the game's yourTurn.ts; what counts as the same answer
 * (2/4 is 1/2, "1 0 1" is 101, − is -) is decided here, once, for every game and every view.
 */
import { parseDyadic } from './arith/dyadic';
import { parseSigns } from './arith/signExpansion';
import { fail, ok, type Result } from './result';

/** integer: a whole number; fraction: a dyadic rational (p, p/q, 0.375); bits: a fixed-length 0/1 string;
 *  signs: a sign expansion of + and −; choice: one of `choices` */
export type AskForm = 'integer' | 'fraction' | 'bits' | 'signs' | 'choice';

export interface Ask {
  /** the question, text with inline TeX like a caption */
  prompt: string;
  form: AskForm;
  /** the expected answer in the form's canonical spelling (a fraction "p/q", bits "0110", signs "+-+") */
  answer: string;
  /** for `choice`: the options offered, the answer among them */
  choices?: string[];
}

/** Longer input (past twice the answer's length, if more) is refused with a message before it is parsed (a pasted essay, a 10,000-digit number). */
export const MAX_ANSWER_CHARS = 200;

/** What to type, said under the input before any answer. */
export function askHint(ask: Ask): string {
  switch (ask.form) {
    case 'integer':
      return 'A whole number, e.g. 6.';
    case 'fraction':
      return 'A number: whole, p/q with q a power of 2 (e.g. 5/8), or a decimal like 0.625.';
    case 'bits':
      return `${ask.answer.length} digit${ask.answer.length === 1 ? '' : 's'}, each 0 or 1 (spaces allowed).`;
    case 'signs':
      return 'Signs + and − (or -), e.g. +−+.';
    case 'choice':
      return `One of: ${(ask.choices ?? []).join(', ')}.`;
  }
}

const minus = (s: string) => s.replace(/\u2212/g, '-');

/**
 * Whether `typed` answers `ask`: ok(true) right, ok(false) wrong, or a failure whose message
 * says why the text is not an answer of this form at all (with `at`, 0-based, where it can).
 * Never throws, whatever is typed.
 */
export function checkAsk(ask: Ask, typed: string): Result<boolean> {
  const text = typed.trim();
  if (text === '') return fail('missing_field', 'Type an answer first.');
  const limit = Math.max(MAX_ANSWER_CHARS, 2 * ask.answer.length); // room for spaces in a long answer
  if (typed.length > limit)
    return fail('too_large', `That is ${typed.length} characters; an answer here is at most ${limit}.`);
  switch (ask.form) {
    case 'integer': {
      const m = /^[+-]?\d+$/.exec(minus(text));
      if (!m) {
        const bad = [...typed].findIndex((c) => !/[\d\s+\-\u2212]/.test(c));
        return fail(
          'bad_field',
          bad >= 0
            ? `A whole number has only digits; '${typed[bad]}' at position ${bad + 1} is not one.`
            : `'${text}' is not a whole number.`,
          { at: Math.max(bad, 0) },
        );
      }
      return ok(BigInt(m[0]) === BigInt(ask.answer));
    }
    case 'fraction': {
      const got = parseDyadic(minus(typed));
      if (!got.ok)
        return fail(
          'bad_field',
          sentence(got.error.message),
          got.error.at === undefined ? {} : { at: got.error.at },
        );
      const want = parseDyadic(ask.answer);
      return ok(want.ok && want.value.eq(got.value));
    }
    case 'bits': {
      const bad = [...typed].findIndex((c) => !/[01\s,]/.test(c));
      if (bad >= 0)
        return fail('bad_field', `Only 0 and 1 here; '${typed[bad]}' at position ${bad + 1} is neither.`, {
          at: bad,
        });
      const digits = typed.replace(/[\s,]/g, '');
      if (digits.length !== ask.answer.length)
        return fail(
          'bad_field',
          `Type ${ask.answer.length} digit${ask.answer.length === 1 ? '' : 's'}; that is ${digits.length}.`,
        );
      return ok(digits === ask.answer);
    }
    case 'signs': {
      const got = parseSigns(typed.replace(/\s/g, ''));
      if (!got.ok) return fail('bad_field', sentence(got.error.message));
      return ok(got.value === minus(ask.answer));
    }
    case 'choice': {
      const choices = ask.choices ?? [];
      const picked = choices.find((c) => c.toLowerCase() === text.toLowerCase());
      if (picked === undefined) return fail('bad_field', `Answer one of: ${choices.join(', ')}.`);
      return ok(picked === ask.answer);
    }
  }
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1) + (/[.!?]$/.test(s) ? '' : '.');
