/**
 * A Flipping variants view as a lesson's slide on paper, for the tab its link names, each
 * drawn by that tab's own components from the engine's answer:
 * - a variant's values: the line the link explains (pos) on the page's line board, else the
 *   table's page of values (the answer key: the line's value and kind, or the kinds counted);
 * - the paper's search: the versions and their values by kind (the key: what it found);
 * - on a DAG: the chosen DAG drawn with its coins and its table, else every DAG searched (the
 *   key: the coins' value, or what the search found).
 */
import type { SlidePictureProps } from '../../../nav/pages';
import { request } from '../../../engine/typedRequest';
import { groupDigits } from '../../../ui/format/groupDigits';
import { SlideAnswer, SlidePicture, SlideProblem, SlideQuestion } from '../../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../../ui/slide/useSlideAnalysis';
import { DagDrawing } from './DagDrawing';
import { DagGallery, DagValuesTable, readDagParams } from './DagTab';
import { KIND_LABEL, KIND_MEANING, minus, OUTCOME_TEXT } from './kinds';
import { LineBoard } from './LineBoard';
import { PAGE_ROWS, readDagRule, readVariantParams } from './params';
import { readSearchParams, SearchTable } from './SearchTab';
import { VariantTable } from './VariantTable';
// the page's own look (the slide is drawn without the page)
import './variants.css';

const stay = () => {}; // one page on paper: nothing to turn

export default function VariantsSlide({ params, answer, done }: SlidePictureProps) {
  const tab = params.tab ?? 'table';
  const v = readVariantParams(params);
  // a variant's values: the explained line, else the table's page
  const line = tab === 'table' ? v.pos : null;
  const table = useSlideAnalysis(
    tab === 'table' &&
      line === null &&
      request('flippingvariants', 'table', {
        variant: v.variant,
        maxLength: v.maxLength,
        rule: v.rule,
        kind: v.kind,
        from: v.page * PAGE_ROWS,
        rows: PAGE_ROWS,
      }),
  );
  const explained = useSlideAnalysis(
    line !== null &&
      answer &&
      request('flippingvariants', 'position', { variant: v.variant, position: line, rule: v.rule }),
  );
  // the paper's search
  const { k, l } = readSearchParams(params.k, params.sn);
  const search = useSlideAnalysis(
    tab === 'search' && request('flippingvariants', 'search', { k, maxLength: l, rule: v.rule }),
  );
  // on a DAG
  const d = readDagParams(params.dv, params.dn, params.dag, params.coins);
  const dagRule = readDagRule(params.dagrule);
  const onDag = tab === 'dag';
  const dagTable = useSlideAnalysis(
    onDag &&
      d.dag !== null &&
      request('flippingvariants', 'dagTable', { variant: d.variant, dag: d.dag, dagRule }),
  );
  const dagSearch = useSlideAnalysis(
    onDag &&
      d.dag === null &&
      request('flippingvariants', 'dagSearch', { variant: d.variant, vertices: d.n, dagRule }),
  );
  const coinsValue = useSlideAnalysis(
    onDag &&
      d.dag !== null &&
      d.coins !== null &&
      answer &&
      request('flippingvariants', 'position', {
        variant: d.variant,
        position: d.coins,
        dag: d.dag,
        dagRule,
      }),
  );
  useSlideDone(done, table, explained, search, dagTable, dagSearch, coinsValue);

  const t = table.result;
  const p = explained.result ?? coinsValue.result;
  return (
    <>
      {[
        ...(tab === 'table' ? v.problems : []),
        ...(onDag && d.parsed && !d.parsed.ok ? [d.parsed.error.message] : []),
      ].map((problem) => (
        <p key={problem} className="slide-problem">
          {problem}
        </p>
      ))}
      {line !== null && (
        <>
          <p className="slide-step">
            The line {line || '∅'} in {v.variant}
          </p>
          <SlidePicture>
            <LineBoard line={line} preview={null} />
          </SlidePicture>
          <SlideQuestion text="What is this line's value, and what kind of value is it?" />
        </>
      )}
      {t && t.total > 0 && (
        <SlidePicture>
          <VariantTable answer={t} page={0} pages={1} onPage={stay} selected={null} />
        </SlidePicture>
      )}
      {t && t.total === 0 && <p>No line of up to {v.maxLength} coins has a value of this kind.</p>}
      {search.result && (
        <SlidePicture>
          <SearchTable r={search.result} />
        </SlidePicture>
      )}
      {dagSearch.result && (
        <p className="slide-step">
          {dagSearch.result.variant}: every {dagSearch.result.rule === 'path' ? 'partial order' : 'DAG'} on{' '}
          {dagSearch.result.vertices} vertices, up to isomorphism
        </p>
      )}
      {dagSearch.result && (
        <SlidePicture>
          <DagGallery s={dagSearch.result} />
        </SlidePicture>
      )}
      {d.dag !== null && onDag && (
        <>
          <p className="slide-step">
            {d.variant} on {d.dag}
            {d.coins ? `, coins ${d.coins}` : ''}
          </p>
          <SlidePicture>
            <DagDrawing
              dag={d.dag}
              coins={d.coins ?? undefined}
              title={`${d.dag}${d.coins ? `, coins ${d.coins}` : ''}`}
            />
          </SlidePicture>
        </>
      )}
      {dagTable.result && (
        <SlidePicture>
          <DagValuesTable r={dagTable.result} coins={d.coins} />
        </SlidePicture>
      )}
      {answer && p && (
        <SlideAnswer>
          {explained.result ? `the line ${p.position || '∅'}` : `coins ${p.position}`} is{' '}
          <code>{minus(p.value) ?? `a form of ${groupDigits(p.length)} characters`}</code>,{' '}
          {KIND_LABEL[p.kind]} ({KIND_MEANING[p.kind]}); {OUTCOME_TEXT[p.outcome]}.
        </SlideAnswer>
      )}
      {answer && t && (
        <SlideAnswer>
          of the {groupDigits(t.lines)} lines of up to {v.maxLength} coins in {t.variant}:{' '}
          {Object.entries(t.counts)
            .map(([kind, n]) => `${KIND_LABEL[kind as keyof typeof KIND_LABEL]} ${groupDigits(n ?? 0)}`)
            .join(', ')}
          .
        </SlideAnswer>
      )}
      {answer && (search.result ?? dagSearch.result) && (
        <SlideAnswer>
          {(search.result ?? dagSearch.result)!.observations.map((o) => (
            <span key={o}>{minus(o)} </span>
          ))}
        </SlideAnswer>
      )}
      <SlideProblem what="the variant's values" analysis={table} />
      <SlideProblem what="the line's value" analysis={explained} />
      <SlideProblem what="the search" analysis={search} />
      <SlideProblem what="the DAG's values" analysis={dagTable} />
      <SlideProblem what="the DAG search" analysis={dagSearch} />
      <SlideProblem what="the coins' value" analysis={coinsValue} />
    </>
  );
}
