/**
 * Lay out highlights as bars under a row of coins. Highlights that share no coin share a
 * lane, so six disjoint blocks take one line, not six. Pure: no DOM, unit-tested.
 */
import type { HighlightTone } from '../../engine/derivation';

export interface CoinHighlight {
  indices: readonly number[];
  tone: HighlightTone;
  label?: string;
}

export interface LaneSegment {
  tone: HighlightTone;
  /** shown at the start of each run of consecutive coins */
  label?: string;
  /** this coin starts / ends a run of consecutive highlighted coins */
  start: boolean;
  /** on a run's first coin: how many coins the run covers (its label may be no wider) */
  run?: number;
  end: boolean;
  /** which highlight (index into the input) this segment belongs to */
  source: number;
}

/** lanes[lane][coin] is the segment drawn under that coin in that lane, or null. */
export function layoutHighlights(
  highlights: readonly CoinHighlight[],
  coinCount: number,
): (LaneSegment | null)[][] {
  const lanes: (LaneSegment | null)[][] = [];
  highlights.forEach((h, source) => {
    const set = new Set(h.indices.filter((i) => Number.isInteger(i) && i >= 0 && i < coinCount));
    if (set.size === 0) return;
    let lane = lanes.find((l) => [...set].every((i) => l[i] === null));
    if (!lane) {
      lane = new Array<LaneSegment | null>(coinCount).fill(null);
      lanes.push(lane);
    }
    for (const i of set) {
      const start = !set.has(i - 1);
      let run = 1;
      if (start) while (set.has(i + run)) run++;
      lane[i] = {
        tone: h.tone,
        label: start ? h.label : undefined,
        start,
        end: !set.has(i + 1),
        source,
        ...(start ? { run } : {}),
      };
    }
  });
  return lanes;
}

/** The highlight labels and tones that cover coin i, for its accessible name. */
export function highlightsAt(highlights: readonly CoinHighlight[], i: number): CoinHighlight[] {
  return highlights.filter((h) => h.indices.includes(i));
}
