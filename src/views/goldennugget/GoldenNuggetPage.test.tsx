import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readGoldenNugget, resetSlice } from '../../store';
import GoldenNuggetPage from './GoldenNuggetPage';

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe('GoldenNuggetPage (engine on the main thread)', () => {
  it('shows the heap table from the engine and grows it on demand', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget?tab=table&rows=10');
    render(<GoldenNuggetPage />);
    const row2 = await screen.findByTestId('gn-row-2');
    expect(row2.textContent).toContain('{1|0}');
    expect(row2.textContent).toContain('B');
    expect(screen.getByTestId('gn-row-8').textContent).toContain('10000'); // Zeckendorf of 8 = F_6
    expect(screen.queryByTestId('gn-row-10')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Show 40 more heaps/ }));
    expect(params().get('rows')).toBe('50');
    expect(await screen.findByTestId('gn-row-49')).toBeTruthy();
  });

  it('says what is wrong with a bad heap size', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget?tab=table');
    render(<GoldenNuggetPage />);
    const input = screen.getByLabelText('Start the table at heap');
    await user.type(input, 'abc{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“abc” is not a whole number; type a heap size from 0 to 100,000.',
    );
    await user.clear(input);
    await user.type(input, '-1{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('“-1” is below 0');
    await user.clear(input);
    await user.type(input, '1e9{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('“1e9” is 1,000,000,000, above the limit');
  });
});

describe('GoldenNuggetPage tabs (engine on the main thread)', () => {
  const heaps = () =>
    readGoldenNugget()
      .position.map((h) => `${h.color[0]}${h.size}`)
      .join(',');

  it('reads the heaps from the URL and checks the text move of Question 1.2 (i)', async () => {
    act(() => resetSlice('goldennugget'));
    window.history.replaceState(null, '', '#/goldennugget?heaps=b3,b20,r18');
    render(<GoldenNuggetPage />);
    expect(heaps()).toBe('b3,b20,r18');
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(3);
    const flagged = await screen.findByTestId('gn-text-move');
    expect(flagged.textContent).toContain('17 is in A: on a red heap Left takes numbers in B');
  });

  it('says what is wrong with a link’s heaps and keeps the board', async () => {
    act(() => resetSlice('goldennugget'));
    window.history.replaceState(null, '', '#/goldennugget?heaps=b3,x7');
    render(<GoldenNuggetPage />);
    expect((await screen.findByTestId('gn-url-problem')).textContent).toContain('heap 2');
    expect(heaps()).toBe('b9,r5');
    // the address bar now holds the kept board, and the message stays
    expect(params().get('heaps')).toBe('b9,r5');
    expect(screen.getByTestId('gn-url-problem').textContent).toContain('heap 2');
    expect(screen.getByTestId('gn-url-problem').textContent).toContain(
      'Showing your board (b9, r5) instead.',
    );
  });

  it('says beside the size input that a link’s n could not be used, and keeps the tab', async () => {
    window.history.replaceState(null, '', '#/goldennugget?tab=theorem&n=abc');
    render(<GoldenNuggetPage />);
    const said = await screen.findByTestId('gn-theorem-size-error');
    expect(said.textContent).toContain(
      'The link\'s n “abc” could not be used: n must be a whole number ≥ 0 in decimal digits (got "abc"). Showing n = 20 instead.',
    );
    expect(screen.getByLabelText('Heap size n (0 to 10^100)').getAttribute('aria-describedby')).toBe(
      'gn-theorem-size-error',
    );
    expect((await screen.findByTestId('gn-classify-summary')).textContent).toContain('Heap 20 is in part B');
  });

  it('classifies a typed 100-digit heap by Theorem 2.2; a bad size gets a message and the shown one stays', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget?tab=theorem');
    render(<GoldenNuggetPage />);
    expect((await screen.findByTestId('gn-classify-summary')).textContent).toContain('Heap 20 is in part B');
    const input = screen.getByLabelText('Heap size n (0 to 10^100)');
    await user.clear(input);
    await user.type(input, '12x{Enter}');
    expect(screen.getByTestId('gn-theorem-size-error').textContent).toContain('whole number');
    await user.clear(input);
    await user.type(input, `1${'0'.repeat(101)}{Enter}`); // 10^101: the message names the form's n
    expect(screen.getByTestId('gn-theorem-size-error').textContent).toContain('n goes up to 10^100');
    expect(screen.getByTestId('gn-theorem-size-error').textContent).not.toContain('"');
    expect(screen.getByTestId('gn-classify-summary').textContent).toContain('Heap 20 is in part B');
    const big = '9'.repeat(100);
    await user.clear(input);
    await user.type(input, `${big}{Enter}`);
    expect(params().get('n')).toBe(big);
    expect((await screen.findByTestId('gn-classify-summary')).textContent).toMatch(/digits. is in part/);
    expect(screen.queryByTestId('gn-theorem-size-error')).toBeNull();
    expect(screen.getByRole('region', { name: /Theorem 2.2 for heap/ })).toBeTruthy();
  });

  it('shows the three representations of n and builds the chosen one in the walkthrough player', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget?tab=representations&n=14');
    render(<GoldenNuggetPage />);
    const reps = await screen.findByTestId('gn-reps');
    // 14 = F_7 + F_2 = 13 + 1 (Zeckendorf) = F_6 + F_4 + F_4 (even, the notation note's example).
    expect(
      within(within(reps).getByRole('list', { name: 'Zeckendorf representation' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['F7', 'F2']);
    expect(
      within(within(reps).getByRole('list', { name: 'even representation' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['F6', 'F4', 'F4']);
    await user.selectOptions(screen.getByLabelText('Build'), 'even');
    expect(params().get('rep')).toBe('even');
    expect(screen.getByRole('region', { name: /even representation of 14/ })).toBeTruthy();
    expect(screen.getByTestId('gn-rep-frame').textContent).toContain('Still to represent');
    expect(screen.getByTestId('gn-word').textContent).toContain('Fibonacci word from position n − 10 (4):');
  });

  it("says where a long n's Fibonacci word starts relative to n, with the whole position beside it", async () => {
    const n = '1234567890'.repeat(6);
    window.history.replaceState(null, '', `#/goldennugget?tab=representations&n=${n}`);
    render(<GoldenNuggetPage />);
    const word = await screen.findByTestId('gn-word');
    expect(word.textContent).toContain('Fibonacci word from position n − 10:');
    expect(screen.getByTestId('gn-word-start').textContent).toBe(`Position n − 10 is ${BigInt(n) - 10n}.`);
  });
});
