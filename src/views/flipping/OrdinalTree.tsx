/**
 * The ordinal-sum tree of the Algorithm (engine data): G_j = G_(j+1) : Q_j down to G_i, each
 * node with its coins and its value once known. Drawn as a nested list (base above its
 * exponent), so it reads top-down on a projector and by a screen reader alike.
 */
import type { TreeNode } from '../../engine/games/flipping/walkState';
import { Tex } from '../../ui/math/Tex';
import { shortLine, texOfValue } from './format';

function labelTex(label: string): string {
  return `${label[0]}_{${label.slice(1)}}`;
}

function Node({ node, tones }: { node: TreeNode; tones: Record<string, string> }) {
  const value = node.value === null ? <span className="flip-unknown">?</span> : <Tex tex={texOfValue(node.value)} />;
  const tone = tones[node.label];
  if (node.kind !== 'sum') {
    return (
      <li className={`flip-tree-leaf${tone ? ` tone-${tone}` : ''}`}>
        <span className="flip-tree-label">
          <Tex tex={labelTex(node.label)} />
        </span>{' '}
        <code>{shortLine(node.coins, 30)}</code> {node.kind === 'exponent' ? <span className="flip-tree-role">exponent</span> : <span className="flip-tree-role">base</span>} = {value}
      </li>
    );
  }
  return (
    <li className={`flip-tree-sum${node.focus ? ' is-focus' : ''}`} aria-current={node.focus ? 'step' : undefined}>
      <span className="flip-tree-label">
        <Tex tex={`${labelTex(node.label)} = ${labelTex(node.base.label)} : ${labelTex(node.exponent.label)}`} />
      </span>{' '}
      = {value}
      <ul>
        <Node node={node.base} tones={tones} />
        <Node node={node.exponent} tones={tones} />
      </ul>
    </li>
  );
}

export function OrdinalTree({ tree, tones }: { tree: TreeNode; tones: Record<string, string> }) {
  return (
    <figure className="flip-tree">
      <figcaption>Ordinal-sum tree (base : exponent)</figcaption>
      <ul aria-label="Ordinal-sum tree">
        <Node node={tree} tones={tones} />
      </ul>
    </figure>
  );
}
