/**
 * The explained line as coins (0 heads, 1 tails, as the paper writes them): click or press
 * Enter on a coin to flip it and explain that line instead, or add a coin at the end; the
 * option under the pointer or the focus shows which coins its move flips. Without `onGo` (a
 * lesson's slide on paper) the coins are only drawn.
 */
import { CoinRow, type CoinFace } from '../../../ui/board';
import type { HighlightTone } from '../../../engine/derivation';

export interface Preview {
  side: 'left' | 'right';
  /** 1-based coins */
  coins: number[];
}

const MAX_COINS = 14;

export function LineBoard({
  line,
  preview,
  onGo,
}: {
  line: string;
  preview: Preview | null;
  onGo?: (line: string) => void;
}) {
  const coins: CoinFace[] = [...line].map((c) => (c === '1' ? 'T' : 'H'));
  const flip = (i: number) =>
    onGo?.(
      [...line]
        .map((c, k) => (k === i ? (c === '1' ? '0' : '1') : c))
        .join('')
        .replace(/0+$/, ''),
    );
  const tone: HighlightTone | undefined = preview ? preview.side : undefined;
  return (
    <div className="fv-board">
      {line.length > 0 ? (
        <CoinRow
          coins={coins}
          ariaLabel={onGo ? `The line ${line}: press a coin to flip it` : `The line ${line}`}
          mode={onGo ? 'edit' : 'view'}
          symbols={{ H: '0', T: '1' }}
          labels={coins.map((_, i) => i + 1)}
          onToggle={onGo && flip}
          highlights={
            preview && tone
              ? [
                  {
                    indices: preview.coins.map((c) => c - 1),
                    tone,
                    label: preview.side === 'left' ? 'Left flips' : 'Right flips',
                  },
                ]
              : []
          }
          reservedLanes={1}
        />
      ) : (
        <p className="fv-muted">No coins: nobody can move.</p>
      )}
      {onGo && (
        <button type="button" disabled={line.length >= MAX_COINS} onClick={() => onGo(line + '1')}>
          Add a tails coin
        </button>
      )}
    </div>
  );
}
