/**
 * Under the media bar: "Copy link to this step" (key `l`; with a visible "Link copied" that fades
 * after a few seconds, and the link itself to select when the clipboard is refused) and "Print handout".
 */
import { useEffect, useState, type RefObject } from 'react';
import { copyText } from './copyText';
import { stepLink } from './stepLink';

const SHOWN_MS = 4000;

export interface WalkthroughToolsProps {
  index: number;
  paramName: string;
  zeroBasedLinks: boolean;
  onPrint: () => void;
  /** set to this step's copy, for the player's `l` key */
  copyRef?: RefObject<(() => void) | null>;
}

export function WalkthroughTools({
  index,
  paramName,
  zeroBasedLinks,
  onPrint,
  copyRef,
}: WalkthroughToolsProps) {
  const [copied, setCopied] = useState<{ ok: boolean; link: string; step: number } | null>(null);
  useEffect(() => {
    if (!copied?.ok) return;
    const t = window.setTimeout(() => setCopied(null), SHOWN_MS);
    return () => window.clearTimeout(t);
  }, [copied]);

  const copy = async () => {
    const link = stepLink(index, paramName, zeroBasedLinks);
    setCopied({ ok: await copyText(link), link, step: index + 1 });
  };
  useEffect(() => {
    if (copyRef) copyRef.current = () => void copy();
  });

  return (
    <div className="wt-tools" role="group" aria-label="Share and print">
      <button type="button" onClick={() => void copy()} data-testid="wt-copy-link">
        Copy link to this step
      </button>
      <button type="button" onClick={onPrint} data-testid="wt-print">
        Print handout
      </button>
      <span className="wt-tools-status" aria-live="polite" data-testid="wt-copy-status">
        {copied?.ok && `Link copied: step ${copied.step}`}
        {copied && !copied.ok && (
          <>
            Copying is blocked here; select the link:{' '}
            <input
              readOnly
              value={copied.link}
              aria-label="Link to this step"
              onFocus={(e) => e.currentTarget.select()}
            />
          </>
        )}
      </span>
    </div>
  );
}
