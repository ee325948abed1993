import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThermographView } from './ThermographView';

// ±1 = {1 | −1}: Left's wall 1 − t and Right's −1 + t from t = −1, meeting at t = 1 over the mean 0.
const pm1 = {
  left: [
    ['-1', '2'],
    ['1', '0'],
  ],
  right: [
    ['-1', '-2'],
    ['1', '0'],
  ],
} as const;

describe('ThermographView', () => {
  it('draws both walls and the mast, Left on the left, and names mean and temperature', () => {
    render(<ThermographView thermograph={pm1} mean="0" temperature="1" label="Thermograph of ±1" />);
    const svg = screen.getByRole('img', { name: 'Thermograph of ±1: mean 0, temperature 1' });
    const left = svg.querySelector('.calc-thermo-wall--left')!.getAttribute('d')!;
    const right = svg.querySelector('.calc-thermo-wall--right')!.getAttribute('d')!;
    const startX = (d: string) => Number(d.slice(1).split(',')[0]);
    expect(startX(left)).toBeLessThan(startX(right)); // x = 2 drawn left of x = −2
    expect(svg.textContent).toContain('temperature 1');
    expect(svg.textContent).toContain('mean 0');
  });

  it('draws both axes on one scale: a wall of slope 1 at 45° (issue 24)', () => {
    render(<ThermographView thermograph={pm1} mean="0" temperature="1" label="45" />);
    const d = screen
      .getByRole('img', { name: '45: mean 0, temperature 1' })
      .querySelector('.calc-thermo-wall--left')!
      .getAttribute('d')!;
    const [[x0, y0], [x1, y1]] = d.split(' ').map((p) => p.slice(1).split(',').map(Number));
    expect(Math.abs(Math.abs(x1 - x0) - Math.abs(y1 - y0))).toBeLessThan(0.2);
  });

  it('reads out the engine’s exact corners by keyboard', () => {
    render(<ThermographView thermograph={pm1} mean="0" temperature="1" label="±1" />);
    const svg = screen.getByRole('img');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByTestId('calc-thermo-readout').textContent).toBe('Left wall at t = -1: x = 2');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' }); // wraps round to the last corner
    expect(screen.getByTestId('calc-thermo-readout').textContent).toBe('Right wall at t = 1: x = 0');
  });
});
