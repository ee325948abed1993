/**
 * The games' terms in an expression, and a sum's winning moves named in each game's own words
 * (issue 24). The moves come from each game's own move generator (gameTerm.ts); the verdict is
 * exact: Left's move to G' in one term wins when G' + (the other terms) ≥ 0, Right's when ≤ 0.
 * A term typed with a minus sign swaps the players: Left moving in −G makes Right's move in G.
 * A plain term (`{1|0}`) moves to its canonical options.
 */
import { neg, sumAll } from './arithmetic';
import { compareStats, leq } from './compare';
import { readTerm } from './evaluate';
import type { ExpressionFunctions, Side, TermMove, TermPosition } from './gameTerm';
import { forEachNode, type Ast } from './parse';
import { makePlain } from './plain';
import { leftOptions, nusOf, rightOptions, type GameId } from './store';
import { sumTerms } from './sumTerms';
import type { Work } from '../progress';

/** A game's term as it appears in the expression, with the page that shows its position. */
export interface GameTermLink {
  typed: string;
  written: string;
  title: string;
  page: { id: string; params: Readonly<Record<string, string>> };
}

export interface WinningMove {
  /** the term of the sum it is made in (0-based) */
  component: number;
  words: string;
}

export interface SumMoves {
  /**
   * the sum's terms as typed (a leading minus included), with the game's page where there is
   * one, and how many winning moves each player was found to have in it
   */
  components: {
    typed: string;
    negated: boolean;
    link: GameTermLink | null;
    leftCount: number;
    rightCount: number;
  }[];
  /**
   * winning first moves: up to 4 a term and MAX_LISTED_MOVES in all, but at least one in every
   * term that has one (the counts say how many were found)
   */
  left: WinningMove[];
  right: WinningMove[];
  leftCount: number;
  rightCount: number;
  /** false when the budget ran out before every move was valued (the lists may then miss some) */
  complete: boolean;
}

/** Distinct game terms listed with their pages. */
export const MAX_TERM_LINKS = 16;
/** Winning moves listed per player (more only when needed to list one in every term), and per term. */
export const MAX_LISTED_MOVES = 12;
const MAX_LISTED_PER_TERM = 4;
/**
 * The work allowed per player and term, so a term with too many moves never keeps the others'
 * from being tried: Σ over the moves valued of each one's cost (gameTerm.ts) plus the
 * comparisons it took that were not remembered. A move whose verdict is known (the same value
 * as an earlier move's) costs only its own; a count of moves would stop cheap terms early.
 */
export const MOVES_BUDGET = 400_000;
/** Longest plain form written in a move to a plain term's option. */
const MAX_OPTION_TEXT = 60;

const SIDE_NAME: Record<Side, string> = { L: 'Left', R: 'Right' };
const other = (p: Side): Side => (p === 'L' ? 'R' : 'L');

function linkOf(text: string, a: Extract<Ast, { kind: 'term' }>, pos: TermPosition): GameTermLink {
  return { typed: text.slice(a.at, a.end).trim(), written: pos.written, title: pos.title, page: pos.page };
}

/** Every game term in the expression (each position once), for the links beside the answer. */
export function gameTermsIn(text: string, ast: Ast, functions: ExpressionFunctions): GameTermLink[] {
  const out = new Map<string, GameTermLink>();
  forEachNode(ast, (a) => {
    if (out.size >= MAX_TERM_LINKS) return false;
    if (a.kind !== 'term') return;
    const pos = readTerm(a, functions);
    if (!out.has(pos.written)) out.set(pos.written, linkOf(text, a, pos));
  });
  return [...out.values()];
}

interface Component {
  typed: string;
  negated: boolean;
  value: GameId;
  position: TermPosition | null;
  link: GameTermLink | null;
}

/** The sum's terms, a leading minus folded into `negated` (−−G is G). */
function componentsOf(
  text: string,
  ast: Ast,
  functions: ExpressionFunctions,
  evaluateTerm: (a: Ast) => GameId,
): Component[] {
  const parts = sumTerms(ast);
  return (parts.length ? parts : [{ term: ast, negated: false }]).map(({ term, negated }) => {
    let a = term;
    let minus = negated;
    while (a.kind === 'negative') {
      a = a.a;
      minus = !minus;
    }
    const typed = text.slice(term.at, term.end).trim();
    const position = a.kind === 'term' ? readTerm(a, functions) : null;
    const g = position ? position.value : evaluateTerm(a);
    return {
      typed: negated ? `−${typed}` : typed,
      negated: minus,
      value: minus ? neg(g) : g,
      position,
      link: position && a.kind === 'term' ? linkOf(text, a, position) : null,
    };
  });
}

/** The moves of `player` in one component, each with its value in the sum's sign. */
function* movesIn(
  c: Component,
  player: Side,
): Generator<{ words: string; after: () => GameId; cost: number }> {
  if (c.position) {
    const pos = c.position;
    // in −G, Left's move is Right's move in G, negated
    const inGame = c.negated ? other(player) : player;
    for (const m of pos.moves(inGame) as Iterable<TermMove>)
      yield {
        words: c.negated ? `${m.words} (${SIDE_NAME[inGame]}'s move in ${pos.written})` : m.words,
        after: c.negated ? () => neg(m.after()) : m.after,
        cost: pos.cost,
      };
    return;
  }
  const options = player === 'L' ? leftOptions(c.value) : rightOptions(c.value);
  for (const [k, o] of options.entries()) {
    const plain = makePlain(o, MAX_OPTION_TEXT);
    yield {
      words: plain === null ? `move to its ${SIDE_NAME[player]} option ${k + 1}` : `move to ${plain}`,
      after: () => o,
      cost: 1,
    };
  }
}

/**
 * The moves listed, term by term: each term's first winning move (however many terms), then
 * second ones and so on while fewer than MAX_LISTED_MOVES are listed.
 */
function listed(perTerm: readonly { words: string[] }[]): WinningMove[] {
  const chosen = perTerm.map(() => 0);
  let total = 0;
  for (let round = 0; round < MAX_LISTED_PER_TERM; round++)
    perTerm.forEach((t, i) => {
      if (round < t.words.length && (round === 0 || total < MAX_LISTED_MOVES)) {
        chosen[i]++;
        total++;
      }
    });
  return perTerm.flatMap((t, i) => t.words.slice(0, chosen[i]).map((words) => ({ component: i, words })));
}

/** k when g is the nimber *k (0 included), else null. */
function nimberOf(g: GameId): number | null {
  const n = nusOf(g);
  return n && n.up === 0 && n.x.sign() === 0 ? n.nim : null;
}

/**
 * A sum's (or a single term's) winning first moves, when the expression holds a game's term;
 * null for plain expressions and comparisons.
 */
export function sumWinningMoves(
  text: string,
  ast: Ast,
  functions: ExpressionFunctions,
  evaluateTerm: (a: Ast) => GameId,
  work: Work,
): SumMoves | null {
  if (ast.kind === 'compare') return null;
  const components = componentsOf(text, ast, functions, evaluateTerm);
  if (!components.some((c) => c.position)) return null;
  const winning = (player: Side) => {
    const perTerm: { words: string[]; count: number }[] = [];
    let complete = true;
    components.forEach((c, i) => {
      const term = { words: [] as string[], count: 0 };
      perTerm.push(term);
      const take = (words: string) => {
        if (term.count++ < MAX_LISTED_PER_TERM) term.words.push(words);
      };
      // −(the other terms): Left's move to a wins iff −rest ≤ a, Right's iff a ≤ −rest
      const minusRest = neg(sumAll(components.filter((_, j) => j !== i).map((d) => d.value)));
      // an impartial term beside a nimber *k: the winning moves are exactly those to *k (*w ≥ *k
      // only for w = k), and the game finds them by its theory (−*k = *k, so the sign is moot)
      const k = nimberOf(minusRest);
      if (c.position?.movesToNimber && k !== null) {
        for (const m of c.position.movesToNimber(k)) take(m.words);
        return;
      }
      let spent = 0;
      for (const m of movesIn(c, player)) {
        if (spent + m.cost > MOVES_BUDGET) {
          complete = false;
          return;
        }
        const before = compareStats().misses;
        const a = m.after();
        if (player === 'L' ? leq(minusRest, a) : leq(a, minusRest)) take(m.words);
        spent += m.cost + compareStats().misses - before;
        work.tick(Math.min(spent, MOVES_BUDGET), MOVES_BUDGET, 'finding winning moves');
      }
    });
    return { found: listed(perTerm), count: perTerm.reduce((n, t) => n + t.count, 0), complete, perTerm };
  };
  const left = winning('L');
  const right = winning('R');
  return {
    components: components.map((c, i) => ({
      typed: c.typed,
      negated: c.negated,
      link: c.link,
      leftCount: left.perTerm[i].count,
      rightCount: right.perTerm[i].count,
    })),
    left: left.found,
    right: right.found,
    leftCount: left.count,
    rightCount: right.count,
    complete: left.complete && right.complete,
  };
}
