/**
 * The games' terms in the expression (flip(0101), gn(20), …), each linking to its page at that
 * position, and for a sum holding one each player's winning first moves in that game's own
 * words, as the engine found them from the game's moves (the view only lists them; at least one
 * in each term that has one, and when some are not listed, how many each term has).
 */
import type { AnswerOf } from '../../engine/api';
import { formatHash } from '../../nav/router';
import { groupDigits } from '../../ui/format/groupDigits';

type Answer = AnswerOf<'cgt', 'canonical'>;
type Link = Answer['gameTerms'][number];
type Moves = NonNullable<Answer['winningMoves']>;

function TermLink({ link, typed }: { link: Link; typed?: string }) {
  return (
    <a
      href={formatHash({ page: link.page.id, params: link.page.params })}
      title={`Open ${link.title} on its page`}
    >
      <code>{typed ?? link.typed}</code>
    </a>
  );
}

function MoveList({ moves, side }: { moves: Moves; side: 'left' | 'right' }) {
  const name = side === 'left' ? 'Left' : 'Right';
  const list = moves[side];
  const count = side === 'left' ? moves.leftCount : moves.rightCount;
  return (
    <div className={`calc-moves calc-moves--${side}`} data-testid={`calc-moves-${side}`}>
      <h3>
        {name} moving first
        <span className="calc-muted">
          {count === 0
            ? moves.complete
              ? ' has no winning move'
              : ': no winning move among those checked'
            : `: ${groupDigits(count)} winning move${count === 1 ? '' : 's'}${count > list.length ? `, ${list.length} of them listed` : ''}`}
        </span>
      </h3>
      {count > list.length && (
        <p className="calc-muted" data-testid={`calc-moves-${side}-per-term`}>
          In each term:{' '}
          {moves.components
            .map((c, i) => ({ c, i, n: side === 'left' ? c.leftCount : c.rightCount }))
            .filter(({ n }) => n > 0)
            .map(({ c, i, n }) => `${c.typed} (term ${i + 1}) ${groupDigits(n)}`)
            .join(', ')}
          .
        </p>
      )}
      {list.length > 0 && (
        <ul>
          {list.map((m, i) => {
            const c = moves.components[m.component];
            return (
              <li key={i}>
                in {c.link ? <TermLink link={c.link} typed={c.typed} /> : <code>{c.typed}</code>}{' '}
                <span className="calc-muted">(term {m.component + 1})</span>: {m.words}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function GameTermsPanel({ result }: { result: Answer }) {
  const { gameTerms, winningMoves } = result;
  if (gameTerms.length === 0) return null;
  return (
    <section className="calc-games" aria-label="The games in this expression" data-testid="calc-games">
      <h2>Games in this expression</h2>
      <ul className="calc-games__links">
        {gameTerms.map((t) => (
          <li key={t.written}>
            <TermLink link={t} />: {t.title}
          </li>
        ))}
      </ul>
      {winningMoves && (
        <>
          <p className="calc-muted">
            Winning first moves, each in its own game&apos;s words: after a winning move the sum is ≥ 0 for
            Left, ≤ 0 for Right.
          </p>
          <div className="calc-moves__sides">
            <MoveList moves={winningMoves} side="left" />
            <MoveList moves={winningMoves} side="right" />
          </div>
          {!winningMoves.complete && (
            <p className="calc-muted" data-testid="calc-moves-partial">
              Not every move was checked (there are too many): a player may have winning moves beyond those
              listed.
            </p>
          )}
        </>
      )}
    </section>
  );
}
