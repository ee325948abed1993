import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ask } from '../../engine/api';
import { parseHeaps } from '../../engine/games/goldennugget/rules';
import { Question12 } from './Question12';

function position(text: string) {
  const heaps = parseHeaps(text);
  if (!heaps.ok) throw new Error(heaps.error.message);
  const a = ask({ game: 'goldennugget', op: 'sum', heaps: heaps.value });
  if (!a.ok) throw new Error(a.error.message);
  return { heaps: heaps.value, wins: a.winningMoves };
}

describe('Question 1.2', () => {
  it('recognises (i) with the heaps in another order and checks the text move on the red 18', () => {
    const { heaps, wins } = position('r18,b20,b3');
    render(<Question12 heaps={heaps} wins={wins} />);
    expect(screen.getByRole('button', { name: /\(i\)/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('gn-text-move').textContent).toContain(
      '17 is in A: on a red heap Left takes numbers in B',
    );
  });

  it('recognises (ii) in either order, and not a different position', () => {
    const { heaps, wins } = position('r17,b20');
    const { unmount } = render(<Question12 heaps={heaps} wins={wins} />);
    expect(screen.getByRole('button', { name: /\(ii\)/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('gn-text-move')).toHaveLength(2);
    unmount();
    const other = position('r17,b20,b1');
    render(<Question12 heaps={other.heaps} wins={other.wins} />);
    expect(screen.queryByTestId('gn-text-move')).toBeNull();
  });
});
