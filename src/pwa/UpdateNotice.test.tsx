import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A service worker container as the browser gives it, with one registration. */
function fakeServiceWorker({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const worker = () => Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker() : null,
    installing: null as ReturnType<typeof worker> | null,
    update: vi.fn(async () => {}),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { registration, container, worker };
}

// Each test loads the modules afresh: the registration's state lives in the module.
async function load() {
  const { registerServiceWorker } = await import('./updateState');
  const { UpdateNotice } = await import('./UpdateNotice');
  return { registerServiceWorker, UpdateNotice };
}

describe('the new-version notice', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  it('offers a version left waiting by an earlier visit, and Reload tells it to take over', async () => {
    const { registration } = fakeServiceWorker({ controlled: true, waiting: true });
    const { registerServiceWorker, UpdateNotice } = await load();
    render(<UpdateNotice />);
    await act(async () => registerServiceWorker());
    expect((await screen.findByRole('status')).textContent).toContain(
      'A new version of Coin Games Lab is ready.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a version that finishes installing while the page is open; Later hides it', async () => {
    const { registration, worker } = fakeServiceWorker({ controlled: true, waiting: false });
    const { registerServiceWorker, UpdateNotice } = await load();
    render(<UpdateNotice />);
    await act(async () => registerServiceWorker());
    expect(screen.queryByRole('status')).toBeNull();
    const installing = worker();
    registration.installing = installing;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(screen.getByRole('status')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing on the first install, when no version controlled the page yet', async () => {
    const { registration, worker } = fakeServiceWorker({ controlled: false, waiting: false });
    const { registerServiceWorker, UpdateNotice } = await load();
    render(<UpdateNotice />);
    await act(async () => registerServiceWorker());
    const installing = worker();
    registration.installing = installing;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
