import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ask } from '../../engine/api';
import { type Heap } from '../../engine/games/goldennugget/rules';
import { MisleadingMoves, ReducedWarning, SumPanel } from './SumPanel';

function sum(heaps: Heap[]) {
  const a = ask({ game: 'goldennugget', op: 'sum', heaps });
  if (!a.ok) throw new Error(a.error.message);
  return a;
}
const warning = (heaps: Heap[]) => sum(heaps).reducedWarning!;
const b = (size: number): Heap => ({ size, color: 'blue' });
const r = (size: number): Heap => ({ size, color: 'red' });

describe('the infinitesimals warning, worded from the engine', () => {
  it('never claims the outcomes differ when they agree (Question 1.2 (i))', () => {
    const w = warning([b(3), b(20), r(18)]);
    expect(w.misleads).toBe(true);
    expect(w.reducedOutcome).toBe(w.realOutcome);
    render(<ReducedWarning w={w} />);
    const text = screen.getByTestId('gn-infinitesimal-warning').textContent!;
    expect(text).toContain(`add to the number ${w.reducedSum}, but the real sum is not a number`);
    expect(text).toContain(
      `The outcome is ${w.realOutcome} either way, but the value is not ${w.reducedSum}`,
    );
    expect(text).not.toMatch(/suggests outcome/);
  });

  it('names the number 0 for blue 20 + red 18, where the outcomes differ', () => {
    const w = warning([b(20), r(18)]);
    expect(w.misleads).toBe(true);
    render(<ReducedWarning w={w} />);
    expect(w.reducedSum).toBe('0');
    expect(w.reducedOutcome).toBe('P');
    expect(w.realOutcome).not.toBe('P');
    expect(screen.getByTestId('gn-infinitesimal-warning').textContent).toContain(
      `add to the number 0, but the real sum is not a number. The reduced sum suggests outcome P, while the real sum's outcome is ${w.realOutcome}.`,
    );
  });
});

describe('the warning one move ahead', () => {
  it("Question 1.2 (ii): Left's moves to reduced sum 0 carry the caveat", () => {
    const heaps = [b(20), r(17)];
    render(<MisleadingMoves heaps={heaps} w={warning(heaps)} />);
    const text = screen.getByTestId('gn-infinitesimal-moves').textContent!;
    expect(text).toMatch(/Left moving to reduced sum 0: blue 20 → [^;]*\b4 \(L\)/);
    expect(text).toContain('read who wins from the canonical forms');
  });

  it('shows nothing when no move misleads', () => {
    const { container } = render(<MisleadingMoves heaps={[b(1)]} w={warning([b(1)])} />);
    expect(container.textContent).toBe('');
  });
});

describe('the sum panel', () => {
  it("folds a long canonical form of the sum, like the heaps' forms", () => {
    const heaps = [b(3), b(20), r(18)];
    const a = sum(heaps);
    const whole = a.pretty ?? a.canonical!;
    expect(whole.length).toBeGreaterThan(120);
    render(
      <SumPanel
        heaps={heaps}
        analysis={{ status: 'done', progress: null, result: a, error: null, cancel() {}, retry() {} }}
      />,
    );
    const fold = screen.getByText(/open to see it all/).closest('details')!;
    expect(fold.open).toBe(false);
    expect(fold.querySelector('summary')!.textContent).toMatch(/^Value: /);
    expect(fold.querySelector('.gn-form--whole')!.textContent).toBe(whole);
  });
});
