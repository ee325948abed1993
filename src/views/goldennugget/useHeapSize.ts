/**
 * The heap size the Representations and Theorem 2.2 tabs read, a decimal string from 0 to
 * 10^100 in the URL (#/goldennugget?tab=theorem&n=20), and its classification from the
 * engine. A typed size is checked with the engine's own field reader before it replaces the
 * shown one, so a bad size gets a message and the shown walkthrough stays. A link's bad n gets
 * the same message beside the input, saying which n is shown instead.
 */
import { useState } from 'react';
import { setParams, useParam } from '../../nav/router';
import { request } from '../../engine/typedRequest';
import type { ErrorInfo } from '../../engine/errors';
import { bigSizeField } from '../../engine/games/goldennugget/sizeField';
import { useAnalysis } from '../../worker/useAnalysis';
import { linkNotice } from '../../ui/walkthrough/linkNotice';

export const DEFAULT_SIZE = '20';
/** The form's name for the size (its label reads "Heap size n"). */
const FIELD_LABEL = 'n';

/** The engine quotes a field's name ("n" goes up to …); beside the input it reads as the form's own n. */
const asTyped = (e: ErrorInfo): ErrorInfo => ({
  ...e,
  message: e.message.replaceAll(`"${FIELD_LABEL}"`, FIELD_LABEL),
});

export function useHeapSize() {
  const [param] = useParam('n');
  const read = param === undefined ? null : bigSizeField(param, FIELD_LABEL);
  const fromUrl = param !== undefined && read?.ok ? param.trim() : DEFAULT_SIZE;
  const [typed, setTyped] = useState<ErrorInfo | null>(null);
  const [submitted, setSubmitted] = useState('');
  const classify = useAnalysis(request('goldennugget', 'classify', { size: fromUrl }));
  const fromLink =
    read && !read.ok
      ? { message: linkNotice('n', param ?? '', asTyped(read.error).message, `n = ${DEFAULT_SIZE}`) }
      : null;

  /** Show this size, or say what is wrong with it (keeping what is shown). */
  const submit = (text: string) => {
    const r = bigSizeField(text, FIELD_LABEL);
    setSubmitted(text);
    if (!r.ok) return setTyped(asTyped(r.error));
    setTyped(null);
    const t = r.value.toString();
    // a link's bad n leaves the URL once a good one is shown, even the default
    if (t !== fromUrl || fromLink)
      setParams({ n: t === DEFAULT_SIZE ? undefined : t, step: undefined }, { replace: false });
  };
  // What was typed last is what the person is looking at; the link's problem until then.
  const error: Pick<ErrorInfo, 'message' | 'at'> | null = typed ?? fromLink;
  return { size: fromUrl, classify, error, submitted: typed ? submitted : '', submit };
}

export type HeapSize = ReturnType<typeof useHeapSize>;
