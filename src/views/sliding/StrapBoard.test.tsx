import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrapBoard } from './StrapBoard';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('StrapBoard', () => {
  it('moves by mouse: the far coin, then a square at the near coin pushes it', async () => {
    const onMove = vi.fn();
    const onMessage = vi.fn();
    render(<StrapBoard position={[3, 7]} width={8} label="Strap 1" onMove={onMove} onMessage={onMessage} />);
    await setup().click(screen.getByTestId('sl-square-6'));
    expect(screen.getByTestId('sl-square-6').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('sl-square-2').textContent).toContain('push');
    await setup().click(screen.getByTestId('sl-square-2'));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ kind: 'push', after: [2, 3] }));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('moves by keyboard and explains a refused target', async () => {
    const onMove = vi.fn();
    const onMessage = vi.fn();
    render(<StrapBoard position={[3, 7]} width={8} label="Strap 1" onMove={onMove} onMessage={onMessage} />);
    const far = screen.getByTestId('sl-square-6');
    far.focus();
    const user = setup();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowRight}{Enter}'); // square 7: not a target
    expect(onMessage).toHaveBeenLastCalledWith(
      expect.stringMatching(/far coin can only slide toward the edge: squares 0–5 or over the edge/),
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}'); // the far coin is still chosen: square 4
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ kind: 'far', after: [3, 5] }));
  });

  it('refuses every click when locked', () => {
    const onMove = vi.fn();
    const onMessage = vi.fn();
    render(
      <StrapBoard
        position={[3, 7]}
        width={8}
        label="Strap 1"
        locked="Wait"
        onMove={onMove}
        onMessage={onMessage}
      />,
    );
    fireEvent.click(screen.getByTestId('sl-square-6'));
    expect(onMessage).toHaveBeenCalledWith('Wait');
    expect(onMove).not.toHaveBeenCalled();
  });
});
