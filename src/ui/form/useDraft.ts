/**
 * A text input's draft that follows its source (a URL parameter, the store): it starts from
 * the source and is reset when the source changes (an example clicked, back/forward, a move),
 * but typing does not touch the source until the form is submitted.
 */
import { useEffect, useState } from 'react';

export function useDraft(source: string): [string, (v: string) => void] {
  const [draft, setDraft] = useState(source);
  useEffect(() => setDraft(source), [source]);
  return [draft, setDraft];
}
