import { MiniCoin, MiniFrame } from '../home/drawings';

/** Hoey's row of coins lifted into ruler rows: coin i sits in row = 2-adic valuation of i. */
export function RulerDrawing() {
  const row = 'TTTTHTTHTHHTHTT';
  const level = (i: number) => Math.min(3, Math.log2(i & -i));
  return (
    <MiniFrame height={64}>
      {[...row].map((c, k) => (
        <MiniCoin key={k} x={8 + k * 14.4} y={12 + level(k + 1) * 14} heads={c === 'H'} label={c} />
      ))}
    </MiniFrame>
  );
}
