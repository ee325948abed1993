/**
 * The paper's examples, one click each: the lines of §1, §3 and §4 set the board; the
 * ordinal sums of §2 (a)–(e) open on the Numbers page, where x : y is walked through.
 */
import { FLIPPING_OPENING_QUESTION, setFlippingLines, useStore } from '../../store';

interface LineExample {
  label: string;
  section: string;
  lines: string[];
  why: string;
}

export const LINE_EXAMPLES: readonly LineExample[] = [
  {
    label: 'Opening question',
    section: '§1, §4.1',
    lines: FLIPPING_OPENING_QUESTION,
    why: 'Who wins this sum, and how?',
  },
  {
    label: 'Example G',
    section: '§3',
    lines: ['10011110110110111011110011'],
    why: 'five reductions, then three ordinal sums',
  },
  {
    label: 'Example H',
    section: '§3',
    lines: ['01001110110111011101'],
    why: 'a Right win: the Algorithm ends in 01',
  },
  {
    label: '011101 vs 1001',
    section: '§4, Lemma 4.4',
    lines: ['011101', '1001'],
    why: 'Lemma 4.4 needs its conditions: 011101 ≠ 1001',
  },
  { label: '1011', section: '§1', lines: ['1011'], why: 'the rules: 1011 = {0001, 001, 1 | 1101, 111}' },
];

const SUM_EXAMPLES: readonly { item: string; x: string; y: string; shown: string }[] = [
  { item: 'a', x: '1', y: '1', shown: '1 : 1' },
  { item: 'b', x: '1', y: '-1', shown: '1 : −1' },
  { item: 'c', x: '1', y: '1/2', shown: '1 : 1/2' },
  { item: 'd', x: '1/2', y: '1', shown: '1/2 : 1' },
  { item: 'e', x: '1/2', y: '1/2', shown: '(1 : −1) : 1/2' },
];

export function ExamplesBar({ onPick }: { onPick: () => void }) {
  const lines = useStore((s) => s.flipping.position);
  const current = lines.join(',');
  return (
    <section className="flip-examples pres-later" aria-labelledby="flip-examples-heading">
      <h2 id="flip-examples-heading">The paper’s examples</h2>
      <div className="toolbar" role="group" aria-label="Lines from the paper">
        {LINE_EXAMPLES.map((ex) => (
          <button
            key={ex.label}
            type="button"
            aria-pressed={current === ex.lines.join(',')}
            title={`${ex.lines.join(' + ')}: ${ex.why}`}
            onClick={() => {
              setFlippingLines([...ex.lines]);
              onPick();
            }}
          >
            {ex.label} <span className="flip-section">{ex.section}</span>
          </button>
        ))}
      </div>
      <p className="flip-sum-examples toolbar">
        <span>Ordinal sums of §2 (on the Numbers page):</span>{' '}
        {SUM_EXAMPLES.map((ex) => (
          <a
            key={ex.item}
            href={`#/numbers?x=${encodeURIComponent(ex.x)}&y=${encodeURIComponent(ex.y)}`}
            title={ex.item === 'e' ? '(1 : −1) = 1/2, so this is 1/2 : 1/2' : undefined}
          >
            ({ex.item}) {ex.shown}
          </a>
        ))}
      </p>
    </section>
  );
}
