import { MiniCoin, MiniFrame } from '../home/drawings';

/** A strip of squares 0, 1, 2, ... with the near and far coins. */
export function SlidingDrawing() {
  const near = 2;
  const far = 6;
  return (
    <MiniFrame height={44}>
      {Array.from({ length: 9 }, (_, i) => (
        <g key={i}>
          <rect x={12 + i * 22} y={6} width={22} height={24} className="mini-square" />
          <text x={23 + i * 22} y={41} textAnchor="middle" className="mini-index">
            {i}
          </text>
        </g>
      ))}
      <MiniCoin x={23 + near * 22} y={18} heads label="N" />
      <MiniCoin x={23 + far * 22} y={18} heads={false} label="F" />
    </MiniFrame>
  );
}
