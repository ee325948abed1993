/** Edit the sum: add a blue or red heap, resize, recolour or remove one. Every edit starts a new game. */
import { useState } from 'react';
import type { Heap } from '../../engine/games/goldennugget/rules';
import {
  addGoldenNuggetHeap,
  GN_BOARD_MAX_HEAP,
  GN_MAX_HEAPS,
  recolorGoldenNuggetHeap,
  removeGoldenNuggetHeap,
  resizeGoldenNuggetHeap,
} from '../../store';
import { heapName } from './heapWords';

export function HeapEditor({ heaps, onEdited }: { heaps: readonly Heap[]; onEdited?: () => void }) {
  const edit = (f: () => void) => () => {
    f();
    onEdited?.();
  };
  return (
    <fieldset className="gn-editor">
      <legend>Heaps (an edit starts a new game)</legend>
      <ul>
        {heaps.map((h, i) => (
          <li key={i} data-testid={`gn-edit-${i}`}>
            <SizeInput index={i} size={h.size} onResize={(n) => edit(() => resizeGoldenNuggetHeap(i, n))()} />{' '}
            <button
              type="button"
              onClick={edit(() => recolorGoldenNuggetHeap(i))}
              aria-label={`Make heap ${i + 1} ${h.color === 'blue' ? 'red' : 'blue'} (now ${heapName(h)})`}
            >
              Make {h.color === 'blue' ? 'red' : 'blue'}
            </button>{' '}
            <button
              type="button"
              onClick={edit(() => removeGoldenNuggetHeap(i))}
              disabled={heaps.length <= 1}
              aria-label={`Remove heap ${i + 1} (${heapName(h)})`}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={edit(() => addGoldenNuggetHeap('blue'))}
        disabled={heaps.length >= GN_MAX_HEAPS}
      >
        Add a blue heap
      </button>{' '}
      <button
        type="button"
        onClick={edit(() => addGoldenNuggetHeap('red'))}
        disabled={heaps.length >= GN_MAX_HEAPS}
      >
        Add a red heap
      </button>
    </fieldset>
  );
}

/**
 * A heap's size as typed: the box may be empty or over the limit while typing (nothing is
 * clamped behind the player's back); only a whole number from 0 to GN_BOARD_MAX_HEAP resizes
 * the heap, and the limit is said beside the box.
 */
function SizeInput({
  index,
  size,
  onResize,
}: {
  index: number;
  size: number;
  onResize: (n: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(size);
  const t = text.trim();
  const problem =
    t === ''
      ? 'Type a size.'
      : !/^\d+$/.test(t)
        ? 'A size is a whole number.'
        : Number(t) > GN_BOARD_MAX_HEAP
          ? `Too big: the board holds heaps up to ${GN_BOARD_MAX_HEAP}.`
          : null;
  const noteId = `gn-edit-size-note-${index}`;
  return (
    <>
      <label>
        Heap {index + 1} size{' '}
        <input
          type="text"
          inputMode="numeric"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={noteId}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setDraft(v);
            if (/^\d+$/.test(v.trim()) && Number(v.trim()) <= GN_BOARD_MAX_HEAP) onResize(Number(v.trim()));
          }}
          onBlur={() => setDraft(null)}
        />
      </label>{' '}
      <span
        id={noteId}
        className={problem ? 'gn-error' : 'gn-muted'}
        role={problem ? 'alert' : undefined}
        data-testid={`gn-edit-size-note-${index}`}
      >
        {problem ?? `0 to ${GN_BOARD_MAX_HEAP}`}
      </span>
    </>
  );
}
