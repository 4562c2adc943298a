import { questionReportNoteMax, type QuestionReportReason } from '@pariksha/contract/values';

export const reportQuestionProblemKinds = ['reasonRequired', 'noteRequired', 'noteTooLong'] as const;
export type ReportQuestionProblem = (typeof reportQuestionProblemKinds)[number];

export interface ReportQuestionProblems {
  reason?: 'reasonRequired';
  note?: 'noteRequired' | 'noteTooLong';
}

/** The note's length as the server's schema measures it: trimmed, in UTF-16 units (an emoji counts two). */
export const noteLength = (note: string) => note.trim().length;

/**
 * What the report still needs before it is sent, by field, with the server's own rules: a reason,
 * a note when the reason is 'other', and a note of at most `questionReportNoteMax` characters.
 */
export function reportQuestionProblems(reason: QuestionReportReason | null, note: string): ReportQuestionProblems {
  const problems: ReportQuestionProblems = {};
  if (reason === null) problems.reason = 'reasonRequired';
  const length = noteLength(note);
  if (length > questionReportNoteMax) problems.note = 'noteTooLong';
  else if (reason === 'other' && length === 0) problems.note = 'noteRequired';
  return problems;
}
