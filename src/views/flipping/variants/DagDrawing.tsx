/**
 * A small DAG drawn in layers (a vertex one column right of its furthest predecessor), edges
 * as arrows; with coins, a heads vertex (0) is a filled disc and a tails vertex (1) a thick
 * ring, and the title (its accessible name) spells the coins out.
 */
import { parseDag } from '../../../engine/games/flippingVariants/dag';

const R = 13;
const DX = 56;
const DY = 38;

export function DagDrawing({ dag, coins, title }: { dag: string; coins?: string; title: string }) {
  const parsed = parseDag(dag);
  if (!parsed.ok) return null;
  const { n, edges } = parsed.value;
  const layer = new Array(n + 1).fill(0);
  for (let pass = 0; pass < n; pass++)
    for (const [u, v] of edges) layer[v] = Math.max(layer[v], layer[u] + 1);
  const rows = new Map<number, number>();
  const pos: [number, number][] = [[0, 0]];
  for (let v = 1; v <= n; v++) {
    const row = rows.get(layer[v]) ?? 0;
    rows.set(layer[v], row + 1);
    pos.push([R + 4 + layer[v] * DX, R + 4 + row * DY]);
  }
  const width = Math.max(...pos.slice(1).map((p) => p[0])) + R + 6;
  const height = Math.max(...pos.slice(1).map((p) => p[1])) + R + 6;
  return (
    <svg
      className="fv-dag"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={title}
    >
      <defs>
        <marker
          id="fv-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
        </marker>
      </defs>
      {edges.map(([u, v]) => {
        const [x1, y1] = pos[u];
        const [x2, y2] = pos[v];
        const len = Math.hypot(x2 - x1, y2 - y1) || 1;
        const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
        return (
          <line
            key={`${u}>${v}`}
            x1={x1 + ux * R}
            y1={y1 + uy * R}
            x2={x2 - ux * (R + 2)}
            y2={y2 - uy * (R + 2)}
            stroke="currentColor"
            strokeWidth="1.5"
            markerEnd="url(#fv-arrow)"
          />
        );
      })}
      {pos.slice(1).map(([x, y], i) => {
        const c = coins?.[i];
        return (
          <g key={i}>
            <circle
              cx={x}
              cy={y}
              r={R}
              className={c === '0' ? 'fv-dag-heads' : 'fv-dag-vertex'}
              strokeWidth={c === '1' ? 3 : 1.5}
            />
            <text
              x={x}
              y={y + 4}
              textAnchor="middle"
              fontSize="12"
              className={c === '0' ? 'fv-dag-heads-text' : undefined}
            >
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
