import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PositionForm } from './PositionForm';

describe('Ruler PositionForm', () => {
  it('keeps a row being typed when the board changes under it (the computer replied), and follows the board again after a pick', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PositionForm position="TTHTH" onChanged={vi.fn()} />);
    const box = screen.getByLabelText('Row (H = heads, T = tails, coin 1 first)');
    await user.clear(box);
    await user.type(box, 'HHTT');
    rerender(<PositionForm position="TTTTH" onChanged={vi.fn()} />);
    expect(box).toHaveProperty('value', 'HHTT');

    await user.click(screen.getByRole('button', { name: 'A lost position' }));
    rerender(<PositionForm position="THHTHHT" onChanged={vi.fn()} />);
    expect(box).toHaveProperty('value', 'THHTHHT');
    rerender(<PositionForm position="THHTTTT" onChanged={vi.fn()} />);
    expect(box).toHaveProperty('value', 'THHTTTT');
  });
});
