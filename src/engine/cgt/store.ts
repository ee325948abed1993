/**
 * The interned store of canonical short games. Every canonical game has one integer id, so
 * equal values have equal ids and equality is `===`; caches elsewhere key on ids.
 *
 * A game's options are sorted id arrays. A hash map from the option lists to the id finds a
 * game that is already known. Numbers are interned by value and their options are made
 * only when something asks for them (the number 1000 does not need 999 others). Games of
 * the form number + up-multiple + nimber ("nus") carry that decomposition, which the
 * printers and the fast paths of comparison and addition use.
 *
 * The store lives for the whole session (the worker keeps it across requests).
 */
import { Dyadic } from '../arith/dyadic';

export type GameId = number;

/** number + up-multiple·↑ + *nimber */
export interface Nus {
  readonly x: Dyadic;
  readonly up: number;
  readonly nim: number;
}

/** A hard cap against runaway work: past it, interning throws a RangeError (→ "too_large"). */
export const MAX_STORE_SIZE = 3_000_000;

/** Birthdays stay below this (they are small integers in an Int32Array). */
export const MAX_BIRTHDAY = 1_000_000;

const EMPTY: readonly GameId[] = Object.freeze([]);

const lefts: (readonly GameId[] | undefined)[] = [];
const rights: (readonly GameId[] | undefined)[] = [];
const nus: (Nus | undefined)[] = [];
let birthdays = new Int32Array(1024);
/** 1 for numbers, 2 for other x + u↑ + *m, 0 otherwise (a typed array: hot loops read it) */
let kinds = new Uint8Array(1024);
const byOptions = new Map<string, GameId>();
const byNumber = new Map<string, GameId>();

export function storeSize(): number {
  return lefts.length;
}

function keyOf(left: readonly GameId[], right: readonly GameId[]): string {
  return left.join(',') + '|' + right.join(',');
}

let growthHook: ((size: number) => void) | null = null;

/**
 * Install a function the store calls every 1024 new games (with the store size); it may
 * throw to stop runaway work (cancellation, budgets). Returns the previous hook.
 */
export function setGrowthHook(hook: ((size: number) => void) | null): ((size: number) => void) | null {
  const previous = growthHook;
  growthHook = hook;
  return previous;
}

function newId(left: readonly GameId[] | undefined, right: readonly GameId[] | undefined, n: Nus | undefined, birthday: number): GameId {
  const id = lefts.length;
  if (id >= MAX_STORE_SIZE) throw new RangeError(`more than ${MAX_STORE_SIZE.toLocaleString('en')} distinct games in the store`);
  if (growthHook !== null && (id & 1023) === 0) growthHook(id);
  lefts.push(left);
  rights.push(right);
  nus.push(n);
  if (id >= birthdays.length) {
    const grown = new Int32Array(birthdays.length * 2);
    grown.set(birthdays);
    birthdays = grown;
    const k = new Uint8Array(kinds.length * 2);
    k.set(kinds);
    kinds = k;
  }
  birthdays[id] = birthday;
  kinds[id] = n === undefined ? 0 : n.up === 0 && n.nim === 0 ? 1 : 2;
  return id;
}

/** Birthday of the number x (the day its canonical form is born). */
export function numberBirthday(x: Dyadic): number {
  const int = x.num < 0n ? -x.num >> BigInt(x.exp) : x.num >> BigInt(x.exp);
  const whole = Number(int);
  return x.exp === 0 ? whole : whole + 1 + x.exp;
}

/** The id of the number x (interned by value; its options are made lazily). */
export function numberId(x: Dyadic): GameId {
  const key = x.toString();
  const found = byNumber.get(key);
  if (found !== undefined) return found;
  const b = numberBirthday(x);
  if (b > MAX_BIRTHDAY) throw new RangeError(`the number ${key} is born after day ${MAX_BIRTHDAY.toLocaleString('en')}`);
  const id = newId(undefined, undefined, { x, up: 0, nim: 0 }, b);
  byNumber.set(key, id);
  return id;
}

/** The canonical options of a number: n = {n−1|}, −n = {|−n+1}, p/2^k = {(p−1)/2^k | (p+1)/2^k}. */
function materialiseNumber(id: GameId): void {
  const x = nus[id]!.x;
  let left: readonly GameId[] = EMPTY;
  let right: readonly GameId[] = EMPTY;
  if (x.exp > 0) {
    left = [numberId(Dyadic.of(x.num - 1n, x.exp))];
    right = [numberId(Dyadic.of(x.num + 1n, x.exp))];
  } else if (x.num > 0n) {
    left = [numberId(Dyadic.int(x.num - 1n))];
  } else if (x.num < 0n) {
    right = [numberId(Dyadic.int(x.num + 1n))];
  }
  lefts[id] = left;
  rights[id] = right;
  byOptions.set(keyOf(left, right), id);
}

/**
 * Intern a game whose option lists are already canonical (no dominated or reversible
 * options, and not a number in disguise), sorted and free of duplicates. `n` is its nus
 * decomposition if it has one. Returns the existing id when the game is known.
 */
export function internCanonical(left: readonly GameId[], right: readonly GameId[], n?: Nus): GameId {
  const key = keyOf(left, right);
  const found = byOptions.get(key);
  if (found !== undefined) return found;
  let b = 0;
  for (const g of left) b = Math.max(b, birthdays[g] + 1);
  for (const g of right) b = Math.max(b, birthdays[g] + 1);
  const id = newId(left.length ? left : EMPTY, right.length ? right : EMPTY, n, b);
  byOptions.set(key, id);
  return id;
}

export function leftOptions(id: GameId): readonly GameId[] {
  const l = lefts[id];
  if (l !== undefined) return l;
  materialiseNumber(id);
  return lefts[id]!;
}

export function rightOptions(id: GameId): readonly GameId[] {
  const r = rights[id];
  if (r !== undefined) return r;
  materialiseNumber(id);
  return rights[id]!;
}

export function nusOf(id: GameId): Nus | undefined {
  return nus[id];
}

export function isNus(id: GameId): boolean {
  return kinds[id] !== 0;
}

export function isNumber(id: GameId): boolean {
  return kinds[id] === 1;
}

/** The value of a number id (undefined for other games). */
export function numberValue(id: GameId): Dyadic | undefined {
  const n = nus[id];
  return n !== undefined && n.up === 0 && n.nim === 0 ? n.x : undefined;
}

export function birthday(id: GameId): number {
  return birthdays[id];
}

export const ZERO: GameId = numberId(Dyadic.ZERO);
