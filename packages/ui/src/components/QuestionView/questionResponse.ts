/** The three kinds of question of the national computer-based tests. */
export const questionTypes = ['single', 'multiple', 'numeric'] as const;
export type QuestionType = (typeof questionTypes)[number];

/**
 * A learner's answer to one question, tagged with the question's type, so the screen shows the
 * matching input: one option (its index, null before a choice), several, or a typed number kept
 * exactly as typed.
 */
export type QuestionResponse =
  | { type: 'single'; choice: number | null }
  | { type: 'multiple'; choices: readonly number[] }
  | { type: 'numeric'; typed: string };

/** Where the answer on screen stands with the server. Only `saved` means it acknowledged it. */
export const questionSaveStatuses = ['none', 'unsaved', 'saving', 'saved', 'offline'] as const;
export type QuestionSaveStatus = (typeof questionSaveStatuses)[number];

/** The choices after the learner ticks or unticks option `index`, in option order. */
export function toggleChoice(choices: readonly number[], index: number, checked: boolean): number[] {
  const next = new Set(choices);
  if (checked) next.add(index);
  else next.delete(index);
  return [...next].sort((a, b) => a - b);
}
