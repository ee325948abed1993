import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from './Tabs';

const TABS: readonly TabSpec[] = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
];

function Page() {
  const { tab, unknown, select } = useTabParam(TABS, { param: 'topic', clear: ['step'] });
  return (
    <>
      <UnknownTabNotice value={unknown} noun="topic" showing="the first one" />
      <Tabs tabs={TABS} current={tab} onSelect={select} label="Numbers" idPrefix="t">
        <p>content {tab}</p>
      </Tabs>
    </>
  );
}

const params = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

describe('Tabs with useTabParam', () => {
  it('wires tabs to the panel and keeps the tab in the URL, dropping the cleared params', async () => {
    window.history.replaceState(null, '', '#/test?step=4');
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('content one');
    await userEvent.click(screen.getByRole('tab', { name: 'Three' }));
    expect(params().get('topic')).toBe('three');
    expect(params().get('step')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected')).toBe('true');
    // The fallback tab is left out of the URL.
    await userEvent.click(screen.getByRole('tab', { name: 'One' }));
    expect(params().has('topic')).toBe(false);
  });

  it('moves focus and selection with the arrows (wrapping), Home and End; only the selected tab is in the tab order', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '#/test');
    render(<Page />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('tabindex')).toBe('-1');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    expect(params().get('topic')).toBe('three');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('content three');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('content one');
  });

  it('lets go of the keys after a mouse click, so → goes to the page (a walkthrough), not the next tab', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '#/test');
    render(<Page />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{ArrowRight}');
    expect(params().get('topic')).toBe('two');
  });

  it('says so when the URL names no tab, and shows the fallback', () => {
    window.history.replaceState(null, '', '#/test?topic=nonsense');
    render(<Page />);
    expect(screen.getByRole('status').textContent).toBe(
      'There is no topic “nonsense”; showing the first one.',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('content one');
  });
});
