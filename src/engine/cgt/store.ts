/**
 * The interned store of canonical short games. Every canonical game has one integer id, so
 * equal values have equal ids and equality is `===`; caches elsewhere key on ids.
 *
 * A game's options are sorted id arrays. A hash map from the option lists to the id finds a
 * game that is already known. Numbers and games of the form number + up-multiple + nimber
 * ("nus") are interned by value and their options are made only when something asks for
 * them (the number 1000 does not need 999 others, nor *4095 its 4,095 options); a nus carries
 * its decomposition, which the printers and the fast paths of comparison and addition use.
 * Every construction of a nus goes through `nusValueId` (canonical.ts recognises them before
 * interning), so each has one id although its option lists are not indexed until made.
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

const EMPTY: readonly GameId[] = Object.freeze([]);

const lefts: (readonly GameId[] | undefined)[] = [];
const rights: (readonly GameId[] | undefined)[] = [];
const nus: (Nus | undefined)[] = [];
/** Birthdays as doubles (exact to 2^53); a larger one (the number 2^200 is born on day 2^200) is BIG here and exact in bigBirthdays. */
let birthdays = new Float64Array(1024);
const BIG = -1;
const bigBirthdays = new Map<GameId, bigint>();
/** 1 for numbers, 2 for other x + u↑ + *m, 0 otherwise (a typed array: hot loops read it) */
let kinds = new Uint8Array(1024);
const byOptions = new Map<string, GameId>();
/** x + u↑ + *m (numbers included) by value: "x|u|m" → id */
const byNus = new Map<string, GameId>();

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

function newId(
  left: readonly GameId[] | undefined,
  right: readonly GameId[] | undefined,
  n: Nus | undefined,
  birthday: bigint,
): GameId {
  const id = lefts.length;
  if (id >= MAX_STORE_SIZE)
    throw new RangeError(`more than ${MAX_STORE_SIZE.toLocaleString('en')} distinct games in the store`);
  if (growthHook !== null && (id & 1023) === 0) growthHook(id);
  lefts.push(left);
  rights.push(right);
  nus.push(n);
  if (id >= birthdays.length) {
    const grown = new Float64Array(birthdays.length * 2);
    grown.set(birthdays);
    birthdays = grown;
    const k = new Uint8Array(kinds.length * 2);
    k.set(kinds);
    kinds = k;
  }
  if (birthday <= BigInt(Number.MAX_SAFE_INTEGER)) birthdays[id] = Number(birthday);
  else {
    birthdays[id] = BIG;
    bigBirthdays.set(id, birthday);
  }
  kinds[id] = n === undefined ? 0 : n.up === 0 && n.nim === 0 ? 1 : 2;
  return id;
}

/** Birthday of the number x (the day its canonical form is born). */
export function numberBirthday(x: Dyadic): bigint {
  const whole = (x.num < 0n ? -x.num : x.num) >> BigInt(x.exp);
  return x.exp === 0 ? whole : whole + 1n + BigInt(x.exp);
}

/**
 * Birthday of x + u↑ + *m from the canonical forms in nus.ts: x + *m is born m days after x,
 * ↑* two days after, and each further ↑ (x + u↑ + *m = {x | x + (u−1)↑ + *(m⊕1)}) one more.
 */
export function nusBirthday(n: Nus): bigint {
  const b = numberBirthday(n.x);
  const u = Math.abs(n.up);
  if (u === 0) return b + BigInt(n.nim);
  const m = (u - 1) % 2 === 1 ? n.nim ^ 1 : n.nim; // the nimber when one ↑ is left
  const last = m === 1 ? b + 2n : b + 1n + BigInt(m ^ 1);
  return last + BigInt(u - 1);
}

/** How the options of x + u↑ + *m (not a number) are made; nus.ts installs it. */
let nusOptions: ((n: Nus) => { left: GameId[]; right: GameId[] }) | null = null;

export function setNusOptions(make: (n: Nus) => { left: GameId[]; right: GameId[] }): void {
  nusOptions = make;
}

/**
 * The id of x + u↑ + *m, interned by value: its options are made only when something asks for
 * them (the number 2^40 does not need 2^40 others, nor *4095 its 4,095 options).
 */
export function nusValueId(x: Dyadic, up: number, nim: number): GameId {
  const key = `${x.toString()}|${up}|${nim}`;
  const found = byNus.get(key);
  if (found !== undefined) return found;
  const n: Nus = { x, up, nim };
  const id = newId(undefined, undefined, n, nusBirthday(n));
  byNus.set(key, id);
  return id;
}

/** The id of the number x (interned by value; its options are made lazily). */
export function numberId(x: Dyadic): GameId {
  return nusValueId(x, 0, 0);
}

/**
 * The canonical options of a game held by value. Numbers: n = {n−1|}, −n = {|−n+1},
 * p/2^k = {(p−1)/2^k | (p+1)/2^k}; other x + u↑ + *m from nus.ts.
 */
function materialise(id: GameId): void {
  const n = nus[id]!;
  const x = n.x;
  let left: readonly GameId[] = EMPTY;
  let right: readonly GameId[] = EMPTY;
  if (n.up !== 0 || n.nim !== 0) ({ left, right } = nusOptions!(n));
  else if (x.exp > 0) {
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
export function internCanonical(left: readonly GameId[], right: readonly GameId[]): GameId {
  const key = keyOf(left, right);
  const found = byOptions.get(key);
  if (found !== undefined) return found;
  let b = 0;
  let big = false;
  for (const g of [...left, ...right]) {
    big ||= birthdays[g] === BIG;
    b = Math.max(b, birthdays[g] + 1);
  }
  const day = big
    ? 1n + [...left, ...right].reduce((m, g) => (birthdayOf(g) > m ? birthdayOf(g) : m), 0n)
    : BigInt(b);
  const id = newId(left.length ? left : EMPTY, right.length ? right : EMPTY, undefined, day);
  byOptions.set(key, id);
  return id;
}

export function leftOptions(id: GameId): readonly GameId[] {
  const l = lefts[id];
  if (l !== undefined) return l;
  materialise(id);
  return lefts[id]!;
}

export function rightOptions(id: GameId): readonly GameId[] {
  const r = rights[id];
  if (r !== undefined) return r;
  materialise(id);
  return rights[id]!;
}

/** How many options id has, Left and Right together, without making a by-value game's options (*2^30 has 2^31). */
export function optionCount(id: GameId): number {
  const l = lefts[id];
  if (l !== undefined) return l.length + rights[id]!.length;
  const n = nus[id]!;
  if (n.up === 0 && n.nim === 0) return 1; // a number other than 0 (0 has its empty lists made)
  return n.up === 0 ? 2 * n.nim : Math.abs(n.up) === 1 && n.nim === 1 ? 3 : 2;
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

/** The day g is born, exactly. */
export function birthdayOf(id: GameId): bigint {
  return birthdays[id] === BIG ? bigBirthdays.get(id)! : BigInt(birthdays[id]);
}

/** The birthday for an answer: a number, or a decimal string past 2^53 (like canonicalLength). */
export function birthday(id: GameId): number | string {
  return birthdays[id] === BIG ? bigBirthdays.get(id)!.toString() : birthdays[id];
}

export const ZERO: GameId = numberId(Dyadic.ZERO);
