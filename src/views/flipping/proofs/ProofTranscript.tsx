/** The game so far, move by move: the user's moves with the proof's case, the engine's answers with the rule they used. */
import { Tex } from '../../../ui/math/Tex';
import { texOfValue } from '../format';
import type { PlayAnswer } from './ProofGame';

const NAME = { L: 'Left', R: 'Right' } as const;
/** The strategy's rules (engine/games/flipping/proofs/copyStrategy.ts), named for people. */
export const RULE_NAME = {
  mirror: 'Copy (X − X)',
  copy: 'Copy (same move, other summand)',
  answer: "The proof's answer",
  ahead: 'Ahead: best move (Theorem 4.2)',
} as const;

export function ProofTranscript({ game }: { game: PlayAnswer }) {
  if (game.turns.length === 0) return null;
  return (
    <section className="proof-transcript" aria-label="Moves so far">
      <h4>Moves so far</h4>
      <ol data-testid="proof-transcript">
        {game.turns.map((t, k) => (
          <li key={k} className={`proof-turn proof-turn-${t.by}`} data-rule={t.rule ?? undefined}>
            <strong>
              {t.by === 'user' ? 'You' : 'Engine'} ({NAME[t.player]})
            </strong>{' '}
            in {t.move.line === 'G' ? 'G' : '−H'}: coins {t.move.move[0]} and {t.move.move[1]} →{' '}
            <span className="flip-mono">
              {t.after.g || '0'} − {t.after.h || '0'}
            </span>
            , <Tex tex={`G - H = ${texOfValue(t.value)}`} />.{' '}
            {t.rule && <span className="proof-rule">{RULE_NAME[t.rule]}:</span>}{' '}
            {t.by === 'user' ? t.proofCase : t.words}
          </li>
        ))}
      </ol>
    </section>
  );
}
