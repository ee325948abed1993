/** How an answer (a choice's value, or typed text) reads to the student: the choice's label, the text trimmed. */
import type { AnswerForm } from '../../engine/practice/types';

export function shownAnswer(text: string, form: AnswerForm): string {
  const t = text.trim();
  return form.choices?.find((c) => c.value === t)?.label ?? t;
}
