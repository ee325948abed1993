/**
 * What survives reload: preferences in localStorage "cgl-settings", the user's boards in
 * "cgl-boards", each as zustand's {state, version}. Saved data is never trusted: text that
 * is not JSON, a wrong shape or a field that fails its slice's check is dropped (that part
 * falls back to its defaults) and explained in one message for a dismissible banner.
 */
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { migrateBoardsToPlay } from './playMigration';
import type { SliceSpec } from './slice';

export const SETTINGS_KEY = 'cgl-settings';
export const BOARDS_KEY = 'cgl-boards';
/** Bump when a saved shape changes, and add the step to MIGRATIONS. */
export const STORE_VERSION = 2;

export interface Saved {
  settings?: unknown;
  boards?: Record<string, unknown>;
}

/**
 * MIGRATIONS[v] turns version v's saved data into version v + 1's.
 * Version 0 is data written without a version: the same shape as version 1.
 * Version 2: the games' boards on the shared play loop (playMigration.ts).
 */
const MIGRATIONS: Record<number, (saved: Saved) => Saved> = {
  0: (saved) => saved,
  1: (saved) => ({ ...saved, boards: migrateBoardsToPlay(saved.boards) as Saved['boards'] }),
};

export function migrateSaved(saved: unknown, version: number, problems: string[]): Saved {
  let s = (isRecord(saved) ? saved : {}) as Saved;
  if (version > STORE_VERSION) {
    problems.push(`saved by a newer version of the app (format ${version}), kept untouched`);
    return {};
  }
  for (let v = version; v < STORE_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) {
      problems.push(`its format ${version} is too old to read, kept untouched`);
      return {};
    }
    s = step(s);
  }
  return s;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The valid saved fields of one slice over `base` (its defaults at start-up); bad ones are named in `problems`. */
export function restoreSlice<S extends object>(
  spec: SliceSpec<S>,
  base: S,
  stored: unknown,
  what: string,
  problems: string[],
): S {
  const slice = { ...base };
  if (stored === undefined) return slice;
  if (!isRecord(stored)) {
    problems.push(what);
    return slice;
  }
  const bad: string[] = [];
  for (const [field, check] of Object.entries(spec.saved) as [keyof S & string, (v: unknown) => boolean][]) {
    if (!(field in stored)) continue;
    if (check(stored[field])) slice[field] = structuredClone(stored[field]) as S[typeof field];
    else bad.push(field);
  }
  if (bad.length) problems.push(`${what} (${bad.join(', ')})`);
  return slice;
}

/** The saved fields of one slice. */
export function savedPart<S extends object>(spec: SliceSpec<S>, slice: S): Partial<S> {
  const out: Partial<S> = {};
  for (const field of Object.keys(spec.saved) as (keyof S)[]) out[field] = slice[field];
  return out;
}

/** Parse one key's {state, version}; null when absent or unusable (with a problem noted). */
function readKey(
  storage: Storage,
  key: string,
  what: string,
  problems: string[],
): StorageValue<unknown> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    problems.push(`${what}: not valid JSON`);
    return null;
  }
  if (
    !isRecord(value) ||
    !isRecord(value.state) ||
    (value.version !== undefined && typeof value.version !== 'number')
  ) {
    problems.push(`${what}: not in the expected form`);
    return null;
  }
  return { state: value.state, version: typeof value.version === 'number' ? value.version : 0 };
}

type Part = 'settings' | 'boards';
const KEYS: Record<Part, string> = { settings: SETTINGS_KEY, boards: BOARDS_KEY };

/**
 * One key read and migrated on its own, by its own version: a newer or unreadable key
 * never decides how the other is read. `undefined` when absent or unusable.
 */
function readPart(storage: Storage, part: Part, problems: string[]): { state: unknown; kept: boolean } {
  const before = problems.length;
  const value = readKey(storage, KEYS[part], part, problems);
  if (!value) return { state: undefined, kept: problems.length > before };
  const partProblems: string[] = [];
  const migrated = migrateSaved({ [part]: value.state }, value.version ?? 0, partProblems);
  for (const p of partProblems) problems.push(`${part}: ${p}`);
  return { state: migrated[part], kept: partProblems.length > 0 };
}

/**
 * A zustand PersistStorage over the two keys. Problems met while reading are kept until
 * the store's merge takes them (`takeProblems`), since hydration happens inside create().
 *
 * Nothing saved is overwritten before the person chooses: a key that could not be read
 * (not JSON, a wrong shape, a format newer or older than this app reads) is held, that is,
 * never written, and a board whose saved fields failed their checks (`hold`) keeps its
 * saved text inside "cgl-boards" while the other boards are saved as they change. `release`
 * (the banner's "save the defaults") lets everything be written again.
 */
export function createSplitStorage(getStorage: () => Storage = () => window.localStorage) {
  let problems: string[] = [];
  const written = new Map<string, string>();
  const heldKeys = new Set<Part>();
  /** board → its saved value (after migration), written back instead of the current one */
  const heldBoards = new Map<string, unknown>();
  let savedBoards: Record<string, unknown> = {};
  const storage: PersistStorage<Saved> = {
    getItem: () => {
      try {
        const s = getStorage();
        const settings = readPart(s, 'settings', problems);
        const boards = readPart(s, 'boards', problems);
        if (settings.kept) heldKeys.add('settings');
        if (boards.kept) heldKeys.add('boards');
        savedBoards = isRecord(boards.state) ? boards.state : {};
        if (settings.state === undefined && boards.state === undefined) return null;
        // Each key is already migrated on its own: zustand's own migrate (which would write
        // at once) is not called.
        return {
          state: {
            settings: settings.state,
            boards: boards.state as Record<string, unknown> | undefined,
          },
          version: STORE_VERSION,
        };
      } catch (e) {
        problems.push(`saved data is not available here (${e instanceof Error ? e.message : String(e)})`);
        return null;
      }
    },
    setItem: (_name, value) => {
      const write = (key: string, state: unknown) => {
        const text = JSON.stringify({ state, version: value.version });
        if (written.get(key) === text) return;
        written.set(key, text);
        getStorage().setItem(key, text);
      };
      try {
        if (!heldKeys.has('settings')) write(SETTINGS_KEY, value.state.settings);
        if (!heldKeys.has('boards')) {
          const boards = { ...value.state.boards };
          for (const [board, saved] of heldBoards) boards[board] = saved;
          write(BOARDS_KEY, boards);
        }
      } catch {
        // Storage full or forbidden (private browsing): the app works on, unsaved.
      }
    },
    removeItem: () => {
      written.clear();
      try {
        getStorage().removeItem(SETTINGS_KEY);
        getStorage().removeItem(BOARDS_KEY);
      } catch {
        // nothing saved, nothing to remove
      }
    },
  };
  const takeProblems = (): string[] => {
    const p = problems;
    problems = [];
    return p;
  };
  /**
   * Keep this slice's saved value until `release` (its fields failed their checks): the
   * settings key whole, or one board inside "cgl-boards".
   */
  const hold = (slice: string) => {
    if (slice === 'settings') heldKeys.add('settings');
    else if (slice in savedBoards) heldBoards.set(slice, savedBoards[slice]);
  };
  /** The person chose: from now on the current state is saved over what was held. */
  const release = () => {
    heldKeys.clear();
    heldBoards.clear();
  };
  return { storage, takeProblems, notice: (p: string) => problems.push(p), hold, release };
}

/** The one sentence for the banner. */
export function describeProblems(problems: readonly string[]): string | null {
  if (problems.length === 0) return null;
  return (
    `Some saved data could not be used, so defaults are shown instead: ${problems.join('; ')}. ` +
    'The saved data stays as it is until you choose to save the defaults over it.'
  );
}

export type AppPersistOptions<T> = PersistOptions<T, Saved>;
