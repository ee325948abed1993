/**
 * What a slice is, and how its module-level actions reach the store without importing it
 * (the store imports every slice, so a slice importing the store would be a cycle).
 */
import type { StoreApi } from 'zustand';
import type { Result } from '../engine/result';
import type { AppState, SliceKey } from './store';

/** A field check for saved data: true when the stored value can be used as it is. */
export type Check = (value: unknown) => boolean;

export interface SliceSpec<S extends object> {
  /** a fresh slice: first visit, "reset this page", or saved data that could not be used */
  defaults: () => S;
  /** the fields that survive reload, each with its check; fields not listed are never saved */
  saved: { readonly [K in keyof S]?: Check };
}

let bound: StoreApi<AppState> | null = null;

/** Called once by store.ts with the app's store. */
export function bindStore(api: StoreApi<AppState>): void {
  bound = api;
}

function api(): StoreApi<AppState> {
  if (!bound)
    throw new Error('the store is not created yet: import actions from "src/store", not from a slice file');
  return bound;
}

export function readSlice<K extends SliceKey>(key: K): AppState[K] {
  return api().getState()[key];
}

/** Change some fields of one slice (a module-level action's one way in). */
export function updateSlice<K extends SliceKey>(
  key: K,
  patch: Partial<AppState[K]> | ((slice: AppState[K]) => Partial<AppState[K]>),
): void {
  api().setState((state) => {
    const slice = state[key];
    const changes = typeof patch === 'function' ? patch(slice) : patch;
    return { [key]: { ...slice, ...changes } } as Partial<AppState>;
  });
}

/**
 * One slice's reads and writes, typed by its key: what code shared by several slices (the
 * play loop, playSlice.ts) is given, so it works on the slice's type without indexing the
 * store by a generic key.
 */
export interface SliceAccess<T> {
  readonly key: SliceKey;
  read(): T;
  write(patch: Partial<T>): void;
  /** the slice in a store state (a selector for useStore) */
  select(state: AppState): T;
}

export function sliceAccess<K extends SliceKey>(key: K): SliceAccess<AppState[K]> {
  return {
    key,
    read: () => readSlice(key),
    write: (patch) => updateSlice(key, patch),
    select: (state) => state[key],
  };
}

// Checks for saved fields.
export const isBoolean: Check = (v) => typeof v === 'boolean';
export const isString: Check = (v) => typeof v === 'string';
export const oneOf =
  (...options: readonly unknown[]): Check =>
  (v) =>
    options.includes(v);
export const isIntIn =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
export const isArrayOf =
  (check: Check, maxLength: number, minLength = 0): Check =>
  (v) =>
    Array.isArray(v) && v.length >= minLength && v.length <= maxLength && v.every(check);
/**
 * Saved data in a notation: read by the same parser as the URL and the engine's requests,
 * so a notation has one definition. With `make`, only its canonical spelling is accepted.
 */
export const isNotation =
  <T>(parse: (text: string) => Result<T>, make?: (value: T) => string): Check =>
  (v) => {
    if (typeof v !== 'string') return false;
    const r = parse(v);
    return r.ok && (make === undefined || make(r.value) === v);
  };
/** Saved JSON read by a reader (the engine's request readers take any JSON value). */
export const isRead =
  (read: (value: unknown) => Result<unknown>): Check =>
  (v) =>
    read(v).ok;
