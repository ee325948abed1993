/** The page's score and streak, saved across visits. */
import { resetPracticeScore, useStore, type PracticePage } from '../../store';

export function ScoreLine({ page }: { page: PracticePage }) {
  const score = useStore((s) => s.practice.scores[page]);
  const { right = 0, wrong = 0, streak = 0, best = 0 } = score ?? {};
  return (
    <div className="pr-score toolbar" data-testid="practice-score">
      <p aria-live="polite">
        Score: <strong data-testid="practice-right">{right}</strong> right, <strong>{wrong}</strong> wrong ·
        streak <strong data-testid="practice-streak">{streak}</strong> (best {best})
      </p>
      {right + wrong > 0 && (
        <button type="button" onClick={() => resetPracticeScore(page)}>
          Reset score
        </button>
      )}
    </div>
  );
}
