/**
 * The paper's Question 1.2, one click away: (i) blue 3 + blue 20 + red 18, (ii) blue 20 +
 * red 17. On those positions the moves the paper's text suggests are checked with the
 * engine's rule function (whyNotTake): "remove 17 from 18" in (i) is not legal for Left.
 * The real winning moves are the sum panel's, from the engine.
 */
import { whyNotTake } from '../../engine/games/goldennugget/gameRules';
import { makeHeaps, type Heap } from '../../engine/games/goldennugget/rules';
import { GN_QUESTION_1_2, setGoldenNuggetHeaps } from '../../store';
import { moveText, type WinningMove } from './SumPanel';

/** The moves Section 6 of the paper suggests: (heap, amount, by whom, the text's words). */
const TEXT_MOVES = {
  i: [{ heap: 'r18', take: 17, side: 'L', words: 'Left wins going first (e.g. remove 17 from 18)' }],
  ii: [
    { heap: 'b20', take: 20, side: 'R', words: 'Right wins going first (remove the 20 heap)' },
    { heap: 'b20', take: 16, side: 'L', words: 'Left can remove 16 from 20' },
  ],
} as const;

/** A position as a multiset of heaps: the same heaps in any order are the same question. */
const asMultiset = (heaps: readonly Heap[]) =>
  heaps
    .map((h) => makeHeaps([h]))
    .sort()
    .join(',');

export function Question12({
  heaps,
  wins,
}: {
  heaps: readonly Heap[];
  wins: { left: WinningMove[]; right: WinningMove[] } | null;
}) {
  const at = asMultiset(heaps);
  const which = (Object.keys(GN_QUESTION_1_2) as ('i' | 'ii')[]).find(
    (q) => asMultiset(GN_QUESTION_1_2[q]) === at,
  );
  return (
    <section className="gn-question" aria-labelledby="gn-q-heading">
      <h2 id="gn-q-heading">Question 1.2 of the paper</h2>
      <div className="toolbar">
        <button
          type="button"
          onClick={() => setGoldenNuggetHeaps(GN_QUESTION_1_2.i)}
          aria-pressed={which === 'i'}
        >
          (i) blue 3 + blue 20 + red 18
        </button>
        <button
          type="button"
          onClick={() => setGoldenNuggetHeaps(GN_QUESTION_1_2.ii)}
          aria-pressed={which === 'ii'}
        >
          (ii) blue 20 + red 17
        </button>
      </div>
      {which && (
        <ul data-testid="gn-text-moves">
          {TEXT_MOVES[which].map((t) => {
            const component = heaps.findIndex((h) => makeHeaps([h]) === t.heap);
            const why = whyNotTake(heaps[component], t.take, t.side);
            const winning =
              why === null &&
              wins?.[t.side === 'L' ? 'left' : 'right'].some(
                (m) => m.component === component && m.after === heaps[component].size - t.take,
              );
            return (
              <li key={`${t.heap}:${t.take}`} data-testid="gn-text-move">
                The text says “{t.words}”.{' '}
                {why === null ? (
                  <>
                    It is a legal move
                    {wins ? (winning ? ', and a winning one.' : ', but not a winning one.') : '.'}
                  </>
                ) : (
                  <strong className="gn-flag">✗ Not a legal move: {why}.</strong>
                )}
                {why !== null && wins && (
                  <>
                    {' '}
                    {t.side === 'L' ? 'Left' : 'Right'}’s real winning moves:{' '}
                    {wins[t.side === 'L' ? 'left' : 'right'].map((m) => moveText(heaps, m)).join('; ') ||
                      'none'}
                    .
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
