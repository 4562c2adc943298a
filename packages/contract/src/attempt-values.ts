// The mock test's plain limits, free of zod: the server's schemas and the test-session machine
// (which must not download a schema library) read the same numbers.

/** Changes in one saveResponses batch: a whole 200-question paper fits in one. */
export const maxChangesPerSave = 200;
/** A tab's random id (a UUID fits). */
export const clientIdMaxLength = 64;
/** Options a choice question may have; indexes are 0-based. */
export const maxOptions = 26;
/** A typed numeric answer: digits, an optional sign and decimal point. */
export const numericValuePattern = /^-?\d{1,12}(\.\d{1,6})?$/;
/** One change's time on screen: more than any paper lasts, far below what a sum could overflow. */
export const maxTimeSpentMs = 24 * 60 * 60 * 1000;
/**
 * Saves arriving this long after the deadline are still applied (sent just before it, on a slow
 * network); the server submits an attempt this long after its deadline.
 */
export const saveGraceSeconds = 10;
/**
 * Calls of each attempt route per minute per signed-in learner (counted by the token, so an exam
 * hall or a coaching lab behind one address shares nothing), instead of the api's general limit:
 * a candidate saves every few seconds, and a backlog sent after a dropped connection goes one
 * batch at a time; ten a second is far above either.
 */
export const attemptRequestsPerMinute = 600;
