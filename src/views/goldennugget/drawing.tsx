import { MiniFrame } from '../home/drawings';

/** A blue heap (Left's, circles) and a red heap (Right's, squares). */
export function GoldenNuggetDrawing() {
  const stack = (n: number, x: number, round: boolean, cls: string) =>
    Array.from({ length: n }, (_, i) =>
      round ? (
        <circle key={i} cx={x} cy={52 - i * 7} r={5} className={cls} />
      ) : (
        <rect key={i} x={x - 5} y={47 - i * 7} width={10} height={10} className={cls} />
      ),
    );
  return (
    <MiniFrame height={60}>
      {stack(6, 24, true, 'mini-left')}
      {stack(4, 128, false, 'mini-right')}
      <text x={36} y={56} className="mini-index">
        blue 6 (L)
      </text>
      <text x={140} y={56} className="mini-index">
        red 4 (R)
      </text>
    </MiniFrame>
  );
}
