/**
 * Composable readers: the one way the engine reads a request's fields, and the way the
 * store reads saved data and URL parameters. A reader takes any value and the field it came
 * from and returns a Result (never throws). Each reader also carries, as a type only, the
 * JSON it accepts (`In`), so the contract's request types are inferred from the readers:
 * `fields({ size: int(0, 9) })` reads `{ size: number }`.
 */
import { fail, ok, type Result } from './result';

export interface Reader<T, In = T> {
  (value: unknown, field: string): Result<T>;
  /** Type only: the JSON this reader accepts (never set at run time). */
  readonly accepts?: In;
}

/** The value a reader returns, and the JSON it accepts. */
export type ReadValue<R> = R extends Reader<infer T, unknown> ? T : never;
export type ReadInput<R> = R extends Reader<unknown, infer In> ? In : never;

/** A reader from a function; the place to adapt a notation parser. */
export const reader = <T, In = T>(f: (value: unknown, field: string) => Result<T>): Reader<T, In> => f;

/** Put the field on an error that has none (a notation parser knows only `at`). */
export function inField<T>(r: Result<T>, field: string): Result<T> {
  return r.ok || r.error.field !== undefined ? r : { ok: false, error: { ...r.error, field } };
}

/** A typed-string notation as a field: `text(parseLine)` reads "LRL..." into a Line. */
export const text = <T>(parse: (s: string) => Result<T>): Reader<T, string> =>
  reader((v, field) =>
    typeof v === 'string'
      ? inField(parse(v), field)
      : fail('bad_field', `"${field}" must be a string`, { field }),
  );

export const string: Reader<string> = (v, field) =>
  typeof v === 'string' ? ok(v) : fail('bad_field', `"${field}" must be a string`, { field });

export const bool: Reader<boolean> = (v, field) =>
  typeof v === 'boolean' ? ok(v) : fail('bad_field', `"${field}" must be true or false`, { field });

export const int =
  (min: number, max: number): Reader<number> =>
  (v, field) => {
    if (typeof v !== 'number' || !Number.isInteger(v))
      return fail('bad_field', `"${field}" must be a whole number`, { field });
    if (v < min) return fail('bad_field', `"${field}" must be at least ${min}`, { field });
    if (v > max) return fail('too_large', `"${field}" is at most ${max} here (got ${v})`, { field });
    return ok(v);
  };

/** An array of at most `max` items, each read by `item` (errors name the item's index as `at`). */
export const arrayOf =
  <T, In>(item: Reader<T, In>, max: number): Reader<T[], In[]> =>
  (v, field) => {
    if (!Array.isArray(v)) return fail('bad_field', `"${field}" must be an array`, { field });
    if (v.length > max)
      return fail('too_large', `"${field}" has at most ${max} entries here (got ${v.length})`, { field });
    const out: T[] = [];
    for (const [i, x] of v.entries()) {
      const r = item(x, field);
      if (!r.ok)
        return {
          ok: false,
          error: { ...r.error, message: `${field}[${i}]: ${r.error.message}`, field, at: r.error.at ?? i },
        };
      out.push(r.value);
    }
    return ok(out);
  };

export function checkWord(v: string, alphabet: string, max: number, what = 'position'): Result<string> {
  if (v.length === 0) return fail('bad_field', `the ${what} is empty`, { at: 0 });
  for (let i = 0; i < v.length; i++) {
    if (!alphabet.includes(v[i]))
      return fail(
        'bad_field',
        `the ${what} may hold only ${[...alphabet].join(' and ')}; found '${v[i]}' at position ${i + 1}`,
        { at: i },
      );
  }
  if (v.length > max)
    return fail(
      'too_large',
      `the ${what} is at most ${max.toLocaleString('en')} long here (got ${v.length.toLocaleString('en')})`,
    );
  return ok(v);
}

/** Then: check or transform a value already read (`refine(int(0, 9), (n) => ...)`). */
export const refine =
  <T, U, In>(r: Reader<T, In>, then: (value: T, field: string) => Result<U>): Reader<U, In> =>
  (v, field) => {
    const first = r(v, field);
    return first.ok ? inField(then(first.value, field), field) : first;
  };

const absent = (v: unknown) => v === undefined || v === null;

/** Marks a field that may be left out (undefined or null in JSON). */
interface OptionalReader<T, In> extends Reader<T, In> {
  readonly optional: true;
}

export const optional = <T, In>(r: Reader<T, In>): OptionalReader<T | undefined, In> =>
  Object.assign(
    ((v: unknown, field: string) => (absent(v) ? ok(undefined) : r(v, field))) as Reader<T | undefined, In>,
    { optional: true as const },
  );

export const withDefault = <T, In>(r: Reader<T, In>, fallback: T): OptionalReader<T, In> =>
  Object.assign(((v: unknown, field: string) => (absent(v) ? ok(fallback) : r(v, field))) as Reader<T, In>, {
    optional: true as const,
  });

type Shape = Record<string, Reader<unknown, unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalReader<unknown, unknown> ? K : never;
}[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };
type FieldsIn<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: ReadInput<S[K]> } & { [K in OptionalKeys<S>]?: ReadInput<S[K]> }
>;
type FieldsOut<S extends Shape> = Flatten<{ [K in keyof S]: ReadValue<S[K]> }>;

/**
 * An object read field by field; the first failing field is the error. A required field that
 * is absent is `missing_field`. Fields not named are ignored (game and op, future fields).
 */
export function fields<S extends Shape>(shape: S): Reader<FieldsOut<S>, FieldsIn<S>> {
  return (v, field) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return fail('bad_field', `"${field}" must be an object`, { field });
    const obj = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, r] of Object.entries(shape)) {
      const value = obj[name];
      if (absent(value) && !('optional' in r))
        return fail('missing_field', `the request needs a field "${name}"`, { field: name });
      const got = r(value, name);
      if (!got.ok) return got;
      out[name] = got.value;
    }
    return ok(out as FieldsOut<S>);
  };
}
