/**
 * The two coins of a strap, told apart by shape and letter, not colour alone: the near coin
 * is a disc marked N, the far coin a square marked F. A ghost (dashed, hollow) shows where a
 * coin would land.
 */
import type { Coin } from '../../engine/games/sliding/rules';

export function CoinMark({ coin, ghost = false }: { coin: Coin; ghost?: boolean }) {
  const cls = `sl-coin sl-coin--${coin}${ghost ? ' sl-coin--ghost' : ''}`;
  return (
    <svg className={cls} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {coin === 'near' ? (
        <circle className="sl-coin-body" cx="20" cy="20" r="16" />
      ) : (
        <rect className="sl-coin-body" x="5" y="5" width="30" height="30" rx="3" />
      )}
      <text className="sl-coin-letter" x="20" y="26" textAnchor="middle">
        {coin === 'near' ? 'N' : 'F'}
      </text>
    </svg>
  );
}
