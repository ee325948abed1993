/**
 * The ordinal-sum tree of the Algorithm (engine data): G_j = G_(j+1) : Q_j^R down to G_i, each
 * node with its coins and its value once known. The exponent is Q_j^R, Right's best option of
 * the block Q_j (Lemma 4.5; the paper's point against Hackenbush's H : K), so its leaf shows
 * Q_j^R's coins and value and the block Q_j it came from. Drawn as a nested list (base above its
 * exponent), so it reads top-down on a projector and by a screen reader alike.
 */
import type { TreeNode } from '../../engine/games/flipping/walkState';
import { Tex } from '../../ui/math/Tex';
import { shortLine } from './format';
import { LongValue } from './LongValue';

function labelTex(label: string): string {
  return `${label[0]}_{${label.slice(1)}}`;
}

/** The exponent's name: Q_j^R. */
export function exponentTex(label: string): string {
  return `${labelTex(label)}^R`;
}

function Node({ node, tones }: { node: TreeNode; tones: Record<string, string> }) {
  const value =
    node.value === null ? (
      <span className="flip-unknown">?</span>
    ) : (
      <LongValue value={node.value} label={`the value of ${node.label}`} />
    );
  const tone = tones[node.label];
  if (node.kind === 'exponent') {
    return (
      <li className={`flip-tree-leaf${tone ? ` tone-${tone}` : ''}`} data-testid="flip-tree-exponent">
        <span className="flip-tree-label">
          <Tex tex={exponentTex(node.label)} />
        </span>{' '}
        <code>{shortLine(node.coins, 30)}</code> <span className="flip-tree-role">exponent</span> = {value}{' '}
        <span className="flip-tree-from">
          (Right’s best move in <Tex tex={labelTex(node.label)} /> <code>{shortLine(node.block, 30)}</code>,
          coins {node.move[0]} and {node.move[1]} of the block)
        </span>
      </li>
    );
  }
  if (node.kind === 'base') {
    return (
      <li className={`flip-tree-leaf${tone ? ` tone-${tone}` : ''}`}>
        <span className="flip-tree-label">
          <Tex tex={labelTex(node.label)} />
        </span>{' '}
        <code>{shortLine(node.coins, 30)}</code> <span className="flip-tree-role">base</span> = {value}
      </li>
    );
  }
  return (
    <li
      className={`flip-tree-sum${node.focus ? ' is-focus' : ''}`}
      aria-current={node.focus ? 'step' : undefined}
    >
      <span className="flip-tree-label">
        <Tex
          tex={`${labelTex(node.label)} = ${labelTex(node.base.label)} : ${exponentTex(node.exponent.label)}`}
        />
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
      <figcaption>
        Ordinal-sum tree (base : exponent): <Tex tex="G = H : Q^R" />, the exponent being Right’s best option
        of the block cut off
      </figcaption>
      <ul aria-label="Ordinal-sum tree">
        <Node node={tree} tones={tones} />
      </ul>
    </figure>
  );
}
