import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PaperTables } from './PaperTables';

describe('PaperTables (engine on the main thread)', () => {
  it('lays out Tables 2 and 3 as printed, values from the engine', async () => {
    render(<PaperTables />);
    const t2 = await screen.findByTestId('gn-paper-table2');
    expect(t2.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(screen.getByTestId('gn-t2-2').textContent).toContain('{1|0}');
    expect(screen.queryByTestId('gn-t2-21')).toBeNull();
    const t3 = screen.getByTestId('gn-paper-table3');
    const starts = [...t3.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(starts).toEqual(['1', '2', '3', '5', '8', '13', '21', '34', '55']);
    // as printed: row 3 is 1/2, 1; row 8 reads {1|1/2}, 1, {1|0}, 5/8, 1; row 13, +6 is 11/16 (heap 19)
    const tex = (id: string) => screen.getByTestId(id).querySelector('annotation')?.textContent;
    expect(tex('gn-t3-3-0')).toBe('\\frac{1}{2}');
    expect(tex('gn-t3-3-1')).toBe('1');
    expect(['gn-t3-8-0', 'gn-t3-8-1', 'gn-t3-8-2', 'gn-t3-8-3', 'gn-t3-8-4'].map(tex)).toEqual([
      '\\{1 \\mid \\frac{1}{2}\\}',
      '1',
      '\\{1 \\mid 0\\}',
      '\\frac{5}{8}',
      '1',
    ]);
    expect(tex('gn-t3-13-6')).toBe('\\frac{11}{16}');
    // a row stops before the next Fibonacci number: row 5 holds heaps 5, 6, 7
    expect(screen.getByTestId('gn-t3-5-2')).toBeTruthy();
    expect(screen.queryByTestId('gn-t3-5-3')).toBeNull();
    expect(screen.getByTestId('gn-t3-55-12')).toBeTruthy();
  });
});
