// "Challenge this answer", free of zod: the server's schemas, the ui's dialog and the app read the
// same statuses and limits.

/** received: waiting for a reviewer; accepted: the key was corrected and scores redone; rejected: the key stands, with the reviewer's note. */
export const answerChallengeStatuses = ['received', 'accepted', 'rejected'] as const;
export type AnswerChallengeStatus = (typeof answerChallengeStatuses)[number];
/** A challenge says why, in a sentence or more. */
export const answerChallengeReasonMin = 20;
export const answerChallengeReasonMax = 1000;
/** Days after submitting in which a learner may challenge a key, unless the test sets another. */
export const defaultChallengeDays = 3;
/** Challenges a learner may send a minute: a careful review of a paper, not a flood. */
export const answerChallengesPerMinute = 10;
