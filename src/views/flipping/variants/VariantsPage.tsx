/**
 * Section 5 of the Flipping Coins paper, explorable: the variants where a move flips three or
 * more coins, and the game on a directed acyclic graph. Every value is the CGT engine's, in the
 * worker; the page's state is in the URL (#/flipping-variants?v=111/001&n=7&tab=search).
 */
import { Notice } from '../../../ui/shell/Notice';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../../ui/Tabs';
import { DagTab } from './DagTab';
import { useVariantParams } from './params';
import { SearchTab } from './SearchTab';
import { TableTab } from './TableTab';
import './variants.css';

const TABS: readonly TabSpec[] = [
  { id: 'table', label: 'A variant’s values' },
  { id: 'search', label: 'The paper’s search, redone' },
  { id: 'dag', label: 'On a DAG' },
];

export default function VariantsPage() {
  const params = useVariantParams();
  const { tab, unknown, select } = useTabParam(TABS, { clear: ['page'] });
  return (
    <article className="fv-page game-page">
      <h1>Flipping Coins variants: Section 5’s open problems</h1>
      <div className="fv-intro pres-fold">
        <p>
          In <a href="#/flipping">Flipping Coins</a> Left flips two tails to heads (<code>11 → 00</code>) and
          Right a heads and a later tails (<code>01 → 10</code>). The paper’s last section asks about flipping{' '}
          <strong>three or more coins</strong>: “a brief computer search suggests that the only version where
          the values are numbers is the game in which Left flips a subsequence of all 1s and Right a
          subsequence of 0s ended by a 1”, while others have switches, tinies, minies and other three-stop
          games, and some are only numbers and switches in reduced canonical form. It also proposes playing on
          a <strong>directed acyclic graph</strong>.
        </p>
        <p>
          Here a version is two patterns, <code>Left/Right</code>: a move picks coins, in order along the line
          (gaps allowed), showing the player’s pattern, and flips them all. <code>111/001</code> is the
          version the paper names; <code>11/01</code> is the paper’s own game. Patterns end in 1, so every
          move lowers the line’s binary number and play ends.
        </p>
        <p data-testid="fv-reading">
          <strong>This app’s reading of the paper.</strong> The paper says “increasing the number of coins
          that can be flipped from two to three or more” and names the version “Left flips a subsequence of
          all 1s and Right a subsequence of 0s ended by a 1” without saying how many coins. Here that is read
          as <strong>exactly k coins a move</strong> (k = 3 for the paper’s version), and “a subsequence of
          all 1s” as the pattern <code>111</code>, “0s ended by a 1” as <code>001</code>. Other readings (any
          number of coins from three up, runs of any length) are not what is computed here.
        </p>
      </div>
      {params.problems.map((p) => (
        <Notice
          key={p}
          message={p}
          onDismiss={() => params.set({ v: undefined, n: undefined, pos: undefined })}
          testId="fv-url-problem"
        />
      ))}
      <UnknownTabNotice value={unknown} showing="a variant’s values" />
      <Tabs
        tabs={TABS}
        current={tab}
        onSelect={select}
        label="Section 5 explorations"
        idPrefix="fv"
        panelClassName="fv-panel"
      >
        {tab === 'table' && <TableTab params={params} />}
        {tab === 'search' && <SearchTab params={params} />}
        {tab === 'dag' && <DagTab />}
      </Tabs>
    </article>
  );
}
