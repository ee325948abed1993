import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RowsWalkthrough } from './RowsWalkthrough';

const HOEY = 'TTTTHTTHTHHTHTT';

describe('the ruler rows walkthrough and the `run` in a link', () => {
  it.each([
    ['abc', 'a run is written as two coin numbers, e\\.g\\. 3-5'],
    ['1-1', 'it is not a winning run of this position'],
  ])('a bad run “%s” is said by the player, in the words of a bad step', async (run, why) => {
    window.history.replaceState(null, '', `#/ruler?run=${run}`);
    render(<RowsWalkthrough position={HOEY} />);
    await screen.findByTestId('walkthrough');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        new RegExp(
          `^The link's run “${run}” could not be used: ${why}\\. Showing the first winning run \\(.+\\) instead\\.$`,
        ),
      ),
    );
  });

  it('a good run says nothing', async () => {
    window.history.replaceState(null, '', '#/ruler');
    render(<RowsWalkthrough position={HOEY} />);
    await screen.findByTestId('walkthrough');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
