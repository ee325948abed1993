/** The values behind the backwards game: the position's Grundy value and how it was found, the theorem via φ, the fixed point, and the count of P-positions for this N. */
import { useAnalysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';
import { groupDigits } from '../../ui/format/groupDigits';

const METHOD = {
  table: 'exhaustive table of every position',
  search: 'search of every position behind this one',
  theorem: 'the theorem (the game is too big to search)',
} as const;

export function BackwardsValues({ answer: r }: { answer: AnswerOf<'oskar', 'backwards'> }) {
  const N = r.configuration.length;
  const s = useAnalysis(N <= 20 ? { game: 'oskar', op: 'backwardsSummary', coins: N } : null);
  const sum = s.result?.coins === N ? s.result : null;
  return (
    <div className="oskar-values" data-testid="backwards-values">
      <p>
        This position has Grundy value <strong>{r.grundy}</strong>:{' '}
        {r.outcome === 'P'
          ? 'a P-position (the player to move loses)'
          : 'an N-position (the player to move wins)'}
        , by the {METHOD[r.method]}.
      </p>
      <p>
        The theorem: φ(c) = {r.theorem.subset.length ? `{${r.theorem.subset.join(', ')}}` : '∅'};{' '}
        {r.theorem.reason}; so the value is {r.theorem.grundy} {r.theorem.agrees ? '✓' : '✗ (disagrees!)'}.
        Through φ the process lowers the smallest part by one, so a move backwards adds a part 1 or raises the
        smallest part: the P-positions are exactly those with 1 ∈ φ(c).
      </p>
      {r.selfMove && (
        <p>
          {r.treatment} With the self-move, the outcome is{' '}
          {r.outcomeWithSelfMove === 'N'
            ? 'still a first-player win'
            : r.outcomeWithSelfMove === 'D'
              ? 'a draw'
              : 'a loss for the player to move'}
          .
        </p>
      )}
      {sum && (
        <p data-testid="backwards-summary">
          Of all {groupDigits(sum.configurations)} configurations of {N} coins, {groupDigits(sum.pPositions)}{' '}
          are P-positions (exactly half); Grundy values 0, 1, 2 occur{' '}
          {sum.counts.map((c) => groupDigits(c)).join(', ')} times; the theorem agrees on{' '}
          {groupDigits(sum.theoremAgrees)} of {groupDigits(sum.configurations)}.
        </p>
      )}
    </div>
  );
}
