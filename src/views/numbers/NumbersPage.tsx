/**
 * The Numbers page: what every partizan value in this app is. Dyadic numbers, the simplest
 * number between two numbers (Definition 2.1 of flipping-coins), sign expansions drawn as
 * Hackenbush strings, and ordinal sums of numbers by concatenating sign expansions, each
 * with a walkthrough. All values come from the engine (in its worker).
 */
import { Tex } from '../../ui/math/Tex';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../ui/Tabs';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import { OrdinalSumPanel } from './OrdinalSumPanel';
import { SignExpansionPanel } from './SignExpansionPanel';
import { SimplestPanel } from './SimplestPanel';
import './numbers.css';

const TOPICS: readonly TabSpec[] = [
  { id: 'sum', label: 'Ordinal sums x : y' },
  { id: 'simplest', label: 'Simplest number' },
  { id: 'signs', label: 'Sign expansions' },
];

export default function NumbersPage() {
  // A new topic starts its walkthrough at step 1; the other topics' inputs stay in the URL.
  const { tab: topic, unknown, select } = useTabParam(TOPICS, { param: 'topic', clear: ['step'] });

  return (
    <article className="numbers-page">
      <h1>Numbers</h1>
      <p className="numbers-intro pres-fold">
        Every value of a partizan game in this app is a <strong>number</strong>: a dyadic rational{' '}
        <Tex tex="p/2^q" /> such as <Tex tex="3" />, <Tex tex="-\tfrac12" /> or <Tex tex="\tfrac{5}{8}" />. A
        number is the simplest one between its options, it is drawn as a Hackenbush string of{' '}
        <span className="numbers-plus">blue&nbsp;+</span> and{' '}
        <span className="numbers-minus">red&nbsp;−</span> edges, and an ordinal sum of numbers just stacks one
        string on another. <PracticeLink page="numbers" />
      </p>
      <UnknownTabNotice value={unknown} noun="topic" showing="ordinal sums" />
      <Tabs
        tabs={TOPICS}
        current={topic}
        onSelect={select}
        label="Topics"
        idPrefix="numbers"
        panelClassName="numbers-panel"
      >
        {topic === 'sum' && <OrdinalSumPanel />}
        {topic === 'simplest' && <SimplestPanel />}
        {topic === 'signs' && <SignExpansionPanel />}
      </Tabs>
    </article>
  );
}
