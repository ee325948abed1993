import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeConfiguration } from '../../engine/games/oskar/configuration';
import { slowestConfiguration } from '../../engine/games/oskar/slowest';
import { resetSlice } from '../../store';
import OskarPage from './OskarPage';

// jsdom lays nothing out: give the coin row a layout, 40 px a coin in a 400 px window.
const COIN = 40;
const VIEW = 400;
const scrolled = new WeakMap<Element, number>();
const isRow = (el: Element) => el.classList.contains('coinrow');
const rowOf = (el: Element) => el.closest('.coinrow');
const coins = (row: Element) => row.querySelectorAll('[role="gridcell"]').length;

function fakeLayout() {
  const proto = HTMLElement.prototype;
  const restore = [
    vi.spyOn(proto, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isRow(this) ? coins(this) * COIN : 0;
    }),
    vi.spyOn(proto, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isRow(this) ? VIEW : 0;
    }),
    vi.spyOn(proto, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = rowOf(this);
      const i = this.getAttribute('role') === 'gridcell' ? Number(this.dataset.index) : NaN;
      const left = Number.isNaN(i) || !row ? 0 : i * COIN - (scrolled.get(row) ?? 0);
      const width = Number.isNaN(i) ? VIEW : COIN;
      return {
        left,
        right: left + width,
        width,
        top: 0,
        bottom: 40,
        height: 40,
        x: left,
        y: 0,
        toJSON: () => ({}),
      } as DOMRect;
    }),
  ];
  Object.defineProperty(proto, 'scrollLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return scrolled.get(this) ?? 0;
    },
    set(this: HTMLElement, v: number) {
      scrolled.set(this, v);
    },
  });
  return () => {
    restore.forEach((r) => r.mockRestore());
    delete (proto as { scrollLeft?: number }).scrollLeft;
  };
}

/** The coin the marker names ("next: coin w = 500") is inside the row's visible window. */
function turningCoinInView() {
  const row = document.querySelector('.oskar-process-coins .coinrow')!;
  const label = row.querySelector('.hl-label')?.textContent ?? '';
  const w = Number(/coin w = (\d+)/.exec(label)?.[1]);
  const left = (w - 1) * COIN;
  const from = scrolled.get(row) ?? 0;
  return { w, visible: left >= from && left + COIN <= from + VIEW };
}

let undo: () => void;
beforeEach(() => {
  act(() => resetSlice('oskar'));
  undo = fakeLayout();
});
afterEach(() => undo());

describe("Oskar's process: the long coin row", () => {
  it('keeps the coin that turns next in view as the process moves', async () => {
    window.history.replaceState(
      null,
      '',
      `#/oskar?c=${makeConfiguration(slowestConfiguration(1000))}&step=1&base=1`,
    );
    render(<OskarPage />);
    await waitFor(() => expect(screen.getByTestId('oskar-weight').textContent).toBe('500'));
    // coin 500 is some 20,000 px along the row: the row has scrolled to it
    expect(turningCoinInView()).toEqual({ w: 500, visible: true });

    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '400001' } });
    await waitFor(() => expect(screen.getByTestId('oskar-steps-made').textContent).toBe('400,000'));
    const later = turningCoinInView();
    expect(later.w).not.toBe(500);
    expect(later.visible).toBe(true);
  });
});
