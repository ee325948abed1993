import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CoinRow } from '../board';
import { elementToSvg } from './elementToSvg';
import { exportName } from './download';

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.localName).toBe('svg');
  return doc;
}

/** The inline style without spaces (jsdom rewrites "a:b" as "a: b"). */
const styleOf = (el: Element | null) => (el?.getAttribute('style') ?? '').replace(/\s/g, '');

describe('elementToSvg', () => {
  it('copies an HTML board into a valid standalone SVG: every coin and label, styles inlined', () => {
    const { container } = render(
      <CoinRow
        coins={['H', 'T', 'T', 'H', 'T']}
        labels={[1, 2, 3, 4, 5]}
        symbols={{ H: '0', T: '1' }}
        ariaLabel="Row 01101"
      />,
    );
    const board = container.querySelector('[role="grid"]')!;
    (board as HTMLElement).style.color = 'rgb(1, 2, 3)';
    const doc = parse(elementToSvg(board, 'A row of five coins'));
    expect(doc.querySelector('title')?.textContent).toBe('A row of five coins');
    expect(doc.querySelectorAll('foreignObject')).toHaveLength(1);
    expect(doc.querySelectorAll('[role="gridcell"]')).toHaveLength(5);
    expect(doc.querySelectorAll('svg.coin')).toHaveLength(5);
    expect(doc.querySelectorAll('.coin-heads')).toHaveLength(2);
    expect([...doc.querySelectorAll('.coincell-label')].map((l) => l.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect([...doc.querySelectorAll('.coin-letter')].map((l) => l.textContent).join('')).toBe('01101');
    // computed styles travel inline (the file has no stylesheet)
    expect(styleOf(doc.querySelector('[role="grid"]'))).toContain(';color:rgb(1,2,3)');
    // a picture has no focus stops
    expect(doc.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('leaves out text for screen readers only and shows what scrolls', () => {
    const { container } = render(
      <div style={{ overflowX: 'auto' }}>
        seen
        <span
          style={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0px, 0px, 0px, 0px)',
          }}
        >
          for screen readers
        </span>
        <span style={{ display: 'none' }}>not shown</span>
        <button type="button" data-export-skip>
          Close all
        </button>
      </div>,
    );
    const doc = parse(elementToSvg(container.firstElementChild!, 'text'));
    const text = doc.documentElement.textContent ?? '';
    expect(text).toContain('seen');
    expect(text).not.toContain('for screen readers');
    expect(text).not.toContain('not shown');
    expect(text).not.toContain('Close all');
    expect(styleOf(doc.querySelector('foreignObject > div'))).toContain('overflow-x:visible');
  });

  it('keeps an SVG chart an SVG drawing (no foreignObject), with its shapes and viewBox', () => {
    const { container } = render(
      <svg viewBox="0 0 100 50" width="200" height="100">
        <title>chart</title>
        <line x1="0" y1="0" x2="100" y2="50" style={{ stroke: 'rgb(0, 114, 178)' }} />
        <text x="5" y="10">
          heap size n
        </text>
      </svg>,
    );
    const doc = parse(elementToSvg(container.firstElementChild!, 'Size chart'));
    expect(doc.querySelectorAll('foreignObject')).toHaveLength(0);
    const inner = doc.documentElement.querySelector('svg');
    expect(inner?.getAttribute('viewBox')).toBe('0 0 100 50');
    expect(inner?.querySelectorAll('line')).toHaveLength(1);
    expect(styleOf(inner?.querySelector('line') ?? null)).toContain('stroke:rgb(0,114,178)');
    expect(inner?.querySelector('text')?.textContent?.trim()).toBe('heap size n');
  });
});

describe('exportName', () => {
  it.each([
    [['flipping', '0101011111'], 'flipping-0101011111'],
    [['sliding', 3, 7], 'sliding-3-7'],
    [['game-tree', '{1|0} + {0|*}'], 'game-tree-1-0-0'],
    [['numbers', '1/2', '-3/4'], 'numbers-1-2-3-4'],
    [[''], 'picture'],
  ] as [(string | number)[], string][])('%j → %s', (parts, name) => {
    expect(exportName(...parts)).toBe(name);
  });
});
