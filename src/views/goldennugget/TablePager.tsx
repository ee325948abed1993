/**
 * The heap tables' pager (Golden Nugget's and Complementary Subtraction's): Previous / Next page
 * with "Page i of n: heaps a to b" said politely, and PageUp / PageDown on the table's region.
 */
import type { KeyboardEvent } from 'react';

export interface HeapTablePager {
  /** 0-based page shown, of `pages` */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** PageUp / PageDown on a table region turn its pages. */
export function pageKeys({ page, pages, onPage }: HeapTablePager) {
  return (e: KeyboardEvent) => {
    if (e.key === 'PageDown' && page < pages - 1) onPage(page + 1);
    else if (e.key === 'PageUp' && page > 0) onPage(page - 1);
    else return;
    e.preventDefault();
  };
}

export function TablePager({
  page,
  pages,
  onPage,
  first,
  last,
}: HeapTablePager & { first: number | undefined; last: number | undefined }) {
  if (pages <= 1) return null;
  return (
    <nav className="gn-pager" aria-label="Pages of the heap table">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page === 0}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page + 1} of {pages}: heaps {first} to {last}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page === pages - 1}>
        Next page
      </button>
    </nav>
  );
}
