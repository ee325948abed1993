import { describe, expect, it } from 'vitest';
import { strapSvg } from './strapSvg';

describe('strapSvg', () => {
  it.each([
    [[3, 7], false, 1, 1],
    [[0, 4], false, 0, 1],
    [[0, 0], true, 0, 0],
  ] as [[number, number], boolean, number, number][])(
    '(%j, mirrored %s): %i near and %i far coin on the edge and squares',
    (position, mirrored, near, far) => {
      const doc = new DOMParser().parseFromString(
        strapSvg({ position, width: 9, mirrored, title: 'strap' }),
        'image/svg+xml',
      );
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.querySelectorAll('rect.strap-cell')).toHaveLength(10);
      expect(doc.querySelectorAll('g.strap-coin-near')).toHaveLength(near);
      expect(doc.querySelectorAll('g.strap-coin-far')).toHaveLength(far);
    },
  );

  it('puts the far coin on square y − 1, right of the edge (left of it when mirrored)', () => {
    const at = (mirrored: boolean) => {
      const doc = new DOMParser().parseFromString(
        strapSvg({ position: [0, 3], width: 5, mirrored, title: 'strap' }),
        'image/svg+xml',
      );
      return Number(doc.querySelector('g.strap-coin-far rect')?.getAttribute('x'));
    };
    // square 2 is the 4th cell from the left (edge, 0, 1, 2), or the 3rd from the left when mirrored (4, 3, 2, …)
    expect(at(false)).toBeGreaterThan(at(true));
  });
});
