import { describe, expect, it } from 'vitest';
import { slidingGrundy } from './exercises';

describe('Sliding practice wording', () => {
  it('says "1 step" and "7 steps": the near and far coins’ distances from the edge', () => {
    expect(slidingGrundy.pose({ p: [1, 7] }).question).toContain(
      '(the near coin 1 step from the edge, the far coin 7 steps)',
    );
    expect(slidingGrundy.pose({ p: [3, 7] }).question).toContain(
      '(the near coin 3 steps from the edge, the far coin 7 steps)',
    );
  });
});
