/** About: the five papers this app teaches, and how it computes. */
import { PageHeader } from '../../ui/layout/PageHeader';
import { pages } from '../../nav/pages';
import './about.css';

export default function AboutPage() {
  return (
    <>
      <PageHeader
        title="About Coin Games Lab"
        intro="The five papers this app teaches, and how it computes what it shows."
      />
      <section aria-labelledby="sources">
        <h2 id="sources">Sources</h2>
        <ol className="sources">
          {pages().map(({ id, title, game }) =>
            game ? (
              <li key={id} className="source">
                <cite>{game.paper.title}</cite>, {game.paper.authors}
                {game.paper.where ? ` (${game.paper.where})` : ''}. <a href={`#/${id}`}>{title}</a>:{' '}
                {game.paper.what}
              </li>
            ) : null,
          )}
        </ol>
        <p>
          Where a printed number in a paper disagrees with the computation, the app says so next to it. The
          background theory is that of <cite>Winning Ways for your Mathematical Plays</cite> (Berlekamp,
          Conway, Guy) and <cite>Combinatorial Game Theory</cite> (Siegel).
        </p>
      </section>
      <section aria-labelledby="how">
        <h2 id="how">How it computes</h2>
        <ul>
          <li>
            <strong>Exactly.</strong> Numbers (the values of Flipping Coins and the Numbers page, and every
            mean, temperature and stop) are dyadic rationals held as big integers: a numerator over a power of
            two, in lowest terms. Games that are not numbers, such as the calculator&apos;s and Golden
            Nugget&apos;s heaps, are held as exact canonical forms, their options in turn, with ↑s and nimbers
            by value. Nim-values and counts are big integers too: no floating point, no rounding, no overflow
            at any size.
          </li>
          <li>
            <strong>Checked.</strong> Each paper's method (reductions, formulas, ruler rows, the elevator
            diagram) is tested against brute-force search of the game tree wherever brute force can run.
          </li>
          <li>
            <strong>Off the page's thread.</strong> The engine runs in a Web Worker, so the page stays
            responsive; long analyses show their progress and can be cancelled. The footer shows whether the
            engine is idle, computing or has failed.
          </li>
          <li>
            <strong>Step by step.</strong> Every walkthrough is a list of steps made by the engine; the player
            only draws them, so the steps are tested like any other result. The step number is in the address,
            so a link can point at step 7.
          </li>
          <li>
            <strong>Yours.</strong> Your boards and settings stay in this browser (local storage) and in the
            page address; nothing is sent anywhere.
          </li>
        </ul>
      </section>
    </>
  );
}
