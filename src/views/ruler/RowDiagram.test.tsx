import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { rowsDerivation } from '../../engine/games/ruler/derivation';
import { RowDiagram } from './RowDiagram';

const d = rowsDerivation('TTTTHTTHTHHTHTT', [7, 11]);
const frame = (phase: string, nth = 0) => d.steps.filter((s) => s.state.phase === phase)[nth];

describe('RowDiagram', () => {
  it('drops exactly the coins of the rows shown so far', () => {
    const step = frame('drop', 1); // rows 0 and 1 dropped
    const { container } = render(<RowDiagram state={step.state} highlight={step.highlight} />);
    const dropped = [...container.querySelectorAll('.rd-coin-dropped .rd-num')].map((e) =>
      Number(e.textContent),
    );
    expect(dropped.sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15]);
    expect(screen.getByTestId('ruler-row-3').textContent).toContain('not yet');
  });

  it('labels every row odd or even in words, and shows the bits', () => {
    const step = frame('value');
    render(<RowDiagram state={step.state} highlight={step.highlight} />);
    expect(
      ['0', '1', '2', '3'].map(
        (k) => within(screen.getByTestId(`ruler-row-${k}`)).getByText(/odd|even/).textContent,
      ),
    ).toEqual(['odd', 'odd', 'even', 'odd']);
    expect(screen.getByTestId('ruler-walkthrough-value').textContent).toBe('= 11');
    expect(screen.getByRole('group', { name: 'Bits of the nim-value' }).textContent).toContain('81402111');
  });

  it('tables the forced runs and marks the current one', () => {
    const step = frame('run', 2);
    render(<RowDiagram state={step.state} highlight={step.highlight} />);
    const table = screen.getByTestId('ruler-candidates');
    expect(
      within(table)
        .getAllByText(/wins$/)
        .map((e) => e.textContent),
    ).toEqual(['✓ 6–8 wins', '✓ 8–10 wins', '✓ 7–11 wins', '✓ 1–13 wins']);
    expect(table.querySelector('tr.is-current th')?.textContent).toBe('11');
    expect(screen.getByTestId('ruler-row-0').textContent).toContain('flips 3');
  });

  it('after the played run every row is even and the value is 0', () => {
    const step = d.steps.at(-1)!;
    render(<RowDiagram state={step.state} highlight={step.highlight} />);
    expect(screen.getByTestId('ruler-walkthrough-value').textContent).toBe('= 0');
    for (const k of [0, 1, 2, 3]) expect(screen.getByTestId(`ruler-row-${k}`).textContent).toContain('even');
  });
});
