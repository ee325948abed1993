/**
 * The heap size the Representations and Theorem 2.2 tabs read, a decimal string of up to 100
 * digits in the URL (#/goldennugget?tab=theorem&n=20), and its classification from the
 * engine. A typed size is checked with the engine's own field reader before it replaces the
 * shown one, so a bad size gets a message and the shown walkthrough stays.
 */
import { useState } from 'react';
import { setParams, useParam } from '../../app/router';
import { request } from '../../engine/typedRequest';
import type { ErrorInfo } from '../../engine/errors';
import { bigSizeField } from '../../engine/games/goldennugget/sizeField';
import { useAnalysis } from '../../worker/useAnalysis';

export const DEFAULT_SIZE = '20';
/** The form's name for the size (its label reads "Heap size n"). */
const FIELD_LABEL = 'n';

export function useHeapSize() {
  const [param] = useParam('n');
  const fromUrl = param !== undefined && bigSizeField(param, 'size').ok ? param.trim() : DEFAULT_SIZE;
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [submitted, setSubmitted] = useState('');
  const classify = useAnalysis(request('goldennugget', 'classify', { size: fromUrl }));

  /** Show this size, or say what is wrong with it (keeping what is shown). */
  const submit = (text: string) => {
    const r = bigSizeField(text, FIELD_LABEL);
    setSubmitted(text);
    // The engine quotes a field's name ("n" goes up to …); beside the input it reads as the form's own n.
    if (!r.ok) return setError({ ...r.error, message: r.error.message.replaceAll(`"${FIELD_LABEL}"`, FIELD_LABEL) });
    setError(null);
    const t = r.value.toString();
    if (t !== fromUrl) setParams({ n: t === DEFAULT_SIZE ? undefined : t, step: undefined }, { replace: false });
  };
  return { size: fromUrl, classify, error, submitted, submit };
}

export type HeapSize = ReturnType<typeof useHeapSize>;
