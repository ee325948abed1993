/**
 * The canonical form's game tree for drawing, as a table of distinct nodes (a canonical form
 * is a DAG: the same subgame appears under many parents but is listed once). Numbers are
 * folded (their options are not listed: a number's canonical form is known). Nodes are taken
 * breadth-first from the root up to a limit; a node whose options did not fit says so.
 */
import { makePlain } from './plain';
import { makePretty, makeTex } from './display';
import { birthday, isNumber, leftOptions, nusOf, optionCount, rightOptions, type GameId } from './store';

export interface TreeNode {
  id: GameId;
  /** labels; null when the subgame is too large to write out */
  plain: string | null;
  pretty: string | null;
  tex: string | null;
  /** a decimal string past 2^53 */
  birthday: number | string;
  kind: 'number' | 'nimber' | 'infinitesimal' | 'game';
  /** option ids; null when the node was not expanded (folded number, or over the limit) */
  left: GameId[] | null;
  right: GameId[] | null;
  folded?: 'number' | 'limit';
}

export interface GameTree {
  root: GameId;
  nodes: TreeNode[];
  /** true when some node's options were left out because of the limit */
  truncated: boolean;
  limit: number;
}

const LABEL_LENGTH = 240;

function kindOf(g: GameId): TreeNode['kind'] {
  const n = nusOf(g);
  if (!n) return 'game';
  if (isNumber(g)) return 'number';
  return n.up === 0 && n.x.sign() === 0 ? 'nimber' : 'infinitesimal';
}

export function gameTree(root: GameId, limit = 400): GameTree {
  const listed = new Set<GameId>([root]);
  const queue: GameId[] = [root];
  const nodes: TreeNode[] = [];
  let truncated = false;
  for (let q = 0; q < queue.length; q++) {
    const g = queue[q];
    const node: TreeNode = {
      id: g,
      plain: makePlain(g, LABEL_LENGTH),
      pretty: makePretty(g, LABEL_LENGTH),
      tex: makeTex(g, LABEL_LENGTH),
      birthday: birthday(g),
      kind: kindOf(g),
      left: null,
      right: null,
    };
    nodes.push(node);
    if (node.kind === 'number') {
      if (leftOptions(g).length + rightOptions(g).length > 0) node.folded = 'number';
      else {
        node.left = [];
        node.right = [];
      }
      continue;
    }
    // a node with more options than the limit folds at once, its options unmade (*65535 has 131,070)
    if (optionCount(g) > limit) {
      node.folded = 'limit';
      truncated = true;
      continue;
    }
    const l = leftOptions(g);
    const r = rightOptions(g);
    const fresh = [...new Set([...l, ...r])].filter((o) => !listed.has(o));
    if (listed.size + fresh.length > limit) {
      node.folded = 'limit';
      truncated = true;
      continue;
    }
    for (const o of fresh) {
      listed.add(o);
      queue.push(o);
    }
    node.left = [...l];
    node.right = [...r];
  }
  return { root, nodes, truncated, limit };
}
