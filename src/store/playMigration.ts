/**
 * Saved data from format 1 to format 2: the games' boards moved onto the shared play loop
 * (playSlice.ts). Each game's position, moves and players get the loop's names; each move
 * record says who made it. Fields that were never saved, or that are not in the shape format 1
 * wrote, are passed on as they are: the slices' checks then drop them with a message.
 */
type Fields = Record<string, unknown>;

const isRecord = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rename `from` to `to` when present. */
function rename(o: Fields, from: string, to: string): void {
  if (from in o) {
    o[to] = o[from];
    delete o[from];
  }
}

/** Map each record of the history (when it is an array of them), giving the index. */
function mapHistory(o: Fields, f: (r: Fields, i: number) => unknown): void {
  if (Array.isArray(o.history)) o.history = o.history.map((r, i) => (isRecord(r) ? f(r, i) : r));
}

/** Who made move i (player 0 moved first). */
const sideOf = (i: number) => (i % 2) as 0 | 1;

function flipping(old: Fields): Fields {
  const o = { ...old };
  rename(o, 'lines', 'position');
  delete o.toMove; // follows from the moves now
  mapHistory(o, (r) => ({
    before: r.before,
    move: { component: r.component, move: r.move },
    side: r.player,
  }));
  return o;
}

function ruler(old: Fields): Fields {
  const o = { ...old };
  mapHistory(o, (r, i) => ({ before: r.before, move: r.move, side: sideOf(i) }));
  return o;
}

function sliding(old: Fields): Fields {
  const o = { ...old };
  rename(o, 'positions', 'position');
  rename(o, 'mode', 'opponent');
  mapHistory(o, (r, i) => ({
    before: r.before,
    move: { component: r.strap, after: r.after },
    side: sideOf(i),
  }));
  return o;
}

/** The coin (1-based) where two configurations differ, or 0. */
function turnedCoin(before: unknown, after: unknown): number {
  if (typeof before !== 'string' || typeof after !== 'string') return 0;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) return i + 1;
  return 0;
}

function oskar(old: Fields): Fields {
  const o = { ...old };
  const history = o.backHistory;
  const position = o.backPosition;
  rename(o, 'backPosition', 'position');
  rename(o, 'backOpponent', 'opponent');
  rename(o, 'backComputerPlays', 'computerPlays');
  delete o.backHistory;
  // Format 1 kept the positions before each move; the move is the coin that changed next.
  if (Array.isArray(history))
    o.history = history.map((before, i) => ({
      before,
      move: turnedCoin(before, i + 1 < history.length ? history[i + 1] : position),
      side: sideOf(i),
    }));
  else if ('backHistory' in old) o.history = history;
  return o;
}

const STEPS: Record<string, (old: Fields) => Fields> = { flipping, ruler, sliding, oskar };

/** Format 1's boards → format 2's. */
export function migrateBoardsToPlay(boards: unknown): unknown {
  if (!isRecord(boards)) return boards;
  const out: Fields = { ...boards };
  for (const [key, step] of Object.entries(STEPS))
    if (isRecord(out[key])) out[key] = step(out[key] as Fields);
  return out;
}
