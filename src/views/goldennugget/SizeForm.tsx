/** The heap size to classify, 0 to 10^100; a bad one gets the engine's message beside the input. */
import type { FormEvent } from 'react';
import { TextField, useDraft } from '../../ui/form';
import type { HeapSize } from './useHeapSize';

export function SizeForm({ id, heapSize }: { id: string; heapSize: HeapSize }) {
  const [draft, setDraft] = useDraft(heapSize.size);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    heapSize.submit(draft);
  };
  return (
    <form className="gn-size-form" onSubmit={onSubmit} aria-label="Heap size">
      <TextField
        id={id}
        label="Heap size n (0 to 10^100)"
        value={draft}
        onChange={setDraft}
        error={heapSize.error}
        submitted={heapSize.submitted}
        hint="Any whole number from 0 to 10^100; press Enter to show it."
        inputMode="numeric"
        className="gn-size-field"
        errorTestId={`${id}-error`}
      >
        <button type="submit">Show</button>
      </TextField>
    </form>
  );
}
