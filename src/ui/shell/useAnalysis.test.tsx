import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyRequest, EngineResponse } from '../../engine/api';
import { AnalysisStatus } from './AnalysisStatus';
import { EngineClient } from '../../worker/client';
import { useAnalysis } from '../../worker/useAnalysis';

function Probe({ request, client }: { request: AnyRequest | null; client?: EngineClient }) {
  const a = useAnalysis<{ value: string }>(request, client);
  return (
    <div>
      <span data-testid="status">{a.status}</span>
      <span data-testid="value">{a.result?.value ?? ''}</span>
      <AnalysisStatus analysis={a} what="the sum" />
    </div>
  );
}

/** A client whose main-thread jobs wait until the test settles them. */
function manualClient() {
  const pending: { request: AnyRequest; resolve: (r: EngineResponse) => void }[] = [];
  const client = new EngineClient({
    createWorker: null,
    runLocal: (request, { onProgress }) =>
      new Promise((resolve) => {
        onProgress?.({ done: 1, total: 4, label: 'thinking' });
        pending.push({ request, resolve });
      }),
  });
  return { client, pending };
}

describe('useAnalysis with the real engine on the main thread (no Worker in jsdom)', () => {
  it('goes computing → done for a cheap request', async () => {
    render(<Probe request={{ game: 'numbers', op: 'ordinalSum', base: '1', exponent: '1' }} />);
    expect(screen.getByTestId('status').textContent).toBe('computing');
    // The first request loads the whole engine on the main thread (jsdom has no worker): allow it time.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('done'));
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('shows the engine error for a bad request, as an alert', async () => {
    render(<Probe request={{ game: 'numbers', op: 'no-such-op' }} />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toMatch(/no op "no-such-op"/);
  });

  it('is idle for a null request', () => {
    render(<Probe request={null} />);
    expect(screen.getByTestId('status').textContent).toBe('idle');
  });
});

describe('useAnalysis job lifecycle', () => {
  it('shows progress, and Cancel stops the job', async () => {
    const { client, pending } = manualClient();
    render(<Probe request={{ game: 'x', op: 'slow' }} client={client} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/thinking \(25%\)/));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('status').textContent).toBe('cancelled');
    act(() => pending[0].resolve({ ok: true, value: 'late' })); // a stale answer is dropped
    expect(screen.getByTestId('value').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Compute again' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1].resolve({ ok: true, value: 'again' }));
    expect(screen.getByTestId('value').textContent).toBe('again');
  });

  it('drops the old job when the request changes, and answers from the cache on the way back', async () => {
    const { client, pending } = manualClient();
    const a = { game: 'x', op: 'a' };
    const b = { game: 'x', op: 'b' };
    const { rerender } = render(<Probe request={a} client={client} />);
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0].resolve({ ok: true, value: 'A' }));
    expect(screen.getByTestId('value').textContent).toBe('A');
    rerender(<Probe request={b} client={client} />);
    expect(screen.getByTestId('status').textContent).toBe('computing'); // never the old answer
    expect(screen.getByTestId('value').textContent).toBe('');
    rerender(<Probe request={a} client={client} />);
    expect(screen.getByTestId('value').textContent).toBe('A'); // instant, from the cache
  });
});
