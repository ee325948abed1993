import { MiniCoin, MiniFrame } from '../home/drawings';

/** Numbered coins: turn coin w, where w is the number of heads. */
export function OskarDrawing() {
  const config = '1001101';
  return (
    <MiniFrame height={46}>
      {[...config].map((c, i) => (
        <g key={i}>
          <MiniCoin x={20 + i * 30} y={18} heads={c === '1'} label={c === '1' ? 'H' : 'T'} />
          <text x={20 + i * 30} y={42} textAnchor="middle" className="mini-index">
            {i + 1}
          </text>
        </g>
      ))}
    </MiniFrame>
  );
}
