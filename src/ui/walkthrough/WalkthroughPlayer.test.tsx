import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import type { Derivation } from '../../engine/derivation';
import { installKeyDispatcher, useRegisteredCommands } from '../../nav/commands';
import { useMemo, useState } from 'react';
import { getSettings, resetSlice, setAutoplaySpeed, useUrlSync, type UrlCodec } from '../../store';
import { ok } from '../../engine/result';
import { WalkthroughPlayer } from './WalkthroughPlayer';
import { linkNotice } from './linkNotice';
import { parseStepParam } from './stepParam';
import { BASE_DELAY_MS } from './useAutoplay';

const derivation: Derivation<{ n: number }> = {
  title: 'Counting to five',
  steps: [1, 2, 3, 4, 5].map((n) => ({
    caption: `Step says $x = ${n}$`,
    state: { n },
    important: n === 2 || n === 5,
  })),
};

/** Long enough (at 2 s a step at 1×, 50 s at 10,000×) to offer every shared speed. */
const long: Derivation<{ n: number }> = {
  title: 'Counting far',
  steps: Array.from({ length: 25_000 }, (_, i) => ({ caption: `step ${i + 1}`, state: { n: i + 1 } })),
};

function renderPlayer(hash = '#/test') {
  window.history.replaceState(null, '', hash);
  return render(
    <WalkthroughPlayer
      derivation={derivation}
      label="Counting"
      renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
    />,
  );
}

const frame = () => screen.getByTestId('frame').textContent;
const stepParam = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('step');
const caption = () => screen.getByTestId('walkthrough-caption');

let uninstall: () => void;
beforeEach(() => {
  uninstall = installKeyDispatcher();
  act(() => resetSlice('settings'));
});
afterEach(() => {
  uninstall();
  vi.useRealTimers();
});

describe('WalkthroughPlayer', () => {
  it('steps with the buttons and writes the 1-based step to the URL without new history entries', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const before = window.history.length;
    expect(frame()).toBe('frame 1');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(frame()).toBe('frame 3');
    expect(stepParam()).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(frame()).toBe('frame 2');
    await user.click(screen.getByRole('button', { name: 'Last step' }));
    expect(frame()).toBe('frame 5');
    expect(screen.getByRole('button', { name: 'Next step' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'First step' }));
    expect(frame()).toBe('frame 1');
    expect(window.history.length).toBe(before);
  });

  it('steps with ←/→, Home and End through the command registry', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(frame()).toBe('frame 4');
    await user.keyboard('{ArrowLeft}');
    expect(frame()).toBe('frame 3');
    await user.keyboard('{End}');
    expect(frame()).toBe('frame 5');
    await user.keyboard('{ArrowRight}');
    expect(frame()).toBe('frame 5');
    await user.keyboard('{Home}');
    expect(frame()).toBe('frame 1');
    expect(stepParam()).toBe('1');
  });

  it('leaves Home, End and the arrows to a slider elsewhere on the page that has focus', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '#/test');
    render(
      <>
        <input type="range" aria-label="Mistakes" min={0} max={100} defaultValue={50} />
        <WalkthroughPlayer
          derivation={derivation}
          label="Counting"
          renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
        />
      </>,
    );
    const mistakes = screen.getByRole('slider', { name: 'Mistakes' });
    for (const key of ['End', 'ArrowRight', 'PageDown', 'Home']) fireEvent.keyDown(mistakes, { key });
    expect(frame()).toBe('frame 1');
    // the same keys with the focus elsewhere still step
    await user.keyboard('{End}');
    expect(frame()).toBe('frame 5');
  });

  it('lists its keys for the help overlay', () => {
    let labels: string[] = [];
    function Probe() {
      labels = useRegisteredCommands()
        .filter((c) => c.group === 'Walkthrough')
        .map((c) => `${c.label}:${c.keys.join()}`);
      return null;
    }
    renderPlayer();
    render(<Probe />);
    expect(labels).toEqual([
      'Previous step:ArrowLeft',
      'Next step:ArrowRight',
      'First step:Home',
      'Last step:End',
      'Play / pause: ',
      'Copy link to this step:l',
    ]);
  });

  it('opens at the step in the URL and follows URL changes', () => {
    renderPlayer('#/test?step=4');
    expect(frame()).toBe('frame 4');
    act(() => {
      window.history.replaceState(null, '', '#/test?step=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(frame()).toBe('frame 2');
  });

  it('clamps a bad step in the URL and says so', () => {
    renderPlayer('#/test?step=99');
    expect(frame()).toBe('frame 5');
    expect(screen.getByRole('status').textContent).toMatch(/only 5 steps/);
  });

  it('scrubs with the range input, which names the step', () => {
    renderPlayer();
    const slider = screen.getByRole('slider', { name: 'Step' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Step 1 of 5');
    fireEvent.change(slider, { target: { value: '2' } });
    expect(frame()).toBe('frame 2');
    expect(slider.getAttribute('aria-valuetext')).toBe('Step 2 of 5, a key step');
  });

  it('marks the important steps on the scrub bar; a marker jumps there', async () => {
    const user = userEvent.setup();
    const { container } = renderPlayer();
    const markers = [...container.querySelectorAll<HTMLElement>('.wt-marker')];
    expect(markers.map((m) => m.dataset.step)).toEqual(['2', '5']);
    await user.click(markers[1]);
    expect(frame()).toBe('frame 5');
  });

  it('announces the typeset caption politely', async () => {
    const user = userEvent.setup();
    renderPlayer();
    expect(caption().getAttribute('aria-live')).toBe('polite');
    await user.keyboard('{ArrowRight}');
    expect(caption().textContent).toContain('Step 2 of 5 (a key step)');
    expect(caption().querySelector('.katex annotation')?.textContent).toBe('x = 2');
  });

  it('autoplays with Space, dwelling longer on important steps, and stops at the end', () => {
    vi.useFakeTimers();
    renderPlayer();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(frame()).toBe('frame 2');
    // Step 2 is important: one ordinary delay is not enough to leave it.
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(frame()).toBe('frame 2');
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(frame()).toBe('frame 3');
    for (let i = 0; i < 6; i++) act(() => vi.advanceTimersByTime(BASE_DELAY_MS));
    expect(frame()).toBe('frame 5');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});

describe('WalkthroughPlayer: the shared speed setting', () => {
  it('reads the persisted speed: at 2× a step takes half the normal delay', () => {
    act(() => setAutoplaySpeed(2));
    vi.useFakeTimers();
    renderPlayer();
    expect((screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement).value).toBe('2');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS / 2));
    expect(frame()).toBe('frame 2');
  });

  it('one setting for every player: choosing a speed in one shows in the other and is saved', () => {
    window.history.replaceState(null, '', '#/test');
    // long walkthroughs, which offer the whole list (a short one offers only its sensible speeds)
    render(
      <>
        <WalkthroughPlayer derivation={long} label="First" renderStep={() => null} />
        <WalkthroughPlayer
          derivation={long}
          label="Second"
          paramName="s2"
          keys={false}
          renderStep={() => null}
        />
      </>,
    );
    const [a, b] = screen.getAllByRole('combobox', { name: 'Speed' }) as HTMLSelectElement[];
    fireEvent.change(a, { target: { value: '4' } });
    expect(b.value).toBe('4');
    expect(getSettings().autoplaySpeed).toBe(4);
    // the fast end of the one list, for long processes
    expect([...b.options].map((o) => Number(o.value))).toEqual([0.5, 1, 2, 4, 10, 100, 1000, 10000]);
  });
});

describe('WalkthroughPlayer: speeds sensible for its length', () => {
  const speedBox = () => screen.getByRole('combobox', { name: 'Speed' }) as HTMLSelectElement;

  it('a short walkthrough caps the shared setting, says so in its control, and plays at the cap', () => {
    act(() => setAutoplaySpeed(10000));
    vi.useFakeTimers();
    renderPlayer();
    // 5 steps at 2× take 5 s; faster would end them in a blink
    expect([...speedBox().options].map((o) => Number(o.value))).toEqual([0.5, 1, 2]);
    expect(speedBox().value).toBe('2');
    expect(speedBox().selectedOptions[0].textContent).toBe('2× (the fastest here)');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    act(() => vi.advanceTimersByTime(BASE_DELAY_MS / 2));
    expect(frame()).toBe('frame 2');
    // the setting itself is kept for the long walkthroughs
    expect(getSettings().autoplaySpeed).toBe(10000);
  });

  it('a long walkthrough plays at the chosen rate by the clock, many steps a tick', () => {
    act(() => setAutoplaySpeed(1000));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    window.history.replaceState(null, '', '#/test');
    render(
      <WalkthroughPlayer
        derivation={long}
        label="Long"
        renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
      />,
    );
    expect(speedBox().value).toBe('1000');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    // 1000× is 500 steps a second: after one second the step due is frame 501
    for (let t = 0; t < 20; t++) act(() => vi.advanceTimersByTime(50));
    expect(frame()).toBe('frame 501');
  });
});

describe('WalkthroughPlayer: link parameters', () => {
  it('says a bad step in the one sentence every page uses', () => {
    renderPlayer('#/test?step=abc');
    expect(frame()).toBe('frame 1');
    expect(screen.getByRole('status').textContent).toBe(
      linkNotice('step', 'abc', 'it is not a step number', 'step 1 of 5'),
    );
  });

  it("shows a page's notices about its other link parameters (Ruler's run) the same way", () => {
    window.history.replaceState(null, '', '#/test?run=9-9');
    const notice = linkNotice(
      'run',
      '9-9',
      'it is not a winning run of this position',
      'the first winning run (2–3)',
    );
    render(
      <WalkthroughPlayer
        derivation={derivation}
        label="Counting"
        linkNotices={[null, notice]}
        renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      "The link's run “9-9” could not be used: it is not a winning run of this position. Showing the first winning run (2–3) instead.",
    );
  });

  it('reads an old 0-based link (no base=1) of a player that had them, and upgrades it in the URL', async () => {
    window.history.replaceState(null, '', '#/test?step=2');
    render(
      <WalkthroughPlayer
        derivation={derivation}
        label="Counting"
        zeroBasedLinks
        renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
      />,
    );
    expect(frame()).toBe('frame 3');
    const params = new URLSearchParams(window.location.hash.split('?')[1]);
    expect([params.get('step'), params.get('base')]).toEqual(['3', '1']);
    expect(frame()).toBe('frame 3');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next step' }));
    expect(frame()).toBe('frame 4');
    expect(stepParam()).toBe('4');
  });

  it('an old link past the end, upgraded in the URL, is explained by the number that was pasted', () => {
    window.history.replaceState(null, '', '#/test?step=99999');
    render(
      <WalkthroughPlayer
        derivation={derivation}
        label="Counting"
        zeroBasedLinks
        renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
      />,
    );
    expect(stepParam()).toBe('100000');
    expect(frame()).toBe('frame 5');
    expect(screen.getByRole('status').textContent).toBe(
      linkNotice('step', '99999', 'there are only 5 steps', 'step 5'),
    );
  });

  it('reads a new link (base=1) of that player 1-based, and other players ignore the rule', () => {
    window.history.replaceState(null, '', '#/test?step=2&base=1');
    const { unmount } = render(
      <WalkthroughPlayer
        derivation={derivation}
        label="Counting"
        zeroBasedLinks
        renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
      />,
    );
    expect(frame()).toBe('frame 2');
    unmount();
    renderPlayer('#/test?step=2');
    expect(frame()).toBe('frame 2');
  });

  it("applies a link's position before its step: the step is not cut to the saved position's frames", () => {
    const codec: UrlCodec<string> = { param: 'pos', parse: (t) => ok(t), make: (v) => v };
    function Page() {
      const [pos, setPos] = useState('abc');
      useUrlSync(codec, pos, setPos);
      const d = useMemo(
        () => ({ title: pos, steps: [...pos].map((ch, i) => ({ caption: ch, state: { n: i + 1 } })) }),
        [pos],
      );
      return (
        <WalkthroughPlayer
          derivation={d}
          label="Letters"
          renderStep={(s) => <p data-testid="frame">frame {s.state.n}</p>}
        />
      );
    }
    window.history.replaceState(null, '', '#/test?pos=abcdefgh&step=7');
    render(<Page />);
    expect(frame()).toBe('frame 7');
    expect(stepParam()).toBe('7');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('parseStepParam', () => {
  it.each([
    [undefined, 0, false],
    ['3', 2, false],
    ['0', 0, true],
    ['abc', 0, true],
    ['-2', 0, true],
    ['12', 4, true],
  ] as const)('%s', (raw, index, hasNotice) => {
    const p = parseStepParam(raw, 5);
    expect(p.index).toBe(index);
    expect(!!p.notice).toBe(hasNotice);
  });
});
