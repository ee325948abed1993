import { afterEach, describe, expect, it } from 'vitest';
import { groupDigits } from '../format/groupDigits';
import { DEFAULT_MAX_CHARS } from './limit';
import { installTextLimitGuard, OWN_LIMIT, type TextBox } from './textLimitGuard';

/** A paste of `text` into `box`, as the browser sends it (jsdom has no ClipboardEvent). */
function paste(box: Element, text: string): Event {
  const e = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(e, 'clipboardData', { value: { getData: () => text } });
  box.dispatchEvent(e);
  return e;
}

describe('the app-wide text limit', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  const setUp = (html: string) => {
    document.body.innerHTML = html;
    const refused: [TextBox, string][] = [];
    stop = installTextLimitGuard(document, (box, message) => refused.push([box, message]));
    const reached: string[] = [];
    document.body.addEventListener('paste', () => reached.push('page'));
    return { refused, reached };
  };

  it('refuses a paste past a box’s limit before the page sees it, and says why', () => {
    const { refused, reached } = setUp(
      '<input id="a" type="number"><textarea id="b" maxlength="5"></textarea>',
    );
    const a = document.getElementById('a')!;
    expect(paste(a, '1'.repeat(1_000_000)).defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    expect(refused[0][0]).toBe(a);
    expect(refused[0][1]).toBe(
      `That text is 1,000,000 characters long; this box takes at most ${groupDigits(DEFAULT_MAX_CHARS)}, so it was not put in.`,
    );
    // a box's own maxLength is its limit
    expect(paste(document.getElementById('b')!, '123456').defaultPrevented).toBe(true);
    expect(paste(document.getElementById('b')!, '12345').defaultPrevented).toBe(false);
    expect(reached).toEqual(['page']);
  });

  it('refuses typing past the limit, and leaves boxes that say it themselves and other inputs alone', () => {
    const { refused } = setUp(
      `<input id="a" maxlength="3" value="abc"><input id="own" ${OWN_LIMIT} maxlength="1"><input id="c" type="checkbox">`,
    );
    const typed = new InputEvent('beforeinput', {
      bubbles: true,
      cancelable: true,
      data: 'd',
      inputType: 'insertText',
    });
    const a = document.getElementById('a') as HTMLInputElement;
    a.setSelectionRange(3, 3);
    a.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
    expect(paste(document.getElementById('own')!, 'long text').defaultPrevented).toBe(false);
    expect(paste(document.getElementById('c')!, 'x'.repeat(20_000)).defaultPrevented).toBe(false);
    expect(refused).toHaveLength(1);
  });
});
