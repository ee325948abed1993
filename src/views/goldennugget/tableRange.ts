/**
 * The heap table's range and page from the URL (from=100&rows=80&page=2, page 1-based), each
 * read or replaced by its default, with what was wrong with each replaced one, so a link's bad
 * range is said beside the table's form instead of silently ignored.
 */
import { groupDigits } from '../../ui/format/groupDigits';
export interface TableRange {
  from: number;
  rows: number;
  /** 0-based */
  page: number;
  pages: number;
  /** the link's parameters that were not used as written, and why */
  problems: { param: string; value: string; why: string }[];
}

const DIGITS = /^\d{1,7}$/;

export function readTableRange(
  fromParam: string | undefined,
  rowsParam: string | undefined,
  pageParam: string | undefined,
  pageSize: number,
  maxHeap: number,
): TableRange {
  const problems: TableRange['problems'] = [];
  const said = (param: string, value: string, why: string) => problems.push({ param, value, why });
  const max = groupDigits(maxHeap);

  let from = 0;
  if (fromParam !== undefined) {
    if (!DIGITS.test(fromParam) || Number(fromParam) > maxHeap)
      said('from', fromParam, `the table starts at a heap from 0 to ${max}`);
    else from = Number(fromParam);
  }
  const most = maxHeap - from + 1;
  let rows = Math.min(pageSize, most);
  if (rowsParam !== undefined) {
    const n = DIGITS.test(rowsParam) ? Number(rowsParam) : NaN;
    if (!(n >= 1 && n <= most))
      said(
        'rows',
        rowsParam,
        `the table shows from 1 to ${groupDigits(most)} rows from heap ${groupDigits(from)}`,
      );
    else rows = n;
  }
  const pages = Math.ceil(rows / pageSize);
  let page = 0;
  if (pageParam !== undefined) {
    const n = DIGITS.test(pageParam) ? Number(pageParam) : NaN;
    if (!(n >= 1 && n <= pages))
      said('page', pageParam, pages === 1 ? 'the table has one page' : `the table has pages 1 to ${pages}`);
    else page = n - 1;
  }
  return { from, rows, page, pages, problems };
}
