// "Report an error in this question", free of zod: the server's schemas, the ui's dialog and
// the app read the same reasons, statuses and limit.

/** Why a learner says a question is wrong: the solutions review's "Report an error in this question". */
export const questionReportReasons = ['wrong_answer', 'mistake_in_question', 'translation', 'display', 'other'] as const;
export type QuestionReportReason = (typeof questionReportReasons)[number];
/** received: waiting for a reviewer; accepted: the question is being corrected; rejected: it stands, with the reviewer's note. */
export const questionReportStatuses = ['received', 'accepted', 'rejected'] as const;
export type QuestionReportStatus = (typeof questionReportStatuses)[number];
/** A note is optional except with reason 'other', where it says what is wrong. */
export const questionReportNoteMax = 1000;
