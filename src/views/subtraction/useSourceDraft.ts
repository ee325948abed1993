/**
 * A text box's draft and its error that follow a source (the store's set or heaps): when the
 * source changes elsewhere (a preset, a link, a move) the draft becomes it and the error goes.
 */
import { useState } from 'react';
import type { ErrorInfo } from '../../engine/errors';

export function useSourceDraft(source: string) {
  const [draft, setDraft] = useState(source);
  const [shown, setShown] = useState(source);
  const [error, setError] = useState<Pick<ErrorInfo, 'message' | 'at'> | null>(null);
  if (shown !== source) {
    setShown(source);
    setDraft(source);
    setError(null);
  }
  return { draft, setDraft, error, setError };
}
