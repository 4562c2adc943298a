import type { Answer } from './wire';

/** The national CBT palette states (spec section 4). */
export const questionStatuses = ['notVisited', 'notAnswered', 'answered', 'markedForReview', 'answeredAndMarked'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** What the machine keeps per question: exactly what the server saves, so a reload restores it. */
export interface QuestionResponse {
  answer: Answer | null;
  marked: boolean;
  visited: boolean;
}

export const untouched: QuestionResponse = { answer: null, marked: false, visited: false };

/** An empty answer (no option ticked, nothing typed) is no answer: it must not count as attempted. */
export function normalizeAnswer(answer: Answer | null | undefined): Answer | null {
  if (answer === null || answer === undefined) return null;
  if ('choices' in answer) {
    const choices = [...new Set(answer.choices)].sort((a, b) => a - b);
    return choices.length === 0 ? null : { choices };
  }
  if ('value' in answer) {
    const value = answer.value.trim();
    return value === '' ? null : { value };
  }
  return { choice: answer.choice };
}

export function statusOf(response: QuestionResponse): QuestionStatus {
  if (!response.visited) return 'notVisited';
  if (response.answer === null) return response.marked ? 'markedForReview' : 'notAnswered';
  return response.marked ? 'answeredAndMarked' : 'answered';
}

/** Answered and answered-and-marked are evaluated; marked-only is not. */
export function isAttempted(response: QuestionResponse): boolean {
  return response.visited && response.answer !== null;
}

/** Save & Next: the draft becomes the answer and the mark goes (answered, or not answered if empty). */
export function saved(draft: Answer | null): QuestionResponse {
  return { answer: normalizeAnswer(draft), marked: false, visited: true };
}

/** Mark for Review & Next: saved and marked (answered and marked, or marked for review if empty). */
export function savedAndMarked(draft: Answer | null): QuestionResponse {
  return { answer: normalizeAnswer(draft), marked: true, visited: true };
}

/** Clear: the saved answer goes; a mark stays (answered and marked becomes marked for review). */
export function cleared(response: QuestionResponse): QuestionResponse {
  return { answer: null, marked: response.marked, visited: true };
}

/** Showing a question makes a not-visited one not answered; nothing else changes. */
export function visited(response: QuestionResponse): QuestionResponse {
  return response.visited ? response : { ...response, visited: true };
}

export function sameResponse(a: QuestionResponse, b: QuestionResponse): boolean {
  return a.marked === b.marked && a.visited === b.visited && JSON.stringify(a.answer) === JSON.stringify(b.answer);
}
