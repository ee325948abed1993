import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { legalMoves, flip } from '../../engine/games/flipping/rules';
import { readFlipping, resetSlice, setFlippingLines, useStore } from '../../store';
import { OptionsView } from './OptionsView';

function Harness() {
  const lines = useStore((s) => s.flipping.position);
  return <OptionsView line={lines[0]} index={0} />;
}

beforeEach(() => {
  act(() => resetSlice('flipping'));
});

describe('OptionsView (engine on the main thread)', () => {
  it('lists 1011’s options as the paper writes them, one button per legal move of rules.ts, and goes there and back', async () => {
    act(() => setFlippingLines(['1011']));
    render(<Harness />);
    const set = await screen.findByTestId('flip-options');
    const side = (name: string) => within(set).getByRole('list', { name }).querySelectorAll('li code');
    expect([...side('Left’s options')].map((c) => c.textContent)).toEqual(
      legalMoves('1011', 'L').map(([i, j]) => flip('1011', i, j)),
    );
    expect([...side('Left’s options')].map((c) => c.textContent)).toEqual(['0001', '001', '1']);
    expect([...side('Right’s options')].map((c) => c.textContent)).toEqual(['1101', '111']);
    const user = userEvent.setup();
    // (names are matched on text: jsdom cannot compute styles inside KaTeX's MathML)
    await user.click(
      [...set.querySelectorAll('button')].find((b) =>
        b.textContent!.endsWith('(Right flips coins 2 and 4; go there)'),
      )!,
    );
    expect(readFlipping().position).toEqual(['111']);
    expect(document.activeElement?.textContent).toContain('Options of line 1');
    await user.click(await screen.findByTestId('flip-options-back'));
    expect(readFlipping().position).toEqual(['1011']);
  });

  it('says how long a line may be instead of listing hundreds of options', () => {
    act(() => setFlippingLines(['1'.repeat(41)]));
    render(<Harness />);
    expect(screen.getByText(/up to 40 coins/).textContent).toContain('Left has 820 moves and Right 0');
  });
});
