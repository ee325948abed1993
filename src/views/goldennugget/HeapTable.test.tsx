import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ask } from '../../engine/api';
import { HeapTable, TABLE_FORM_MAX, TABLE_PAGE } from './HeapTable';

function rows(from: number, to: number) {
  const a = ask({ game: 'goldennugget', op: 'table', from, to });
  if (!a.ok) throw new Error(a.error.message);
  return a.rows;
}

describe('HeapTable (rows from the engine)', () => {
  it('renders the rows it is given and turns pages by button and by keyboard', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onPage = vi.fn();
    render(<HeapTable rows={rows(40, 79)} page={1} pages={3} onPage={onPage} />);
    expect(screen.getByTestId('gn-row-40')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(TABLE_PAGE + 1);
    expect(screen.getByText(/Page 2 of 3: heaps 40 to 79/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    screen.getByRole('region', { name: 'Golden Nugget heaps' }).focus();
    await user.keyboard('{PageUp}');
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it('has no pager for a single page, and no turn past either end', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<HeapTable rows={rows(0, 39)} page={0} pages={1} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<HeapTable rows={rows(0, 39)} page={0} pages={2} onPage={onPage} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('region', { name: 'Golden Nugget heaps' }).focus();
    await userEvent.setup({ pointerEventsCheck: 0 }).keyboard('{PageUp}');
    expect(onPage).not.toHaveBeenCalled();
  });

  it("shows each heap's part, labelled, and the theorem's reduced form marked where it agrees", () => {
    render(<HeapTable rows={rows(0, 20)} page={0} pages={1} onPage={() => {}} />);
    const two = screen.getByTestId('gn-row-2'); // 2 ∈ B: reduced {1|0}
    expect(within(two).getByText('B', { selector: '.gn-part' })).toBeTruthy();
    expect(two.textContent).toContain('{1|0} ✓ agrees');
    const three = screen.getByTestId('gn-row-3'); // x_1 = F_5 − 2 = 3, the number 1/2
    expect(three.textContent).toContain('x_1');
    expect(three.textContent).toContain('1/2 ✓ agrees');
    expect(screen.queryByText(/differs from the engine/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Parts of Theorem 2.2' }).textContent).toContain(
      'reduced {1 | α_k}',
    );
  });

  it('folds every long canonical form by one rule (its length) and shows short ones whole, unbroken', () => {
    const all = rows(0, 199);
    const printedButLong = all.filter((r) => r.pretty !== null && Number(r.canonicalLength) > TABLE_FORM_MAX);
    expect(printedButLong.length).toBeGreaterThan(0); // the engine printed these; the table still folds them
    render(<HeapTable rows={all} page={0} pages={1} onPage={() => {}} />);
    for (const r of all) {
      const cell = screen.getByTestId(`gn-row-${r.size}`).children[3] as HTMLElement;
      if (Number(r.canonicalLength) > TABLE_FORM_MAX) {
        expect(cell.textContent).toContain(
          `${Number(r.canonicalLength).toLocaleString('en')} characters, born on day ${r.birthday}`,
        );
        expect(cell.querySelector('a')?.textContent).toBe('open in the calculator');
      } else {
        expect(cell.querySelector('code')?.textContent).toBe(r.pretty);
      }
    }
  });

  it('keeps a short form in one unbreakable piece: "{1|21/32}" never leaves its brace behind', () => {
    render(<HeapTable rows={rows(0, 199)} page={0} pages={1} onPage={() => {}} />);
    const reduced = [...document.querySelectorAll('code.gn-form--chunked')].filter(
      (c) => c.textContent === '{1|21/32}',
    );
    expect(reduced.length).toBeGreaterThan(0);
    for (const code of reduced)
      expect([...code.querySelectorAll('.gn-form-chunk')].map((c) => c.textContent)).toEqual(['{1|21/32}']);
  });
});
