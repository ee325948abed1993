import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
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

/** Reads "ht" as "HT"; once it shows `racedAt`, a newer link is in the URL before its effects run. */
const lenient: UrlCodec<string> = { ...codec, parse: (t) => codec.parse(t.toUpperCase()) };
function RacedProbe({ racedAt, newer }: { racedAt: string; newer: string }) {
  const position = useStore((s) => s.ruler.position);
  useUrlSync(lenient, position, setRulerPosition);
  useLayoutEffect(() => {
    if (position === racedAt) window.history.replaceState(null, '', newer);
  }, [position, racedAt, newer]);
  return <span data-testid="position">{position}</span>;
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

  it('never writes a link’s value over a newer link that came before its effects ran (issue 25)', () => {
    render(<RacedProbe racedAt="HT" newer="#/ruler?coins=TTT" />);
    // "ht" is stored as "HT", which would be written back as the URL's form, but "TTT" came first
    go('#/ruler?coins=ht');
    expect(currentRoute().params.coins).toBe('TTT');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(useStore.getState().ruler.position).toBe('TTT');
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
