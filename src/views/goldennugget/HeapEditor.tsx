/** Edit the sum: add a blue or red heap, resize, recolour or remove one. Every edit starts a new game. */
import type { Heap } from '../../engine/games/goldennugget/rules';
import { addGoldenNuggetHeap, GN_BOARD_MAX_HEAP, GN_MAX_HEAPS, recolorGoldenNuggetHeap, removeGoldenNuggetHeap, resizeGoldenNuggetHeap } from '../../store';
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
            <label>
              Heap {i + 1} size{' '}
              <input
                type="number"
                min={0}
                max={GN_BOARD_MAX_HEAP}
                value={h.size}
                onChange={(e) => {
                  const n = e.currentTarget.valueAsNumber;
                  if (Number.isInteger(n)) edit(() => resizeGoldenNuggetHeap(i, n))();
                }}
              />
            </label>{' '}
            <button type="button" onClick={edit(() => recolorGoldenNuggetHeap(i))} aria-label={`Make heap ${i + 1} ${h.color === 'blue' ? 'red' : 'blue'} (now ${heapName(h)})`}>
              Make {h.color === 'blue' ? 'red' : 'blue'}
            </button>{' '}
            <button type="button" onClick={edit(() => removeGoldenNuggetHeap(i))} disabled={heaps.length <= 1} aria-label={`Remove heap ${i + 1} (${heapName(h)})`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={edit(() => addGoldenNuggetHeap('blue'))} disabled={heaps.length >= GN_MAX_HEAPS}>
        Add a blue heap
      </button>{' '}
      <button type="button" onClick={edit(() => addGoldenNuggetHeap('red'))} disabled={heaps.length >= GN_MAX_HEAPS}>
        Add a red heap
      </button>
    </fieldset>
  );
}
