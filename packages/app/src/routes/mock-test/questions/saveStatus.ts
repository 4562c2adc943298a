import { isSaved, normalizeAnswer, type Answer } from '@pariksha/machines';
import type { QuestionSaveStatus } from '@pariksha/ui';
import type { SessionContext } from '../../../features/attempts/TestSessionProvider';

function sameAnswer(a: Answer | null, b: Answer | null): boolean {
  return JSON.stringify(normalizeAnswer(a)) === JSON.stringify(normalizeAnswer(b));
}

/**
 * Where the question on screen stands with the server. 'saved' (the tick) only when the server
 * acknowledged its latest change, or holds it from an earlier visit; a choice not saved with
 * Save & Next is 'unsaved'; a sent change waits as 'saving', or 'offline' while saving fails.
 */
export function saveStatusOf(context: SessionContext, questionId: number, online: boolean): QuestionSaveStatus {
  const response = context.responses[questionId];
  if (!sameAnswer(context.draft, response?.answer ?? null)) return 'unsaved';
  const pending = context.latestChange[questionId] !== undefined && !isSaved(context, questionId);
  if (pending) return !online || context.saveFailing ? 'offline' : 'saving';
  return response !== undefined && response.answer !== null ? 'saved' : 'none';
}
