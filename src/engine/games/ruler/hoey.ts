/**
 * Every checkable claim of Hoey's post (papers/ruler-game.txt), each beside what the engine
 * computes. The quotes and the facts they state (`said`) are Hoey's text, kept here only to be
 * shown and compared; every `computed` entry comes from the rules, the formula or brute force.
 */
import { grundyTable, optionMasks, MAX_BRUTE_FORCE_COINS, type Tick } from './bruteForce';
import { applyMove, type Move } from './rules';
import { coinsInRow, nimValue, rowOf, rowSummaries, topBit } from './rulerFunction';
import { winningMoves } from './winningMoves';
import { listNumbers, rowName } from './text';

export const HOEY_EXAMPLE = 'TTTTHTTHTHHTHTT';

export type Verdict = 'agrees' | 'disagrees' | 'incomplete';

export interface ClaimCheck {
  id: string;
  /** the claim in our words */
  claim: string;
  /** Hoey's words */
  hoey: string;
  /** what the engine computes */
  computed: string;
  verdict: Verdict;
  /** where they differ, how */
  note?: string;
}

/** Each row as Hoey draws it: the faces of its coins, and its head count. */
export function rowPictures(position: string): { faces: string; heads: number }[] {
  return rowSummaries(position).map((r) => ({
    faces: coinsInRow(r.row, position.length)
      .map((c) => position[c - 1])
      .join(''),
    heads: r.heads,
  }));
}

const picture = (rows: { faces: string; heads: number }[]) =>
  rows
    .map((r, k) => `row ${k}: ${r.faces.split('').join(' ')} (${r.heads} head${r.heads === 1 ? '' : 's'})`)
    .join('; ');
const sameRows = (a: { faces: string; heads: number }[], b: { faces: string; heads: number }[]) =>
  a.length === b.length && a.every((r, i) => r.faces === b[i].faces && r.heads === b[i].heads);
const runText = (m: Move) => `${m[0]}–${m[1]}`;

/** The row parities of a mask by the definition of rows (coin i in row k iff 2^k ∥ i): bit k = row k odd. */
function rowParities(mask: number): number {
  let p = 0;
  for (let j = 0; mask >> j; j++) if ((mask >> j) & 1) p ^= 1 << rowOf(j + 1);
  return p;
}

export function checkHoeyClaims(tick?: Tick): ClaimCheck[] {
  const example = HOEY_EXAMPLE;
  const claims: ClaimCheck[] = [];

  const saidBefore = [
    { faces: 'TTHTTHHT', heads: 3 },
    { faces: 'TTHT', heads: 1 },
    { faces: 'TT', heads: 0 },
    { faces: 'H', heads: 1 },
  ];
  const rowsBefore = rowPictures(example);
  claims.push({
    id: 'rows-before',
    claim: `The example ${example} in ruler rows`,
    hoey: 'T T H T T H H T (3 heads in row 0) / T T H T (1 head in row 1) / T T (0 heads in row 2) / H. (1 head in row 3)',
    computed: picture(rowsBefore),
    verdict: sameRows(saidBefore, rowsBefore) ? 'agrees' : 'disagrees',
  });

  const saidOdd = [0, 1, 2]; // "the units, twos, and fours rows"
  const odd = rowSummaries(example)
    .filter((r) => r.odd)
    .map((r) => r.row);
  const sameOdd = odd.length === saidOdd.length && odd.every((k, i) => k === saidOdd[i]);
  claims.push({
    id: 'odd-rows',
    claim: 'Which rows of the example have an odd number of heads',
    hoey: 'there are an odd number of heads in the units, twos, and fours rows',
    computed: `odd: ${odd.map((k) => `row ${k} (${rowName(k)})`).join(', ')}; nim-value ${nimValue(example)}`,
    verdict: sameOdd ? 'agrees' : 'disagrees',
    note: sameOdd
      ? undefined
      : `Hoey's words name the ${listNumbers(saidOdd.map(rowName))} rows, but the odd rows are the ${listNumbers(odd.map(rowName))}; his own diagram shows ${rowsBefore[2]?.heads ?? 0} heads in row 2 (fours) and ${rowsBefore[3]?.heads ?? 0} in row 3 (eights).`,
  });

  const wins = winningMoves(example);
  const isWin = (m: Move) => wins.some((w) => w[0] === m[0] && w[1] === m[1]);
  const afterA = applyMove(example, [7, 11]);
  const saidAfterA = 'TTTTHTHTHTTTHTT';
  claims.push({
    id: 'move-7-11',
    claim: 'Flipping coins 7–11 wins and gives TTTTHTHTHTTTHTT',
    hoey: 'the winning move is to flip coins 7-11 to form TTTTHTHTHTTTHTT',
    computed: `flipping 7–11 gives ${afterA}, nim-value ${nimValue(afterA)}; ${isWin([7, 11]) ? 'a winning move' : 'not a winning move'}`,
    verdict: afterA === saidAfterA && isWin([7, 11]) ? 'agrees' : 'disagrees',
  });

  const saidAfter = [
    { faces: 'TTHHHTHT', heads: 4 },
    { faces: 'TTTT', heads: 0 },
    { faces: 'TT', heads: 0 },
    { faces: 'T', heads: 0 },
  ];
  const rowsAfter = rowPictures(afterA);
  claims.push({
    id: 'rows-after',
    claim: 'The rows after 7–11 are all even',
    hoey: 'T T H H H T H T (4 heads in row 0) / T T T T (0 heads in row 1) / T T (0 heads in row 2) / T. (0 heads in row 3)',
    computed: picture(rowsAfter),
    verdict: sameRows(saidAfter, rowsAfter) ? 'agrees' : 'disagrees',
  });

  const afterB = applyMove(example, [1, 13]);
  claims.push({
    id: 'move-1-13',
    claim: 'Flipping coins 1–13 also wins',
    hoey: 'Or you could flip coins 1-13, if you prefer.',
    computed: `flipping 1–13 gives ${afterB}, nim-value ${nimValue(afterB)}`,
    verdict: isWin([1, 13]) ? 'agrees' : 'disagrees',
  });

  const named: Move[] = [
    [7, 11],
    [1, 13],
  ];
  const topWeight = 1 << topBit(nimValue(example));
  const others = wins.filter((w) => !named.some((m) => m[0] === w[0] && m[1] === w[1]));
  claims.push({
    id: 'all-winning-moves',
    claim: 'The winning moves of the example',
    hoey: 'the winning move is to flip coins 7-11 … Or you could flip coins 1-13',
    computed: `${wins.length} winning runs: ${wins.map(runText).join(', ')}`,
    verdict:
      others.length === 0 && named.every(isWin) ? 'agrees' : named.every(isWin) ? 'incomplete' : 'disagrees',
    note: others.length
      ? `Both of Hoey's runs win, but they are not the only ones: ${listNumbers(others.map(runText))} win too. Each head whose number has the ${topWeight} bit (${listNumbers(wins.map((w) => w[1]))}) ends exactly one winning run.`
      : undefined,
  });

  // General claims, over every position of 1..15 coins (as Hoey evaluated them).
  const N = MAX_BRUTE_FORCE_COINS;
  const g = grundyTable(N, tick);
  let positions = 0;
  let lostIffEven = 0;
  let winByMoving = 0;
  let oddRowPositions = 0;
  let bitsAgree = 0;
  let terminalOnlyAllTails = 0;
  for (let n = 1; n <= N; n++) {
    for (let m = 0; m < 1 << n; m++) {
      positions++;
      const parities = rowParities(m);
      if ((g[m] === 0) === (parities === 0)) lostIffEven++;
      if (parities !== 0) {
        oddRowPositions++;
        if (optionMasks(m).some((o) => rowParities(o) === 0 && g[o] === 0)) winByMoving++;
      }
      if (parities === g[m]) bitsAgree++;
      if ((optionMasks(m).length === 0) === (m === 0)) terminalOnlyAllTails++;
    }
    tick?.(n, N, 'checking Hoey\u2019s general claims');
  }
  const all = `all ${positions.toLocaleString('en')} positions of 1 to ${N} coins`;
  claims.push({
    id: 'ends-all-tails',
    claim: 'The game ends exactly when all coins are tails',
    hoey: 'The game ends when all the coins are tails',
    computed: `${terminalOnlyAllTails.toLocaleString('en')} of ${all}: a position has no move exactly when it has no head`,
    verdict: terminalOnlyAllTails === positions ? 'agrees' : 'disagrees',
  });
  claims.push({
    id: 'lost-iff-even',
    claim: 'The player to move has lost exactly when every row is even',
    hoey: 'You have lost if there are an even number of heads in each row.',
    computed: `brute-force value 0 exactly when every row is even: ${lostIffEven.toLocaleString('en')} of ${all}`,
    verdict: lostIffEven === positions ? 'agrees' : 'disagrees',
  });
  claims.push({
    id: 'win-by-moving',
    claim: 'From a position with an odd row there is a move making every row even, and it wins',
    hoey: 'If not, you win by moving so there are.',
    computed: `${winByMoving.toLocaleString('en')} of the ${oddRowPositions.toLocaleString('en')} positions (of 1 to ${N} coins) with an odd row have such a move, to a brute-force value 0`,
    verdict: winByMoving === oddRowPositions ? 'agrees' : 'disagrees',
  });
  claims.push({
    id: 'parity-is-bit',
    claim: 'Row k\u2019s parity is the 2^k bit of the nim-value',
    hoey: 'The parity of row k is the 2^k bit of the nim-value of the position.',
    computed: `the row parities read as a binary number equal the brute-force Grundy value in ${bitsAgree.toLocaleString('en')} of ${all}`,
    verdict: bitsAgree === positions ? 'agrees' : 'disagrees',
  });
  let rowRule = true;
  for (let i = 1; i <= 1 << 16; i++) {
    const k = rowOf(i);
    if (i % (2 << k) !== 1 << k) rowRule = false;
  }
  claims.push({
    id: 'row-rule',
    claim: 'Coin i goes to row k when i ≡ 2^k (mod 2^(k+1))',
    hoey: 'the coins numbered 2^k mod 2^(k+1) moved to mental row k',
    computed: `for every coin up to ${(1 << 16).toLocaleString('en')}: i ≡ 2^k (mod 2^(k+1)) exactly when 2^k is the largest power of two dividing i`,
    verdict: rowRule ? 'agrees' : 'disagrees',
  });
  return claims;
}
