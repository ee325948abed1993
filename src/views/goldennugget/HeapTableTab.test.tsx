import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyRequest, EngineResponse, Progress } from '../../engine/api';

/** The app's engine client, with jobs the test settles: progress is seen before the answer. */
const pending: {
  request: AnyRequest;
  progress?: (p: Progress) => void;
  resolve: (r: EngineResponse) => void;
}[] = [];
vi.mock('../../worker/engine', async () => {
  const { EngineClient } = await import('../../worker/client');
  return {
    engine: new EngineClient({
      createWorker: null,
      runLocal: (request, { onProgress }) =>
        new Promise((resolve) => pending.push({ request, progress: onProgress, resolve })),
    }),
  };
});

const { analyze } = await import('../../engine/api');
/** The job for the tab's table rows from..to; the side panels' own jobs are answered by the engine on the way. */
async function tableJob(from: number, to: number) {
  const mine = (j: (typeof pending)[number]) =>
    JSON.stringify(j.request) === JSON.stringify({ game: 'goldennugget', op: 'table', from, to });
  await waitFor(async () => {
    for (const j of pending.filter((j) => !mine(j))) {
      pending.splice(pending.indexOf(j), 1);
      await act(async () => j.resolve(analyze(j.request)));
    }
    expect(pending.some(mine)).toBe(true);
  }); // the side panels' jobs are answered on the way
  return pending.find(mine)!;
}
const { HeapTableTab } = await import('./HeapTableTab');

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

beforeEach(() => {
  pending.length = 0;
  window.history.replaceState(null, '', '#/goldennugget?tab=table');
});

describe('HeapTableTab', () => {
  it('shows a live count of heaps computed during an in-page jump, as on a fresh load', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<HeapTableTab />);
    const first = await tableJob(0, 39);
    act(() => first.progress?.({ done: 10, total: 40, label: 'Golden Nugget heaps' }));
    expect(screen.getByTestId('gn-progress').textContent).toBe('10 of 40 heaps computed');
    await act(async () => first.resolve(analyze(first.request)));
    expect(screen.getByTestId('gn-row-0')).toBeTruthy();
    expect(screen.queryByTestId('gn-progress')).toBeNull();

    await user.type(screen.getByLabelText('Start the table at heap'), '40000{Enter}');
    const jump = await tableJob(40000, 40039);
    act(() => jump.progress?.({ done: 1234, total: 40040, label: 'Golden Nugget heaps' }));
    expect(screen.getByTestId('gn-progress').textContent).toBe('1,234 of 40,040 heaps computed');
    // the previous table stays, dimmed, while the jump computes
    expect(screen.getByTestId('gn-row-0')).toBeTruthy();
    expect(params().get('from')).toBe('40000');

    // Cancel: the kept table shows, and the URL says what is shown, not the cancelled jump.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('gn-row-0')).toBeTruthy();
    await waitFor(() => expect(params().get('from')).toBeNull());
    expect(screen.getByTestId('gn-jump-cancelled').textContent).toBe(
      'Cancelled: heaps 40,000 to 40,039 were not computed; showing heaps 0 to 39.',
    );
    expect(screen.queryByTestId('gn-progress')).toBeNull();
  });

  it('asks the engine for the page shown only: Show 40 more turns to the new page, the page is in the URL', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    window.history.replaceState(null, '', '#/goldennugget?tab=table&from=200'); // a range no other test has cached
    render(<HeapTableTab />);
    const first = await tableJob(200, 239);
    await act(async () => first.resolve(analyze(first.request)));
    await user.click(screen.getByRole('button', { name: 'Show 40 more heaps' }));
    const second = await tableJob(240, 279);
    await act(async () => second.resolve(analyze(second.request)));
    expect(params().get('rows')).toBe('80');
    expect(params().get('page')).toBe('2');
    expect(screen.getByText(/Page 2 of 2: heaps 240 to 279/)).toBeTruthy();
    expect(screen.queryByTestId('gn-row-200')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    // the first page is answered again from the client's cache, with no new job
    await waitFor(() => expect(screen.getByTestId('gn-row-200')).toBeTruthy());
    expect(params().get('page')).toBeNull();
  });
});
