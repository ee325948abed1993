import { MiniCoin, MiniFrame } from '../home/drawings';

/** A line of Flipping Coins in the paper's 0/1 notation. */
export function FlippingDrawing() {
  const line = '0101011111';
  return (
    <MiniFrame>
      {[...line].map((c, i) => (
        <MiniCoin key={i} x={14 + i * 21} y={20} heads={c === '0'} label={c} />
      ))}
    </MiniFrame>
  );
}
