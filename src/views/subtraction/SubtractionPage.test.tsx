import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSubtraction, setSubtractionSet, subtractionSetOf } from '../../store';
import { navigate } from '../../nav/router';
import { ExploreValues } from './ExploreValues';
import { OutcomeStrip } from './OutcomeStrip';
import { SetChooser } from './SetChooser';
import { Example62Panel, Theorem61Panel } from './TheoremPanels';

const setNow = () => subtractionSetOf(readSubtraction().position);

describe('SetChooser', () => {
  it('a preset sets S; a bad set is said beside the box and the last good set stays', async () => {
    setSubtractionSet('mod:5:1,3');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { rerender } = render(<SetChooser set={setNow()} description={null} />);
    await user.click(screen.getByRole('button', { name: '⌊n√2⌋' }));
    expect(setNow()).toBe('beatty:sqrt2');
    rerender(<SetChooser set={setNow()} description={null} />);
    const box = screen.getByRole('textbox', { name: 'Set S' });
    expect((box as HTMLInputElement).value).toBe('beatty:sqrt2');
    for (const [bad, said] of [
      ['beatty:3/2', 'α = 3/2 is rational'],
      ['mod:5:7', 'residue 7 is not in 1, …, 4'],
      ['finite:', 'the list of numbers is empty'],
    ]) {
      await user.clear(box);
      await user.type(box, `${bad}{Enter}`);
      expect(screen.getByTestId('cs-set-error').textContent).toContain(said);
      expect(setNow()).toBe('beatty:sqrt2');
    }
  });
});

describe('the theorem panels (engine on the main thread)', () => {
  it('Theorem 6.1 holds for √2 and fails, outside its hypotheses, for 2+√3', async () => {
    const { rerender } = render(<Theorem61Panel set="beatty:sqrt2" />);
    expect((await screen.findByTestId('cs-t61-verdict')).textContent).toContain(
      'The rule holds for every heap up to 1,000',
    );
    rerender(<Theorem61Panel set="beatty:2+sqrt3" />);
    await screen.findByText(/fails/);
    expect(screen.getByTestId('cs-t61-verdict').textContent).toContain('outside the hypotheses');
  });

  it('Example 6.2 is labelled a reconstruction and agrees with the table', async () => {
    render(<Example62Panel set="mod:2:1" to={39} />);
    expect((await screen.findByTestId('cs-e62-verdict')).textContent).toContain(
      'agrees with every heap from 0 to 200',
    );
    expect(screen.getByTestId('cs-e62-note').textContent).toMatch(/^A reconstruction/);
  });
});

describe('OutcomeStrip', () => {
  it('gives every cell its letter and names the strip for a screen reader', () => {
    render(<OutcomeStrip strip="PLNR" label="T = {1}" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toBe('T = {1}: P L N R');
    expect(img.textContent).toBe('PLNR');
  });
});

describe('ExploreValues', () => {
  it('computes on request, per T a verdict from a heap, and says it is observed, not proved', async () => {
    navigate({ page: 'subtraction', params: { tab: 'explore' } }, { replace: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ExploreValues />);
    expect(screen.queryByTestId('cs-values-table')).toBeNull();
    await user.selectOptions(screen.getByTestId('cs-values-p'), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: /heaps up to/ }), '80');
    await user.click(screen.getByRole('button', { name: 'Explore the values' }));
    const table = await screen.findByTestId('cs-values-table');
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toMatch(/\{1\}reduced forms periodic from heap \d+, period [12]/);
    expect(rows[0].textContent).toContain('steps halving towards');
    expect(screen.getByTestId('cs-values-summary').textContent).toContain('Nothing here is proved');
    expect(screen.getByText('Observed, not proved.')).toBeTruthy();
  });
});
