/**
 * One exercise: the question and its position from the engine, the answer form, and the
 * engine's grade. A wrong answer shows the expected answer and the explanation's frames in
 * the one walkthrough player; it can be tried again. The first grade of an exercise scores.
 */
import { useEffect, useRef, useState } from 'react';
import { request } from '../../engine/typedRequest';
import { exerciseKey, recordPracticeAnswer, type ExerciseRef } from '../../store';
import { Caption } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { AnswerForm } from './AnswerForm';
import { ExplanationFrame } from './ExplanationFrame';
import { GradeLine } from './GradeLine';
import { shownAnswer } from './shownAnswer';
import { PracticeBoard } from './PracticeBoard';
import { useShowExplanation } from './useShowExplanation';

interface Props {
  exercise: ExerciseRef;
  /** the set this exercise belongs to, and its place in it */
  set?: { key: string; index: number };
  next: { label: string; go: () => void };
  /** the user asked for this exercise (n, Next): its answer box takes the focus */
  asked?: boolean;
}

export function ExerciseView({ exercise, set, next, asked = false }: Props) {
  const { page, kind, seed, level } = exercise;
  const posed = useAnalysis(request('practice', 'exercise', { page, kind, seed, level }));
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [showWhy, setShowWhy] = useState(false);
  // Once an answer was wrong, a right one is a retry: it is said so (the score counts first answers).
  const [wrongBefore, setWrongBefore] = useState(false);
  const graded = useAnalysis(
    submitted === null ? null : request('practice', 'grade', { page, kind, seed, level, answer: submitted }),
  );
  const grade = graded.result?.grade ?? null;
  const key = exerciseKey(exercise);
  const title = posed.result?.exercise.title ?? kind;

  // Record each submission's grade once (a cached grade arrives at once; effects may run twice).
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!grade || grade.status === 'invalid' || submitted === null) return;
    const mark = `${key}|${attempt}`;
    if (recorded.current === mark) return;
    recorded.current = mark;
    if (grade.status === 'wrong') setWrongBefore(true);
    // kept as the student saw it (a choice's label, the text trimmed), for the list of mistakes
    const form = posed.result?.exercise.answer;
    const seen = (text: string) => (form ? shownAnswer(text, form) : text.trim());
    recordPracticeAnswer(exercise, grade.status, seen(submitted), seen(grade.expected), title, set);
  }, [grade, submitted, key, attempt, exercise, title, set, posed.result]);

  const nextButton = useRef<HTMLButtonElement>(null);
  const answerBox = useRef<HTMLDivElement>(null);
  const decided = grade !== null && grade.status !== 'invalid';
  const wrong = grade?.status === 'wrong';
  // Right: on to the next one. Wrong: stay in the answer, its text selected, to retype at once.
  useEffect(() => {
    if (grade?.status === 'right') nextButton.current?.focus({ preventScroll: true });
    if (grade?.status === 'wrong') {
      const input = answerBox.current?.querySelector<HTMLInputElement>(
        'input[type=text], input:checked, input[type=radio]',
      );
      input?.focus({ preventScroll: true });
      if (input?.type === 'text') input.select();
    }
  }, [grade, attempt]);

  const sectionRef = useRef<HTMLElement>(null);
  const explanationRef = useRef<HTMLDivElement>(null);
  useShowExplanation(sectionRef, explanationRef, wrong ? attempt : null);

  if (!posed.result) return <AnalysisStatus analysis={posed} what="the exercise" />;
  const ex = posed.result.exercise;
  const submit = () => {
    if (draft !== submitted) setAttempt((a) => a + 1);
    setSubmitted(draft);
    setShowWhy(false);
  };
  const explanation =
    grade && grade.status !== 'invalid' && (grade.status === 'wrong' || showWhy) ? grade.explanation : null;

  return (
    <section
      ref={sectionRef}
      className="pr-exercise"
      tabIndex={-1}
      data-skip-target
      aria-labelledby={`pr-q-${key}`}
      data-testid="practice-exercise"
      data-kind={kind}
    >
      <h2 id={`pr-q-${key}`} className="pr-title">
        {ex.title} <span className="pr-level">level {ex.level}</span>
      </h2>
      <Caption text={ex.question} className="pr-question" />
      <PracticeBoard board={ex.board} />
      {!decided || wrong ? (
        <div ref={answerBox}>
          <AnswerForm
            form={ex.answer}
            value={draft}
            onChange={setDraft}
            onSubmit={submit}
            error={grade?.status === 'invalid' ? grade : null}
            submitted={submitted}
            busy={graded.status === 'computing'}
            focusOnMount={asked}
            checkInTabOrder={!wrong}
          />
        </div>
      ) : null}
      {graded.status !== 'done' && graded.status !== 'idle' && (
        <AnalysisStatus analysis={graded} what="the grade" />
      )}
      <div className="pr-result" role="status" aria-live="polite" data-testid="practice-result">
        {grade && grade.status !== 'invalid' && submitted !== null && (
          <GradeLine
            status={grade.status}
            submitted={submitted}
            expected={grade.expected}
            form={ex.answer}
            retry={wrongBefore}
          />
        )}
      </div>
      {decided && (
        <div className="toolbar pr-actions">
          <button ref={nextButton} type="button" onClick={next.go} data-testid="practice-next">
            {next.label}
          </button>
          {grade.status === 'right' && (
            <button type="button" aria-expanded={showWhy} onClick={() => setShowWhy((s) => !s)}>
              {showWhy ? 'Hide why' : 'Show why'}
            </button>
          )}
        </div>
      )}
      {explanation && (
        <div ref={explanationRef} className="pr-explanation" data-testid="practice-explanation">
          <WalkthroughPlayer
            derivation={explanation.derivation}
            renderStep={(step) => <ExplanationFrame frames={explanation.frames} step={step} />}
            label={`Why: ${ex.title}`}
            paramName="why"
          />
        </div>
      )}
    </section>
  );
}
