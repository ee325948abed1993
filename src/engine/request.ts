import { EngineError } from './errors';

/** A request as it arrives: any JSON. Readers below check fields and throw bad input as EngineError. */
export type RawRequest = Record<string, unknown>;

export function field(req: RawRequest, name: string): unknown {
  if (!(name in req) || req[name] === undefined || req[name] === null) throw new EngineError('missing_field', `the request needs a field "${name}"`, { field: name });
  return req[name];
}

export function str(req: RawRequest, name: string): string {
  const v = field(req, name);
  if (typeof v !== 'string') throw new EngineError('bad_field', `"${name}" must be a string`, { field: name });
  return v;
}

export function int(req: RawRequest, name: string, min: number, max: number): number {
  const v = field(req, name);
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new EngineError('bad_field', `"${name}" must be a whole number`, { field: name });
  if (v < min) throw new EngineError('bad_field', `"${name}" must be at least ${min}`, { field: name });
  if (v > max) throw new EngineError('too_large', `"${name}" is at most ${max} here (got ${v})`, { field: name });
  return v;
}

export function optionalInt(req: RawRequest, name: string, min: number, max: number, fallback: number): number {
  return req[name] === undefined || req[name] === null ? fallback : int(req, name, min, max);
}

export function array(req: RawRequest, name: string, maxLength: number): unknown[] {
  const v = field(req, name);
  if (!Array.isArray(v)) throw new EngineError('bad_field', `"${name}" must be an array`, { field: name });
  if (v.length > maxLength) throw new EngineError('too_large', `"${name}" has at most ${maxLength} entries here (got ${v.length})`, { field: name });
  return v;
}

/** A string of characters from `alphabet`, 1..maxLength long; errors name the first bad character. */
export function word(req: RawRequest, name: string, alphabet: string, maxLength: number, what = 'position'): string {
  return checkWord(str(req, name), name, alphabet, maxLength, what);
}

export function checkWord(v: string, name: string, alphabet: string, maxLength: number, what = 'position'): string {
  if (v.length === 0) throw new EngineError('bad_field', `the ${what} is empty`, { field: name, at: 0 });
  for (let i = 0; i < v.length; i++) {
    if (!alphabet.includes(v[i])) {
      throw new EngineError('bad_field', `the ${what} may hold only ${[...alphabet].join(' and ')}; found '${v[i]}' at position ${i + 1}`, { field: name, at: i });
    }
  }
  if (v.length > maxLength) throw new EngineError('too_large', `the ${what} is at most ${maxLength.toLocaleString('en')} long here (got ${v.length.toLocaleString('en')})`, { field: name });
  return v;
}
