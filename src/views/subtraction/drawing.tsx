import { MiniFrame } from '../home/drawings';

/** Heaps 0..9 against S = odd numbers: in S (filled) or not (hollow). */
export function SubtractionDrawing() {
  return (
    <MiniFrame height={60}>
      {Array.from({ length: 10 }, (_, i) => (
        <circle key={i} cx={14 + i * 17} cy={26} r={6} className={i % 2 === 1 ? 'mini-left' : 'mini-right'} />
      ))}
      <text x={8} y={54} className="mini-index">
        S = odd: Left takes 1, 3, 5…
      </text>
    </MiniFrame>
  );
}
