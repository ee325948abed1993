import { describe, expect, it } from 'vitest';
import { fromText } from '../../engine/games/oskar/configuration';
import { elevatorPage } from '../../engine/games/oskar/elevator';
import { elevatorSvg } from './elevatorSvg';

describe('the elevator diagram as SVG', () => {
  it('draws every row of a tall diagram (the page draws only those in view), with each column’s elevator boxed', () => {
    const configuration = '1' + '0'.repeat(58) + '1';
    const page = elevatorPage(fromText(configuration), 10_000, 0, 12);
    const get = (m: number) => page.columns[m - page.from];
    const svg = elevatorSvg({
      coins: 60,
      from: 0,
      to: 11,
      get,
      current: 3,
      title: `Oskar elevator diagram of ${configuration}`,
    });
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const labels = [...doc.querySelectorAll('text[text-anchor="end"]')].map((t) => t.textContent);
    expect(labels).toEqual([...Array.from({ length: 60 }, (_, i) => String(60 - i)), 'w']);
    // one boxed cell per column: the elevator, at coin w (or the weight row when w = 0)
    expect(doc.querySelectorAll('rect[stroke-width="3"]')).toHaveLength(12);
    // the first column is the configuration itself, read from the top (coin 60) down
    const cellsOfColumn0 = [...doc.querySelectorAll('text')].filter(
      (t) => t.getAttribute('x') === String(8 + 40 + 13) && Number(t.getAttribute('y')) > 60,
    );
    expect(
      cellsOfColumn0
        .slice(0, 60)
        .map((t) => t.textContent)
        .join(''),
    ).toBe([...configuration].reverse().join(''));
  });

  it('is as wide as its title when it has only a column or two (the title was cut to "Oskar ele")', () => {
    const page = elevatorPage(fromText('1001101'), 10_000, 0, 1);
    const title = 'Oskar elevator diagram of 1001101, times 0 to 0';
    const svg = elevatorSvg({
      coins: 7,
      from: 0,
      to: 0,
      get: (m) => page.columns[m - page.from],
      current: 0,
      title,
    });
    const width = Number(
      new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement.getAttribute('width'),
    );
    expect(width).toBeGreaterThanOrEqual(title.length * 0.6 * 16);
  });
});
