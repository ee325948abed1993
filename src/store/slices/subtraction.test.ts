import { describe, expect, it } from 'vitest';
import {
  readSubtraction,
  setSubtractionHeaps,
  setSubtractionSet,
  subtractionPlay,
  subtractionSlice,
} from '../index';

describe('the Complementary Subtraction slice', () => {
  it('saves the position as text, a Beatty set included, and checks it with the engine parser', () => {
    const isPosition = subtractionSlice.saved.position!;
    expect(isPosition('b7,r4@beatty:sqrt2')).toBe(true);
    expect(JSON.parse(JSON.stringify({ p: 'b7,r4@beatty:sqrt2' })).p).toBe('b7,r4@beatty:sqrt2');
    for (const bad of ['b7,r4', 'b7@beatty:3/2', 'b7@mod:5:7', 'b999@mod:2:1', '@mod:2:1', 7])
      expect(isPosition(bad)).toBe(false);
  });

  it('a new set keeps the heaps; a bad one changes nothing; moves follow the set', () => {
    setSubtractionSet('mod:5:1,3');
    setSubtractionHeaps([
      { size: 7, color: 'blue' },
      { size: 4, color: 'red' },
    ]);
    expect(readSubtraction().position).toBe('b7,r4@mod:5:1,3');
    expect(setSubtractionSet('mod:5:9').ok).toBe(false);
    expect(readSubtraction().position).toBe('b7,r4@mod:5:1,3');
    subtractionPlay.setOpponent('two');
    // Left takes 2 from the blue 7: 2 is not in S = {1, 3 mod 5}
    const no = subtractionPlay.play({ component: 0, take: 2 });
    expect(no.ok).toBe(false);
    expect(subtractionPlay.play({ component: 0, take: 3 }).ok).toBe(true);
    expect(readSubtraction().position).toBe('b4,r4@mod:5:1,3');
    subtractionPlay.takeBack();
    expect(readSubtraction().position).toBe('b7,r4@mod:5:1,3');
  });
});
