import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

describe('PageErrorBoundary', () => {
  it('shows the error and a reset button instead of a blank page, and reset renders the page again', async () => {
    let broken = true;
    function Page() {
      if (broken) throw new Error('the board is upside down');
      return <p>working again</p>;
    }
    const onReset = vi.fn(() => {
      broken = false;
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary pageTitle="Ruler" onReset={onReset}>
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'The Ruler page stopped working' })).toBeTruthy();
    expect(screen.getByText('the board is upside down')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset this page' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('working again')).toBeTruthy();
    quiet.mockRestore();
  });
});
