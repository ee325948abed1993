/** The nim-value's bits, one box per row (highest first), "?" until the row's parity is read. */
export function BitsBar({ bits, nimValue }: { bits: readonly (0 | 1 | null)[]; nimValue: number | null }) {
  const order = bits.map((b, k) => ({ b, k })).reverse();
  return (
    <div className="rd-bits" role="group" aria-label="Bits of the nim-value">
      <span className="rd-bits-label">nim-value bits</span>
      {order.map(({ b, k }) => (
        <span
          key={k}
          className={`rd-bit${b === null ? ' rd-bit-pending' : b ? ' rd-bit-one' : ''}`}
          aria-label={`bit ${k} (worth ${2 ** k}): ${b === null ? 'not yet read' : b}`}
        >
          <span className="rd-bit-weight">{2 ** k}</span>
          <span className="rd-bit-value">{b === null ? '?' : b}</span>
        </span>
      ))}
      {nimValue !== null && (
        <span className="rd-bits-value" data-testid="ruler-walkthrough-value">
          = {nimValue}
        </span>
      )}
    </div>
  );
}
