/** The rules in words (notes/sliding-coins-rules.md), the coordinates, and Definition 3.1. */
import { SET_TEX } from '../../engine/games/sliding/formula';
import { Caption, Tex } from '../../ui/math';
import { CoinMark } from './CoinMark';

export function RulesPanel() {
  return (
    <section className="sl-panel sl-rules defer-render" aria-labelledby="sl-rules-h">
      <h2 id="sl-rules-h">Rules</h2>
      <p>
        Squares 0, 1, 2, … run to the right; the edge is just left of square 0. There are two coins: the{' '}
        <strong>near</strong> coin{' '}
        <span className="sl-inline-coin">
          <CoinMark coin="near" />
        </span>{' '}
        (a disc marked N) and the <strong>far</strong> coin{' '}
        <span className="sl-inline-coin">
          <CoinMark coin="far" />
        </span>{' '}
        (a square marked F). Players take turns; a move is one of:
      </p>
      <ol>
        <li>slide the near coin to any lower square, or over the edge (it is then gone for good);</li>
        <li>slide the far coin to any empty square between the two coins (it never jumps the near coin);</li>
        <li>
          <strong>push</strong>: slide the far coin to a square at or below the near coin’s; the near coin is
          pushed ahead and ends just below it, or falls over the edge if there is no room. The far coin may
          also go over the edge, taking the near coin with it;
        </li>
        <li>
          once the near coin is gone, the far coin is an ordinary sliding coin: any lower square, or over the
          edge.
        </li>
      </ol>
      <p>
        Whoever cannot move loses. Pushing both coins off is always possible, so a single strap is a
        first-player win; the game gets interesting as a <em>sum</em>. The paper’s Definition 1.2 plays two
        straps side by side (on the right strap the coins move right, toward its own edge): on your turn you
        move on one strap. Add more straps for bigger sums.
      </p>
      <p className="sl-note">
        The paper lost its figures, so its rules are ambiguous as printed. These rules are a reconstruction:
        of the possible readings, the only one under which the paper’s Definition 3.1 agrees with brute force
        — and the engine checks that it does.
      </p>
      <Caption text="A position is $(x, y)$: $x$ = near coin's square + 1 and $y$ = far coin's square + 1, the steps each coin is from falling off, with $0 \le x < y$. $x = 0$ means the near coin is gone ($(0, y)$ is a nim heap of size $y$); $(0, 0)$ is the end." />
      <details>
        <summary>
          Definition 3.1: the sets whose union is the positions of Grundy number n (Theorem 2)
        </summary>
        {([1, 2, 3] as const).map((k) => (
          <Tex key={k} tex={SET_TEX[k]} display />
        ))}
        <Caption text="For $n \ge 1$; the terminal $(0, 0)$, with no moves, has value 0. By Sprague–Grundy, a sum of straps has Grundy number $G_1 \oplus G_2 \oplus \cdots$ and the player to move wins exactly when it is not 0." />
      </details>
    </section>
  );
}
