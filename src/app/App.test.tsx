import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../store';
import { App } from './App';
import { installKeyDispatcher } from '../nav/commands';
import { syncRootClasses } from './rootClasses';

let stop: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  useStore.setState(useStore.getInitialState(), true);
  window.history.replaceState(null, '', '#/');
  stop = [installKeyDispatcher(), syncRootClasses()];
});

afterEach(() => {
  stop.forEach((f) => f());
  document.documentElement.className = '';
});

const presenting = () => document.documentElement.classList.contains('presentation');

describe('the app shell', () => {
  it('shows the home page with the six games and the engine state', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coin Games Lab');
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="Games"]'))).toHaveLength(
      6,
    );
    expect(screen.getByTestId('engine-state').textContent).toMatch(/Engine: idle/);
  });

  it('? opens the help overlay listing the registered commands; Esc closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<App />);
    const keys = screen.getByRole('button', { name: /Keys/ });
    keys.focus();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toMatch(/Show or hide this list of keys/);
    expect(dialog.textContent).toMatch(/Presentation mode on or off/);
    expect(dialog.textContent).toMatch(/Leave presentation mode/);
    expect(within(dialog).getByRole('region', { name: 'On a board' }).textContent).toMatch(
      /Enter.*Space.*Choose a coin/,
    );
    expect(document.activeElement?.textContent).toMatch(/Close/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(keys);
  });

  it('traps Tab inside the overlay', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('p turns presentation mode on (root class), Esc turns it off', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(presenting()).toBe(false);
    await user.keyboard('p');
    expect(presenting()).toBe(true);
    expect(useStore.getState().settings.presentation).toBe(true);
    expect(screen.getByRole('button', { name: /Leave presentation/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(presenting()).toBe(false);
  });

  it('p typed into a text field is text, not a command', async () => {
    const user = userEvent.setup();
    render(
      <>
        <App />
        <input aria-label="scratch" />
      </>,
    );
    await user.type(screen.getByLabelText('scratch'), 'p?');
    expect(presenting()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "no such page" for an unknown page, with a link home', async () => {
    window.history.replaceState(null, '', '#/nosuchpage');
    render(<App />);
    expect(screen.getByRole('heading', { name: 'No such page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('#/');
  });

  it('loads a lazy page after a navigation', async () => {
    render(<App />);
    act(() => {
      window.location.hash = '#/about';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Coin Games Lab'),
    );
    expect(document.title).toMatch(/About/);
  });

  it('shows the storage banner and dismisses it', async () => {
    const user = userEvent.setup();
    useStore.setState({ storageProblem: 'Some saved data could not be used: settings: not valid JSON.' });
    render(<App />);
    const banner = screen.getByTestId('storage-problem');
    expect(banner.getAttribute('role')).toBe('alert');
    await user.click(screen.getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByTestId('storage-problem')).toBeNull();
  });
});
