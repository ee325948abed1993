/** This visit's wrong answers on this page, each a link back to its exercise to try again. */
import { useStore, type PracticePage } from '../../store';
import { formatHash } from '../../nav/router';

export function MistakesPanel({ page }: { page: PracticePage }) {
  const mistakes = useStore((s) => s.practice.mistakes).filter((m) => m.page === page);
  if (mistakes.length === 0) return null;
  return (
    <section className="pr-mistakes pres-fold" aria-labelledby="pr-mistakes-h">
      <h2 id="pr-mistakes-h">To try again ({mistakes.length})</h2>
      <p className="pr-note">
        Your wrong answers, kept until you close the page. A right answer to one takes it off the list.
      </p>
      <ul>
        {mistakes.map((m) => (
          <li key={`${m.kind}/${m.seed}/${m.level}`}>
            <a
              href={formatHash({
                page: `${page}/practice`,
                params: { kind: m.kind, level: String(m.level), seed: String(m.seed) },
              })}
            >
              {m.title}, level {m.level} (seed {m.seed})
            </a>
            : you answered “{m.answer}”
          </li>
        ))}
      </ul>
    </section>
  );
}
