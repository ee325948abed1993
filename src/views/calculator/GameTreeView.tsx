/**
 * The canonical form drawn as a game tree: each node shows its value; its Left options (L)
 * and Right options (R) open and close with a button (keyboard: Tab to it, Enter or Space).
 * A canonical form shares subgames, so the engine sends each subgame once and the tree
 * reuses it; numbers are folded (their options are not drawn).
 */
import { useMemo, useState } from 'react';
import { Exportable, exportName } from '../../ui/export';
import { Tex } from '../../ui/math/Tex';
import type { GameTree, TreeNode } from './types';

/** Paths are node ids joined by "." from the root ("12.7.3"): a node can sit under many parents. */
function initialOpen(tree: GameTree, byId: Map<number, TreeNode>, levels: number): Set<string> {
  const open = new Set<string>();
  const walk = (id: number, path: string, depth: number) => {
    const n = byId.get(id);
    if (!n || depth >= levels || !n.left || !n.right) return;
    open.add(path);
    for (const c of [...n.left, ...n.right]) walk(c, `${path}.${c}`, depth + 1);
  };
  walk(tree.root, String(tree.root), 0);
  return open;
}

function Label({ node }: { node: TreeNode | undefined }) {
  if (!node) return <span className="calc-muted">(not sent: over the size limit)</span>;
  if (node.tex) return <Tex tex={node.tex} />;
  return <span className="calc-muted">a game born on day {node.birthday} (too large to write out)</span>;
}

interface NodeProps {
  id: number;
  path: string;
  byId: Map<number, TreeNode>;
  open: Set<string>;
  toggle: (path: string) => void;
}

function Node({ id, path, byId, open, toggle }: NodeProps) {
  const node = byId.get(id);
  const expandable = !!node && !!node.left && !!node.right && node.left.length + node.right.length > 0;
  const isOpen = expandable && open.has(path);
  const childId = `calc-node-${path.replace(/\./g, '-')}`;
  return (
    <li className="calc-tree__node">
      <div className="calc-tree__row">
        {expandable ? (
          <button
            type="button"
            className="calc-tree__toggle"
            aria-expanded={isOpen}
            aria-controls={childId}
            onClick={() => toggle(path)}
            aria-label={`${isOpen ? 'Hide' : 'Show'} the options of ${node?.pretty ?? 'this game'}`}
          >
            {isOpen ? '−' : '+'}
          </button>
        ) : (
          <span className="calc-tree__leaf" aria-hidden="true">
            •
          </span>
        )}
        <Label node={node} />
        {node?.folded === 'number' && <span className="calc-tree__tag">number</span>}
        {node?.folded === 'limit' && <span className="calc-tree__tag">options not sent (size limit)</span>}
      </div>
      {isOpen && node && (
        <div id={childId} className="calc-tree__children">
          {(['left', 'right'] as const).map((side) => (
            <div key={side} className={`calc-tree__side calc-tree__side--${side}`}>
              <span className={`calc-tree__side-label calc-tree__side-label--${side}`}>
                {side === 'left' ? 'L' : 'R'}
              </span>
              {node[side]!.length === 0 ? (
                <span className="calc-muted">{side === 'left' ? 'no Left option' : 'no Right option'}</span>
              ) : (
                <ul aria-label={`${side === 'left' ? 'Left' : 'Right'} options`}>
                  {node[side]!.map((c) => (
                    <Node key={c} id={c} path={`${path}.${c}`} byId={byId} open={open} toggle={toggle} />
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </li>
  );
}

export function GameTreeView({ tree }: { tree: GameTree }) {
  const byId = useMemo(() => new Map(tree.nodes.map((n) => [n.id, n])), [tree]);
  const [open, setOpen] = useState(() => initialOpen(tree, byId, 2));
  const toggle = (path: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  // the file is named after the canonical form (a long one cut short)
  const plain = byId.get(tree.root)?.plain ?? 'a canonical form';
  const form = plain.length > 80 ? `${plain.slice(0, 80)}…` : plain;
  return (
    <Exportable name={exportName('game-tree', form)} title={`Game tree of ${form}`}>
      <section className="calc-tree" aria-label="Game tree of the canonical form" data-testid="calc-tree">
        <div className="calc-tree__bar">
          <h2>Game tree</h2>
          <button type="button" onClick={() => setOpen(initialOpen(tree, byId, 3))} data-export-skip>
            Open three levels
          </button>
          <button type="button" onClick={() => setOpen(new Set())} data-export-skip>
            Close all
          </button>
        </div>
        <p className="calc-muted">
          <span className="calc-tree__side-label calc-tree__side-label--left">L</span> Left's options,{' '}
          <span className="calc-tree__side-label calc-tree__side-label--right">R</span> Right's. Numbers are
          folded.
          {tree.truncated &&
            ` The tree has more subgames than the ${tree.limit} sent; deeper options are not shown.`}
        </p>
        <ul className="calc-tree__root">
          <Node id={tree.root} path={String(tree.root)} byId={byId} open={open} toggle={toggle} />
        </ul>
      </section>
    </Exportable>
  );
}
