/**
 * Practice (#/practice, #/<page>/practice): predict, then check. One exercise at a time
 * from a seed in the link, or a set of ten a teacher can share; the score and streak are
 * saved per page. The engine poses and grades; this page only draws and records.
 */
import { useEffect, useState } from 'react';
import { useCommands } from '../../nav/commands';
import { findPage, practicePages, practiceServedBy } from '../../nav/pages';
import { formatHash, navigate, setParams, usePage, useRoute, type Route } from '../../nav/router';
import { request } from '../../engine/typedRequest';
import { practiceSetKey, restartPracticeSet, useStore, type PracticePage as Page } from '../../store';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { ExerciseView } from './ExerciseView';
import { MistakesPanel } from './MistakesPanel';
import { freshSeed, MAX_LEVEL, readPracticeParams } from './practiceParams';
import { ScoreLine } from './ScoreLine';
import { SetSummary } from './SetSummary';
import './practice.css';

export default function PracticePage() {
  const page = usePage();
  const route = useRoute();
  const game = page.split('/')[0];
  // Another page's questions served here (the Calculator's by Numbers): the link is rewritten to them.
  const alias = practiceServedBy(game);
  useEffect(() => {
    if (alias)
      navigate(
        { page: `${alias.page}/practice`, params: { kind: alias.kind, ...route.params } },
        { replace: true },
      );
  }, [alias, route.params]);
  if (alias) return null;
  if (page === 'practice' || !practicePages().some((p) => p.id === game)) return <PracticeHome />;
  return <PracticeSession key={game} page={game as Page} />;
}

function PracticeHome() {
  const scores = useStore((s) => s.practice.scores);
  return (
    <article className="practice-page">
      <h1>Practice</h1>
      <p className="pr-intro">
        Predict, then check. Each game poses questions about a position drawn from a seed, checks your answer
        with the engine, and on a wrong answer shows the walkthrough frames that explain it. Links reproduce
        an exercise, or a set of ten for a whole class.
      </p>
      <ul className="pr-games">
        {practicePages().map(({ id, title }) => {
          const s = scores[id];
          return (
            <li key={id}>
              <a href={formatHash({ page: `${id}/practice`, params: {} })}>{title}</a>
              {s ? ` · ${s.right} right, ${s.wrong} wrong, streak ${s.streak}` : ''}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

function PracticeSession({ page }: { page: Page }) {
  const route = useRoute();
  const params = readPracticeParams(route.params);
  const kinds = useAnalysis(request('practice', 'kinds', {}));
  const list = kinds.result?.games[page] ?? [];
  const unknownKind = params.kind !== undefined && list.length > 0 && !list.some((k) => k.id === params.kind);
  const kind = params.kind !== undefined && !unknownKind ? params.kind : list[0]?.id;
  const maxLevel = list.find((k) => k.id === kind)?.maxLevel ?? MAX_LEVEL;
  const level = Math.min(params.level, maxLevel);
  const inSet = params.set !== undefined;
  const title = findPage(page)?.title ?? page;

  // A link without a seed gets one at once, so reloading shows the same exercise; a bad
  // link's sentence stays until the next exercise.
  const [replaced, setReplaced] = useState<string | null>(null);
  const linkProblems = params.problems.join(' ');
  const shownTitle = list.find((k) => k.id === kind)?.title;
  useEffect(() => {
    if (inSet || !kind) return;
    // The link says what is shown: an unknown kind or level is named, then rewritten.
    const badKind = unknownKind
      ? `There is no exercise kind “${params.kind}” here; showing “${shownTitle}”, level ${level}.`
      : '';
    const badLevel = route.params.level !== String(level) && route.params.level !== undefined;
    if (params.seed !== undefined && !badKind && !badLevel) return;
    const said = [linkProblems, badKind].filter(Boolean).join(' ');
    if (said) setReplaced(params.seed === undefined ? `${said} Showing a new exercise instead.` : said);
    setParams({ kind, level: String(level), seed: String(params.seed ?? freshSeed()) }, { replace: true });
  }, [
    inSet,
    params.seed,
    params.kind,
    kind,
    level,
    linkProblems,
    unknownKind,
    shownTitle,
    route.params.level,
  ]);

  // The answer box takes the focus only in an exercise the user asked for (n, Next, New
  // exercise, a new set), not on a page just opened: there `p` and the other keys must work.
  const [asked, setAsked] = useState<string | null>(null);
  const ask = (to: Route) => {
    setAsked(formatHash(to));
    navigate(to);
  };
  // compared with the route the router gives (not window.location), so render stays pure
  const isAsked = asked !== null && asked === formatHash(route);
  const newExercise = (changes: { kind?: string; level?: number } = {}) => {
    setReplaced(null);
    const to = {
      page: `${page}/practice`,
      params: {
        kind: changes.kind ?? kind ?? '',
        level: String(changes.level ?? level),
        seed: String(freshSeed()),
      },
    };
    // from the Question and Level menus the focus stays in the menu
    if (changes.kind === undefined && changes.level === undefined) ask(to);
    else navigate(to);
  };
  const newSet = () =>
    ask({
      page: `${page}/practice`,
      params: {
        set: String(freshSeed()),
        level: String(level),
        ...(params.kind ? { kind: params.kind } : {}),
      },
    });

  const nextInSet = () => {
    if (params.q === 'end') return;
    ask({
      page: `${page}/practice`,
      params: { ...route.params, q: params.q < 10 ? String(params.q + 1) : 'end' },
    });
  };
  useCommands([
    {
      id: 'practice.next',
      label: 'Next exercise (in a set of ten: the next question)',
      keys: ['n'],
      group: 'Practice',
      run: () => (inSet ? nextInSet() : newExercise()),
      enabled: () => !!kind,
    },
  ]);

  const problems = [
    replaced,
    ...params.problems,
    unknownKind && inSet
      ? `There is no exercise kind “${params.kind}” here; showing “${list[0]?.title}”.`
      : null,
  ].filter(Boolean);

  return (
    <article className="practice-page game-page">
      <h1>{title}: practice</h1>
      <p className="pr-intro pres-fold">
        Predict, then check: answer by keyboard (Enter checks). A wrong answer shows the frames that explain
        it; you can try it again. The <a href={formatHash({ page, params: {} })}>{title} page</a> has the full
        walkthroughs.
      </p>
      {problems.map((p) => (
        <p key={p} className="notice" role="alert">
          {p}
        </p>
      ))}
      <ScoreLine page={page} />
      <AnalysisStatus analysis={kinds} what="the exercises" />
      {list.length > 0 && (
        <div className="toolbar pr-controls pres-fold">
          <label>
            Question{' '}
            <select
              value={kind}
              onChange={(e) =>
                inSet
                  ? navigate({
                      page: `${page}/practice`,
                      params: { set: String(params.set), level: String(level), kind: e.target.value },
                    })
                  : newExercise({ kind: e.target.value })
              }
            >
              {inSet && !params.kind && <option value="">All kinds, in turn</option>}
              {list.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Level{' '}
            <select
              value={level}
              onChange={(e) =>
                inSet
                  ? navigate({
                      page: `${page}/practice`,
                      params: { ...route.params, level: e.target.value, q: '1' },
                    })
                  : newExercise({ level: Number(e.target.value) })
              }
            >
              {Array.from({ length: maxLevel }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
          {inSet ? (
            <a
              href={formatHash({
                page: `${page}/practice`,
                params: { kind: kind ?? '', level: String(level) },
              })}
            >
              Leave the set
            </a>
          ) : (
            <>
              <button type="button" onClick={() => newExercise()}>
                New exercise
              </button>
              <button type="button" onClick={newSet} data-testid="practice-new-set">
                Start a set of 10
              </button>
            </>
          )}
        </div>
      )}
      {inSet ? (
        <SetRun
          page={page}
          set={params.set!}
          level={level}
          kind={params.kind && !unknownKind ? params.kind : undefined}
          q={params.q}
          titles={Object.fromEntries(list.map((k) => [k.id, k.title]))}
          ask={ask}
          asked={isAsked}
        />
      ) : (
        kind &&
        params.seed !== undefined && (
          <ExerciseView
            key={`${kind}/${params.seed}/${level}`}
            exercise={{ page, kind, seed: params.seed, level }}
            next={{ label: 'Next exercise', go: () => newExercise() }}
            asked={isAsked}
          />
        )
      )}
      <MistakesPanel page={page} />
    </article>
  );
}

interface SetProps {
  page: Page;
  set: number;
  level: number;
  kind?: string;
  q: number | 'end';
  titles: Record<string, string>;
  /** go to a question the user asked for (its answer box takes the focus) */
  ask: (to: Route) => void;
  asked: boolean;
}

function SetRun({ page, set, level, kind, q, titles, ask, asked }: SetProps) {
  const items = useAnalysis(request('practice', 'set', { page, set, level, ...(kind ? { kind } : {}) }));
  const key = practiceSetKey(page, set, level, kind);
  const answers = useStore((s) => s.practice.sets[key]) ?? [];
  const base = { set: String(set), level: String(level), ...(kind ? { kind } : {}) };
  if (!items.result) return <AnalysisStatus analysis={items} what="the set" />;
  const list = items.result.items;
  const shareLink = `${window.location.origin}${window.location.pathname}${formatHash({ page: `${page}/practice`, params: base })}`;
  const goTo = (next: number | 'end') =>
    ask({ page: `${page}/practice`, params: { ...base, q: String(next) } });
  return (
    <div className="pr-set">
      <p className="pr-set-line">
        {q === 'end' ? 'A set of ten' : `Question ${q} of ${list.length}`} ·{' '}
        {answers.filter((a) => a === 'right').length} right so far · link for the class:{' '}
        <input
          className="pr-share"
          readOnly
          value={shareLink}
          aria-label="Link to this set of ten"
          onFocus={(e) => e.currentTarget.select()}
        />
      </p>
      {q === 'end' ? (
        <SetSummary
          page={page}
          params={base}
          titles={list.map((it) => titles[it.kind] ?? it.kind)}
          answers={list.map((_, i) => answers[i] ?? null)}
          onRestart={() => {
            restartPracticeSet(
              key,
              list.map((it) => ({ page, ...it })),
            );
            goTo(1);
          }}
          onGo={goTo}
        />
      ) : (
        <ExerciseView
          key={`${key}/${q}`}
          exercise={{ page, ...list[q - 1] }}
          set={{ key, index: q - 1 }}
          next={
            q < list.length
              ? { label: 'Next question', go: () => goTo(q + 1) }
              : { label: 'See the summary', go: () => goTo('end') }
          }
          asked={asked}
        />
      )}
    </div>
  );
}
