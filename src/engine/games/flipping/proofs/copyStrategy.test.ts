/**
 * The copy strategy, checked exhaustively: on every small instance of Lemmas 4.3 and 4.4,
 * whichever side the user takes and whatever the user plays, every move is answered and the
 * engine wins. "Wins" is checked by brute force (every option, not the paper's values): each
 * reply leaves a position the engine wins moving second.
 */
import { describe, expect, it } from 'vitest';
import { sharedTable } from '../bruteForce';
import type { Player } from '../rules';
import { applyMove, differenceMoves, other, whyIllegalInDifference, type DiffPosition } from './difference';
import { conditions44, instanceLines, recogniseZero, type LemmaInstance } from './lemmas';
import { strategyReply, type RuleId } from './copyStrategy';

const strings = (max: number): string[] => {
  const out = [''];
  for (let n = 1; n <= max; n++) for (let x = 0; x < 2 ** n; x++) out.push(x.toString(2).padStart(n, '0'));
  return out;
};

/** Brute-force outcome of G − H with `toMove` to move: does the player to move win? (memoised) */
const memo = new Map<string, boolean>();
function moverWins(pos: DiffPosition, toMove: Player): boolean {
  const key = `${pos.g}|${pos.h}|${toMove}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const wins = differenceMoves(pos, toMove).some((m) => !moverWins(applyMove(pos, m), other(toMove)));
  memo.set(key, wins);
  return wins;
}

/** Every position reachable with the user to move; every user move answered, and the answer wins. */
function checkInstance(
  start: DiffPosition,
  user: Player,
  rules: Map<RuleId, number>,
  seen: Set<string>,
): number {
  const stack = [start];
  let answered = 0;
  while (stack.length) {
    const pos = stack.pop()!;
    const key = `${pos.g}|${pos.h}|${user}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const m of differenceMoves(pos, user)) {
      const r = strategyReply(pos, user, m);
      if (r === null) throw new Error(`no answer to ${JSON.stringify(m)} at ${key} (user ${user})`);
      // the reply is legal and leaves a position the user, now to move, loses (brute force)
      const after = applyMove(pos, m);
      if (whyIllegalInDifference(after, other(user), r.move) !== null)
        throw new Error(`illegal answer ${JSON.stringify(r.move)} at ${key}`);
      if (moverWins(r.after, user))
        throw new Error(
          `losing answer ${JSON.stringify(r.move)} to ${JSON.stringify(m)} at ${key} (user ${user}): ${r.words}`,
        );
      rules.set(r.rule, (rules.get(r.rule) ?? 0) + 1);
      answered++;
      stack.push(r.after);
    }
  }
  return answered;
}

describe('the copy strategy of Lemmas 4.3 and 4.4', () => {
  it('Lemma 4.3: every α and a with |α| + a ≤ 3, either side first: every reply answered, the engine wins', () => {
    const rules = new Map<RuleId, number>();
    const seen = new Set<string>();
    let answered = 0;
    for (const alpha of strings(2))
      for (let a = 0; a <= 3 - alpha.length; a++)
        for (const user of ['L', 'R'] as const)
          answered += checkInstance(instanceLines({ lemma: '4.3', alpha, a }), user, rules, seen);
    expect(answered).toBeGreaterThan(100);
    // the proof's own rules carry the play, not only the fallback
    expect(rules.get('copy')).toBeGreaterThan(0);
    expect(rules.get('mirror')).toBeGreaterThan(0);
    expect(rules.get('answer')).toBeGreaterThan(0);
  });

  it('Lemma 4.4: every α and β with |α| + |β| ≤ 3, β meeting the conditions: the engine wins', () => {
    const rules = new Map<RuleId, number>();
    const seen = new Set<string>();
    for (const alpha of strings(1))
      for (const beta of strings(3 - alpha.length).filter((b) => b.endsWith('1') && conditions44(b).holds))
        for (const user of ['L', 'R'] as const)
          checkInstance(instanceLines({ lemma: '4.4', alpha, beta }), user, rules, seen);
  });

  it('every position recognised as 0 is 0 by brute force (both lemmas on every small instance)', () => {
    const instances: LemmaInstance[] = [];
    for (const alpha of strings(5)) {
      for (let a = 0; a <= 4; a++) instances.push({ lemma: '4.3', alpha, a });
      for (const beta of strings(5).filter((b) => b.endsWith('1') && conditions44(b).holds))
        instances.push({ lemma: '4.4', alpha, beta });
    }
    for (const x of instances) {
      const pos = instanceLines(x);
      expect(recogniseZero(pos)).not.toBeNull();
      expect(sharedTable.value(pos.g).eq(sharedTable.value(pos.h)), `${pos.g} vs ${pos.h}`).toBe(true);
    }
  });
});
