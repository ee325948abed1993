import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ask } from '../../engine/api';
import { TheoremCheckPanel } from './TheoremCheckPanel';

describe('TheoremCheckPanel (engine on the main thread)', () => {
  it('reports no disagreement and shows the printed α_k slip', async () => {
    ask({ game: 'goldennugget', op: 'table', from: 0, to: 200 }); // the heaps the check can see
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<TheoremCheckPanel />);
    const input = screen.getByLabelText('Check heaps up to');
    await user.clear(input);
    await user.type(input, '200{Enter}');
    const result = await screen.findByTestId('gn-check-result');
    expect(result.textContent).toContain(
      'Checked heaps 0 to 200: the theorem agrees with the engine on every one.',
    );
    expect(result.textContent).toContain('The reconstructed statement slips');
    expect(result.textContent).toMatch(/α_k = 0\.\(10\)\^\(k−1\)/);
    // the slip's reason reads as a sentence of its own; student text names the paper, never
    // a file of ours (issue 25: "the note's own list says", "the printed statement")
    expect(result.textContent).toContain(
      'the computed values of the heaps x_k). Heap 8 ∈ X_1 has the reduced form {1|1/2} when computed; the reconstructed formula would make it {1|5/8}.',
    );
    expect(result.textContent).not.toMatch(/\bnote\b|printed statement/);
  });

  it('says what is wrong with a bad bound', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<TheoremCheckPanel />);
    const input = screen.getByLabelText('Check heaps up to');
    await user.clear(input);
    await user.type(input, 'lots{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“lots” is not a whole number; type a heap size from 0 to 100,000.',
    );
    await user.clear(input);
    await user.type(input, '-1{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('“-1” is below 0');
    expect(screen.queryByTestId('gn-check-result')).toBeNull();
  });
});
