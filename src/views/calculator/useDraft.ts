/**
 * A text input's draft that follows a URL parameter: it starts from the URL and is reset when
 * the URL changes (an example clicked, back/forward); typing leaves the URL alone until submit.
 */
import { useEffect, useState } from 'react';

export function useDraft(fromUrl: string): [string, (v: string) => void] {
  const [draft, setDraft] = useState(fromUrl);
  useEffect(() => setDraft(fromUrl), [fromUrl]);
  return [draft, setDraft];
}
