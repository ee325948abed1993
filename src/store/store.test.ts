import { describe, expect, it } from 'vitest';
import { BOARDS_KEY, SETTINGS_KEY, STORE_VERSION } from './persistence';
import { createAppStore } from './store';

/** An in-memory Storage seeded with raw strings. */
function memory(seed: Record<string, string> = {}): Storage {
  const m = new Map(Object.entries(seed));
  return {
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
  };
}

describe('store persistence', () => {
  it('starts from defaults with nothing saved, and saves preferences and boards to two keys', () => {
    const storage = memory();
    const store = createAppStore(() => storage);
    expect(store.getState().settings.presentation).toBe(false);
    expect(store.getState().storageProblem).toBeNull();
    store.setState((s) => ({
      settings: { ...s.settings, presentation: true, helpOpen: true },
      ruler: { ...s.ruler, position: 'HTH' },
    }));
    const settings = JSON.parse(storage.getItem(SETTINGS_KEY)!);
    const boards = JSON.parse(storage.getItem(BOARDS_KEY)!);
    expect(settings).toEqual({
      state: { presentation: true, autoplaySpeed: 1, motion: 'system', coinFit: true, quiz: false },
      version: STORE_VERSION,
    });
    expect(boards.state.ruler).toMatchObject({ position: 'HTH' });
    expect(settings.state.helpOpen).toBeUndefined(); // the overlay is not a preference
    const again = createAppStore(() => storage);
    expect(again.getState().settings.presentation).toBe(true);
    expect(again.getState().ruler.position).toBe('HTH');
  });

  it('honours the projector seeding {"state":{"presentation":true},"version":1}', () => {
    const store = createAppStore(() =>
      memory({ [SETTINGS_KEY]: '{"state":{"presentation":true},"version":1}' }),
    );
    expect(store.getState().settings).toMatchObject({ presentation: true, autoplaySpeed: 1 });
    expect(store.getState().storageProblem).toBeNull();
  });

  it('migrates data saved without a version (version 0)', () => {
    const store = createAppStore(() => memory({ [BOARDS_KEY]: '{"state":{"flipping":{"lines":["0011"]}}}' }));
    expect(store.getState().flipping.position).toEqual(['0011']);
    expect(store.getState().storageProblem).toBeNull();
  });

  it('migrates format 1 boards onto the shared play loop (format 2), moves and players kept', () => {
    const v1 = {
      flipping: {
        lines: ['01011'],
        toMove: 'R',
        firstMover: 'L',
        history: [{ before: ['0101011111'], player: 'L', component: 0, move: [9, 10] }],
        opponent: 'computer',
        computerPlays: 'R',
        errorPercent: 20,
        seed: 7,
        selected: 0,
      },
      ruler: {
        position: 'THTT',
        history: [{ before: 'HHTT', move: [1, 2] }],
        opponent: 'two',
        computerPlays: 0,
        errorPercent: 5,
        seed: 9,
      },
      sliding: {
        positions: [
          [3, 5],
          [2, 5],
        ],
        history: [
          {
            before: [
              [3, 7],
              [2, 5],
            ],
            strap: 0,
            after: [3, 5],
          },
        ],
        mode: 'two',
        computerPlays: 1,
        tableSize: 20,
      },
      oskar: {
        configuration: '101',
        coins: 12,
        speed: 2,
        backPosition: '110',
        backHistory: ['000', '100'],
        backOpponent: 'computer',
        backComputerPlays: 1,
      },
    };
    const store = createAppStore(() => memory({ [BOARDS_KEY]: JSON.stringify({ state: v1, version: 1 }) }));
    const s = store.getState();
    expect(s.storageProblem).toBeNull();
    expect(s.flipping).toMatchObject({
      position: ['01011'],
      history: [{ before: ['0101011111'], move: { component: 0, move: [9, 10] }, side: 'L' }],
      opponent: 'computer',
      computerPlays: 'R',
      errorPercent: 20,
      seed: 7,
    });
    expect(s.ruler).toMatchObject({
      position: 'THTT',
      history: [{ before: 'HHTT', move: [1, 2], side: 0 }],
      opponent: 'two',
      computerPlays: 0,
      errorPercent: 5,
    });
    expect(s.sliding).toMatchObject({
      position: [
        [3, 5],
        [2, 5],
      ],
      history: [
        {
          before: [
            [3, 7],
            [2, 5],
          ],
          move: { component: 0, after: [3, 5] },
          side: 0,
        },
      ],
      opponent: 'two',
      tableSize: 20,
    });
    // The backwards game kept the positions before each move: the moves are the coins that changed.
    expect(s.oskar).toMatchObject({
      configuration: '101',
      coins: 12,
      position: '110',
      history: [
        { before: '000', move: 1, side: 0 },
        { before: '100', move: 2, side: 1 },
      ],
      opponent: 'computer',
      computerPlays: 1,
    });
  });

  const corrupt: [string, Record<string, string>, RegExp][] = [
    ['text that is not JSON', { [SETTINGS_KEY]: '{"state":' }, /settings: not valid JSON/],
    ['JSON of the wrong shape', { [BOARDS_KEY]: '[1,2,3]' }, /boards: not in the expected form/],
    [
      'a field failing its check',
      { [BOARDS_KEY]: '{"state":{"ruler":{"position":"HXT"}},"version":1}' },
      /Ruler board \(position\)/,
    ],
    ['a slice that is not an object', { [BOARDS_KEY]: '{"state":{"oskar":7},"version":1}' }, /Oskar/],
    [
      'a setting of the wrong type',
      { [SETTINGS_KEY]: '{"state":{"presentation":"yes"},"version":1}' },
      /settings \(presentation\)/,
    ],
    [
      'data from a newer version',
      { [SETTINGS_KEY]: '{"state":{"presentation":true},"version":99}' },
      /newer version/,
    ],
  ];
  it.each(corrupt)('falls back to defaults with a message for %s', (_name, seed, message) => {
    const store = createAppStore(() => memory(seed));
    const s = store.getState();
    expect(s.storageProblem).toMatch(message);
    expect(s.settings.presentation).toBe(false);
    expect(s.ruler.position).toBe('TTTTHTTHTHHTHTT');
  });

  // Issue 25: settings of an unknown version wiped the saved boards at once (a Flipping
  // line 011 became the default 0101011111) before the banner's choice.
  it('reads each key on its own and overwrites nothing saved before the person chooses', () => {
    const settingsText = '{"state":{},"version":99}';
    const boardsText = JSON.stringify({ state: { flipping: { position: ['011'] } }, version: STORE_VERSION });
    const storage = memory({ [SETTINGS_KEY]: settingsText, [BOARDS_KEY]: boardsText });
    const store = createAppStore(() => storage);
    expect(store.getState().flipping.position).toEqual(['011']);
    expect(store.getState().storageProblem).toMatch(/settings: saved by a newer version.*kept untouched/);
    // Nothing written on start; the newer key stays untouched while the boards are saved.
    expect(storage.getItem(SETTINGS_KEY)).toBe(settingsText);
    expect(storage.getItem(BOARDS_KEY)).toBe(boardsText);
    store.setState((s) => ({
      settings: { ...s.settings, presentation: true },
      flipping: { ...s.flipping, position: ['0111'] },
    }));
    expect(storage.getItem(SETTINGS_KEY)).toBe(settingsText);
    expect(JSON.parse(storage.getItem(BOARDS_KEY)!).state.flipping.position).toEqual(['0111']);
  });

  it('keeps a board whose saved fields fail their checks until the banner is dismissed', () => {
    const boards = { ruler: { position: 'HXT' }, flipping: { position: ['011'] } };
    const storage = memory({ [BOARDS_KEY]: JSON.stringify({ state: boards, version: STORE_VERSION }) });
    const store = createAppStore(() => storage);
    expect(store.getState().storageProblem).toMatch(/Ruler board \(position\)/);
    store.setState((s) => ({ flipping: { ...s.flipping, position: ['01'] } }));
    const saved = JSON.parse(storage.getItem(BOARDS_KEY)!).state;
    expect(saved.ruler).toEqual({ position: 'HXT' });
    expect(saved.flipping.position).toEqual(['01']);
    store.releaseSaved();
    store.setState({ storageProblem: null });
    expect(JSON.parse(storage.getItem(BOARDS_KEY)!).state.ruler.position).toBe('TTTTHTTHTHHTHTT');
  });

  it.each([
    ['text that is not JSON', '{"state":'],
    ['a newer format', '{"state":{"ruler":{"position":"HH"}},"version":99}'],
    ['a setting failing its check', '{"state":{"presentation":"yes"},"version":2}'],
  ])('never writes over settings holding %s until the person chooses', (_name, text) => {
    const storage = memory({ [SETTINGS_KEY]: text });
    const store = createAppStore(() => storage);
    store.setState((s) => ({ settings: { ...s.settings, autoplaySpeed: 2 } }));
    expect(storage.getItem(SETTINGS_KEY)).toBe(text);
    store.releaseSaved();
    store.setState({ storageProblem: null });
    expect(JSON.parse(storage.getItem(SETTINGS_KEY)!).state.autoplaySpeed).toBe(2);
  });

  it("checks saved positions with the engine's own notations", () => {
    const boards = {
      ruler: { position: 'tthT' },
      sliding: { position: [[5, 2]] },
      oskar: { configuration: '10x1' },
      flipping: { position: ['01 1'] },
    };
    const store = createAppStore(() =>
      memory({ [BOARDS_KEY]: JSON.stringify({ state: boards, version: STORE_VERSION }) }),
    );
    const s = store.getState();
    expect(s.ruler.position).toBe('TTTTHTTHTHHTHTT');
    expect(s.sliding.position).toEqual([
      [3, 7],
      [2, 5],
    ]);
    expect(s.oskar.configuration).toBe('1001101');
    expect(s.flipping.position).toEqual(['0101011111']);
    expect(s.storageProblem).toMatch(/ruler.*position/i);
  });

  it("drops Golden Nugget's old unread `heaps` field without a complaint", () => {
    const storage = memory({
      [BOARDS_KEY]: JSON.stringify({
        state: { goldennugget: { heaps: [{ size: 9, color: 'blue' }] } },
        version: STORE_VERSION,
      }),
    });
    const store = createAppStore(() => storage);
    expect(store.getState().storageProblem).toBeNull();
    expect(store.getState().goldennugget.position).toEqual([
      { size: 9, color: 'blue' },
      { size: 5, color: 'red' },
    ]);
    store.setState((st) => ({ ruler: { ...st.ruler, position: 'HT' } }));
    expect(JSON.parse(storage.getItem(BOARDS_KEY)!).state.goldennugget.heaps).toBeUndefined();
  });

  it('keeps the valid parts when one part is corrupt', () => {
    const store = createAppStore(() =>
      memory({
        [SETTINGS_KEY]: 'garbage',
        [BOARDS_KEY]:
          '{"state":{"ruler":{"position":"HHT"},"oskar":{"coins":999,"configuration":"101"}},"version":1}',
      }),
    );
    const s = store.getState();
    expect(s.ruler.position).toBe('HHT');
    expect(s.oskar).toMatchObject({ configuration: '101', coins: 10 });
    expect(s.storageProblem).toMatch(/settings: not valid JSON.*Oskar's coins \(coins\)/);
  });

  it('survives a storage that throws', () => {
    const broken = () => {
      throw new Error('SecurityError');
    };
    const store = createAppStore(broken as () => Storage);
    expect(store.getState().storageProblem).toMatch(/not available/);
    expect(() => store.setState({ storageProblem: null })).not.toThrow();
  });
});
