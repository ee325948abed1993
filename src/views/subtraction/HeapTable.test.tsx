import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ask } from '../../engine/api';
import { parseHash } from '../../nav/router';
import { SubtractionHeapTable } from './HeapTable';

function table(set: string, from: number, to: number) {
  const a = ask({ game: 'subtraction', op: 'table', set, from, to });
  if (!a.ok) throw new Error(a.error.message);
  return a;
}

describe('SubtractionHeapTable (rows from the engine)', () => {
  it('links every folded form to the calculator, whose term has the same canonical form', () => {
    const answer = table('finite:1,4,6,9', 0, 40);
    render(<SubtractionHeapTable answer={answer} page={0} pages={1} onPage={() => {}} />);
    const folded = answer.rows.filter((r) => Number(r.canonicalLength) > 64);
    expect(folded.length).toBeGreaterThan(0);
    for (const r of answer.rows) {
      const link = screen.getByTestId(`cs-row-${r.size}`).querySelector('a');
      if (Number(r.canonicalLength) <= 64) {
        expect(link).toBeNull();
        continue;
      }
      expect(link?.textContent).toBe('open in the calculator');
      const route = parseHash(link!.getAttribute('href')!);
      expect(route).toEqual({ page: 'calculator', params: { e: `cs(finite:1,4,6,9, ${r.size})` } });
      const value = ask({ game: 'cgt', op: 'canonical', expression: route.params.e });
      if (!value.ok) throw new Error(value.error.message);
      expect(value.canonical).toBe(r.canonicalShort ?? r.canonicalLong);
    }
  });
});
