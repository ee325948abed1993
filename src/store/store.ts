/**
 * The app's one zustand store, in slices: app settings and one slice per game. Slices hold
 * plain data; their actions are module-level functions (in each slice file) so a worker
 * callback or a command can change state without a hook. Read with one-field selectors:
 * `useStore((s) => s.ruler.position)`. `persist` keeps preferences and current boards only.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  createSplitStorage,
  describeProblems,
  isRecord,
  migrateSaved,
  restoreSlice,
  savedPart,
  STORE_VERSION,
  type Saved,
} from './persistence';
import { bindStore, type SliceSpec } from './slice';
import { calculatorSlice } from './slices/calculator';
import { flippingSlice } from './slices/flipping';
import { goldenNuggetSlice } from './slices/goldennugget';
import { numbersSlice } from './slices/numbers';
import { oskarSlice } from './slices/oskar';
import { practiceSlice } from './slices/practice';
import { rulerSlice } from './slices/ruler';
import { settingsSlice, type SettingsSlice } from './slices/settings';
import { slidingSlice } from './slices/sliding';
import { subtractionSlice } from './slices/subtraction';

/**
 * The pages' slices, by page id, each with the name its saved part goes by in a message. The
 * store sits below the views, so it keeps this list itself; each page's manifest names the
 * same spec (`slice`), and src/registries.test.ts fails when the two disagree.
 */
const BOARDS = {
  numbers: { spec: numbersSlice, title: 'Numbers' },
  calculator: { spec: calculatorSlice, title: 'Calculator' },
  flipping: { spec: flippingSlice, title: 'Flipping Coins board' },
  sliding: { spec: slidingSlice, title: 'Sliding Coins board' },
  goldennugget: { spec: goldenNuggetSlice, title: 'Golden Nugget board' },
  subtraction: { spec: subtractionSlice, title: 'Complementary Subtraction board' },
  ruler: { spec: rulerSlice, title: 'Ruler board' },
  oskar: { spec: oskarSlice, title: "Oskar's coins" },
  practice: { spec: practiceSlice, title: 'Practice scores' },
} as const;
type Boards = typeof BOARDS;
type StateOf<Spec> = Spec extends SliceSpec<infer S> ? S : never;

export type AppState = { settings: SettingsSlice } & {
  -readonly [K in keyof Boards]: StateOf<Boards[K]['spec']>;
} & {
  /** what could not be read from saved data (not saved; shown in a dismissible banner) */
  storageProblem: string | null;
};

export type SliceKey = Exclude<keyof AppState, 'storageProblem'>;
/** The slices whose saved part goes to "cgl-boards" (one per page with a board). */
export type BoardKey = keyof Boards;

export const BOARD_KEYS = Object.keys(BOARDS) as BoardKey[];

export function specOf<K extends SliceKey>(key: K): SliceSpec<AppState[K]> {
  return (key === 'settings' ? settingsSlice : BOARDS[key as BoardKey].spec) as unknown as SliceSpec<
    AppState[K]
  >;
}

function initialState(): AppState {
  const boards = Object.fromEntries(BOARD_KEYS.map((k) => [k, BOARDS[k].spec.defaults()])) as Pick<
    AppState,
    BoardKey
  >;
  return { settings: settingsSlice.defaults(), ...boards, storageProblem: null };
}

function savedOf(state: AppState): Saved {
  const boards: Record<string, unknown> = {};
  for (const k of BOARD_KEYS) boards[k] = savedPart(BOARDS[k].spec as SliceSpec<object>, state[k]);
  return { settings: savedPart(settingsSlice, state.settings), boards };
}

/** A store persisted to `getStorage()` (tests pass their own; the app uses localStorage). */
export function createAppStore(getStorage?: () => Storage) {
  const { storage, takeProblems, notice, hold, release } = createSplitStorage(getStorage);
  const store = create<AppState>()(
    persist(() => initialState(), {
      name: 'cgl',
      storage,
      version: STORE_VERSION,
      partialize: savedOf,
      migrate: (saved, version) => {
        const problems: string[] = [];
        const migrated = migrateSaved(saved, version, problems);
        problems.forEach(notice);
        return migrated as AppState;
      },
      merge: (persisted, current) => {
        const problems = takeProblems();
        const saved = (isRecord(persisted) ? persisted : {}) as Saved;
        // A slice whose saved fields fail their checks keeps its saved text until the person chooses.
        const count = problems.length;
        const next: AppState = {
          ...current,
          settings: restoreSlice(settingsSlice, current.settings, saved.settings, 'settings', problems),
        };
        if (problems.length > count) hold('settings');
        if (saved.boards !== undefined && !isRecord(saved.boards))
          problems.push('boards: not in the expected form');
        const boards = isRecord(saved.boards) ? saved.boards : {};
        for (const k of BOARD_KEYS) {
          const before = problems.length;
          (next as unknown as Record<string, unknown>)[k] = restoreSlice(
            BOARDS[k].spec as SliceSpec<object>,
            current[k],
            boards[k],
            BOARDS[k].title,
            problems,
          );
          if (problems.length > before) hold(k);
        }
        next.storageProblem = describeProblems(problems);
        return next;
      },
    }),
  );
  /** The banner's choice: save the current state over the saved data that was kept. */
  return Object.assign(store, { releaseSaved: release });
}

export const useStore = createAppStore();
bindStore(useStore);

/** Put one slice back to its defaults (the error boundary's "reset this page"). */
export function resetSlice(key: SliceKey): void {
  useStore.setState({ [key]: specOf(key).defaults() } as Partial<AppState>);
}

export function dismissStorageProblem(): void {
  // The person chose: the current (valid) state is saved, replacing the data kept until now.
  useStore.releaseSaved();
  useStore.setState({ storageProblem: null });
}

export function isSliceKey(key: string): key is SliceKey {
  return key === 'settings' || (BOARD_KEYS as string[]).includes(key);
}
