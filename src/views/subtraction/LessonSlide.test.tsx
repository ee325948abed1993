import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import VariantsSlide from '../flipping/variants/LessonSlide';
import SubtractionSlide from './LessonSlide';

/** A slide drawn as the handout (or the key) draws it, told when its analyses are in. */
async function drawn(ui: (done: () => void) => ReactElement) {
  const done = vi.fn();
  const view = render(ui(done));
  await waitFor(() => expect(done).toHaveBeenCalled());
  return view;
}

describe('slides on paper (engine on the main thread)', () => {
  it('Subtraction play: the heaps on the board; the key has the sum’s winner, the handout no answer', async () => {
    const params = { set: 'mod:2:1', tab: 'play', heaps: 'b7,r4' };
    const key = await drawn((done) => (
      <SubtractionSlide page="subtraction" params={params} answer done={done} />
    ));
    expect(key.container.querySelectorAll('.slide-picture .gn-counter')).toHaveLength(11);
    expect(screen.getByTestId('slide-engine-answer').textContent).toMatch(/wins|loses/);
    key.unmount();
    const handout = await drawn((done) => (
      <SubtractionSlide page="subtraction" params={params} answer={false} done={done} />
    ));
    expect(handout.container.querySelectorAll('.slide-picture .gn-counter')).toHaveLength(11);
    expect(screen.queryByTestId('slide-engine-answer')).toBeNull();
  });

  it('Subtraction: a set the link cannot use is said, and the page’s set is drawn instead', async () => {
    const view = await drawn((done) => (
      <SubtractionSlide
        page="subtraction"
        params={{ set: 'mod:5:7', tab: 'play' }}
        answer={false}
        done={done}
      />
    ));
    expect(view.container.querySelector('.slide-problem')?.textContent).toContain('could not be read');
    expect(view.container.querySelectorAll('.slide-picture .gn-counter').length).toBeGreaterThan(0);
  });

  it('Flipping variants: the explained line drawn as coins, and on the key its value named by the line', async () => {
    const view = await drawn((done) => (
      <VariantsSlide page="flipping-variants" params={{ v: '11/01', pos: '1011' }} answer done={done} />
    ));
    expect(view.container.querySelectorAll('.slide-picture .coin')).toHaveLength(4);
    expect(screen.getByTestId('slide-engine-answer').textContent).toContain('the line 1011 is');
    // on paper the coins are only drawn: no button to flip them or add one
    expect(view.container.querySelector('.slide-picture button')).toBeNull();
  });
});
