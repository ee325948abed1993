/**
 * A move offered as a button (a hint): hover or focus previews it on the board (when the
 * board can show one), leaving clears the preview, a click plays it.
 */
import type { ReactNode } from 'react';

export interface PreviewButtonProps<M> {
  move: M;
  disabled?: boolean;
  onPreview?: (m: M | null) => void;
  onPlay: (m: M) => void;
  ariaLabel?: string;
  children: ReactNode;
}

export function PreviewButton<M>({
  move,
  disabled,
  onPreview,
  onPlay,
  ariaLabel,
  children,
}: PreviewButtonProps<M>) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onPlay(move)}
      onMouseEnter={() => onPreview?.(move)}
      onMouseLeave={() => onPreview?.(null)}
      onFocus={() => onPreview?.(move)}
      onBlur={() => onPreview?.(null)}
      aria-label={ariaLabel}
    >
      {children}
    </button>
  );
}
