import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GoldenNuggetPage from './GoldenNuggetPage';

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe('GoldenNuggetPage (engine on the main thread)', () => {
  it('shows the heap table from the engine and grows it on demand', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget?rows=10');
    render(<GoldenNuggetPage />);
    const row2 = await screen.findByTestId('gn-row-2', {}, { timeout: 15000 });
    expect(row2.textContent).toContain('{1|0}');
    expect(row2.textContent).toContain('B');
    expect(screen.getByTestId('gn-row-8').textContent).toContain('10000'); // Zeckendorf of 8 = F_6
    expect(screen.queryByTestId('gn-row-10')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Show 40 more heaps/ }));
    expect(params().get('rows')).toBe('50');
    expect(await screen.findByTestId('gn-row-49', {}, { timeout: 15000 })).toBeTruthy();
  });

  it('says what is wrong with a bad heap size', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget');
    render(<GoldenNuggetPage />);
    await user.type(screen.getByLabelText('Start the table at heap'), 'abc{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Type a heap size');
  });
});
