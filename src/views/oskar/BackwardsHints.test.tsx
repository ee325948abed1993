import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ask } from '../../engine/api';
import { BackwardsHints } from './BackwardsHints';

function movesOf(configuration: string) {
  const r = ask({ game: 'oskar', op: 'backwards', configuration });
  if (!r.ok) throw new Error(r.error.message);
  return r.moves;
}

describe('the backwards game’s hint (the shared winning-moves list)', () => {
  it('offers exactly the moves to a P-position and plays the one clicked', async () => {
    // 0000 has one move (to 1000); find a position with a winning move among a few.
    const c = ['1100', '1000', '1110', '0100'].find((x) => movesOf(x).some((m) => m.winning))!;
    const moves = movesOf(c);
    const onPlay = vi.fn();
    render(<BackwardsHints moves={moves} canPlay onPlay={onPlay} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(
      moves.filter((m) => m.winning).map((m) => `Turn coin ${m.coin}`),
    );
    await userEvent.setup().click(buttons[0]);
    expect(onPlay).toHaveBeenCalledWith(moves.find((m) => m.winning)!.coin);
  });

  it('says so when every move loses, and offers no button', () => {
    render(<BackwardsHints moves={[{ ...movesOf('1000')[0], winning: false }]} canPlay onPlay={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(/No winning move/)).toBeTruthy();
  });
});
