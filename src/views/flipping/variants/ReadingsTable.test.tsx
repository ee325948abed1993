import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ReadingsTable } from './ReadingsTable';

describe('§5’s claim read three ways (real engine answers)', () => {
  it('each reading with its result and its range, from the engine', async () => {
    render(<ReadingsTable maxLength={8} rule="any" />);
    const table = await screen.findByTestId('fv-readings');
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/exactly three coins/).textContent).toContain(
      'no: every line of up to 6 coins is a number; 0000111 = * is not',
    );
    expect(row(/three or more coins/).textContent).toContain('yes: every line of up to 8 coins is a number');
    expect(row(/two or three coins/).textContent).toContain('yes: every line of up to 8 coins is a number');
  });
});
