/**
 * The limit of every text box in the app, in one place: a paste, a drop or typing that would
 * make a box's text longer than its limit (its maxLength, else DEFAULT_MAX_CHARS) is refused
 * before the box, its page or React sees it. A page's own box (a slider's number, an editor's
 * field) then cannot freeze the page on a 1,000,000-character paste by forgetting its limit.
 * TextField says its refusals itself (data-own-limit); the others are said by TextLimitNotice.
 */
import { DEFAULT_MAX_CHARS, lengthAfter, tooLongMessage } from './limit';

/** On a box that refuses and explains long text itself (TextField): the guard leaves it alone. */
export const OWN_LIMIT = 'data-own-limit';

export type TextBox = HTMLInputElement | HTMLTextAreaElement;

/** Input types that take typed text (a missing or unknown type is text). */
const NOT_TEXT = new Set([
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'button',
  'submit',
  'reset',
  'image',
]);

export function textBox(target: EventTarget | null): TextBox | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type)) return target;
  return null;
}

export function limitOf(box: TextBox): number {
  return box.maxLength > 0 ? box.maxLength : DEFAULT_MAX_CHARS;
}

/** Listens on `doc` (capture, so before React's own handlers); returns the function that stops. */
export function installTextLimitGuard(
  doc: Document,
  onRefused: (box: TextBox, message: string) => void,
): () => void {
  const check = (e: Event, inserted: string | undefined, replacesSelection: boolean) => {
    const box = textBox(e.target);
    if (!box || box.hasAttribute(OWN_LIMIT) || !inserted) return;
    // (a number box tells no selection: what is pasted is all that is known to go in)
    const length = !replacesSelection
      ? box.value.length + inserted.length
      : box.selectionStart === null
        ? inserted.length
        : lengthAfter(box, inserted);
    const max = limitOf(box);
    if (length <= max) return;
    e.preventDefault();
    e.stopPropagation();
    onRefused(box, tooLongMessage(length, max));
  };
  const onPaste = (e: ClipboardEvent) => check(e, e.clipboardData?.getData('text'), true);
  const onDrop = (e: DragEvent) => check(e, e.dataTransfer?.getData('text'), false);
  // typing, autocorrect, an IME (a paste was seen above; its beforeinput is then cancelled too)
  const onBeforeInput = (e: InputEvent) => {
    if (e.inputType.startsWith('insert'))
      check(e, e.data ?? e.dataTransfer?.getData('text') ?? undefined, true);
  };
  doc.addEventListener('paste', onPaste, true);
  doc.addEventListener('drop', onDrop, true);
  doc.addEventListener('beforeinput', onBeforeInput, true);
  return () => {
    doc.removeEventListener('paste', onPaste, true);
    doc.removeEventListener('drop', onDrop, true);
    doc.removeEventListener('beforeinput', onBeforeInput, true);
  };
}
