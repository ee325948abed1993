import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeChart } from './SizeChart';

describe('SizeChart (engine on the main thread)', () => {
  it('plots canonical-form size against n on a log scale with labelled axes', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<SizeChart />);
    const chart = await screen.findByTestId('gn-size-chart');
    expect(
      screen.getByRole('img', { name: /characters of heap n against n, n from 1 to 100, log scale/ }),
    ).toBe(chart);
    expect(chart.textContent).toContain('heap size n');
    expect(chart.textContent).toContain('characters (log scale)');
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(100);
    await user.selectOptions(screen.getByLabelText('Measure'), 'birthday');
    expect(chart.textContent).toContain('birthday (log scale)');
  });
});
