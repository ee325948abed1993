/**
 * Input limits, checked before anything reads the text: a box refuses a paste, a drop or a
 * keystroke that would make its text longer than its limit, so no parsing, rendering, store
 * or URL ever sees a value beyond it (a 1,000,000-character paste froze pages for seconds).
 * The refusal is said in words beside the box, and the box keeps its text.
 */
import { useCallback, useState, type ClipboardEvent, type DragEvent } from 'react';
import { groupDigits } from '../format/groupDigits';

/** The limit of a box that names none: more than any of the app's notations needs by hand. */
export const DEFAULT_MAX_CHARS = 10_000;

export function tooLongMessage(length: number, max: number): string {
  return `That text is ${groupDigits(length)} characters long; this box takes at most ${groupDigits(max)}, so it was not put in.`;
}

/** The text's length once `inserted` replaces the input's selection. */
export function lengthAfter(input: HTMLInputElement | HTMLTextAreaElement, inserted: string): number {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.length - (end - start) + inserted.length;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Handlers for one text box with a limit: spread `props` on the input. `refused` is the
 * sentence to show while the last attempt was refused (cleared by the next accepted change).
 */
export function useInputLimit(max: number, onChange: (value: string) => void) {
  const [refused, setRefused] = useState<string | null>(null);
  const refuse = useCallback(
    (e: { preventDefault(): void }, length: number) => {
      e.preventDefault();
      setRefused(tooLongMessage(length, max));
    },
    [max],
  );
  const onPaste = useCallback(
    (e: ClipboardEvent<Field>) => {
      const text = e.clipboardData.getData('text');
      const length = lengthAfter(e.currentTarget, text);
      if (length > max) refuse(e, length);
    },
    [max, refuse],
  );
  const onDrop = useCallback(
    (e: DragEvent<Field>) => {
      const text = e.dataTransfer.getData('text');
      const length = e.currentTarget.value.length + text.length;
      if (length > max) refuse(e, length);
    },
    [max, refuse],
  );
  const change = useCallback(
    (value: string) => {
      // The backstop for what paste and drop did not see (autofill, IME, a script).
      if (value.length > max) return setRefused(tooLongMessage(value.length, max));
      setRefused(null);
      onChange(value);
    },
    [max, onChange],
  );
  return { refused, onPaste, onDrop, onChange: change, dismiss: () => setRefused(null) };
}
