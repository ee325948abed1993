/**
 * The home page: the games as cards (title, one-line rule, a small drawing), then the
 * other pages. Everything comes from the pages' manifests (nav/pages.ts); nothing is computed here.
 */
import { pages } from '../../nav/pages';
import { PageHeader } from '../../ui/layout/PageHeader';
import './home.css';

export default function HomePage() {
  const games = pages().filter((p) => p.game);
  const others = pages().filter((p) => !p.game);
  return (
    <>
      <PageHeader
        title="Coin Games Lab"
        intro="Five coin games from combinatorial game theory papers: play them, ask who wins and how, and step through each paper's method, exactly, in the browser."
      />
      <h2 className="home-heading">The games</h2>
      <ul className="game-cards" aria-label="Games">
        {games.map((g) => {
          const Drawing = g.game?.drawing;
          return (
            <li key={g.id} className="game-card">
              <a href={`#/${g.id}`} className="game-card__link">
                <h3 className="game-card__title">{g.title}</h3>
                {Drawing && <Drawing />}
                <p className="game-card__rule">{g.summary}</p>
              </a>
            </li>
          );
        })}
      </ul>
      <h2 className="home-heading">Also here</h2>
      <ul className="other-pages">
        {others.map((p) => (
          <li key={p.id}>
            <a href={`#/${p.id}`}>{p.title}</a> — {p.summary}
          </li>
        ))}
      </ul>
      <p className="home-keys">
        Everything works from the keyboard: press <kbd>?</kbd> for the keys, <kbd>p</kbd> for presentation
        mode on a projector.
      </p>
    </>
  );
}
