import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentRoute } from '../../nav/router';
import { Notice } from './Notice';
import { fail, ok } from '../../engine/result';
import { setRulerPosition, useStore } from '../../store';
import { useUrlSync, type UrlCodec } from '../../store/urlSync';

const codec: UrlCodec<string> = {
  param: 'coins',
  parse: (t) => (/^[HT]+$/.test(t) ? ok(t) : fail('bad_field', 'use only H and T')),
  make: (v) => v,
};

function RulerProbe() {
  const position = useStore((s) => s.ruler.position);
  const { problem, dismiss } = useUrlSync(codec, position, setRulerPosition);
  return (
    <>
      <span data-testid="position">{position}</span>
      <Notice message={problem} onDismiss={dismiss} />
    </>
  );
}

function go(hash: string) {
  act(() => {
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

beforeEach(() => {
  useStore.setState(useStore.getInitialState(), true);
  window.history.replaceState(null, '', '#/ruler');
});

describe('useUrlSync', () => {
  it('writes the stored position into a URL that has none', () => {
    render(<RulerProbe />);
    expect(currentRoute().params.coins).toBe('TTTTHTTHTHHTHTT');
  });

  it('restores the position from the URL on load and on back/forward', () => {
    window.history.replaceState(null, '', '#/ruler?coins=HTH');
    render(<RulerProbe />);
    expect(screen.getByTestId('position').textContent).toBe('HTH');
    go('#/ruler?coins=TTH');
    expect(useStore.getState().ruler.position).toBe('TTH');
  });

  it('follows the store into the URL after a move', () => {
    render(<RulerProbe />);
    act(() => setRulerPosition('HHHT'));
    expect(currentRoute().params.coins).toBe('HHHT');
  });

  it('keeps the saved position and explains a malformed parameter', () => {
    window.history.replaceState(null, '', '#/ruler?coins=HXT');
    render(<RulerProbe />);
    expect(screen.getByTestId('position').textContent).toBe('TTTTHTTHTHHTHTT');
    expect(screen.getByRole('alert').textContent).toMatch(/coins “HXT” could not be used: use only H and T/);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentRoute().params.coins).toBe('TTTTHTTHTHHTHTT');
  });

  it('clears the message when the user changes the position', () => {
    window.history.replaceState(null, '', '#/ruler?coins=oops');
    render(<RulerProbe />);
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => setRulerPosition('HT'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentRoute().params.coins).toBe('HT');
  });
});
