import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HeapFacts } from './HeapFacts';

describe('HeapFacts (engine on the main thread)', () => {
  it("shows a red heap's own stops and outcome, from the engine, not the blue heap's", async () => {
    // heap 3 is x_1, the number 1/2: blue 3 is 1/2 (Left wins), red 3 is −1/2 (Right wins).
    render(
      <HeapFacts
        heaps={[
          { size: 3, color: 'blue' },
          { size: 3, color: 'red' },
        ]}
      />,
    );
    const blue = await screen.findByTestId('gn-facts-stops-0');
    const red = await screen.findByTestId('gn-facts-stops-1');
    expect(blue.textContent).toContain('Stops: left 1/2, right 1/2. Outcome: ');
    expect(blue.textContent).toContain('(L)');
    expect(red.textContent).toContain('Stops: left -1/2, right -1/2. Outcome: ');
    expect(red.textContent).toContain('(R)');
    expect(screen.getByTestId('gn-facts-1').textContent).toContain('Canonical form: -1/2');
  });
});
